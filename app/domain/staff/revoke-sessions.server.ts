// Ending every way a user is signed in at once: after a new password, a deactivation or a
// confirmed e-mail change (users.server.ts, email-changes.server.ts).
import mongoose from "mongoose";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { DeviceCookie } from "#app/models/device-cookie.server.ts";
import { PortalSession } from "#app/models/portal-session.server.ts";
import { RefreshToken } from "#app/models/refresh-token.server.ts";

/**
 * Ends every session, token and device cookie of a user, except the portal session
 * `keepSessionId` (someone changing their own password stays signed in where they did it; its
 * browser is given a device cookie again at its next sign-in).
 */
export async function revokeAllSessions(userId: mongoose.Types.ObjectId, keepSessionId?: string): Promise<void> {
  await AdminUser.updateOne({ _id: userId }, { $inc: { session_version: 1 } });
  await RefreshToken.updateMany({ user_id: userId, revoked_at: null }, { $set: { revoked_at: new Date() } });
  await DeviceCookie.deleteMany({ user_id: userId });
  const kept =
    keepSessionId && mongoose.isValidObjectId(keepSessionId) ? new mongoose.Types.ObjectId(keepSessionId) : null;
  await PortalSession.deleteMany(kept ? { user_id: userId, _id: { $ne: kept } } : { user_id: userId });
  if (kept) {
    const version = (await AdminUser.findById(userId, { session_version: 1 }).lean())?.session_version ?? 0;
    await PortalSession.updateOne({ _id: kept, user_id: userId }, { $set: { session_version: version } });
  }
}
