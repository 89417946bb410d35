// A staff member changing their own e-mail (issue 27): a borrowed session or a 15-minute token
// must not be able to move the account to an attacker's mailbox. So the change needs the current
// password (checked by updateAdminUser), takes effect only when a link mailed to the new address
// is followed, and the old address is told, with a link that cancels the change (even after it
// was confirmed), puts the address back and ends every session and token of the account.
// Issue 43: someone holding a session and the password must not win either. While an earlier
// change's cancel link is open no further change can be asked (so the old address keeps the
// last word), and any open cancel link puts back the address from before the earliest change
// still open, unless an Owner has set one since; at most 3 requests a day per account; a new
// password, "Sign out everywhere" or deactivation cancels a change waiting for confirmation
// (revoke-sessions.server.ts), and a confirmation asked before the sessions ended is refused.
import { randomBytes } from "node:crypto";
import type mongoose from "mongoose";
import { EMAIL_CHANGE_MESSAGES } from "#app/content/portal-messages.ts";
import { enqueueMail } from "#app/domain/mail/outbox.server.ts";
import { formatTruckDayAndTime } from "#app/domain/shared/dates.ts";
import { consumeRateLimit } from "#app/domain/shared/rate-limit.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { EmailChange, EmailChangeUse } from "#app/models/email-change.server.ts";
import { revokeAllSessions } from "./revoke-sessions.server.ts";
import { emailChangeCancelledMail, emailChangeConfirmMail, emailChangeNoticeMail } from "./staff-mails.server.ts";
import { hashToken } from "./user-tokens.server.ts";

export const CONFIRM_LIFETIME_MS = 24 * 60 * 60_000;
export const CANCEL_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** Requests to change one account's own e-mail per day (each mails two addresses). */
export const MAX_EMAIL_CHANGE_REQUESTS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;

const newToken = () => randomBytes(32).toString("base64url");

/**
 * The self-changes of a user whose cancel link is still open, earliest first: confirmed ones, and
 * ones still waiting that can yet be confirmed (one whose confirmation expired changed nothing).
 */
async function openChangesOf(userId: mongoose.Types.ObjectId, now: Date) {
  const changes = await EmailChange.find({ user_id: userId, cancelled_at: null, cancel_expires_at: { $gt: now } })
    .sort({ created_at: 1 })
    .lean();
  return changes.filter((change) => change.confirmed_at || change.confirm_expires_at > now);
}

/**
 * Refuses a further change of one's own e-mail while an earlier one can still be cancelled from
 * its old address (409), and a 4th request in a day (429); counts this one. Called before
 * anything of the update is stored.
 */
export async function assertEmailChangeAllowed(userId: mongoose.Types.ObjectId, now: Date = new Date()): Promise<void> {
  const [open] = await openChangesOf(userId, now);
  if (open) {
    const message = EMAIL_CHANGE_MESSAGES.earlierStillOpen(
      open.old_email,
      formatTruckDayAndTime(open.cancel_expires_at),
    );
    throw new Refusal(409, message, { fieldErrors: { email: message } });
  }
  const limit = await consumeRateLimit(
    "email-change",
    userId.toString(),
    MAX_EMAIL_CHANGE_REQUESTS_PER_DAY,
    DAY_MS,
    now,
  );
  if (!limit.allowed) {
    throw new Refusal(429, EMAIL_CHANGE_MESSAGES.tooManyRequests, {
      fieldErrors: { email: EMAIL_CHANGE_MESSAGES.tooManyRequests },
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
}

/**
 * Starts the change of `user`'s e-mail to `newEmail` (the caller has checked the password, that
 * the address is free and assertEmailChangeAllowed): mails the confirmation link to the new
 * address and the notice with the cancel link to the old one.
 */
export async function requestEmailChange(
  user: { _id: mongoose.Types.ObjectId; email: string },
  newEmail: string,
  now: Date = new Date(),
): Promise<void> {
  const confirm = newToken();
  const cancel = newToken();
  const change = await EmailChange.create({
    user_id: user._id,
    old_email: user.email,
    new_email: newEmail,
    confirm_token_hash: hashToken(confirm),
    cancel_token_hash: hashToken(cancel),
    confirm_expires_at: new Date(now.getTime() + CONFIRM_LIFETIME_MS),
    cancel_expires_at: new Date(now.getTime() + CANCEL_LIFETIME_MS),
    created_at: now,
  });
  const site = getConfig().siteUrl;
  const id = change._id.toString();
  await enqueueMail([
    {
      kind: "email-change-confirm",
      relatedId: id,
      to: newEmail,
      ...emailChangeConfirmMail(newEmail, `${site}/admin/email-change?${new URLSearchParams({ token: confirm })}`),
    },
    {
      kind: "email-change-notice",
      relatedId: id,
      to: user.email,
      ...emailChangeNoticeMail(newEmail, `${site}/admin/email-change/cancel?${new URLSearchParams({ token: cancel })}`),
    },
  ]);
}

/** The new address a user's change is waiting on, if one is. */
export async function pendingEmailChange(
  userId: mongoose.Types.ObjectId,
  now: Date = new Date(),
): Promise<string | null> {
  const change = await EmailChange.findOne(
    { user_id: userId, confirmed_at: null, cancelled_at: null, confirm_expires_at: { $gt: now } },
    { new_email: 1 },
  )
    .sort({ created_at: -1 })
    .lean();
  return change?.new_email ?? null;
}

type Kind = "confirm" | "cancel";

async function findUsable(kind: Kind, token: string | null, now: Date) {
  if (!token) return null;
  const hash = hashToken(token);
  const change = await EmailChange.findOne(
    kind === "confirm" ? { confirm_token_hash: hash } : { cancel_token_hash: hash },
  ).lean();
  if (!change || change.cancelled_at) return null;
  if (kind === "confirm" && (change.confirmed_at || change.confirm_expires_at <= now)) return null;
  if (kind === "cancel" && change.cancel_expires_at <= now) return null;
  if (await EmailChangeUse.exists({ token_hash: hash })) return null;
  return { change, hash };
}

/** What a link would do, without using it up (the page that asks for the click). */
export async function peekEmailChange(
  kind: Kind,
  token: string | null,
  now: Date = new Date(),
): Promise<{ oldEmail: string; newEmail: string } | null> {
  const usable = await findUsable(kind, token, now);
  if (!usable) return null;
  const { change } = usable;
  if (kind === "confirm") return { oldEmail: change.old_email, newEmail: change.new_email };
  // A cancel link offers what cancelling does: the address from before the earliest open change.
  const [earliest] = await openChangesOf(change.user_id, now);
  const user = await AdminUser.findById(change.user_id, { email: 1 }).lean();
  const oldEmail = (earliest ?? change).old_email;
  return { oldEmail, newEmail: user && user.email !== oldEmail ? user.email : change.new_email };
}

/** Uses a token up; false when another click got there first. */
async function claim(hash: string, now: Date): Promise<boolean> {
  try {
    await EmailChangeUse.create({ token_hash: hash, used_at: now });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false;
    throw error;
  }
}

/**
 * Follows the new address's link: the account signs in as the new address from now on. Null
 * when the link is unknown, expired, used or cancelled; refused with 409 when the address was
 * taken by another account meanwhile.
 */
export async function confirmEmailChange(token: string | null, now: Date = new Date()): Promise<string | null> {
  const usable = await findUsable("confirm", token, now);
  if (!usable || !(await claim(usable.hash, now))) return null;
  const { change } = usable;
  const user = await AdminUser.findById(change.user_id, { sessions_revoked_at: 1 }).lean();
  // Every session ended after the request (a new password, "Sign out everywhere"): whoever asked
  // may be the one signed out.
  if (!user || (user.sessions_revoked_at && user.sessions_revoked_at >= change.created_at)) return null;
  try {
    // Only from the address the change was asked from: an Owner's edit meanwhile wins.
    const moved = await AdminUser.updateOne(
      { _id: change.user_id, email: change.old_email },
      { $set: { email: change.new_email } },
    );
    if (moved.matchedCount === 0) return null;
  } catch (error) {
    if ((error as { code?: number }).code === 11000) throw new Refusal(409, EMAIL_CHANGE_MESSAGES.taken);
    throw error;
  }
  await EmailChange.updateOne({ _id: change._id }, { $set: { confirmed_at: now } });
  return change.new_email;
}

/** What cancelling did to the account's e-mail (the page and the mail say it). */
export type CancelOutcome = {
  /** "restored": put back; "kept": it was still that; "owner": an Owner set one since; "taken": another account has it. */
  result: "restored" | "kept" | "owner" | "taken";
  /** The address the account signs in with now. */
  email: string;
  /** The address from before the earliest open change. */
  wanted: string;
};

/** Puts back `wanted` unless an Owner set the e-mail after `since` or another account took it. */
async function restoreEmail(userId: mongoose.Types.ObjectId, wanted: string, since: Date): Promise<CancelOutcome> {
  const user = await AdminUser.findById(userId, { email: 1, email_set_by_owner_at: 1 }).lean();
  const current = user?.email ?? wanted;
  if (!user || current === wanted) return { result: "kept", email: current, wanted };
  if (user.email_set_by_owner_at && user.email_set_by_owner_at > since)
    return { result: "owner", email: current, wanted };
  try {
    // From the address just read only: an edit meanwhile is not overwritten.
    const moved = await AdminUser.updateOne({ _id: userId, email: current }, { $set: { email: wanted } });
    return moved.matchedCount === 1
      ? { result: "restored", email: wanted, wanted }
      : { result: "owner", email: current, wanted };
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    return { result: "taken", email: current, wanted };
  }
}

/**
 * Follows an old address's link: every open change of the account is cancelled, the address from
 * before the earliest of them is put back (unless an Owner set one since), every session and
 * token of the account ends, and the addresses concerned are told what happened. Null when the
 * link is unknown, expired or used.
 */
export async function cancelEmailChange(token: string | null, now: Date = new Date()): Promise<CancelOutcome | null> {
  const usable = await findUsable("cancel", token, now);
  if (!usable || !(await claim(usable.hash, now))) return null;
  const { change } = usable;
  const open = await openChangesOf(change.user_id, now);
  const earliest = open[0] && open[0].created_at < change.created_at ? open[0] : change;
  await EmailChange.updateMany(
    { _id: { $in: [change._id, ...open.map((each) => each._id)] }, cancelled_at: null },
    { $set: { cancelled_at: now } },
  );
  const outcome = await restoreEmail(change.user_id, earliest.old_email, earliest.created_at);
  await revokeAllSessions(change.user_id);
  const mail = emailChangeCancelledMail(outcome, getConfig().siteUrl);
  await enqueueMail(
    [...new Set([outcome.email, outcome.wanted, change.old_email])].map((to) => ({
      kind: "email-change-cancelled" as const,
      relatedId: `${change._id.toString()}:${to}`,
      to,
      ...mail,
    })),
  );
  return outcome;
}
