// Admin users for tests: created through the domain layer with unique e-mails, deleted after,
// plus small clients for the token API and the portal's cookie session.
import { createAdminUser } from "#app/domain/staff/users.server.ts";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { DeviceCookie } from "#app/models/device-cookie.server.ts";
import { PortalSession } from "#app/models/portal-session.server.ts";
import { RateLimitHit } from "#app/models/rate-limit-hit.server.ts";
import { RefreshToken } from "#app/models/refresh-token.server.ts";
import { SignInFailure } from "#app/models/sign-in-failure.server.ts";
import { baseUrl } from "./environment.ts";

export const TEST_PASSWORD = "katsu-test-password";

export function uniqueEmail(prefix = "staff"): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export type TestAdmin = { id: string; email: string; password: string };

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

export async function postJson(path: string, body: unknown, headers: Record<string, string> = {}, origin = baseUrl()) {
  return fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
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

/** Browsers as their User-Agent names them, for the portal's list of signed-in devices. */
export const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
export const LAPTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

/**
 * A form posted as a browser posts it: urlencoded, with an Origin (the form's own unless given)
 * and the cookie if there is one, the redirect not followed.
 */
export function postForm(
  url: string,
  fields: Record<string, string>,
  {
    cookie,
    origin = new URL(url).origin,
    headers = {},
  }: { cookie?: string; origin?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
}

/**
 * The portal's login form posted by a browser, with the page's redirect parameter, its user agent
 * and (trusted from localhost, as a proxy's would be) client address when given; a password left
 * out is not sent.
 */
export function postLoginForm(
  credentials: { email: string; password?: string },
  {
    origin = baseUrl(),
    redirect,
    userAgent,
    address,
    cookie,
  }: { origin?: string; redirect?: string; userAgent?: string; address?: string; cookie?: string } = {},
): Promise<Response> {
  const fields: Record<string, string> = { email: credentials.email };
  if (credentials.password !== undefined) fields.password = credentials.password;
  const headers: Record<string, string> = {};
  if (userAgent) headers["User-Agent"] = userAgent;
  if (address) headers["X-Forwarded-For"] = address;
  const query = redirect === undefined ? "" : `?${new URLSearchParams({ redirect })}`;
  return postForm(`${origin}/admin/login${query}`, fields, { cookie, origin, headers });
}

/** The cookie a response sets first, as the browser sends it back ("name=value"), or "". */
export function firstCookie(response: Response): string {
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
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
