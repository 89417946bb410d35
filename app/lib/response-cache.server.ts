// Reuses the public pages and API answers this server has just rendered, so a busy Saturday's
// hundreds of visitors a second cost one render and a few queries each few seconds instead of one
// each. An answer is reused only while
//   - no write has finished in this process since it was made (app/db-write-generation.server.ts),
//     so staff see their own edits, and the public sees them, on the next request;
//   - it is younger than RESPONSE_CACHE_SECONDS, which bounds what other processes' writes and
//     the passing of time (today's events, banner dates) can leave stale;
//   - the request is anonymous: no site cookie (session, flash) and no Authorization header.
// Only what the HTTP cache middleware marked public, with an ETag, is kept. Each reuse carries
// its own request's CSP nonce. Answers are keyed by path and query without tracking parameters
// (a link shared on Instagram arrives with a new fbclid on every click), and concurrent requests
// for an answer that is not kept wait for the first one's render instead of each rendering it.
// Decision: docs/decisions/0011-response-cache.md.
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
/** Renders under way, by key: requests for the same answer wait for them. */
const rendering = new Map<string, Promise<void>>();

/** Query parameters that only say where a visitor came from: no page reads them. */
const TRACKING_PARAMETER = /^(utm_\w+|fbclid|gclid|gclsrc|dclid|gbraid|wbraid|msclkid|igshid|igsh|mc_cid|mc_eid|ttclid|twclid|li_fat_id|yclid|srsltid|_ga|_gl)$/i;

/** The key an answer is kept under: the path and query, less tracking parameters. */
export function reuseKey(pathAndQuery: string): string {
  const queryStart = pathAndQuery.indexOf("?");
  if (queryStart === -1) return pathAndQuery;
  const query = new URLSearchParams(pathAndQuery.slice(queryStart + 1));
  for (const name of [...query.keys()]) if (TRACKING_PARAMETER.test(name)) query.delete(name);
  const rest = query.toString();
  return rest ? `${pathAndQuery.slice(0, queryStart)}?${rest}` : pathAndQuery.slice(0, queryStart);
}

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
  const key = reuseKey(request.pathAndQuery);
  const entry = entries.get(key);
  if (!entry) return null;
  if (entry.generation !== databaseWriteGeneration() || entry.expiresAt <= Date.now()) {
    entries.delete(key);
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
 * The kept answer, as reusableAnswer; when there is none, either the first request for it (which
 * gets `rendered`, to call once its response is over) or a later one, which waits for the first
 * to finish and then takes its answer (or renders after all, when the answer was not one to
 * keep). So after a write or an expiry a busy page is rendered once, not once per request.
 */
export async function reusableAnswerOrTurn(
  request: ReuseRequest,
  nonce: string,
): Promise<{ answer: ReusedAnswer | null; rendered?: () => void }> {
  const answer = reusableAnswer(request, nonce);
  if (answer || getConfig().responseCacheMs === 0 || !isAnonymousRead(request)) return { answer };
  const key = reuseKey(request.pathAndQuery);
  const underWay = rendering.get(key);
  if (underWay) {
    await underWay;
    return { answer: reusableAnswer(request, nonce) };
  }
  let finish = () => {};
  rendering.set(key, new Promise<void>((resolve) => (finish = resolve)));
  return {
    answer: null,
    rendered: () => {
      rendering.delete(key);
      finish();
    },
  };
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
  remember(reuseKey(read.pathAndQuery), {
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
