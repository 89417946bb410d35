// Limits failed sign-ins per account and per client address. An account is keyed by the
// e-mail as typed (normalised), whether or not it exists, so the limit reveals nothing about
// which accounts exist. A successful sign-in clears the account's failures ("in a row").
// Every attempt is inserted before it is counted (docs/decisions/0004-atomicity.md), so
// concurrent guesses can only be refused at the limit's edge, never let past it.
import type { Types } from "mongoose";
import { SignInFailure, SIGN_IN_FAILURE_WINDOW_MS } from "../../models/sign-in-failure.server.ts";

/** After this many failures in the window the account is refused, even the right password. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Higher, since several staff may share an office address. */
export const MAX_FAILURES_PER_ADDRESS = 50;

export type ThrottleSubject = { email: string; clientAddress: string | null };

function keysOf(subject: ThrottleSubject): { account: string; address: string | null } {
  return {
    account: `email:${subject.email.trim().toLowerCase()}`,
    address: subject.clientAddress ? `ip:${subject.clientAddress}` : null,
  };
}

/** An attempt in progress: counted as a failure unless it succeeds. */
export type SignInAttempt = { throttled: boolean; ids: Types.ObjectId[]; subject: ThrottleSubject };

async function countRecent(key: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MS);
  return SignInFailure.countDocuments({ key, failed_at: { $gt: since, $lte: now } });
}

/**
 * Records an attempt, then tells whether it is over a limit. A refused attempt is not
 * counted, so the account opens again once its failures leave the window.
 */
export async function beginSignInAttempt(
  subject: ThrottleSubject,
  now: Date = new Date(),
): Promise<SignInAttempt> {
  const { account, address } = keysOf(subject);
  const rows = [{ key: account, failed_at: now }];
  if (address) rows.push({ key: address, failed_at: now });
  const inserted = await SignInFailure.insertMany(rows);
  const ids = inserted.map((row) => row._id);
  const throttled =
    (await countRecent(account, now)) > MAX_FAILURES_PER_ACCOUNT ||
    (address !== null && (await countRecent(address, now)) > MAX_FAILURES_PER_ADDRESS);
  if (throttled) await SignInFailure.deleteMany({ _id: { $in: ids } });
  return { throttled, ids, subject };
}

/** The password was right: the account's failures are forgiven, and this attempt uncounted. */
export async function completeSignInAttempt(attempt: SignInAttempt): Promise<void> {
  await SignInFailure.deleteMany({
    $or: [{ _id: { $in: attempt.ids } }, { key: keysOf(attempt.subject).account }],
  });
}

/** Whether an attempt now would be refused (for tests and diagnostics; counts without inserting). */
export async function isSignInThrottled(
  subject: ThrottleSubject,
  now: Date = new Date(),
): Promise<boolean> {
  const { account, address } = keysOf(subject);
  if ((await countRecent(account, now)) >= MAX_FAILURES_PER_ACCOUNT) return true;
  return address !== null && (await countRecent(address, now)) >= MAX_FAILURES_PER_ADDRESS;
}

/** Records a failure directly (tests use it to fill a window). */
export async function recordSignInFailure(
  subject: ThrottleSubject,
  now: Date = new Date(),
): Promise<void> {
  await beginSignInAttempt(subject, now);
}

/** Housekeeping for databases that do not enforce the TTL index. */
export async function deleteExpiredSignInFailures(now: Date = new Date()): Promise<void> {
  await SignInFailure.deleteMany({
    failed_at: { $lt: new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MS) },
  });
}
