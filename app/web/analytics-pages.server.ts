// Which pages report to analytics and what they report (issue 43): nothing that leaves the site
// may carry a token or a personal query. Decided on the server from the route the request
// matched (React Router's `pattern`, e.g. "/gallery/:id"), never from the raw path, so a change
// of case or percent-encoding cannot slip past it, and the browser gets only the page's verdict.
// Deny by default: a page reports only when its route is on the list of public pages below; the
// portal, a client's quote and the newsletter's confirm, preferences and unsubscribe pages are
// not, nor any route added later until someone puts it here.

/** Public pages whose route pattern carries nothing personal (the 404 page as "/not-found"). */
const REPORTING_PAGES = new Map<string, string>([
  ["/", "/"],
  ["/about", "/about"],
  ["/gallery", "/gallery"],
  ["/gallery/:id", "/gallery/:id"],
  ["/menu", "/menu"],
  ["/popup-locations", "/popup-locations"],
  ["/stops/:id", "/stops/:id"],
  ["/catering-events", "/catering-events"],
  ["/press", "/press"],
  ["/accessibility", "/accessibility"],
  ["/privacy", "/privacy"],
  ["/review", "/review"],
  ["/newsletter", "/newsletter"],
  ["/*", "/not-found"],
]);

/** The only query parameters a hit keeps: where a visitor came from, never who they are. */
const KEPT_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign"];

/**
 * A language prefix in front of the routes: the Spanish pages' fixed `/es` (issue 48), or a
 * parameter (`/:lang/menu`, `/:lang?/menu`). The page is judged without it, so
 * `/es/newsletter/confirm` stays as silent as `/newsletter/confirm`, and reported with it.
 */
const LANGUAGE_PREFIX = /^\/(?::(?:lang|locale)\??|es)(?=\/|$)/;

/** A route pattern's language prefix and its public page (null where nothing may report it). */
function routeOf(pattern: string): { prefix: string; page: string | null } {
  // React Router joins the matched routes' paths without a leading slash ("gallery/:id").
  const route = `/${pattern}`.replace(/^\/+/, "/");
  const prefix = LANGUAGE_PREFIX.exec(route)?.[0] ?? "";
  return { prefix, page: REPORTING_PAGES.get(route.slice(prefix.length) || "/") ?? null };
}

/**
 * The public page of a route pattern in either language, as the Owner's numbers name it (issue
 * 51): "/menu", "/gallery/:id", "/not-found"; null for the portal and the personal pages.
 */
export function publicPageOf(pattern: string): string | null {
  return routeOf(pattern).page;
}

const PUBLIC_PAGES: ReadonlySet<string> = new Set(REPORTING_PAGES.values());

/** Whether `page` (say, what a form says it was on) is one of those public pages. */
export function isPublicPage(page: string): boolean {
  return PUBLIC_PAGES.has(page);
}

/** What the browser hands the analytics library for this page: its measurement id and the page as reported. */
export type AnalyticsPage = { measurementId: string; path: string; location: string };

/** The page as analytics may see it, or null where analytics must not load at all. */
export function analyticsPageOf(
  measurementId: string | null,
  pattern: string,
  url: URL,
  siteUrl: string,
): AnalyticsPage | null {
  if (!measurementId) return null;
  const { prefix, page } = routeOf(pattern);
  if (!page) return null;
  const path = `${prefix}${page === "/" && prefix ? "" : page}`;
  const kept = new URLSearchParams();
  for (const name of KEPT_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value.slice(0, 100));
  }
  const query = kept.size > 0 ? `?${kept}` : "";
  return { measurementId, path: `${path}${query}`, location: `${siteUrl}${path}${query}` };
}

/** The listed pages whose route has a parameter, each with the paths it matches ("/gallery/:id": "/gallery/3"). */
const PAGES_WITH_PARAMETERS = [...REPORTING_PAGES]
  .filter(([route]) => route.includes("/:"))
  .map(([route, page]) => ({ page, path: new RegExp(`^${route.replace(/:[^/]+/g, "[^/]+")}$`) }));

/**
 * The Owner's numbers (issue 51) count the same public pages, found from a request's path before
 * any route is matched (a reused answer is counted too): the page as reported without its
 * language, or null for any other path. A path that answers 404 is "/not-found", decided by the
 * answer's status, not here.
 */
export function reportedPageOfPath(path: string): string | null {
  const page = path.replace(LANGUAGE_PREFIX, "").replace(/\/+$/, "").toLowerCase() || "/";
  const known = REPORTING_PAGES.get(page);
  if (known && !page.includes(":") && page !== "/*") return known;
  // A page with a parameter counts as its route: every photo is the gallery's photo page.
  return PAGES_WITH_PARAMETERS.find(({ path }) => path.test(page))?.page ?? null;
}
