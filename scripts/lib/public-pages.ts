// The public pages the specification gives, written here rather than read from the app, so that
// a page the sitemap or the server drops is noticed: by the benchmark, which measures each, and by
// the tests that check each one's answers.
export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/gallery",
  "/menu",
  "/popup-locations",
  "/catering-events",
  "/press",
  "/accessibility",
  "/privacy",
  "/review",
];

/** The same pages in Spanish (issue 48): each English path under /es, "/es" for the home page. */
export const SPANISH_PUBLIC_PAGES = PUBLIC_PAGES.map((path) => (path === "/" ? "/es" : `/es${path}`));
