// Device cookies (OWASP's "device cookie" pattern, issue 27): a client that signed in to an
// account (password or sign-in link) keeps a token for it, as an HttpOnly cookie in a browser or
// as `deviceToken` for a token-API client (sent back as X-Device-Token). The sign-in throttle
// exempts a sign-in bringing a valid one from what other clients set off (sign-in-throttle),
// and a sign-in flood keeps room for it (passwords.server.ts). The token carries an HMAC tag, so
// a made-up one is told apart without a database query (a flood cannot use the reserved room
// by inventing tokens); only its sha256 is stored (models/device-cookie.server.ts).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import mongoose from "mongoose";
import { now as serverNow } from "#app/domain/shared/clock.server.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { DeviceCookie } from "#app/models/device-cookie.server.ts";
import { deviceName } from "./portal-sessions.server.ts";
import { findActiveAdmin, type SignedInAdmin } from "./signed-in-admins.server.ts";
import { deleteOwnToken, hashToken, userTokenRecord } from "./user-tokens.server.ts";

/** A device cookie ends this long after it was given, however often it is used. */
export const DEVICE_COOKIE_LIFETIME_MS = 90 * 24 * 60 * 60_000;
const DEVICE_TOKEN_PURPOSE = "sando-truck device token v1";
/** last_used_at is written at most this often. */
const USE_RESOLUTION_MS = 60_000;

const tagOf = (random: string) =>
  createHmac("sha256", createHmac("sha256", getConfig().sessionSecret).update(DEVICE_TOKEN_PURPOSE).digest())
    .update(random)
    .digest()
    .subarray(0, 16);

/** Whether this server made the token (its tag matches): says nothing of whether it is still valid. */
export function isGenuineDeviceToken(token: string | null | undefined): token is string {
  if (!token || token.length > 100) return false;
  const [random, tag, extra] = token.split(".");
  if (!random || !tag || extra !== undefined) return false;
  const given = Buffer.from(tag, "base64url");
  const expected = tagOf(random);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type KnownDevice = { id: string; userId: string; expiresAt: Date };

/**
 * The device behind a token, if it is valid for the account of `email`: made here, known, not
 * expired, and its user still active under that e-mail with the same session_version.
 */
export async function findDeviceFor(token: string | null, email: string): Promise<KnownDevice | null> {
  if (!isGenuineDeviceToken(token)) return null;
  const record = await DeviceCookie.findOne({ token_hash: hashToken(token), expires_at: { $gt: serverNow() } }).lean();
  if (!record) return null;
  const user = await findActiveAdmin(record.user_id.toString(), record.session_version);
  if (!user || user.email !== email.trim().toLowerCase()) return null;
  return { id: record._id.toString(), userId: user.id, expiresAt: record.expires_at };
}

/** A device that signed in again with its token: its last use is noted. */
export async function noteDeviceUse(deviceId: string): Promise<void> {
  const now = serverNow();
  await DeviceCookie.updateOne(
    { _id: new mongoose.Types.ObjectId(deviceId), last_used_at: { $lt: new Date(now.getTime() - USE_RESOLUTION_MS) } },
    { $set: { last_used_at: now } },
  );
}

/**
 * A new device token for a client that just signed in as `user`. The token it brought, if any
 * (another account's, or one no longer valid), is forgotten: a client holds one at a time.
 */
export async function giveDeviceToken(
  user: SignedInAdmin,
  client: { userAgent: string | null; replacing: string | null },
): Promise<string> {
  const random = randomBytes(32).toString("base64url");
  const token = `${random}.${tagOf(random).toString("base64url")}`;
  const now = serverNow();
  if (isGenuineDeviceToken(client.replacing)) await DeviceCookie.deleteOne({ token_hash: hashToken(client.replacing) });
  await DeviceCookie.create({
    ...userTokenRecord(token, user, DEVICE_COOKIE_LIFETIME_MS, now),
    last_used_at: now,
    user_agent: (client.userAgent ?? "").slice(0, 300),
  });
  return token;
}

/** What the account page shows of a device. */
export type DeviceView = { id: string; device: string; firstUsedAt: string; lastUsedAt: string; current: boolean };

/** A user's valid devices, most recently used first; `current` marks the one the request brings. */
export async function listDevices(user: SignedInAdmin, currentToken: string | null): Promise<DeviceView[]> {
  const records = await DeviceCookie.find({
    user_id: new mongoose.Types.ObjectId(user.id),
    session_version: user.sessionVersion,
    expires_at: { $gt: serverNow() },
  })
    .sort({ last_used_at: -1 })
    .lean();
  const currentHash = isGenuineDeviceToken(currentToken) ? hashToken(currentToken) : null;
  return records.map((record) => ({
    id: record._id.toString(),
    device: deviceName(record.user_agent),
    firstUsedAt: (record.created_at ?? record.last_used_at).toISOString(),
    lastUsedAt: record.last_used_at.toISOString(),
    current: record.token_hash === currentHash,
  }));
}

/** "Forget" on the account page; false when the user has no such device. */
export async function forgetOwnDevice(userId: string, deviceId: string): Promise<boolean> {
  return deleteOwnToken(DeviceCookie, userId, deviceId);
}

/** Ends every device of a user, except the one holding `keepToken` if given. */
export async function endDevicesOf(userId: string | mongoose.Types.ObjectId, keepToken?: string | null): Promise<void> {
  const filter: Record<string, unknown> = { user_id: new mongoose.Types.ObjectId(userId.toString()) };
  if (isGenuineDeviceToken(keepToken)) filter.token_hash = { $ne: hashToken(keepToken) };
  await DeviceCookie.deleteMany(filter);
}
