// TRUST_PROXY, read once for the application (client addresses from X-Forwarded-For) and for
// the connection limits (no cap on a trusted proxy, which carries many visitors).
import express from "express";

/** TRUST_PROXY: "true"/"false", a hop count, or Express's subnet names ("loopback, 10.0.0.0/8"). */
export function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true" || value === "false") return value === "true";
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Whether a peer at `address` is a proxy TRUST_PROXY trusts, decided as Express decides it. */
export function trustedProxyCheck(value: string): (address: string) => boolean {
  const settings = express();
  settings.set("trust proxy", parseTrustProxy(value));
  const trust = settings.get("trust proxy fn") as (address: string, hop: number) => boolean;
  return (address) => trust(address, 0);
}
