// Server-side portal sessions (models/portal-session.server.ts): opened at sign-in, found again
// from the cookie's token on every portal request, ended by logout, by "sign out" on the account
// page, after 12 hours, after SESSION_IDLE_MINUTES idle, and by anything that bumps the user's
// session_version (new password, deactivation).
import { randomBytes } from "node:crypto";
import Bowser from "bowser";
import mongoose from "mongoose";
import { now as serverNow } from "#app/domain/shared/clock.server.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { PortalSession } from "#app/models/portal-session.server.ts";
import { findActiveAdmin, type SignedInAdmin } from "./signed-in-admins.server.ts";
import { deleteOwnToken, hashToken, userTokenRecord } from "./user-tokens.server.ts";

/** A session ends this long after sign-in, however active it is. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const SEEN_RESOLUTION_MS = 60_000;

/** Opens a session for a user who just signed in; returns the token for the cookie. */
export async function openPortalSession(
  user: SignedInAdmin,
  client: { userAgent: string | null; address: string | null },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = serverNow();
  await PortalSession.create({
    ...userTokenRecord(token, user, SESSION_LIFETIME_MS, now),
    last_seen_at: now,
    user_agent: (client.userAgent ?? "").slice(0, 300),
    client_address: client.address,
  });
  return token;
}

export type CurrentPortalSession = { sessionId: string; user: SignedInAdmin };

/**
 * The signed-in admin behind a session token, if the session is still open: not expired, not
 * idle too long, and its user still active with the same session_version. A session found
 * closed is deleted.
 */
export async function findPortalSession(token: string | null): Promise<CurrentPortalSession | null> {
  if (!token) return null;
  const record = await PortalSession.findOne({ token_hash: hashToken(token) }).lean();
  if (!record) return null;
  const now = serverNow().getTime();
  const idle = now - record.last_seen_at.getTime() >= getConfig().sessionIdleMs;
  const user =
    idle || record.expires_at.getTime() <= now
      ? null
      : await findActiveAdmin(record.user_id.toString(), record.session_version);
  if (!user) {
    await PortalSession.deleteOne({ _id: record._id });
    return null;
  }
  if (now - record.last_seen_at.getTime() >= SEEN_RESOLUTION_MS) {
    await PortalSession.updateOne({ _id: record._id }, { $set: { last_seen_at: new Date(now) } });
  }
  return { sessionId: record._id.toString(), user };
}

/** Logout: the session of this token ends (an unknown token is already ended). */
export async function endPortalSession(token: string | null): Promise<void> {
  if (token) await PortalSession.deleteOne({ token_hash: hashToken(token) });
}

/** "Sign out" of one of one's own sessions; false when there is no such session of this user. */
export async function endOwnPortalSession(userId: string, sessionId: string): Promise<boolean> {
  return deleteOwnToken(PortalSession, userId, sessionId);
}

/** Ends every session of a user, except `keepSessionId` (the one making the change) if given. */
export async function endPortalSessionsOf(userId: string, keepSessionId?: string): Promise<void> {
  const filter: Record<string, unknown> = { user_id: new mongoose.Types.ObjectId(userId) };
  if (keepSessionId) filter._id = { $ne: new mongoose.Types.ObjectId(keepSessionId) };
  await PortalSession.deleteMany(filter);
}

/** What the account page shows of a session. */
export type PortalSessionView = {
  id: string;
  device: string;
  signedInAt: string;
  lastSeenAt: string;
  clientAddress: string | null;
  current: boolean;
};

/** A user's open sessions, most recently used first. */
export async function listPortalSessions(
  userId: string,
  currentSessionId: string | null,
): Promise<PortalSessionView[]> {
  const now = serverNow().getTime();
  const records = await PortalSession.find({
    user_id: new mongoose.Types.ObjectId(userId),
    expires_at: { $gt: new Date(now) },
    last_seen_at: { $gt: new Date(now - getConfig().sessionIdleMs) },
  })
    .sort({ last_seen_at: -1 })
    .lean();
  return records.map((record) => ({
    id: record._id.toString(),
    device: deviceName(record.user_agent),
    signedInAt: (record.created_at ?? record.last_seen_at).toISOString(),
    lastSeenAt: record.last_seen_at.toISOString(),
    clientAddress: record.client_address,
    current: record._id.toString() === currentSessionId,
  }));
}

/** "Safari on iOS (phone)" from a user agent; "Unknown device" when it says nothing useful. */
export function deviceName(userAgent: string): string {
  if (!userAgent) return "Unknown device";
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  const kind = parsed.platform.type === "mobile" ? "phone" : parsed.platform.type === "tablet" ? "tablet" : null;
  const name = [browser, system].filter(Boolean).join(" on ") || "Unknown device";
  return kind ? `${name} (${kind})` : name;
}
