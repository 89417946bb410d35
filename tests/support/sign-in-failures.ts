// Every test sends its requests from 127.0.0.1, so the shared server counts all their failed
// sign-ins against one address (50 per 15 minutes). A file that fails sign-ins on purpose takes
// its failures back from that budget when it ends, so the whole run never nears the limit and a
// test that signs in later is never refused for what other files did.
import { afterAll, beforeAll } from "vitest";
import { beginSignInAttempt, MAX_FAILURES_PER_ACCOUNT } from "../../app/domain/staff/sign-in-throttle.server.ts";
import { SignInFailure } from "../../app/models/sign-in-failure.server.ts";

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
 * Records, through the throttle itself, the 100 failures in a row after which an account signs
 * in only by its link: two from each of 50 addresses `address(0..49)`, so none is ever made to
 * wait (a refused attempt would not count). As many HTTP sign-ins would take half a minute.
 */
export async function shutPasswordSignIn(email: string, address: (index: number) => string): Promise<void> {
  for (let batch = 0; batch < MAX_FAILURES_PER_ACCOUNT; batch += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, index) => beginSignInAttempt({ email, clientAddress: address((batch + index) % 50) })),
    );
  }
}
