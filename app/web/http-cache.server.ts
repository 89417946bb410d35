// HTTP caching for every response the app renders: public answers get an ETag and a 304 when
// the client already has them; anything personal is private and never stored. Policy and
// reasons: docs/decisions/0009-security-headers-and-caching.md.
import { createHash } from "node:crypto";
import type { MiddlewareFunction } from "react-router";
import { cspNonceContext } from "#app/infra/request-context.server.ts";
import { bytesOfResponse } from "./response-bytes.server.ts";

/** Public pages and API answers: any cache may keep them, but must ask us before each use. */
export const PUBLIC_CACHE_CONTROL = "public, no-cache";
/** Anything for one visitor only (admin, tokens, flash messages, Set-Cookie). */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

/** The headers of a page opened from a private link (a token in its URL) that shows personal data. */
export const PRIVATE_LINK_HEADERS = { "Cache-Control": PERSONAL_CACHE_CONTROL, "X-Robots-Tag": "noindex, nofollow" };

/** A JSON answer that any cache may keep and revalidate. */
export function publicJson(body: unknown): Response {
  return Response.json(body, { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } });
}

/**
 * Root middleware. A response that sets a cookie, answers a POST (or other write), or does not
 * declare its own Cache-Control is made private and unstored. A public 200 to a GET gets an
 * ETag: a hash of its body with this response's CSP nonce left out, so the same page has the
 * same tag on every request.
 */
export const httpCache: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  const cacheControl = response.headers.get("Cache-Control");
  // The answer to a form post carries what the visitor sent, even on a public page.
  const isRead = request.method === "GET" || request.method === "HEAD";
  if (!isRead || response.headers.has("Set-Cookie") || !cacheControl) {
    response.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    return response;
  }
  if (request.method !== "GET" || response.status !== 200 || !/\bpublic\b/.test(cacheControl)) {
    return response;
  }
  // A route that tags its own answers (the menu PDF, from the menu data) has answered already.
  if (response.headers.has("ETag")) return response;

  const { bytes, response: answer } = await bytesOfResponse(response);
  const etag = entityTag(bytes, context.get(cspNonceContext));
  if (matchesIfNoneMatch(request.headers.get("If-None-Match"), etag)) {
    const headers = new Headers({ ETag: etag, "Cache-Control": cacheControl });
    const vary = response.headers.get("Vary");
    if (vary) headers.set("Vary", vary);
    return new Response(null, { status: 304, headers });
  }
  answer.headers.set("ETag", etag);
  return answer;
};

// Weak: the compression middleware may re-encode the bytes; the content stays the same. The
// bytes between the nonce's occurrences are hashed as they are, without making a string of the
// page first (that copy was most of this function's cost in the profile).
function entityTag(bytes: Buffer, nonce: string): string {
  const hash = createHash("sha256");
  const needle = nonce ? Buffer.from(nonce, "latin1") : null;
  let from = 0;
  for (let at = needle ? bytes.indexOf(needle) : -1; at !== -1; at = bytes.indexOf(needle!, from)) {
    hash.update(bytes.subarray(from, at));
    from = at + needle!.length;
  }
  hash.update(bytes.subarray(from));
  return `W/"${hash.digest("base64url").slice(0, 32)}"`;
}

/** RFC 9110 section 13.1.2: weak comparison against each listed tag, or `*`. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
