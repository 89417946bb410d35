// Limits on password guessing that no one can turn against the account's owner (issues 14, 27):
// - per account and client address together: after 3 failures in a row each further attempt from
//   that pair waits twice as long as the last (1 s, 2 s, 4 s ... up to 15 minutes), so the owner
//   elsewhere is never held up by an attacker here;
// - per client address (an IPv6 client by its /64) across accounts: 50 failures in 15 minutes;
// - per account across all addresses: after 100 failures in a row (NIST SP 800-63B 5.2.2) the
//   password no longer signs in; the account's address is mailed a one-time sign-in link instead;
// - an attempt bringing a valid device cookie of the account (device-cookies.server.ts) is held by
//   none of those, which others set off, but by its own: after 10 failures in a row with that
//   device cookie it no longer counts, and the client goes the way of everyone else.
// Accounts are keyed by the e-mail as typed (normalised) whether or not they exist, so the limits
// reveal nothing about which accounts exist. Every attempt is inserted before it is counted
// (docs/decisions/0004-atomicity.md), so concurrent guesses can only be refused at a limit's
// edge, never let past it. A success forgives the account's count and the failures of its own
// address and device, never other addresses' (the owner's sign-in buys an attacker nothing).
import type { Types } from "mongoose";
import { clientBucket } from "#app/domain/shared/rate-limit.server.ts";
import { RateLimitHit } from "#app/models/rate-limit-hit.server.ts";
import { SIGN_IN_FAILURE_WINDOW_MS, SignInFailure } from "#app/models/sign-in-failure.server.ts";

/** Failures of one account from one address that cost nothing more than the failure itself. */
export const FREE_FAILURES_PER_PAIR = 3;
/** Higher than a person ever needs, since several staff may share an office address. */
export const MAX_FAILURES_PER_ADDRESS = 50;
/** Failures in a row, from anywhere, after which only a mailed link signs the account in. */
export const MAX_FAILURES_PER_ACCOUNT = 100;
/** Failures in a row with one device cookie after which it no longer exempts its client. */
export const MAX_FAILURES_PER_DEVICE = 10;
/** How long an account's failures are remembered while no sign-in succeeds. */
const ACCOUNT_MEMORY_MS = 30 * 24 * 60 * 60_000;

export type ThrottleSubject = {
  email: string;
  clientAddress: string | null;
  /** The id of a valid device cookie of this account that the attempt brings. */
  deviceId?: string | null;
};

function keysOf(subject: ThrottleSubject) {
  const email = subject.email.trim().toLowerCase();
  const address = subject.clientAddress ? clientBucket(subject.clientAddress) : null;
  return {
    account: `sign-in-account:${email}`,
    pair: `pair:${email}|${address ?? "unknown"}`,
    address: address ? `ip:${address}` : null,
    device: subject.deviceId ? `sign-in-device:${subject.deviceId}` : null,
  };
}

/** How long the pair must wait after `failures` failures: nothing for the first few, then doubling. */
export function pairDelayMs(failures: number): number {
  if (failures < FREE_FAILURES_PER_PAIR) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES_PER_PAIR), SIGN_IN_FAILURE_WINDOW_MS);
}

/** Why an attempt may not be checked: too fast for its pair or address, or the account wants its link. */
export type Throttle = { kind: "wait"; retryAfterSeconds: number } | { kind: "link-only" } | null;

/** An attempt in progress: counted as a failure unless it succeeds. */
export type SignInAttempt = {
  throttle: Throttle;
  failureIds: Types.ObjectId[];
  accountHitId: Types.ObjectId | null;
  deviceHitId: Types.ObjectId | null;
  /** The attempt's device cookie exempts it from the other limits (fewer than 10 failures). */
  viaDevice: boolean;
  subject: ThrottleSubject;
};

const windowStart = (now: Date) => new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MS);

/** The pair's earlier failures in the window, newest first (this attempt's own row excluded). */
async function earlierPairFailures(key: string, now: Date, except: Types.ObjectId | null): Promise<Date[]> {
  const rows = await SignInFailure.find(
    { key, failed_at: { $gt: windowStart(now), $lte: now }, ...(except ? { _id: { $ne: except } } : {}) },
    { failed_at: 1 },
  )
    .sort({ failed_at: -1 })
    .lean();
  return rows.map((row) => row.failed_at);
}

/**
 * Records an attempt, then tells whether it may go on to the password check. A refused
 * attempt is not counted, so waiting is all it takes (for the pair and the address).
 */
export async function beginSignInAttempt(
  subject: ThrottleSubject,
  now: Date = new Date(),
  options: { deviceExempts?: boolean } = {},
): Promise<SignInAttempt> {
  const keys = keysOf(subject);
  const rows = [{ key: keys.pair, failed_at: now }];
  if (keys.address) rows.push({ key: keys.address, failed_at: now });
  const inserted = await SignInFailure.insertMany(rows);
  const failureIds = inserted.map((row) => row._id);
  const accountHit = await RateLimitHit.create({
    key: keys.account,
    at: now,
    expires_at: new Date(now.getTime() + ACCOUNT_MEMORY_MS),
  });
  const deviceHit = keys.device
    ? await RateLimitHit.create({ key: keys.device, at: now, expires_at: new Date(now.getTime() + ACCOUNT_MEMORY_MS) })
    : null;
  const attempt: SignInAttempt = {
    throttle: null,
    failureIds,
    accountHitId: accountHit._id,
    deviceHitId: deviceHit?._id ?? null,
    viaDevice: false,
    subject,
  };

  // A signed-in client's check of its own current password counts against its device but is
  // never let off by it (a stolen browser holds both the session and the device cookie).
  if (keys.device && options.deviceExempts !== false) {
    const deviceFailures = await RateLimitHit.countDocuments({
      key: keys.device,
      at: { $gt: new Date(now.getTime() - ACCOUNT_MEMORY_MS), $lte: now },
    });
    // Within its own limit the device's client is held by nothing others set off.
    attempt.viaDevice = deviceFailures <= MAX_FAILURES_PER_DEVICE;
    if (attempt.viaDevice) return attempt;
  }
  const accountFailures = await RateLimitHit.countDocuments({
    key: keys.account,
    at: { $gt: new Date(now.getTime() - ACCOUNT_MEMORY_MS), $lte: now },
  });
  if (accountFailures > MAX_FAILURES_PER_ACCOUNT) {
    attempt.throttle = { kind: "link-only" };
  } else {
    const earlier = await earlierPairFailures(keys.pair, now, failureIds[0] as Types.ObjectId);
    const waitUntil = (earlier[0]?.getTime() ?? 0) + pairDelayMs(earlier.length);
    const addressFailures = keys.address
      ? await SignInFailure.countDocuments({ key: keys.address, failed_at: { $gt: windowStart(now), $lte: now } })
      : 0;
    if (waitUntil > now.getTime()) {
      attempt.throttle = { kind: "wait", retryAfterSeconds: Math.ceil((waitUntil - now.getTime()) / 1000) };
    } else if (addressFailures > MAX_FAILURES_PER_ADDRESS) {
      attempt.throttle = { kind: "wait", retryAfterSeconds: Math.ceil(SIGN_IN_FAILURE_WINDOW_MS / 1000) };
    }
  }
  if (attempt.throttle) await forgetAttempt(attempt);
  return attempt;
}

/** How long the account's next attempt from this address must wait after the failures so far. */
export async function pairWaitSeconds(subject: ThrottleSubject, now: Date = new Date()): Promise<number> {
  const earlier = await earlierPairFailures(keysOf(subject).pair, now, null);
  const waitUntil = (earlier[0]?.getTime() ?? 0) + pairDelayMs(earlier.length);
  return Math.max(1, Math.ceil((waitUntil - now.getTime()) / 1000));
}

/** Takes an attempt back out of every count (refused here, or its check could not run). */
export async function forgetAttempt(attempt: SignInAttempt): Promise<void> {
  await SignInFailure.deleteMany({ _id: { $in: attempt.failureIds } });
  const hits = [attempt.accountHitId, attempt.deviceHitId].filter((id) => id !== null);
  if (hits.length > 0) await RateLimitHit.deleteMany({ _id: { $in: hits } });
  attempt.failureIds = [];
  attempt.accountHitId = null;
  attempt.deviceHitId = null;
}

/** The password was right: this attempt is uncounted, and its account, address and device forgiven. */
export async function completeSignInAttempt(attempt: SignInAttempt): Promise<void> {
  await forgetAttempt(attempt);
  await forgiveSignIn(attempt.subject);
}

/**
 * After a successful sign-in (by password or by link): the account's count starts again, and
 * so do the failures of this account from this address and with this device cookie. Other
 * addresses' failures stay: the owner signing in must not buy an attacker fresh guesses.
 */
export async function forgiveSignIn(subject: ThrottleSubject): Promise<void> {
  const keys = keysOf(subject);
  await RateLimitHit.deleteMany({ key: { $in: [keys.account, ...(keys.device ? [keys.device] : [])] } });
  await SignInFailure.deleteMany({ key: keys.pair });
}

/** Housekeeping for databases that do not enforce the TTL index. */
export async function deleteExpiredSignInFailures(now: Date = new Date()): Promise<void> {
  await SignInFailure.deleteMany({ failed_at: { $lt: windowStart(now) } });
}
