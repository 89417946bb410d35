// The browser's half of device cookies (issue 27): the HttpOnly cookie that carries a device
// token. Tokens themselves, and what they exempt from, are domain/staff/device-cookies.server.ts.
import { createCookie } from "react-router";
import { DEVICE_COOKIE_LIFETIME_MS } from "#app/domain/staff/device-cookies.server.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { DEVICE_COOKIE, HOST_ONLY_COOKIE_PREFIX } from "./cookie-names.ts";

/** The header a token-API client sends its device token in. */
export const DEVICE_TOKEN_HEADER = "X-Device-Token";

/**
 * The browser's cookie: `__Host-` prefixed over https in production, so only this host can set
 * it. That prefix requires Path=/, so the cookie also travels with public pages; hasSiteCookie
 * ignores it, and nothing but the sign-in reads it.
 */
export function deviceCookieName(config = getConfig()): string {
  const https = config.siteUrl.startsWith("https://");
  return config.isProduction && https ? `${HOST_ONLY_COOKIE_PREFIX}${DEVICE_COOKIE}` : DEVICE_COOKIE;
}

let cookie: ReturnType<typeof createCookie> | undefined;
function deviceCookie() {
  const config = getConfig();
  cookie ??= createCookie(deviceCookieName(config), {
    httpOnly: true,
    sameSite: "lax",
    secure: config.isProduction,
    path: "/",
    maxAge: DEVICE_COOKIE_LIFETIME_MS / 1000,
  });
  return cookie;
}

/** The device token a browser brings in its cookie (token-API clients send DEVICE_TOKEN_HEADER). */
export async function deviceTokenOf(request: Request): Promise<string | null> {
  const value: unknown = await deviceCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** The Set-Cookie header that hands a browser its device token. */
export function deviceCookieHeader(token: string): Promise<string> {
  return deviceCookie().serialize(token);
}

/** The Set-Cookie header that takes the device cookie away. */
export function clearDeviceCookieHeader(): Promise<string> {
  return deviceCookie().serialize("", { maxAge: 0 });
}
