// The Owner's numbers (issue 51): which requests are a visitor looking at a page, decided here,
// before the response reuse, so an answer served again is counted like one rendered. Counted: a
// GET of a public page (the list analytics reports, app/web/analytics-pages.server.ts) that
// answers 200 (404: the not-found page), as a document or as the `.data` request of a navigation
// with JavaScript; and downloads of the PDF menu. Not counted: HEAD and other methods, prefetches,
// the `.data` request that reloads the page already shown (after a form post), staff pages,
// robots. Nothing is set on the response: no cookie, no script.
import type { Request, RequestHandler, Response } from "express";
import { isbot } from "isbot";
import { NUMBERS_KINDS } from "#app/domain/numbers/numbers.ts";
import { countOne, countVisit } from "#app/domain/numbers/tally.server.ts";
import { reportedPageOfPath } from "#app/web/analytics-pages.server.ts";

const DATA_SUFFIX = /(?:\/_)?\.data$/;
const MENU_PDF = /^(\/es)?\/menu\/sando-truck-menu\.pdf$/i;
/** Browsers' "this is a phone" in their agent: iPhones, Android phones and others that say Mobile. */
const PHONE_AGENT = /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone/i;

/** A prefetch says so (Chrome: Sec-Purpose, older: Purpose; Firefox: X-Moz). */
function isPrefetch(request: Request): boolean {
  const purpose = request.get("Sec-Purpose") ?? request.get("Purpose") ?? request.get("X-Moz") ?? "";
  return purpose.toLowerCase().includes("prefetch");
}

/** The page's own address of a `.data` request: `/menu.data` is `/menu`, `/_.data` (a path ending in a slash) is `/`. */
function pageAddress(path: string): string {
  return path.replace(DATA_SUFFIX, "") || "/";
}

/** Where a request came from, by its Referer: a page of this site, another site's host, or not known. */
function referrerOf(request: Request): { page: URL } | { otherSite: string } | null {
  const referrer = request.get("Referer");
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return url.host === request.get("Host") ? { page: url } : { otherSite: url.hostname.toLowerCase() };
}

/**
 * A `.data` GET whose page is the one the browser already shows (its same-origin Referer, query
 * included): React Router reloading the page's data after a form post, not a navigation.
 */
function isRevalidation(request: Request, url: URL): boolean {
  const referrer = referrerOf(request);
  if (!referrer || !("page" in referrer)) return false;
  const from = referrer.page;
  const query = new URLSearchParams(url.search);
  query.delete("_routes");
  return (
    from.pathname === pageAddress(url.pathname) && new URLSearchParams(from.search).toString() === query.toString()
  );
}

function utmOf(query: URLSearchParams, name: string): string | null {
  const value = query.get(name)?.trim().toLowerCase();
  return value ? value : null;
}

/** Counts what it should when the answer is sent; `counting` false leaves every request alone. */
export function visitCounting(counting: boolean): RequestHandler {
  return (request, response, next) => {
    if (!counting || request.method !== "GET") return next();
    const path = request.path;
    // The cheap refusals first: most requests are for staff pages, the API or files.
    if (path.startsWith("/admin") || path.startsWith("/api/") || path.startsWith("/assets/")) return next();
    const agent = request.get("User-Agent") ?? "";
    if (MENU_PDF.test(path)) {
      if (!isPrefetch(request) && agent && !isbot(agent)) whenSent(response, 200, () => countDownload(path));
      return next();
    }
    const isData = DATA_SUFFIX.test(path);
    const page = reportedPageOfPath(isData ? pageAddress(path) : path);
    if (page === null && !maybeNotFound(path)) return next();
    if (!agent || isbot(agent) || isPrefetch(request)) return next();
    // Parsed only when there is something to read in it: a query, or a `.data` request's page.
    const url = isData || request.originalUrl.includes("?") ? new URL(request.originalUrl, "http://site") : null;
    if (isData && url && isRevalidation(request, url)) return next();
    const language = /^\/es(?:\/|\.data$|$)/i.test(path) ? "es" : "en";
    response.once("finish", () => {
      const shown = response.statusCode === 200 ? page : response.statusCode === 404 ? "/not-found" : null;
      if (shown === null) return;
      countVisit({
        page: shown,
        language,
        device: PHONE_AGENT.test(agent) ? "phone" : "desktop",
        address: request.ip ?? "",
        agent,
        referrer: isData ? null : otherSiteOf(referrerOf(request)),
        utm: {
          source: url && utmOf(url.searchParams, "utm_source"),
          medium: url && utmOf(url.searchParams, "utm_medium"),
          campaign: url && utmOf(url.searchParams, "utm_campaign"),
        },
      });
    });
    next();
  };
}

function otherSiteOf(referrer: ReturnType<typeof referrerOf>): string | null {
  return referrer && "otherSite" in referrer ? referrer.otherSite : null;
}

/** Paths that could be the not-found page: anything without a file's extension (a `.data` request included). */
function maybeNotFound(path: string): boolean {
  return DATA_SUFFIX.test(path) || !/\.[a-z0-9]{1,5}$/i.test(path);
}

function whenSent(response: Response, status: number, count: () => void): void {
  response.once("finish", () => {
    if (response.statusCode === status) count();
  });
}

function countDownload(path: string): void {
  countOne(NUMBERS_KINDS.download, `menu-pdf|${path.toLowerCase().startsWith("/es/") ? "es" : "en"}`);
}
