// Staff accounts: creation, password checking, and user management. Shared by the portal's
// pages, the token API and the scripts. Any change that must end a user's sessions
// (deactivation, deletion, new password) bumps session_version, revokes refresh tokens and
// deletes portal sessions and device cookies; the user is mailed when their password or e-mail changes.
import mongoose from "mongoose";
import { z } from "zod";
import { INVALID_EMAIL_MESSAGE } from "#app/content/messages.ts";
import { USER_MESSAGES } from "#app/content/portal-messages.ts";
import { enqueueMail } from "#app/domain/mail/outbox.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { DeviceCookie } from "#app/models/device-cookie.server.ts";
import { PortalSession } from "#app/models/portal-session.server.ts";
import { RefreshToken } from "#app/models/refresh-token.server.ts";
import { assertCurrentPassword, keptSessionOf, type PasswordAsker } from "./current-password.server.ts";
import { assertEmailChangeAllowed, pendingEmailChange, requestEmailChange } from "./email-changes.server.ts";
import { assertUncommonPassword, checkPassword, hashPassword } from "./passwords.server.ts";
import { revokeAllSessions } from "./revoke-sessions.server.ts";
import { parseAdminUserId, type SignedInAdmin, toSignedInAdmin } from "./signed-in-admins.server.ts";
import { accountChangedMail } from "./staff-mails.server.ts";
import { newPasswordSchema, type Role, roleOf, roleSchema } from "./users.ts";

export { PASSWORD_HASH_COST } from "./passwords.server.ts";
export {
  currentSessionVersion,
  findActiveAdmin,
  parseAdminUserId,
  type SignedInAdmin,
  toSignedInAdmin,
} from "./signed-in-admins.server.ts";

const emailSchema = z
  .email(INVALID_EMAIL_MESSAGE)
  .max(254)
  .transform((e) => e.toLowerCase());

export const newAdminSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  // Created without a role, a user is an Owner (as every user was before roles).
  role: roleSchema.optional(),
});

/**
 * An update: any of e-mail, password and is_active; a blank password keeps the current one.
 * Changing one's own password also needs current_password.
 */
export const adminUpdateSchema = z.object({
  email: emailSchema.optional(),
  password: z.union([z.literal("").transform(() => undefined), newPasswordSchema]).optional(),
  current_password: z.string().max(200).optional(),
  is_active: z.boolean().optional(),
  role: roleSchema.optional(),
});
export type AdminUpdate = z.infer<typeof adminUpdateSchema>;

/** What pages and the API may show of a user: never the hash. */
export type AdminUserView = {
  id: string;
  email: string;
  is_active: boolean;
  role: Role;
  created_at: string;
  last_login: string | null;
};

type AdminUserDocument = {
  _id: mongoose.Types.ObjectId;
  email: string;
  is_active?: boolean | null;
  role?: string | null;
  created_at?: Date;
  last_login?: Date | null;
};

export function toAdminUserView(user: AdminUserDocument): AdminUserView {
  return {
    id: user._id.toString(),
    email: user.email,
    is_active: user.is_active !== false,
    role: roleOf(user.role),
    created_at: (user.created_at ?? new Date(0)).toISOString(),
    last_login: user.last_login ? user.last_login.toISOString() : null,
  };
}

export function assertAdminUserId(id: string | undefined): asserts id is string {
  if (!parseAdminUserId(id)) throw new Refusal(404, USER_MESSAGES.notFound);
}

/** Creates an active admin (an Owner unless `role` says Staff); refused with 409 when the e-mail is taken. */
export async function createAdminUser(input: { email: string; password: string; role?: Role }) {
  const { email, password, role = "owner" } = newAdminSchema.parse(input);
  await assertUncommonPassword(password);
  // A taken address is refused before the password is hashed (a cost-12 hash is the expensive
  // part); the unique index still decides between two creations at once.
  if (await AdminUser.exists({ email })) throw new Refusal(409, USER_MESSAGES.duplicateEmail);
  try {
    const user = await AdminUser.create({ email, password_hash: await hashPassword(password), role });
    return { id: user._id.toString(), email: user.email, view: toAdminUserView(user) };
  } catch (error) {
    if ((error as { code?: number }).code === 11000) throw new Refusal(409, USER_MESSAGES.duplicateEmail);
    throw error;
  }
}

export async function listAdminUsers(): Promise<AdminUserView[]> {
  const users = await AdminUser.find({}, { password_hash: 0 }).sort({ created_at: 1 }).lean();
  return users.map(toAdminUserView);
}

/** One user by id; refused with 404 'User not found' for a malformed or unknown id. */
export async function getAdminUser(id: string | undefined): Promise<AdminUserView> {
  const user = await findAdminUser(id ?? "");
  if (!user) throw new Refusal(404, USER_MESSAGES.notFound);
  return user;
}

/** One user by id, or null (the sign-in flows ask whether an account still exists). */
export async function findAdminUser(id: string): Promise<AdminUserView | null> {
  const objectId = parseAdminUserId(id);
  if (!objectId) return null;
  const user = await AdminUser.findById(objectId, { password_hash: 0 }).lean();
  return user ? toAdminUserView(user) : null;
}

/**
 * Checks an e-mail and password. Returns the user only when the password matches and the
 * account is active; records last_login. Takes about the same time whether or not the
 * account exists.
 */
export async function verifyAdminCredentials(email: string, password: string): Promise<SignedInAdmin | null> {
  const user = await AdminUser.findOne({ email: email.trim().toLowerCase() }).lean();
  const matches = await checkPassword(password, user?.password_hash);
  if (!user || !matches || user.is_active === false) return null;
  await AdminUser.updateOne({ _id: user._id }, { $set: { last_login: new Date() } });
  return toSignedInAdmin(user);
}

/** The new address one's own e-mail change waits on, if any (My Account shows it). */
export async function ownPendingEmail(id: string): Promise<string | null> {
  const objectId = parseAdminUserId(id);
  return objectId ? pendingEmailChange(objectId) : null;
}

/** Whether someone else can still manage users: another active Owner (a user without a role is one). */
async function otherActiveOwnerExists(userId: mongoose.Types.ObjectId): Promise<boolean> {
  return (await AdminUser.exists({ _id: { $ne: userId }, is_active: true, role: { $ne: "staff" } })) !== null;
}

/**
 * Updates e-mail, password, is_active and/or role. `actingUserId` is the signed-in admin: they
 * may not deactivate themselves, and the last active Owner may be neither deactivated nor made
 * Staff (by anyone, themselves included), so the keys to the portal cannot be lost. A change of
 * one's own password or e-mail needs the current password; one's own new e-mail waits for the
 * link mailed to it (`pendingEmail`), while an Owner's change of someone else's is immediate.
 * `asker` is how the acting admin is signed in (its current password is checked as a sign-in
 * attempt, current-password.server.ts). Returns the user and whether their sessions were revoked.
 */
export async function updateAdminUser(
  id: string,
  update: AdminUpdate,
  actingUserId: string,
  asker?: PasswordAsker,
): Promise<{ user: AdminUserView; sessionsRevoked: boolean; pendingEmail: string | null }> {
  const objectId = parseAdminUserId(id);
  const existing = objectId ? await AdminUser.findById(objectId).lean() : null;
  if (!objectId || !existing) throw new Refusal(404, USER_MESSAGES.notFound);
  const self = id === actingUserId;
  const emailChanged = update.email !== undefined && update.email !== existing.email;
  const ownEmailChange = self && emailChanged;
  if (self && (update.password || ownEmailChange))
    await assertCurrentPassword(existing, update.current_password, asker);
  if (update.password) await assertUncommonPassword(update.password);
  if (ownEmailChange && (await AdminUser.exists({ email: update.email })))
    throw new Refusal(409, USER_MESSAGES.duplicateEmail);
  if (ownEmailChange) await assertEmailChangeAllowed(objectId);
  const deactivating = update.is_active === false && existing.is_active !== false;
  const activeOwner = existing.is_active !== false && roleOf(existing.role) === "owner";
  if (deactivating) {
    if (id === actingUserId) throw new Refusal(400, USER_MESSAGES.cannotDeactivateSelf);
    if (activeOwner && !(await otherActiveOwnerExists(objectId))) {
      throw new Refusal(400, USER_MESSAGES.lastAdminDeactivate);
    }
  }
  if (update.role === "staff" && activeOwner && !(await otherActiveOwnerExists(objectId))) {
    throw new Refusal(400, USER_MESSAGES.lastOwnerDemote);
  }
  const set: Record<string, unknown> = {};
  if (update.email !== undefined && !ownEmailChange) set.email = update.email;
  // An Owner's setting stands against the cancel link of an older self-change (issue 43).
  if (emailChanged && !ownEmailChange) set.email_set_by_owner_at = new Date();
  if (update.is_active !== undefined) set.is_active = update.is_active;
  if (update.role !== undefined) set.role = update.role;
  if (update.password) set.password_hash = await hashPassword(update.password);
  try {
    if (Object.keys(set).length > 0) await AdminUser.updateOne({ _id: objectId }, { $set: set });
  } catch (error) {
    if ((error as { code?: number }).code === 11000) throw new Refusal(409, USER_MESSAGES.duplicateEmail);
    throw error;
  }
  const sessionsRevoked = deactivating || Boolean(update.password);
  if (sessionsRevoked) await revokeAllSessions(objectId, self ? keptSessionOf(asker) : undefined);
  const user = await AdminUser.findById(objectId, { password_hash: 0 }).lean();
  if (!user) throw new Refusal(404, USER_MESSAGES.notFound);
  if (ownEmailChange) await requestEmailChange(existing, update.email!);
  const changedNow = emailChanged && !ownEmailChange;
  if (update.password || changedNow) {
    await tellUserTheirAccountChanged(existing.email, {
      userId: id,
      password: Boolean(update.password),
      newEmail: changedNow ? user.email : null,
    });
  }
  return {
    user: toAdminUserView(user),
    sessionsRevoked,
    pendingEmail: self ? await pendingEmailChange(objectId) : null,
  };
}

/** "Sign out everywhere" on one's account page: every session, token and device, and pending e-mail changes. */
export async function signOutEverywhere(id: string): Promise<void> {
  const objectId = parseAdminUserId(id);
  if (objectId) await revokeAllSessions(objectId);
}

/** Deletes a user and their tokens; refuses self-deletion and removing the last active Owner. */
export async function deleteAdminUser(id: string, actingUserId: string): Promise<AdminUserView> {
  const objectId = parseAdminUserId(id);
  const existing = objectId ? await AdminUser.findById(objectId).lean() : null;
  if (!objectId || !existing) throw new Refusal(404, USER_MESSAGES.notFound);
  if (id === actingUserId) throw new Refusal(400, USER_MESSAGES.cannotDeleteSelf);
  if (existing.is_active !== false && roleOf(existing.role) === "owner" && !(await otherActiveOwnerExists(objectId))) {
    throw new Refusal(400, USER_MESSAGES.lastAdminDelete);
  }
  await AdminUser.deleteOne({ _id: objectId });
  await RefreshToken.deleteMany({ user_id: objectId });
  await PortalSession.deleteMany({ user_id: objectId });
  await DeviceCookie.deleteMany({ user_id: objectId });
  return toAdminUserView(existing);
}

/**
 * Mails the account's address (the old one when the e-mail changed, so a taken-over account
 * is noticed by its owner) that its password or e-mail changed.
 */
async function tellUserTheirAccountChanged(
  address: string,
  change: { userId: string; password: boolean; newEmail: string | null },
): Promise<void> {
  const mail = accountChangedMail({ password: change.password, newEmail: change.newEmail }, getConfig().siteUrl);
  await enqueueMail([
    {
      kind: "account-changed",
      relatedId: `${change.userId}:${new mongoose.Types.ObjectId().toString()}`,
      to: address,
      ...mail,
    },
  ]);
}
