// The way into an account whose password sign-in is shut after too many failures: a one-time
// link mailed to the account's own address. Mailed at most once per 15 minutes per account, so
// an attacker's guesses cannot flood the owner's inbox; opened, it asks for a click (a POST), so
// a mail scanner that follows links does not use it up.
import { randomBytes } from "node:crypto";
import { enqueueMail } from "#app/domain/mail/outbox.server.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { SignInLink, SignInLinkUse } from "#app/models/sign-in-link.server.ts";
import { forgiveSignIn } from "./sign-in-throttle.server.ts";
import { type SignedInAdmin, toSignedInAdmin } from "./signed-in-admins.server.ts";
import { signInLinkMail } from "./staff-mails.server.ts";
import { hashToken } from "./user-tokens.server.ts";

export const SIGN_IN_LINK_LIFETIME_MS = 15 * 60_000;

/** Mails the account of `email`, if there is an active one, a sign-in link (unless one went out lately). */
export async function offerSignInLink(email: string, now: Date = new Date()): Promise<void> {
  const user = await AdminUser.findOne({ email: email.trim().toLowerCase(), is_active: true }, { email: 1 }).lean();
  if (!user) return;
  const recent = await SignInLink.exists({
    user_id: user._id,
    created_at: { $gt: new Date(now.getTime() - SIGN_IN_LINK_LIFETIME_MS) },
  });
  if (recent) return;
  const token = randomBytes(32).toString("base64url");
  const link = await SignInLink.create({
    token_hash: hashToken(token),
    user_id: user._id,
    expires_at: new Date(now.getTime() + SIGN_IN_LINK_LIFETIME_MS),
  });
  const url = `${getConfig().siteUrl}/admin/sign-in-link?${new URLSearchParams({ token })}`;
  await enqueueMail([{ kind: "sign-in-link", relatedId: link._id.toString(), to: user.email, ...signInLinkMail(url) }]);
}

/** The link a token names, while it is unused and unexpired. */
async function findOpenLink(token: string | null, now: Date) {
  if (!token) return null;
  return SignInLink.findOne({ token_hash: hashToken(token), used_at: null, expires_at: { $gt: now } }).lean();
}

/** The account a link would sign in, without using it up (the page that asks for the click). */
export async function peekSignInLink(token: string | null, now: Date = new Date()): Promise<{ email: string } | null> {
  const link = await findOpenLink(token, now);
  if (!link) return null;
  const user = await AdminUser.findOne({ _id: link.user_id, is_active: true }, { email: 1 }).lean();
  return user ? { email: user.email } : null;
}

/**
 * Uses a link up and returns its account, its count of failures and those from the client's
 * address forgiven; null when the link is unknown, expired or already used (of two clicks at
 * once only one wins).
 */
export async function redeemSignInLink(
  token: string | null,
  client: { clientAddress: string | null },
  now: Date = new Date(),
): Promise<SignedInAdmin | null> {
  const link = await findOpenLink(token, now);
  if (!link) return null;
  try {
    await SignInLinkUse.create({ link_id: link._id, used_at: now });
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return null;
    throw error;
  }
  await SignInLink.updateOne({ _id: link._id }, { $set: { used_at: now } });
  const user = await AdminUser.findOne({ _id: link.user_id, is_active: true }).lean();
  if (!user) return null;
  await forgiveSignIn({ email: user.email, clientAddress: client.clientAddress });
  return toSignedInAdmin(user);
}
