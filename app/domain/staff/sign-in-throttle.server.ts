// Limits on password guessing that no one can turn against the account's owner (issue 14):
// - per account and client address together: after 3 failures in a row each further attempt from
//   that pair waits twice as long as the last (1 s, 2 s, 4 s ... up to 15 minutes), so the owner
//   elsewhere is never held up by an attacker here;
// - per client address (an IPv6 client by its /64) across accounts: 50 failures in 15 minutes;
// - per account across all addresses: after 100 failures in a row (NIST SP 800-63B 5.2.2) the
//   password no longer signs in; the account's address is mailed a one-time sign-in link instead.
// Accounts are keyed by the e-mail as typed (normalised) whether or not they exist, so the limits
// reveal nothing about which accounts exist. Every attempt is inserted before it is counted
// (docs/decisions/0004-atomicity.md), so concurrent guesses can only be refused at a limit's
// edge, never let past it. A success forgives the account's failures.
import type { Types } from "mongoose";
import { RateLimitHit } from "../../models/rate-limit-hit.server.ts";
import { SignInFailure, SIGN_IN_FAILURE_WINDOW_MS } from "../../models/sign-in-failure.server.ts";
import { clientBucket } from "../shared/rate-limit.server.ts";

/** Failures of one account from one address that cost nothing more than the failure itself. */
export const FREE_FAILURES_PER_PAIR = 3;
/** Higher than a person ever needs, since several staff may share an office address. */
export const MAX_FAILURES_PER_ADDRESS = 50;
/** Failures in a row, from anywhere, after which only a mailed link signs the account in. */
export const MAX_FAILURES_PER_ACCOUNT = 100;
/** How long an account's failures are remembered while no sign-in succeeds. */
const ACCOUNT_MEMORY_MS = 30 * 24 * 60 * 60_000;

export type ThrottleSubject = { email: string; clientAddress: string | null };

function keysOf(subject: ThrottleSubject) {
  const email = subject.email.trim().toLowerCase();
  const address = subject.clientAddress ? clientBucket(subject.clientAddress) : null;
  return {
    account: `sign-in-account:${email}`,
    pair: `pair:${email}|${address ?? "unknown"}`,
    address: address ? `ip:${address}` : null,
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
  subject: ThrottleSubject;
};

const windowStart = (now: Date) => new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MS);

/** The pair's earlier failures in the window, newest first (this attempt's own row excluded). */
async function earlierPairFailures(key: string, now: Date, except: Types.ObjectId): Promise<Date[]> {
  const rows = await SignInFailure.find(
    { key, failed_at: { $gt: windowStart(now), $lte: now }, _id: { $ne: except } },
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
export async function beginSignInAttempt(subject: ThrottleSubject, now: Date = new Date()): Promise<SignInAttempt> {
  const keys = keysOf(subject);
  const rows = [{ key: keys.pair, failed_at: now }];
  if (keys.address) rows.push({ key: keys.address, failed_at: now });
  const inserted = await SignInFailure.insertMany(rows);
  const failureIds = inserted.map((row) => row._id);
  const accountHit = await RateLimitHit.create({ key: keys.account, at: now, expires_at: new Date(now.getTime() + ACCOUNT_MEMORY_MS) });
  const attempt: SignInAttempt = { throttle: null, failureIds, accountHitId: accountHit._id, subject };

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

/** Takes an attempt back out of every count (refused here, or its check could not run). */
export async function forgetAttempt(attempt: SignInAttempt): Promise<void> {
  await SignInFailure.deleteMany({ _id: { $in: attempt.failureIds } });
  if (attempt.accountHitId) await RateLimitHit.deleteOne({ _id: attempt.accountHitId });
  attempt.failureIds = [];
  attempt.accountHitId = null;
}

/** The password was right: the account's failures are forgiven, and this attempt uncounted. */
export async function completeSignInAttempt(attempt: SignInAttempt): Promise<void> {
  await forgetAttempt(attempt);
  await forgiveAccount(attempt.subject.email);
}

/** Clears an account's failures everywhere (a successful sign-in, by password or by link). */
export async function forgiveAccount(email: string): Promise<void> {
  const normalised = email.trim().toLowerCase();
  await RateLimitHit.deleteMany({ key: `sign-in-account:${normalised}` });
  await SignInFailure.deleteMany({ key: { $regex: `^pair:${escapeRegex(normalised)}\\|` } });
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Housekeeping for databases that do not enforce the TTL index. */
export async function deleteExpiredSignInFailures(now: Date = new Date()): Promise<void> {
  await SignInFailure.deleteMany({ failed_at: { $lt: windowStart(now) } });
}
