// Who may use the staff portal and the admin API: the portal's "require a signed-in admin" and
// "by the table of rights" middleware, and the guard of /api/admin/* (bearer token or session
// cookie, then the same table).
import { createContext, data, type MiddlewareFunction, redirect } from "react-router";
import { USER_MESSAGES } from "#app/content/portal-messages.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import type { SignInCredential } from "#app/domain/staff/current-password.server.ts";
import { findPortalSession } from "#app/domain/staff/portal-sessions.server.ts";
import { mayUseRoute } from "#app/domain/staff/rights.ts";
import { verifyAccessToken } from "#app/domain/staff/tokens.server.ts";
import type { SignedInAdmin } from "#app/domain/staff/users.server.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { rethrowAsServiceUnavailable } from "#app/infra/db.server.ts";
import { discardRestOfBody } from "./http.server.ts";
import { PERSONAL_CACHE_CONTROL } from "./http-cache.server.ts";
import { apiRoute } from "./refusal.server.ts";
import { destroySession, getSession, sessionToken } from "./session.server.ts";

/** The signed-in admin, set by the admin layout's middleware for every admin loader and action. */
export const adminUserContext = createContext<SignedInAdmin>();
/** The id of the portal session the request belongs to (the account page marks "this device"). */
export const portalSessionContext = createContext<string>();

/** The admin the request's session cookie belongs to, if the session is still open. */
export async function adminFromSession(request: Request): Promise<SignedInAdmin | null> {
  return (await findPortalSession(sessionToken(await getSession(request))))?.user ?? null;
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

/**
 * Middleware of the signed-in portal, after requireAdminMiddleware: the table of rights
 * (domain/staff/rights.ts) decides by the matched route and the method, so a user refused
 * there gets a 403 page for the page, its `.data` and its actions alike, before any loader or
 * action runs (the root's boundary draws it: components/admin/portal-refusal-page).
 */
export const requireRightMiddleware: MiddlewareFunction<Response> = ({ context, request, pattern }, next) => {
  if (!mayUseRoute(context.get(adminUserContext).role, pattern, request.method)) {
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

/** An admin of the API, with how they are signed in (the session or token a check may end). */
export type ApiAdmin = SignedInAdmin & { credential: SignInCredential };

/**
 * For every /api/admin/* loader and action: the admin behind a bearer access token or the
 * portal's session cookie. Refuses with 401 (NO_TOKEN, TOKEN_EXPIRED, INVALID_TOKEN,
 * UNAUTHORIZED) or 403 (CSRF_REJECTED) otherwise.
 */
export async function requireAdminForApi(request: Request, url: URL): Promise<ApiAdmin> {
  const authorization = request.headers.get("Authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (!match?.[1]) throw apiAuthRefusal(401, "INVALID_TOKEN", "Invalid authorization header");
    const check = await verifyAccessToken(match[1]);
    if (check.ok) return { ...check.user, credential: { kind: "api-token", familyId: check.familyId } };
    if (check.code === "TOKEN_EXPIRED") throw apiAuthRefusal(401, "TOKEN_EXPIRED", "Access token expired");
    if (check.code === "INVALID_TOKEN") throw apiAuthRefusal(401, "INVALID_TOKEN", "Invalid access token");
    throw apiAuthRefusal(401, "UNAUTHORIZED", "Unauthorized");
  }
  const session = await getSession(request);
  if (!sessionToken(session)) throw apiAuthRefusal(401, "NO_TOKEN", "Authentication required");
  const current = await findPortalSession(sessionToken(session));
  if (!current) throw apiAuthRefusal(401, "UNAUTHORIZED", "Session expired");
  if (!SAFE_METHODS.has(request.method) && !isSameOriginRequest(request, url)) {
    throw apiAuthRefusal(403, "CSRF_REJECTED", "Cross-site request refused");
  }
  return { ...current.user, credential: { kind: "portal-session", sessionId: current.sessionId } };
}

type ApiArgs = { request: Request; url: URL; pattern: string };

/**
 * An `/api/admin/*` loader or action: apiRoute with requireAdminForApi as its guard, then the
 * table of rights for the matched route and method (403 otherwise), so the handler gets the
 * signed-in admin. The methods the action answers are declared by the route
 * (`handle.actionMethods`; server/allowed-methods.ts refuses the others).
 */
export function adminApiRoute<Args extends ApiArgs>(
  options: Omit<Parameters<typeof apiRoute>[0], "guard">,
  answer: (args: Args, admin: ApiAdmin) => Promise<Response>,
): (args: Args) => Promise<Response> {
  return apiRoute<Args, ApiAdmin>(
    {
      ...options,
      guard: async ({ request, url, pattern }) => {
        const admin = await requireAdminForApi(request, url);
        if (!mayUseRoute(admin.role, pattern, request.method)) throw new Refusal(403, USER_MESSAGES.forbidden);
        return admin;
      },
    },
    answer,
  );
}
