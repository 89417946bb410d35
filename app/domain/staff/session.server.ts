// The portal's cookie session: who is signed in (id and session_version), since when (for the
// absolute lifetime), and one-time flash messages for POST-redirect-GET.
import { createCookieSessionStorage, type Session } from "react-router";
import { getConfig } from "../../config.server.ts";
import { ADMIN_SESSION_COOKIE } from "../../lib/cookie-names.ts";

/** A session ends this long after sign-in, however active it is. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

type SessionData = { userId: string; sessionVersion: number; signedInAt: number };
type FlashData = { success: string; error: string };
export type AdminSession = Session<SessionData, FlashData>;

let storage: ReturnType<typeof createCookieSessionStorage<SessionData, FlashData>> | undefined;

function sessionStorage() {
  const config = getConfig();
  storage ??= createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: ADMIN_SESSION_COOKIE,
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

/** The signed-in identity the session claims, if it has not outlived its absolute lifetime. */
export function sessionIdentity(
  session: AdminSession,
  now = Date.now(),
): { userId: string; sessionVersion: number } | null {
  const userId = session.get("userId");
  const sessionVersion = session.get("sessionVersion");
  const signedInAt = session.get("signedInAt");
  if (typeof userId !== "string" || typeof sessionVersion !== "number") return null;
  if (typeof signedInAt !== "number" || now - signedInAt > SESSION_LIFETIME_MS || signedInAt > now) {
    return null;
  }
  return { userId, sessionVersion };
}

/** Sets a flash message and returns the Set-Cookie header for a redirect. */
export async function flash(
  request: Request,
  kind: keyof FlashData,
  message: string,
): Promise<HeadersInit> {
  const session = await getSession(request);
  session.flash(kind, message);
  return { "Set-Cookie": await commitSession(session) };
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
