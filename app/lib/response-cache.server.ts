// Reuses the public pages and API answers this server has just rendered, so a busy Saturday's
// hundreds of visitors a second cost one render and a few queries each few seconds instead of one
// each. An answer is reused only while
//   - no write has finished in this process since it was made (app/db-write-generation.server.ts),
//     so staff see their own edits, and the public sees them, on the next request;
//   - it is younger than RESPONSE_CACHE_SECONDS, which bounds what other processes' writes and
//     the passing of time (today's events, banner dates) can leave stale;
//   - the request is anonymous: no site cookie (session, flash) and no Authorization header.
// Only what the HTTP cache middleware marked public, with an ETag, is kept. Each reuse carries
// its own request's CSP nonce. Decision: docs/decisions/0011-response-cache.md.
import type { MiddlewareFunction } from "react-router";
import { getConfig } from "../config.server.ts";
import { databaseWriteGeneration } from "../db-write-generation.server.ts";
import { cspNonceContext } from "../request-context.server.ts";
import { hasSiteCookie } from "./cookie-names.ts";
import { matchesIfNoneMatch } from "./http-cache.server.ts";

/** Enough for every public page and API answer; query-string variants push out the oldest. */
const MAX_ENTRIES = 200;

type Entry = {
  generation: number;
  expiresAt: number;
  status: number;
  headers: [string, string][];
  etag: string;
  /** The body split where the CSP nonce was, so each reuse puts its own in between. */
  bodyParts: Buffer[];
};

const entries = new Map<string, Entry>();

/** Root middleware, outside httpCache (which sets Cache-Control and the ETag it relies on). */
export const responseCache: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const lifetimeMs = getConfig().responseCacheMs;
  if (lifetimeMs === 0 || !isAnonymousRead(request)) return next();

  const url = new URL(request.url);
  const key = url.pathname + url.search;
  const nonce = context.get(cspNonceContext);
  const entry = entries.get(key);
  if (entry && entry.generation === databaseWriteGeneration() && entry.expiresAt > Date.now()) {
    return reuse(entry, request, nonce);
  }
  if (entry) entries.delete(key);

  // Read before the loaders run: a write finishing while they do makes this answer stale at once.
  const generation = databaseWriteGeneration();
  const response = await next();
  const etag = response.headers.get("ETag");
  if (response.status !== 200 || !etag || !/\bpublic\b/.test(response.headers.get("Cache-Control") ?? "")) {
    return response;
  }
  const body = Buffer.from(await response.arrayBuffer());
  remember(key, {
    generation,
    expiresAt: Date.now() + lifetimeMs,
    status: response.status,
    headers: [...response.headers],
    etag,
    bodyParts: splitAt(body, nonce),
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
};

/** Forgets every kept answer (tests, and anything that changes what pages render). */
export function clearResponseCache(): void {
  entries.clear();
}

function isAnonymousRead(request: Request): boolean {
  return (
    request.method === "GET" &&
    !request.headers.has("Authorization") &&
    !hasSiteCookie(request.headers.get("Cookie"))
  );
}

function reuse(entry: Entry, request: Request, nonce: string): Response {
  if (matchesIfNoneMatch(request.headers.get("If-None-Match"), entry.etag)) {
    const headers = new Headers(entry.headers.filter(([name]) => /^(cache-control|etag|vary)$/i.test(name)));
    return new Response(null, { status: 304, headers });
  }
  const nonceBytes = Buffer.from(nonce, "latin1");
  const parts = entry.bodyParts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part]));
  return new Response(Buffer.concat(parts), { status: entry.status, headers: entry.headers });
}

function remember(key: string, entry: Entry): void {
  entries.delete(key);
  if (entries.size >= MAX_ENTRIES) {
    // A Map iterates in insertion order: the first key is the oldest.
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(key, entry);
}

function splitAt(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const separator = Buffer.from(nonce, "latin1");
  const parts: Buffer[] = [];
  let start = 0;
  for (let found = body.indexOf(separator, start); found !== -1; found = body.indexOf(separator, start)) {
    parts.push(body.subarray(start, found));
    start = found + separator.length;
  }
  parts.push(body.subarray(start));
  return parts;
}
