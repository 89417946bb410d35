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

/** What the sign-in throttle answers an address that must wait. */
export const TOO_MANY = "Too many sign-in attempts. Please wait a while and try again.";
/** What it answers for an account that signs in only through a mailed link for now. */
export const LINK_SENT =
  "This account's password sign-in is paused after too many failed attempts. If the account is yours, we've e-mailed it a sign-in link.";

/**
 * Client addresses of this run only, so a rerun never meets the failures an earlier one left:
 * IPv4 from 198.18.0.0/15 and IPv6 from 2001:db8::/32, both set aside for tests and examples.
 * The third byte is drawn at random and `half` picks the second (198.18 or 198.19), so two files
 * that draw the same byte still differ. The failures recorded against them go when the file ends.
 * From localhost the server trusts X-Forwarded-For, as it would a proxy's: tests send these there.
 */
export function addressesOfThisRun(half: 0 | 1): {
  next(): string;
  nextIpv6Network(): string;
  spread(index: number): string;
} {
  const run = Math.floor(Math.random() * 200) + 20;
  const network = `198.${18 + ((run + half) % 2)}.${run}`;
  let host = 1;
  const nextHost = () => {
    host = (host % 199) + 1;
    return host;
  };
  afterAll(async () => {
    await SignInFailure.deleteMany({
      key: { $regex: `^(ip:198\\.1[89]\\.${run}\\.|ip:2001:db8:${run.toString(16)}:)` },
    });
  });
  return {
    /** An IPv4 address not used before in this run. */
    next: () => `${network}.${nextHost()}`,
    /** An IPv6 /64 not used before in this run, written without its host part: "2001:db8:4f:3". */
    nextIpv6Network: () => `2001:db8:${run.toString(16)}:${nextHost().toString(16)}`,
    /** One of 50 addresses (200 to 249) kept apart from next()'s, for attempts spread over many. */
    spread: (index: number) => `${network}.${200 + (index % 50)}`,
  };
}
