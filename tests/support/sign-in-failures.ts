// Every test sends its requests from 127.0.0.1, so the shared server counts all their failed
// sign-ins against one address (50 per 15 minutes). A file that fails sign-ins on purpose takes
// its failures back from that budget when it ends, so the whole run never nears the limit and a
// test that signs in later is never refused for what other files did.
import { afterAll, beforeAll } from "vitest";
import { MAX_FAILURES_PER_ACCOUNT } from "#app/domain/staff/sign-in-throttle.server.ts";
import { RateLimitHit } from "#app/models/rate-limit-hit.server.ts";
import { SignInFailure } from "#app/models/sign-in-failure.server.ts";

// IPv4 loopback (also when written as an IPv4-mapped IPv6 address), and ::1's /64.
const LOOPBACK_KEYS = ["ip:127.0.0.1", "ip:0:0:0:0::/64"];

/** Deletes the loopback address's failures recorded since `since`. */
export async function forgetLoopbackSignInFailures(since: Date): Promise<number> {
  const result = await SignInFailure.deleteMany({ key: { $in: LOOPBACK_KEYS }, failed_at: { $gte: since } });
  return result.deletedCount;
}

/** For a vitest file: forget, when it ends, the loopback failures recorded while it ran. */
export function forgetSignInFailuresAfterThisFile(): void {
  let started = new Date();
  beforeAll(() => {
    started = new Date();
  });
  afterAll(async () => {
    await forgetLoopbackSignInFailures(started);
  });
}

/**
 * Records the 100 failures in a row, from anywhere, after which an account signs in only by its
 * link, as the throttle stores them (one RateLimitHit per failure under the account's key): a
 * test that shuts accounts several times would spend seconds on as many real attempts, and
 * tests/api/sign-in-throttle.test.ts shows real attempts getting there.
 */
export async function shutPasswordSignIn(email: string, now: Date = new Date()): Promise<void> {
  await RateLimitHit.insertMany(
    Array.from({ length: MAX_FAILURES_PER_ACCOUNT }, () => ({
      key: `sign-in-account:${email.trim().toLowerCase()}`,
      at: now,
      expires_at: new Date(now.getTime() + 24 * 60 * 60_000),
    })),
  );
}
