// Who may use the staff portal and the admin API: sign-in (remix-auth with the form strategy,
// shared with the token API), the portal's "require a signed-in admin" middleware, the safe
// post-login redirect, and requireAdminForApi for /api/admin/* (bearer token or session cookie).
import { randomUUID } from "node:crypto";
import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { getConfig } from "#app/infra/config.server.ts";
import { rethrowAsServiceUnavailable } from "#app/infra/db.server.ts";
import { PERSONAL_CACHE_CONTROL } from "#app/web/http-cache.server.ts";
import { discardRestOfBody, formFields, readFormBody } from "#app/web/http.server.ts";
import { getClientAddress } from "#app/infra/request-context.server.ts";
import {
  INVALID_CREDENTIALS,
  MISSING_CREDENTIALS,
  SIGN_IN_LINK_SENT,
  TOO_MANY_ATTEMPTS,
  USER_MESSAGES,
} from "#app/content/portal-messages.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { apiRoute } from "#app/web/refusal.server.ts";
import { verifyAdminCredentials, type SignedInAdmin } from "./users.server.ts";
import { commitSession, destroySession, getSession, sessionToken } from "#app/web/session.server.ts";
import { findPortalSession, openPortalSession } from "./portal-sessions.server.ts";
import { beginSignInAttempt, completeSignInAttempt, forgetAttempt } from "./sign-in-throttle.server.ts";
import { verifyAccessToken } from "./tokens.server.ts";
import { offerSignInLink } from "./sign-in-links.server.ts";
import { withSignInCapacity } from "./passwords.server.ts";
import {
  deviceCookieHeader,
  deviceTokenOf,
  findDeviceFor,
  giveDeviceToken,
  isGenuineDeviceToken,
  noteDeviceUse,
} from "./device-cookies.server.ts";

/** The signed-in admin, set by the admin layout's middleware for every admin loader and action. */
export const adminUserContext = createContext<SignedInAdmin>();
/** The id of the portal session the request belongs to (the account page marks "this device"). */
export const portalSessionContext = createContext<string>();

/** The client's address as the server saw it (Express, honouring TRUST_PROXY), if known. */
export function clientAddress(context: Readonly<RouterContextProvider>): string | null {
  const address = getClientAddress(context);
  return address && address !== "unknown" ? address : null;
}

// remix-auth hands the strategy only the form and a copy of the request it makes itself (so a
// WeakMap keyed by our request finds nothing there), so the login action notes the request's
// client (address, device token, user agent) here under a random id, which the copy it hands
// remix-auth carries in a header of our own making.
type SignInClient = { clientAddress: string | null; deviceToken: string | null; userAgent: string | null };
const signInClients = new Map<string, SignInClient>();
const SIGN_IN_CLIENT_HEADER = "X-Sando-Sign-In-Client";

/** A successful sign-in: the user, and the device token the client holds from now on. */
export type SignedIn = { user: SignedInAdmin; deviceToken: string; newDevice: boolean };

/**
 * Authenticates the login form, throttled per account and per the request's client address.
 * The body is read here within the shared size limit (remix-auth-form would read any amount),
 * and remix-auth gets a copy of the request carrying the form's text fields.
 */
export async function authenticateLoginForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SignedIn> {
  const form = await readFormBody(request);
  const id = randomUUID();
  const copy = new Request(request.url, {
    method: "POST",
    body: new URLSearchParams(formFields(form)),
    headers: { [SIGN_IN_CLIENT_HEADER]: id },
  });
  signInClients.set(id, {
    clientAddress: clientAddress(context),
    deviceToken: await deviceTokenOf(request),
    userAgent: request.headers.get("User-Agent"),
  });
  try {
    return await authenticator.authenticate("admin-form", copy);
  } finally {
    signInClients.delete(id);
  }
}

/**
 * The one sign-in check, for the portal and the token API: throttle first (without touching
 * the password), then the password, recording failures and clearing them on success. A
 * client bringing a valid device token of the account is throttled by that token alone; a
 * successful one keeps its token, any other is given a new one.
 */
export async function attemptSignIn(
  input: { email: string; password: string } & Partial<SignInClient>,
): Promise<SignedIn> {
  const email = input.email.trim();
  if (!email || !input.password) throw new Refusal(400, MISSING_CREDENTIALS);
  if (email.length > 254 || input.password.length > 200) {
    throw new Refusal(401, INVALID_CREDENTIALS);
  }
  const presented = isGenuineDeviceToken(input.deviceToken) ? input.deviceToken : null;
  // In a flood, turned away before the throttle's database work, not only before the hashing;
  // a token made here (checked without the database) may use the room kept for devices.
  return withSignInCapacity(
    async () => {
      const device = await findDeviceFor(presented, email);
      const attempt = await beginSignInAttempt({
        email,
        clientAddress: input.clientAddress ?? null,
        deviceId: device?.id ?? null,
      });
      if (attempt.throttle?.kind === "wait") {
        throw new Refusal(429, TOO_MANY_ATTEMPTS, {
          headers: { "Retry-After": String(attempt.throttle.retryAfterSeconds) },
        });
      }
      if (attempt.throttle?.kind === "link-only") {
        // The same answer whether or not the account exists; only a real one gets the mail.
        await offerSignInLink(email);
        throw new Refusal(429, SIGN_IN_LINK_SENT);
      }
      let user: SignedInAdmin | null;
      try {
        user = await verifyAdminCredentials(email, input.password);
      } catch (error) {
        // Not checked (the server was busy, the database away): not a failure of the person either.
        await forgetAttempt(attempt);
        throw error;
      }
      if (!user) throw new Refusal(401, INVALID_CREDENTIALS);
      await completeSignInAttempt(attempt);
      if (device && presented && attempt.viaDevice) {
        await noteDeviceUse(device.id);
        return { user, deviceToken: presented, newDevice: false };
      }
      const deviceToken = await giveDeviceToken(user, { userAgent: input.userAgent ?? null, replacing: presented });
      return { user, deviceToken, newDevice: true };
    },
    { withDevice: presented !== null },
  );
}

const authenticator = new Authenticator<SignedIn>();
authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const email = form.get("email");
    const password = form.get("password");
    if (typeof email !== "string" || typeof password !== "string") {
      throw new Refusal(400, MISSING_CREDENTIALS);
    }
    return attemptSignIn({ email, password, ...signInClients.get(request.headers.get(SIGN_IN_CLIENT_HEADER) ?? "") });
  }),
  "admin-form",
);

/**
 * Starts a portal session for the user who just signed in: a new server-side session (never
 * one the browser brought along) named in the cookie, and, when the browser has a new device
 * token, its device cookie. Returns the headers to send (the session cookie first).
 */
export async function startPortalSession(
  request: Request,
  signedIn: SignedIn,
  context: Readonly<RouterContextProvider>,
): Promise<Headers> {
  const token = await openPortalSession(signedIn.user, {
    userAgent: request.headers.get("User-Agent"),
    address: clientAddress(context),
  });
  const session = await getSession(request);
  session.set("sessionToken", token);
  const headers = new Headers({ "Set-Cookie": await commitSession(session) });
  if (signedIn.newDevice) headers.append("Set-Cookie", await deviceCookieHeader(signedIn.deviceToken));
  return headers;
}

/**
 * Signs in through a one-time link: the browser is given a new device token (the link proved
 * the mailbox, as a password would), replacing any it brought.
 */
export async function signedInByLink(request: Request, user: SignedInAdmin): Promise<SignedIn> {
  const deviceToken = await giveDeviceToken(user, {
    userAgent: request.headers.get("User-Agent"),
    replacing: await deviceTokenOf(request),
  });
  return { user, deviceToken, newDevice: true };
}

/** The admin the request's session cookie belongs to, if the session is still open. */
export async function adminFromSession(request: Request): Promise<SignedInAdmin | null> {
  return (await findPortalSession(sessionToken(await getSession(request))))?.user ?? null;
}

/**
 * Where to go after signing in: the `redirect` parameter when it is a path inside /admin on
 * this site, otherwise the dashboard. Rejects other sites (//host, /\host, schemes), encoded
 * slashes and backslashes, and paths that normalise out of /admin.
 */
export function safeAdminRedirect(target: string | null | undefined): string {
  const fallback = "/admin/dashboard";
  if (!target || target.length > 1000) return fallback;
  if (!target.startsWith("/") || target.startsWith("//")) return fallback;
  if (/[\\\u0000-\u001f\u007f]|%2f|%5c|%00/i.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, "http://portal.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://portal.invalid") return fallback;
  if (url.pathname !== "/admin" && !url.pathname.startsWith("/admin/")) return fallback;
  if (url.pathname === "/admin/login" || url.pathname === "/admin/logout") return fallback;
  return `${url.pathname}${url.search}`;
}

/** The login page's address that brings the visitor back to `url` afterwards. */
export function loginUrlFor(url: URL): string {
  const wanted = `${url.pathname}${url.search}`;
  return `/admin/login?${new URLSearchParams({ redirect: wanted })}`;
}

/**
 * Middleware of the admin layout: no admin loader, action or HTML runs for a visitor without
 * a valid session. The signed-in admin is handed on through adminUserContext.
 */
export const requireAdminMiddleware: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  const session = await getSession(request);
  const token = sessionToken(session);
  let current: Awaited<ReturnType<typeof findPortalSession>> = null;
  try {
    current = await findPortalSession(token);
  } catch (error) {
    rethrowAsServiceUnavailable(error);
  }
  if (!current) {
    // A form posted after the session ended (say a menu item with its photo, 31 idle minutes
    // on): its body is read and dropped, or the browser would wait on it instead of following
    // the redirect to the login page.
    void discardRestOfBody(request.body?.getReader());
    const headers = new Headers();
    if (token) headers.set("Set-Cookie", await destroySession(session));
    throw redirect(loginUrlFor(url), { headers });
  }
  context.set(adminUserContext, current.user);
  context.set(portalSessionContext, current.sessionId);
  const response = await next();
  response.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
  return response;
};

/** Refuses (403) anyone but an Owner: users and the subscriber list are theirs alone (issue 18). */
export function requireOwner(user: SignedInAdmin): void {
  if (user.role !== "owner") throw new Refusal(403, USER_MESSAGES.forbidden);
}

/**
 * Middleware of the portal's Owner-only pages (users, subscribers and their CSV): a Staff user
 * gets a 403 page saying so, for the page, its data and its actions alike.
 */
export const requireOwnerMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  if (context.get(adminUserContext).role !== "owner") {
    throw data(USER_MESSAGES.forbidden, { status: 403 });
  }
  return next();
};

/** A 401/403 refusal of the admin API, with a code a client can act on (spec section 8). */
function apiAuthRefusal(status: 401 | 403, code: string, error: string): Refusal {
  return new Refusal(status, error, { code });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A cookie-authenticated write must come from our own pages: browsers send Sec-Fetch-Site
 * (or at least Origin) on cross-site requests, and a bearer token cannot be sent by a
 * third-party page on its own, so bearer requests need no such check.
 */
export function isSameOriginRequest(request: Request, url: URL): boolean {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite) return fetchSite === "same-origin";
  const origin = request.headers.get("Origin");
  if (origin) return origin === url.origin || origin === getConfig().siteUrl;
  // Neither header: not a browser-initiated cross-site request (old browsers send Origin on POST).
  return false;
}

/**
 * For every /api/admin/* loader and action: the admin behind a bearer access token or the
 * portal's session cookie. Refuses with 401 (NO_TOKEN, TOKEN_EXPIRED, INVALID_TOKEN,
 * UNAUTHORIZED) or 403 (CSRF_REJECTED) otherwise.
 */
export async function requireAdminForApi(request: Request, url: URL): Promise<SignedInAdmin> {
  const authorization = request.headers.get("Authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (!match?.[1]) throw apiAuthRefusal(401, "INVALID_TOKEN", "Invalid authorization header");
    const check = await verifyAccessToken(match[1]);
    if (check.ok) return check.user;
    if (check.code === "TOKEN_EXPIRED") throw apiAuthRefusal(401, "TOKEN_EXPIRED", "Access token expired");
    if (check.code === "INVALID_TOKEN") throw apiAuthRefusal(401, "INVALID_TOKEN", "Invalid access token");
    throw apiAuthRefusal(401, "UNAUTHORIZED", "Unauthorized");
  }
  const session = await getSession(request);
  if (!sessionToken(session)) throw apiAuthRefusal(401, "NO_TOKEN", "Authentication required");
  const user = await adminFromSession(request);
  if (!user) throw apiAuthRefusal(401, "UNAUTHORIZED", "Session expired");
  if (!SAFE_METHODS.has(request.method) && !isSameOriginRequest(request, url)) {
    throw apiAuthRefusal(403, "CSRF_REJECTED", "Cross-site request refused");
  }
  return user;
}

type ApiArgs = { request: Request; url: URL };

/**
 * An `/api/admin/*` loader or action: apiRoute with requireAdminForApi as its guard, so the
 * handler gets the signed-in admin. The methods the action answers are declared by the route
 * (`handle.actionMethods`; server/allowed-methods.ts refuses the others).
 */
export function adminApiRoute<Args extends ApiArgs>(
  options: Omit<Parameters<typeof apiRoute>[0], "guard"> & { ownerOnly?: boolean },
  answer: (args: Args, admin: SignedInAdmin) => Promise<Response>,
): (args: Args) => Promise<Response> {
  const { ownerOnly = false, ...rest } = options;
  return apiRoute<Args, SignedInAdmin>(
    {
      ...rest,
      guard: async ({ request, url }) => {
        const admin = await requireAdminForApi(request, url);
        if (ownerOnly) requireOwner(admin);
        return admin;
      },
    },
    answer,
  );
}
