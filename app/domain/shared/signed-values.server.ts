// Links mailed to people who have no account: a value signed with the session secret (an HMAC),
// for one purpose, so a link proves it came from us for that value and no other use.
import { createHmac, timingSafeEqual } from "node:crypto";

/** The signature of `value` for `purpose`, URL-safe. */
export function signValue(purpose: string, value: string, secret: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url");
}

/** Whether `given` is `expected`, compared in constant time. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
