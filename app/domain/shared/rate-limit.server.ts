// Per-client limits on the public forms over a sliding window, stored in the database so that
// every server instance enforces the same budget.
import ipaddr from "ipaddr.js";
import { RateLimitHit } from "#app/models/rate-limit-hit.server.ts";

/**
 * The client a limit counts: the IPv4 address, or the /64 network of an IPv6 one (a single
 * subscriber is usually handed a whole /64, so counting single addresses would let one
 * visitor rotate through billions of them).
 */
export function clientBucket(address: string | null): string {
  if (!address || !ipaddr.isValid(address)) return address ?? "unknown";
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = (parsed as ipaddr.IPv6).toNormalizedString().split(":").slice(0, 4).join(":");
  return `${network}::/64`;
}

export type RateLimitResult = {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Uncounts this request (it was allowed, but what it stood for did not happen after all). */
  giveBack(): Promise<void>;
};

/**
 * Counts this request and tells whether it is within `limit` requests per `windowMs`.
 * Insert first, then count: concurrent requests can only be refused at the edge, never let
 * past it. A refused request is not counted, so the budget refills as the window slides.
 */
export async function consumeRateLimit(
  action: string,
  client: string,
  limit: number,
  windowMs: number,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const key = `${action}:${client}`;
  const since = new Date(now.getTime() - windowMs);
  const hit = await RateLimitHit.create({ key, at: now, expires_at: new Date(now.getTime() + windowMs) });
  const count = await RateLimitHit.countDocuments({ key, at: { $gt: since } });
  if (count <= limit) {
    return {
      allowed: true,
      retryAfterSeconds: 0,
      giveBack: async () => void (await RateLimitHit.deleteOne({ _id: hit._id })),
    };
  }

  await RateLimitHit.deleteOne({ _id: hit._id });
  const oldest = await RateLimitHit.findOne({ key, at: { $gt: since } }, { at: 1 })
    .sort({ at: 1 })
    .lean();
  const freesAt = (oldest?.at.getTime() ?? now.getTime()) + windowMs;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)),
    giveBack: async () => {},
  };
}

export async function deleteExpiredRateLimitHits(now: Date = new Date()): Promise<void> {
  await RateLimitHit.deleteMany({ expires_at: { $lt: now } });
}
