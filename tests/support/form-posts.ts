// Posts for tests that talk to a server over HTTP: JSON, and forms as a browser posts them
// (urlencoded, with an Origin, redirects not followed), the portal's login form among them.
import { baseUrl } from "./environment.ts";

/** `body` as JSON, posted to `path`. */
export async function postJson(path: string, body: unknown, headers: Record<string, string> = {}, origin = baseUrl()) {
  return fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
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

/**
 * The fields of the forms in `html` as a browser would send them: each named input (a checkbox
 * only when checked, "on" unless it has a value), each select's chosen option, each textarea.
 */
export function formFieldsOf(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const decode = (text: string) => text.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  for (const [tag] of html.matchAll(/<input[^>]*>/g)) {
    const name = attribute(tag, "name");
    const checkbox = /type="checkbox"/.test(tag);
    if (!name || (checkbox && !/\schecked=""/.test(tag))) continue;
    fields[name] = decode(attribute(tag, "value") ?? (checkbox ? "on" : ""));
  }
  for (const [, name, options] of html.matchAll(/<select[^>]*name="([^"]*)"[^>]*>(.*?)<\/select>/gs)) {
    const value = options?.match(/<option[^>]*value="([^"]*)"[^>]*selected=""/)?.[1];
    if (name && value !== undefined) fields[name] = value;
  }
  for (const [, name, text] of html.matchAll(/<textarea[^>]*name="([^"]*)"[^>]*>(.*?)<\/textarea>/gs)) {
    if (name) fields[name] = decode(text ?? "");
  }
  return fields;
}
