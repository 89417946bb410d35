// Ending every way a user is signed in at once: after a new password, a deactivation, "Sign out
// everywhere" or a cancelled e-mail change (users.server.ts, email-changes.server.ts). A change of
// e-mail still waiting for its confirmation ends too (issue 43): whoever asked for it may be the
// one being signed out.
import mongoose from "mongoose";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { DeviceCookie } from "#app/models/device-cookie.server.ts";
import { EmailChange } from "#app/models/email-change.server.ts";
import { PortalSession } from "#app/models/portal-session.server.ts";
import { RefreshToken } from "#app/models/refresh-token.server.ts";

/**
 * Ends every session, token and device cookie of a user, and cancels the e-mail changes waiting
 * for confirmation (a confirmation asked before this moment is refused too), except the portal session
 * `keepSessionId` (someone changing their own password stays signed in where they did it; its
 * browser is given a device cookie again at its next sign-in).
 */
export async function revokeAllSessions(userId: mongoose.Types.ObjectId, keepSessionId?: string): Promise<void> {
  const now = new Date();
  await AdminUser.updateOne({ _id: userId }, { $inc: { session_version: 1 }, $set: { sessions_revoked_at: now } });
  await EmailChange.updateMany(
    { user_id: userId, confirmed_at: null, cancelled_at: null },
    { $set: { cancelled_at: now } },
  );
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
