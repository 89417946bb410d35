// The token API's credentials (docs/decisions/0005-admin-authentication.md).
// Access tokens: compact JWTs (HS256) signed with node:crypto, 15 minutes, carrying the user id
// and session_version, so deactivation or a new password invalidates them at once, and the
// refresh token family they were issued with (`fam`), so ending that family (logout, a reused
// refresh token, wrong current passwords) ends them too.
// Refresh tokens: 32 random bytes, stored only as a sha256 hash, rotated on every use; using a
// rotated token again revokes its whole family (it was probably stolen). A family ends 30 days
// after its sign-in whatever the rotations, so a stolen token cannot be kept alive for ever. Rotation inserts the
// successor under a unique `rotated_from`, so two concurrent uses cannot both succeed.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import mongoose from "mongoose";
import { REFRESH_FAILED, REFRESH_TOKEN_REQUIRED } from "#app/content/portal-messages.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { RefreshToken } from "#app/models/refresh-token.server.ts";
import { currentSessionVersion, findActiveAdmin, type SignedInAdmin } from "./signed-in-admins.server.ts";
import { hashToken } from "./user-tokens.server.ts";

export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
export const REFRESH_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** A family ends this long after its sign-in, however often it is rotated (each rotation adds 7 days). */
export const REFRESH_FAMILY_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const ACCESS_TOKEN_PURPOSE = "sando-truck admin access token v1";

/** A key of its own for access tokens, derived from SESSION_SECRET (cookies use the secret itself). */
export function accessTokenKey(sessionSecret: string): Buffer {
  return createHmac("sha256", sessionSecret).update(ACCESS_TOKEN_PURPOSE).digest();
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString("base64url");
const HEADER = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));

export type AccessTokenClaims = { sub: string; ver: number; iat: number; exp: number; fam?: string };

export function signAccessToken(claims: AccessTokenClaims, key: Buffer): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${createHmac("sha256", key).update(body).digest("base64url")}`;
}

export function issueAccessToken(user: SignedInAdmin, familyId: string, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  return signAccessToken(
    { sub: user.id, ver: user.sessionVersion, iat, exp: iat + ACCESS_TOKEN_LIFETIME_SECONDS, fam: familyId },
    accessTokenKey(getConfig().sessionSecret),
  );
}

export type AccessTokenCheck =
  /** `familyId`: the refresh token family the token was issued with (null for tokens from before families were named). */
  | { ok: true; user: SignedInAdmin; familyId: string | null }
  | { ok: false; code: "TOKEN_EXPIRED" | "INVALID_TOKEN" | "UNAUTHORIZED" };

/** Verifies signature, expiry and that the user is still active with the same session_version. */
export async function verifyAccessToken(token: string, now = Date.now()): Promise<AccessTokenCheck> {
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, code: "INVALID_TOKEN" };
  const expected = createHmac("sha256", accessTokenKey(getConfig().sessionSecret))
    .update(`${parts[0]}.${parts[1]}`)
    .digest();
  const given = Buffer.from(parts[2] ?? "", "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, code: "INVALID_TOKEN" };
  }
  let claims: Partial<AccessTokenClaims>;
  try {
    claims = JSON.parse(Buffer.from(parts[1] ?? "", "base64url").toString("utf8"));
  } catch {
    return { ok: false, code: "INVALID_TOKEN" };
  }
  if (typeof claims.sub !== "string" || typeof claims.ver !== "number" || typeof claims.exp !== "number") {
    return { ok: false, code: "INVALID_TOKEN" };
  }
  if (claims.exp * 1000 <= now) return { ok: false, code: "TOKEN_EXPIRED" };
  const familyId = typeof claims.fam === "string" ? claims.fam : null;
  const [user, familyEnded] = await Promise.all([
    findActiveAdmin(claims.sub, claims.ver),
    familyId ? RefreshToken.exists({ family_id: familyId, revoked_at: { $ne: null } }) : null,
  ]);
  return user && !familyEnded ? { ok: true, user, familyId } : { ok: false, code: "UNAUTHORIZED" };
}

/** How every secret token (refresh tokens, portal sessions, sign-in links) is stored: its SHA-256. */
async function storeRefreshToken(
  userId: string,
  family: { id: string; startedAt: Date },
  rotatedFrom: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const familyEnds = family.startedAt.getTime() + REFRESH_FAMILY_LIFETIME_MS;
  await RefreshToken.create({
    token_hash: hashToken(token),
    user_id: new mongoose.Types.ObjectId(userId),
    family_id: family.id,
    family_started_at: family.startedAt,
    rotated_from: rotatedFrom,
    expires_at: new Date(Math.min(now.getTime() + REFRESH_TOKEN_LIFETIME_MS, familyEnds)),
  });
  return token;
}

/** A new token family, at sign-in: its refresh token and the access token that goes with it. */
export async function issueTokenPair(user: SignedInAdmin): Promise<{ accessToken: string; refreshToken: string }> {
  const familyId = randomUUID();
  const now = new Date();
  const refreshToken = await storeRefreshToken(user.id, { id: familyId, startedAt: now }, `family:${familyId}`, now);
  return { accessToken: issueAccessToken(user, familyId, now.getTime()), refreshToken };
}

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * Exchanges a refresh token for a new pair. Refused (401 NO_REFRESH_TOKEN) without a token, and
 * (401 REFRESH_FAILED) when it is unknown, expired, revoked or already rotated (the last two
 * revoke the family), or its user lost access.
 */
export async function rotateRefreshToken(
  token: string | undefined,
): Promise<{ user: SignedInAdmin; accessToken: string; refreshToken: string }> {
  if (!token) throw new Refusal(401, REFRESH_TOKEN_REQUIRED, { code: "NO_REFRESH_TOKEN" });
  const rotated = await rotate(token);
  if (!rotated) throw new Refusal(401, REFRESH_FAILED, { code: "REFRESH_FAILED" });
  return rotated;
}

async function rotate(
  token: string,
): Promise<{ user: SignedInAdmin; accessToken: string; refreshToken: string } | null> {
  const now = new Date();
  const stored = await RefreshToken.findOne({ token_hash: hashToken(token) }).lean();
  if (!stored) return null;
  if (stored.revoked_at || stored.replaced_at) {
    // A spent token used again: someone else may hold its successor.
    await revokeTokenFamily(stored.family_id);
    return null;
  }
  if (stored.expires_at.getTime() <= now.getTime()) return null;
  // A token stored before families had a start reads as started when it was created.
  const familyStartedAt = stored.family_started_at ?? stored.created_at;
  if (familyStartedAt.getTime() + REFRESH_FAMILY_LIFETIME_MS <= now.getTime()) {
    await revokeTokenFamily(stored.family_id);
    return null;
  }
  const version = await currentSessionVersion(stored.user_id.toString());
  const user = version === null ? null : await findActiveAdmin(stored.user_id.toString(), version);
  if (!user) {
    await revokeTokenFamily(stored.family_id);
    return null;
  }
  let refreshToken: string;
  try {
    // Only one successor can be inserted per token, however many requests race here.
    refreshToken = await storeRefreshToken(
      user.id,
      { id: stored.family_id, startedAt: familyStartedAt },
      stored._id.toString(),
      now,
    );
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    await revokeTokenFamily(stored.family_id);
    return null;
  }
  await RefreshToken.updateOne({ _id: stored._id }, { $set: { replaced_at: now } });
  return { user, accessToken: issueAccessToken(user, stored.family_id, now.getTime()), refreshToken };
}

export async function revokeTokenFamily(familyId: string): Promise<void> {
  await RefreshToken.updateMany({ family_id: familyId, revoked_at: null }, { $set: { revoked_at: new Date() } });
}

/** Logout: revokes the token's family. Unknown tokens are ignored (logout always succeeds). */
export async function revokeRefreshToken(token: string): Promise<void> {
  const stored = await RefreshToken.findOne({ token_hash: hashToken(token) }, { family_id: 1 }).lean();
  if (stored) await revokeTokenFamily(stored.family_id);
}
