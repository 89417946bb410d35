// Every cookie the site sets starts with this prefix (after `__Host-` where it has that), so code that must tell "a visitor we know
// something about" from "anyone" (the public response cache) can look for ours alone and ignore
// third-party ones such as analytics cookies.
export const SITE_COOKIE_PREFIX = "__sando_";

export const ADMIN_SESSION_COOKIE = `${SITE_COOKIE_PREFIX}admin`;
/** Browsers accept a cookie so named only from a secure origin, for the whole host (RFC 6265bis). */
export const HOST_ONLY_COOKIE_PREFIX = "__Host-";
export const VISITOR_FLASH_COOKIE = `${SITE_COOKIE_PREFIX}flash`;

/** Whether a Cookie header carries any of the site's own cookies. */
export function hasSiteCookie(cookieHeader: string | null): boolean {
  return (
    cookieHeader
      ?.split(";")
      .map((pair) => pair.trim())
      .some((pair) => pair.startsWith(SITE_COOKIE_PREFIX) || pair.startsWith(`${HOST_ONLY_COOKIE_PREFIX}${SITE_COOKIE_PREFIX}`)) ?? false
  );
}
