// Limits failed sign-ins per account and per client address. An account is keyed by the
// e-mail as typed (normalised), whether or not it exists, so the limit reveals nothing about
// which accounts exist. A successful sign-in clears the account's failures ("in a row").
import { SignInFailure, SIGN_IN_FAILURE_WINDOW_MS } from "../models/sign-in-failure.server.ts";

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

/** Whether this attempt must be refused without looking at the password. */
export async function isSignInThrottled(
  subject: ThrottleSubject,
  now: Date = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MS);
  const { account, address } = keysOf(subject);
  const accountFailures = await SignInFailure.countDocuments({
    key: account,
    failed_at: { $gt: since, $lte: now },
  });
  if (accountFailures >= MAX_FAILURES_PER_ACCOUNT) return true;
  if (!address) return false;
  const addressFailures = await SignInFailure.countDocuments({
    key: address,
    failed_at: { $gt: since, $lte: now },
  });
  return addressFailures >= MAX_FAILURES_PER_ADDRESS;
}

export async function recordSignInFailure(
  subject: ThrottleSubject,
  now: Date = new Date(),
): Promise<void> {
  const { account, address } = keysOf(subject);
  const rows = [{ key: account, failed_at: now }];
  if (address) rows.push({ key: address, failed_at: now });
  await SignInFailure.insertMany(rows);
  // Housekeeping for databases that do not enforce the TTL index.
  await SignInFailure.deleteMany({
    failed_at: { $lt: new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MS) },
  });
}

export async function clearSignInFailures(subject: ThrottleSubject): Promise<void> {
  await SignInFailure.deleteMany({ key: keysOf(subject).account });
}
