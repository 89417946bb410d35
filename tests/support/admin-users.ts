// Admin users for tests: created through the domain layer with unique e-mails, deleted after,
// plus small clients for the token API and the portal's cookie session.
import type mongoose from "mongoose";
import { hashPassword } from "#app/domain/staff/passwords.server.ts";
import { createAdminUser } from "#app/domain/staff/users.server.ts";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { DeviceCookie } from "#app/models/device-cookie.server.ts";
import { PortalSession } from "#app/models/portal-session.server.ts";
import { RateLimitHit } from "#app/models/rate-limit-hit.server.ts";
import { RefreshToken } from "#app/models/refresh-token.server.ts";
import { SignInFailure } from "#app/models/sign-in-failure.server.ts";
import { baseUrl } from "./environment.ts";
import { postJson, postLoginForm } from "./form-posts.ts";

export const TEST_PASSWORD = "katsu-test-password";

export function uniqueEmail(prefix = "staff"): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export type TestAdmin = { id: string; email: string; password: string };

/** A user in a test's database of its own (`connection`), for a server started on it. */
export async function addAdminTo(
  connection: mongoose.Connection,
  admin: { email: string; password: string },
  role: "owner" | "staff",
): Promise<void> {
  await connection
    .model("AdminUser", AdminUser.schema)
    .create({ email: admin.email, password_hash: await hashPassword(admin.password), role });
}

/** A test user: an Owner, or Staff with `role: "staff"`. */
export async function createTestAdmin(prefix?: string, role: "owner" | "staff" = "owner"): Promise<TestAdmin> {
  const email = uniqueEmail(prefix);
  const user = await createAdminUser({ email, password: TEST_PASSWORD, role });
  return { id: user.id, email: user.email, password: TEST_PASSWORD };
}

/** Removes test users (by e-mail, as tests may have changed them) and their traces. */
export async function deleteTestAdmins(emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  const users = await AdminUser.find({ email: { $in: emails } }, { _id: 1 }).lean();
  await RefreshToken.deleteMany({ user_id: { $in: users.map((user) => user._id) } });
  await PortalSession.deleteMany({ user_id: { $in: users.map((user) => user._id) } });
  const devices = await DeviceCookie.find({ user_id: { $in: users.map((user) => user._id) } }, { _id: 1 }).lean();
  await RateLimitHit.deleteMany({ key: { $in: devices.map((device) => `sign-in-device:${device._id.toString()}`) } });
  await DeviceCookie.deleteMany({ user_id: { $in: users.map((user) => user._id) } });
  await AdminUser.deleteMany({ email: { $in: emails } });
  const escaped = emails.map((email) => email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  await SignInFailure.deleteMany({ key: { $regex: `^pair:(${escaped.join("|")})\\|` } });
  await RateLimitHit.deleteMany({ key: { $in: emails.map((email) => `sign-in-account:${email}`) } });
}

export type LoginResponse = {
  success: boolean;
  accessToken: string;
  refreshToken: string;
  user: Record<string, unknown>;
  error?: string;
};

export async function apiLogin(admin: { email: string; password: string }, origin = baseUrl()): Promise<LoginResponse> {
  const response = await postJson("/api/auth/login", { email: admin.email, password: admin.password }, {}, origin);
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as LoginResponse;
}

/** Signs in through the portal's login form and returns the session cookie ("name=value"). */
export async function portalSessionCookie(
  admin: { email: string; password: string },
  origin = baseUrl(),
): Promise<string> {
  const response = await postLoginForm(admin, { origin });
  // The session cookie comes first (a device cookie may follow).
  const cookie = response.headers.getSetCookie()[0];
  if (response.status !== 302 || !cookie) {
    throw new Error(`portal sign-in failed: ${response.status} ${await response.text()}`);
  }
  return cookie.split(";")[0] ?? "";
}
