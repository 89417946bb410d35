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

/** What a reused answer needs to know of its request. */
export type ReuseRequest = {
  method: string;
  /** Path and query string, as the client sent them. */
  pathAndQuery: string;
  header(name: string): string | null | undefined;
};

export type ReusedAnswer = { status: number; headers: [string, string][]; body: Buffer | null };

/**
 * The kept answer to `request`, with `nonce` in place of the one it was rendered with, or null
 * when the request must be rendered. The server calls this before React Router sees the request,
 * so a reuse costs no routing, no loaders and no render.
 */
export function reusableAnswer(request: ReuseRequest, nonce: string): ReusedAnswer | null {
  if (getConfig().responseCacheMs === 0 || !isAnonymousRead(request)) return null;
  const entry = entries.get(request.pathAndQuery);
  if (!entry) return null;
  if (entry.generation !== databaseWriteGeneration() || entry.expiresAt <= Date.now()) {
    entries.delete(request.pathAndQuery);
    return null;
  }
  if (matchesIfNoneMatch(request.header("If-None-Match") ?? null, entry.etag)) {
    return { status: 304, headers: entry.headers.filter(([name]) => /^(cache-control|etag|vary)$/i.test(name)), body: null };
  }
  const nonceBytes = Buffer.from(nonce, "latin1");
  const parts = entry.bodyParts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part]));
  return { status: entry.status, headers: entry.headers, body: Buffer.concat(parts) };
}

/**
 * Root middleware, outside httpCache (which sets Cache-Control and the ETag this relies on):
 * keeps the public answers to anonymous reads, for reusableAnswer.
 */
export const responseCache: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const lifetimeMs = getConfig().responseCacheMs;
  const url = new URL(request.url);
  const read: ReuseRequest = { method: request.method, pathAndQuery: url.pathname + url.search, header: (name) => request.headers.get(name) };
  if (lifetimeMs === 0 || !isAnonymousRead(read)) return next();

  // Read before the loaders run: a write finishing while they do makes this answer stale at once.
  const generation = databaseWriteGeneration();
  const response = await next();
  const etag = response.headers.get("ETag");
  if (response.status !== 200 || !etag || !/\bpublic\b/.test(response.headers.get("Cache-Control") ?? "")) {
    return response;
  }
  const body = Buffer.from(await response.arrayBuffer());
  remember(read.pathAndQuery, {
    generation,
    expiresAt: Date.now() + lifetimeMs,
    status: response.status,
    headers: [...response.headers],
    etag,
    bodyParts: splitAt(body, context.get(cspNonceContext)),
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
};

function isAnonymousRead(request: ReuseRequest): boolean {
  return request.method === "GET" && !request.header("Authorization") && !hasSiteCookie(request.header("Cookie") ?? null);
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
