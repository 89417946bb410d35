// The portal's cookie: the random token of a server-side portal session (portal-sessions.server.ts)
// and one-time flash messages for POST-redirect-GET. Signed with SESSION_SECRET; in production
// over https it is a `__Host-` cookie (Secure, Path=/, no Domain), so no subdomain can set it.
import { createCookieSessionStorage, redirect, type Session } from "react-router";
import { SESSION_LIFETIME_MS } from "#app/domain/staff/portal-sessions.server.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { ADMIN_SESSION_COOKIE, HOST_ONLY_COOKIE_PREFIX } from "./cookie-names.ts";

type SessionData = { sessionToken: string };
type FlashData = { success: string; error: string };
export type AdminSession = Session<SessionData, FlashData>;

let storage: ReturnType<typeof createCookieSessionStorage<SessionData, FlashData>> | undefined;

/** The cookie's name: `__Host-` prefixed when the site is served over https in production. */
export function adminCookieName(config = getConfig()): string {
  const https = config.siteUrl.startsWith("https://");
  return config.isProduction && https ? `${HOST_ONLY_COOKIE_PREFIX}${ADMIN_SESSION_COOKIE}` : ADMIN_SESSION_COOKIE;
}

function sessionStorage() {
  const config = getConfig();
  storage ??= createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: adminCookieName(config),
      httpOnly: true,
      sameSite: "lax",
      secure: config.isProduction,
      path: "/",
      secrets: [config.sessionSecret],
      maxAge: SESSION_LIFETIME_MS / 1000,
    },
  });
  return storage;
}

export function getSession(request: Request): Promise<AdminSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export function commitSession(session: AdminSession): Promise<string> {
  return sessionStorage().commitSession(session);
}

export function destroySession(session: AdminSession): Promise<string> {
  return sessionStorage().destroySession(session);
}

/** The portal session token the cookie carries, if any. */
export function sessionToken(session: AdminSession): string | null {
  const token = session.get("sessionToken");
  return typeof token === "string" && token.length > 0 ? token : null;
}

/** Sets a flash message and returns the Set-Cookie header for a redirect. */
export async function flash(request: Request, kind: keyof FlashData, message: string): Promise<HeadersInit> {
  const session = await getSession(request);
  session.flash(kind, message);
  return { "Set-Cookie": await commitSession(session) };
}

/**
 * POST, redirect, GET: the redirect to `to` after a portal form, carrying its one-time success or
 * error message to the page there (which reads it with `takeFlash`), with or without JavaScript.
 */
export async function redirectWithFlash(
  request: Request,
  to: string,
  kind: keyof FlashData,
  message: string,
): Promise<Response> {
  return redirect(to, { headers: await flash(request, kind, message) });
}

/** The flash messages left by the last POST, and the header that clears them (for loaders). */
export async function takeFlash(
  request: Request,
): Promise<{ success: string | null; error: string | null; headers: HeadersInit }> {
  const session = await getSession(request);
  const success = session.get("success") ?? null;
  const error = session.get("error") ?? null;
  return { success, error, headers: { "Set-Cookie": await commitSession(session) } };
}
