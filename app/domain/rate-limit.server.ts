// Per-client limits on the public forms, counted in the database so that every server
// instance enforces the same budget.
import { RateLimitCounter } from "../models/rate-limit-counter.server.ts";

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

export const RATE_LIMITED_MESSAGE =
  "You've sent several requests in a short time. Please wait a while and try again, or contact us directly.";

export async function consumeRateLimit(
  action: string,
  client: string,
  limit: number,
  windowMs: number,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const expiresAt = new Date(windowStart + windowMs);
  const id = `${action}:${client}:${windowStart}`;
  let counter;
  try {
    counter = await increment(id, expiresAt);
  } catch (error) {
    // Two first requests raced to create the counter: the loser increments the winner's.
    if ((error as { code?: number }).code !== 11000) throw error;
    counter = await increment(id, expiresAt);
  }
  const retryAfterSeconds = Math.ceil((expiresAt.getTime() - now.getTime()) / 1000);
  return { allowed: (counter?.count ?? 1) <= limit, retryAfterSeconds };
}

function increment(id: string, expiresAt: Date) {
  return RateLimitCounter.findOneAndUpdate(
    { _id: id },
    { $inc: { count: 1 }, $setOnInsert: { expires_at: expiresAt } },
    { upsert: true, returnDocument: "after" },
  ).lean();
}
