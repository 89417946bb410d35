// Who a session, token or device cookie is signed in as, read afresh at every request: the
// signed-in identity of a stored user, and whether it still holds. Apart from users.server.ts
// so that what checks sign-ins (sessions, tokens, devices) does not need user management.
import mongoose from "mongoose";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { type Role, roleOf } from "./users.ts";

/** A user id from a URL or request: malformed ids are simply "not found". */
export function parseAdminUserId(id: unknown): mongoose.Types.ObjectId | null {
  if (typeof id !== "string" || !/^[0-9a-f]{24}$/i.test(id)) return null;
  return new mongoose.Types.ObjectId(id);
}

/** The signed-in identity a session or token refers to, if still valid. */
export type SignedInAdmin = { id: string; email: string; sessionVersion: number; role: Role };

/** The signed-in identity of a stored user (its role as stored now: no role is an Owner). */
export function toSignedInAdmin(user: {
  _id: mongoose.Types.ObjectId;
  email: string;
  session_version?: number | null;
  role?: string | null;
}): SignedInAdmin {
  return {
    id: user._id.toString(),
    email: user.email,
    sessionVersion: user.session_version ?? 0,
    role: roleOf(user.role),
  };
}

/** Loads an active user whose session_version still matches the one a session or token carries. */
export async function findActiveAdmin(id: string, sessionVersion: number): Promise<SignedInAdmin | null> {
  const objectId = parseAdminUserId(id);
  if (!objectId) return null;
  const user = await AdminUser.findOne(
    { _id: objectId, is_active: true, session_version: sessionVersion },
    { email: 1, session_version: 1, role: 1 },
  ).lean();
  // Read at every request, so a change of role counts from the next one.
  return user ? toSignedInAdmin(user) : null;
}

/** The user's current session_version (after their own password change, for example). */
export async function currentSessionVersion(id: string): Promise<number | null> {
  const objectId = parseAdminUserId(id);
  if (!objectId) return null;
  const user = await AdminUser.findById(objectId, { session_version: 1 }).lean();
  return user ? (user.session_version ?? 0) : null;
}
