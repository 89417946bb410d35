// Every cookie the site sets starts with this prefix (after `__Host-` where it has that), so code that must tell "a visitor we know
// something about" from "anyone" (the public response cache) can look for ours alone and ignore
// third-party ones such as analytics cookies.
export const SITE_COOKIE_PREFIX = "__sando_";

export const ADMIN_SESSION_COOKIE = `${SITE_COOKIE_PREFIX}admin`;
/** Browsers accept a cookie so named only from a secure origin, for the whole host (RFC 6265bis). */
export const HOST_ONLY_COOKIE_PREFIX = "__Host-";
export const VISITOR_FLASH_COOKIE = `${SITE_COOKIE_PREFIX}flash`;
/**
 * A browser that signed in to the portal keeps this for 90 days (domain/staff/device-cookies).
 * It changes no page but the sign-in, so it does not make a visitor "known" to the public
 * response cache: staff browsing the public site are served like anyone.
 */
export const DEVICE_COOKIE = `${SITE_COOKIE_PREFIX}device`;

const cookiesThatChangeNoPublicPage = new Set([DEVICE_COOKIE, `${HOST_ONLY_COOKIE_PREFIX}${DEVICE_COOKIE}`]);

/** Whether a Cookie header carries any of the site's own cookies (the device cookie aside). */
export function hasSiteCookie(cookieHeader: string | null): boolean {
  return (
    cookieHeader
      ?.split(";")
      .map((pair) => pair.trim())
      .filter((pair) => !cookiesThatChangeNoPublicPage.has(pair.slice(0, Math.max(0, pair.indexOf("=")))))
      .some(
        (pair) =>
          pair.startsWith(SITE_COOKIE_PREFIX) || pair.startsWith(`${HOST_ONLY_COOKIE_PREFIX}${SITE_COOKIE_PREFIX}`),
      ) ?? false
  );
}
