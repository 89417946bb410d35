// Reuses the public pages and API answers this server has just rendered, so a busy Saturday's
// hundreds of visitors a second cost one render and a few queries each few seconds instead of one
// each. An answer is reused only while
//   - no write has finished in this process since it was made (app/infra/db-write-generation.server.ts),
//     so staff see their own edits, and the public sees them, on the next request;
//   - it is younger than RESPONSE_CACHE_SECONDS, which bounds what other processes' writes and
//     the passing of time (today's events, banner dates) can leave stale;
//   - it was rendered on the truck's day that is still today: every answer ends at the truck's
//     midnight, so the menu of a seasonal item's last day is never served on the next;
//   - it is not past the moment its loaders said it changes by the clock alone (answerChangesIn:
//     an order link's pickup window, docs/decisions/0023-order-links.md);
//   - the request is anonymous: no site cookie (session, flash) and no Authorization header.
// Only what the HTTP cache middleware marked public, with an ETag, is kept. Each reuse carries
// its own request's CSP nonce. Answers are keyed by path and query without tracking parameters
// (a link shared on Instagram arrives with a new fbclid on every click), and concurrent requests
// for an answer that is not kept wait for the first one's render instead of each rendering it.
// No client holds a render for others: the render's turn ends as soon as its answer is known,
// and a request waits for another's render at most RESPONSE_REUSE_WAIT_MS, then renders itself.
//
// The same answers are also kept as each page's last good copy: while the database cannot be
// reached, an anonymous visitor gets the page as it was last rendered (for at most
// STALE_IF_ERROR_SECONDS), with an Age header and a line saying when, instead of a 503.
// Decisions: docs/decisions/0011-response-cache.md, docs/decisions/0015-slow-clients-and-outages.md.
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { OUTAGE_WORDS } from "#app/content/outage-words.ts";
import { untilTruckMidnight } from "#app/domain/shared/clock.server.ts";
import { formatTruckDayAndTime } from "#app/domain/shared/dates.ts";
import { fill } from "#app/i18n/words.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { isDatabaseUnreachable, whenDatabaseUnreachable } from "#app/infra/db.server.ts";
import { requestMetUnreachableDatabase } from "#app/infra/db-command-count.server.ts";
import { databaseWriteGeneration } from "#app/infra/db-write-generation.server.ts";
import { cspNonceContext } from "#app/infra/request-context.server.ts";
import { hasSiteCookie } from "./cookie-names.ts";
import { matchesIfNoneMatch } from "./http-cache.server.ts";
import { bytesOfResponse } from "./response-bytes.server.ts";

/** Enough for every public page and API answer; query-string variants push out the oldest. */
const MAX_ENTRIES = 200;
/** The last good copies' bound in memory (the seeded site's pages and answers take about 1 MB). */
const MAX_LAST_GOOD_BYTES = 32 * 1024 * 1024;

type Entry = {
  generation: number;
  renderedAt: number;
  expiresAt: number;
  status: number;
  headers: [string, string][];
  etag: string;
  /** The body split where the CSP nonce was, so each reuse puts its own in between. */
  bodyParts: Buffer[];
};

const entries = new Map<string, Entry>();
/** Each answer's last good copy, by key, oldest first; and their bytes in all. */
const lastGood = new Map<string, Entry>();
let lastGoodBytes = 0;

/** A render under way: requests for the same answer wait for it, for a bounded time. */
type Turn = { startedAt: number; ended: Promise<void>; end(): void };
const rendering = new Map<string, Turn>();

/** Query parameters that only say where a visitor came from: no page reads them. */
const TRACKING_PARAMETER =
  /^(utm_\w+|fbclid|gclid|gclsrc|dclid|gbraid|wbraid|msclkid|igshid|igsh|mc_cid|mc_eid|ttclid|twclid|li_fat_id|yclid|srsltid|_ga|_gl)$/i;

/** The key an answer is kept under: the path and query, less tracking parameters. */
export function reuseKey(pathAndQuery: string): string {
  const queryStart = pathAndQuery.indexOf("?");
  if (queryStart === -1) return pathAndQuery;
  const query = new URLSearchParams(pathAndQuery.slice(queryStart + 1));
  for (const name of [...query.keys()]) if (TRACKING_PARAMETER.test(name)) query.delete(name);
  const rest = query.toString();
  return rest ? `${pathAndQuery.slice(0, queryStart)}?${rest}` : pathAndQuery.slice(0, queryStart);
}

/** The real-clock moment the answer being rendered changes by itself, if a loader said so. */
const changesByItselfContext = createContext<number | null>(null);

/**
 * For a loader whose answer changes by the clock alone before RESPONSE_CACHE_SECONDS are up (an
 * order link's pickup window opens or closes, issue 34): the answer is not reused past
 * `milliseconds` from now. Several calls for one answer: the soonest holds.
 */
export function answerChangesIn(context: Readonly<RouterContextProvider>, milliseconds: number): void {
  const moment = Date.now() + Math.max(0, milliseconds);
  const earlier = context.get(changesByItselfContext);
  if (earlier === null || moment < earlier) context.set(changesByItselfContext, moment);
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
    return {
      status: 304,
      headers: entry.headers.filter(([name]) => /^(cache-control|etag|vary)$/i.test(name)),
      body: null,
    };
  }
  const nonceBytes = Buffer.from(nonce, "latin1");
  const parts = entry.bodyParts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part]));
  return { status: entry.status, headers: entry.headers, body: Buffer.concat(parts) };
}

/**
 * The kept answer, as reusableAnswer; when there is none, either the first request for it (which
 * gets `rendered`, to call once its response is over, in case the render never reached the
 * middleware that ends its turn) or a later one, which waits for the first's answer at most
 * RESPONSE_REUSE_WAIT_MS and then takes it, or renders after all. So after a write or an expiry a
 * busy page is rendered once, not once per request, and no slow client holds the page for others.
 */
export async function reusableAnswerOrTurn(
  request: ReuseRequest,
  nonce: string,
): Promise<{ answer: ReusedAnswer | null; rendered?: () => void }> {
  const answer = reusableAnswer(request, nonce);
  if (answer || getConfig().responseCacheMs === 0 || !isAnonymousRead(request)) return { answer };
  const key = reuseKey(request.pathAndQuery);
  const underWay = rendering.get(key);
  // A turn older than the wait is as good as abandoned (its render never reached the middleware
  // and its client has not gone): this request takes a new one.
  const waitMs = underWay ? underWay.startedAt + getConfig().responseReuseWaitMs - Date.now() : 0;
  if (underWay && waitMs > 0) {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
    await Promise.race([underWay.ended, waited]);
    clearTimeout(timer);
    return { answer: reusableAnswer(request, nonce) };
  }
  let end = () => {};
  const turn: Turn = { startedAt: Date.now(), ended: new Promise<void>((resolve) => (end = resolve)), end: () => {} };
  turn.end = () => {
    if (rendering.get(key) === turn) rendering.delete(key);
    end();
  };
  rendering.set(key, turn);
  return { answer: null, rendered: turn.end };
}

/** Ends the render turn of `key`: its answer is now kept, or known not to be one to keep. */
function endTurn(key: string): void {
  rendering.get(key)?.end();
}

/**
 * Root middleware, outside httpCache (which sets Cache-Control and the ETag this relies on):
 * keeps the public answers to anonymous reads, for reusableAnswer and as last good copies; and
 * while the database cannot be reached, answers with the last good copy instead.
 */
export const responseCache: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { responseCacheMs, staleIfErrorMs } = getConfig();
  const url = new URL(request.url);
  const read: ReuseRequest = {
    method: request.method,
    pathAndQuery: url.pathname + url.search,
    header: (name) => request.headers.get(name),
  };
  if ((responseCacheMs === 0 && staleIfErrorMs === 0) || !isAnonymousRead(read)) return next();
  const key = reuseKey(read.pathAndQuery);
  const nonce = context.get(cspNonceContext);

  try {
    // The copy is only looked up here; its answer is built only when it is sent.
    const copy = lastGoodCopy(key);
    // Known to be down: the copy at once, rather than each visitor waiting out the timeout.
    if (copy && isDatabaseUnreachable()) return staleAnswer(copy, read, nonce);

    // Read before the loaders run: a write finishing while they do makes this answer stale at once.
    const generation = databaseWriteGeneration();
    // Likewise the truck's day: a render that began before midnight is of the day that ended.
    const dayEndsAt = Date.now() + untilTruckMidnight();
    const rendering = next();
    const response = copy ? await unlessUnreachable(rendering) : await rendering;
    // (A render is given up, null, only when there is a copy to answer with.)
    if (response === null || (copy && requestMetUnreachableDatabase())) return staleAnswer(copy!, read, nonce);
    const etag = response.headers.get("ETag");
    if (
      response.status !== 200 ||
      !etag ||
      !/\bpublic\b/.test(response.headers.get("Cache-Control") ?? "") ||
      requestMetUnreachableDatabase()
    ) {
      return response;
    }
    const { bytes: body, response: answer } = await bytesOfResponse(response);
    const now = Date.now();
    const entry: Entry = {
      generation,
      renderedAt: now,
      // Whichever comes first: the reuse window's end, the truck's midnight (after which the menu,
      // today's stops and sold-out marks read differently), or the moment a loader said the
      // answer changes by itself. (The truck's clock may be a test clock: only the time left
      // until midnight is taken from it.)
      expiresAt: Math.min(
        now + responseCacheMs,
        dayEndsAt,
        context.get(changesByItselfContext) ?? Number.POSITIVE_INFINITY,
      ),
      status: response.status,
      headers: [...response.headers],
      etag,
      bodyParts: splitAt(body, nonce),
    };
    if (responseCacheMs > 0 && entry.expiresAt > now) remember(key, entry);
    if (staleIfErrorMs > 0) keepAsLastGood(key, entry);
    return answer;
  } finally {
    endTurn(key);
  }
};

/**
 * The render's answer, or null if the database is found unreachable first (another request's
 * failure or the driver's heartbeat), so a visitor waits no longer than the first to find out.
 */
async function unlessUnreachable(rendering: Promise<Response>): Promise<Response | null> {
  let stop = () => {};
  const unreachable = new Promise<null>((resolve) => {
    stop = whenDatabaseUnreachable(() => resolve(null));
  });
  // An abandoned render still settles; its failure is not this visitor's.
  rendering.catch(() => {});
  try {
    return await Promise.race([rendering, unreachable]);
  } finally {
    stop();
  }
}

/** The last good copy of `key`, if one younger than STALE_IF_ERROR_SECONDS is kept. */
function lastGoodCopy(key: string): Entry | null {
  const entry = lastGood.get(key);
  const { staleIfErrorMs } = getConfig();
  return entry && staleIfErrorMs > 0 && Date.now() - entry.renderedAt <= staleIfErrorMs ? entry : null;
}

/**
 * A last good copy as this request's answer: with its nonce, an Age header, and on a page a line
 * saying when it was rendered.
 */
function staleAnswer(entry: Entry, request: ReuseRequest, nonce: string): Response {
  const ageMs = Date.now() - entry.renderedAt;
  const headers = new Headers(entry.headers);
  headers.set("Age", String(Math.floor(ageMs / 1000)));
  if (matchesIfNoneMatch(request.header("If-None-Match") ?? null, entry.etag)) {
    const kept = new Headers();
    for (const name of ["Cache-Control", "ETag", "Vary", "Age"]) {
      const value = headers.get(name);
      if (value) kept.set(name, value);
    }
    return new Response(null, { status: 304, headers: kept });
  }
  const nonceBytes = Buffer.from(nonce, "latin1");
  let body: Buffer = Buffer.concat(
    entry.bodyParts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part])),
  );
  if (/^text\/html\b/.test(headers.get("Content-Type") ?? "")) body = withStaleNotice(body, entry.renderedAt);
  headers.delete("Content-Length");
  return new Response(new Uint8Array(body), { status: entry.status, headers });
}

/**
 * The page with a line at the top of its body saying when it was rendered, in the page's language
 * (its `<html lang>`). It sits outside what React renders (React 19 passes over unexpected
 * elements at the body's start when it hydrates).
 */
function withStaleNotice(page: Buffer, renderedAt: number): Buffer {
  const html = page.toString("utf8");
  const bodyTag = /<body\b[^>]*>/.exec(html);
  if (!bodyTag) return page;
  const at = bodyTag.index + bodyTag[0].length;
  const language = /^<!DOCTYPE html><html lang="es"/i.test(html) ? "es" : "en";
  const when = formatTruckDayAndTime(new Date(renderedAt), language);
  const notice = `<p class="stale-copy-notice" role="status">${escapeHtml(fill(OUTAGE_WORDS[language].staleCopy, { when }))}</p>`;
  return Buffer.from(html.slice(0, at) + notice + html.slice(at), "utf8");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function keepAsLastGood(key: string, entry: Entry): void {
  const size = (kept: Entry) => kept.bodyParts.reduce((total, part) => total + part.byteLength, 0);
  const previous = lastGood.get(key);
  if (previous) {
    lastGood.delete(key);
    lastGoodBytes -= size(previous);
  }
  lastGood.set(key, entry);
  lastGoodBytes += size(entry);
  while (lastGood.size > MAX_ENTRIES || lastGoodBytes > MAX_LAST_GOOD_BYTES) {
    const [oldestKey, oldest] = lastGood.entries().next().value!;
    lastGood.delete(oldestKey);
    lastGoodBytes -= size(oldest);
  }
}

function isAnonymousRead(request: ReuseRequest): boolean {
  return (
    request.method === "GET" && !request.header("Authorization") && !hasSiteCookie(request.header("Cookie") ?? null)
  );
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
