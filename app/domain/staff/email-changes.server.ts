// A staff member changing their own e-mail (issue 27): a borrowed session or a 15-minute token
// must not be able to move the account to an attacker's mailbox. So the change needs the current
// password (checked by updateAdminUser), takes effect only when a link mailed to the new address
// is followed, and the old address is told, with a link that cancels the change (even after it
// was confirmed), puts the address back and ends every session and token of the account.
import { randomBytes } from "node:crypto";
import type mongoose from "mongoose";
import { getConfig } from "#app/infra/config.server.ts";
import { EMAIL_CHANGE_MESSAGES } from "#app/content/portal-messages.ts";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { EmailChange, EmailChangeUse } from "#app/models/email-change.server.ts";
import { enqueueMail } from "#app/domain/mail/outbox.server.ts";
import {
  emailChangeCancelledMail,
  emailChangeConfirmMail,
  emailChangeNoticeMail,
} from "#app/domain/mail/templates.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { hashToken } from "./user-tokens.server.ts";
import { revokeAllSessions } from "./revoke-sessions.server.ts";

export const CONFIRM_LIFETIME_MS = 24 * 60 * 60_000;
export const CANCEL_LIFETIME_MS = 7 * 24 * 60 * 60_000;

const newToken = () => randomBytes(32).toString("base64url");

/**
 * Starts the change of `user`'s e-mail to `newEmail` (the caller has checked the password and
 * that the address is free): mails the confirmation link to the new address and the notice with
 * the cancel link to the old one. A newer request replaces one still waiting.
 */
export async function requestEmailChange(
  user: { _id: mongoose.Types.ObjectId; email: string },
  newEmail: string,
  now: Date = new Date(),
): Promise<void> {
  await EmailChange.deleteMany({ user_id: user._id, confirmed_at: null, cancelled_at: null });
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
  return usable ? { oldEmail: usable.change.old_email, newEmail: usable.change.new_email } : null;
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

/**
 * Follows the old address's link: the change is cancelled (undone if it was confirmed), every
 * session and token of the account ends, and the old address is told. Null when the link is
 * unknown, expired or used.
 */
export async function cancelEmailChange(token: string | null, now: Date = new Date()): Promise<string | null> {
  const usable = await findUsable("cancel", token, now);
  if (!usable || !(await claim(usable.hash, now))) return null;
  const { change } = usable;
  await EmailChange.updateOne({ _id: change._id }, { $set: { cancelled_at: now } });
  if (change.confirmed_at) {
    try {
      await AdminUser.updateOne(
        { _id: change.user_id, email: change.new_email },
        { $set: { email: change.old_email } },
      );
    } catch (error) {
      // The old address was given to another account meanwhile: the sessions still end below.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }
  await revokeAllSessions(change.user_id);
  await enqueueMail([
    {
      kind: "email-change-cancelled",
      relatedId: change._id.toString(),
      to: change.old_email,
      ...emailChangeCancelledMail(change.old_email, getConfig().siteUrl),
    },
  ]);
  return change.old_email;
}
