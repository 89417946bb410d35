// Signing in through the portal's login form and the mailed link: the form read within the size
// limit and handed to remix-auth, and the portal session (with its device cookie) that follows.
// The check itself is domain/staff/sign-in.server.ts; who may pass afterwards, guards.server.ts.
import { randomUUID } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { MISSING_CREDENTIALS } from "#app/content/portal-messages.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import type { PasswordAsker, SignInCredential } from "#app/domain/staff/current-password.server.ts";
import { giveDeviceToken } from "#app/domain/staff/device-cookies.server.ts";
import { openPortalSession } from "#app/domain/staff/portal-sessions.server.ts";
import { attemptSignIn, type SignedIn, type SignInClient } from "#app/domain/staff/sign-in.server.ts";
import type { SignedInAdmin } from "#app/domain/staff/users.server.ts";
import { getClientAddress } from "#app/infra/request-context.server.ts";
import { DEVICE_TOKEN_HEADER, deviceCookieHeader, deviceTokenOf } from "./device-cookie.server.ts";
import { portalSessionContext } from "./guards.server.ts";
import { formFields } from "./http.server.ts";
import { commitSession, getSession } from "./session.server.ts";

/** The client's address as the server saw it (Express, honouring TRUST_PROXY), if known. */
export function clientAddress(context: Readonly<RouterContextProvider>): string | null {
  const address = getClientAddress(context);
  return address && address !== "unknown" ? address : null;
}

/**
 * A signed-in client asking to change its own password or e-mail, for the current-password check
 * (a sign-in attempt): how it is signed in, its address, and the device token it brings.
 */
export async function passwordAskerOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
  credential: SignInCredential,
): Promise<PasswordAsker> {
  return {
    credential,
    clientAddress: clientAddress(context),
    deviceToken: request.headers.get(DEVICE_TOKEN_HEADER) ?? (await deviceTokenOf(request)),
  };
}

/** The portal session of an admin page's request, asking as above. */
export function portalPasswordAsker(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<PasswordAsker> {
  return passwordAskerOf(request, context, { kind: "portal-session", sessionId: context.get(portalSessionContext) });
}

// remix-auth hands the strategy only the form and a copy of the request it makes itself (so a
// WeakMap keyed by our request finds nothing there), so the login action notes the request's
// client (address, device token, user agent) here under a random id, which the copy it hands
// remix-auth carries in a header of our own making.
const signInClients = new Map<string, SignInClient>();
const SIGN_IN_CLIENT_HEADER = "X-Sando-Sign-In-Client";

/**
 * Authenticates the login form, throttled per account and per the request's client address.
 * The caller reads the body with readFormBody, within the shared size limit (remix-auth-form
 * would read any amount), and remix-auth gets a copy of the request carrying its text fields.
 */
export async function authenticateLoginForm(
  form: FormData,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SignedIn> {
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

/**
 * Where to go after signing in: the `redirect` parameter when it is a path inside /admin on
 * this site, otherwise the dashboard. Rejects other sites (//host, /\host, schemes), encoded
 * slashes and backslashes, and paths that normalise out of /admin.
 */
export function safeAdminRedirect(target: string | null | undefined): string {
  const fallback = "/admin/dashboard";
  if (!target || target.length > 1000) return fallback;
  if (!target.startsWith("/") || target.startsWith("//")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
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
