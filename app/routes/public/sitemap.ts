// /sitemap.xml: every public page (and the page of each photo the gallery shows and of each stop
// with dates to come, issue 53) at its canonical
// address, in English and in Spanish, each with both as alternates (and x-default, the English),
// as search engines read a page's languages from a sitemap.

import { listUpcomingEvents } from "#app/domain/events/events.server.ts";
import { stopPagePath } from "#app/domain/events/stop-links.ts";
import { listShownGalleryPhotos } from "#app/domain/gallery/gallery.server.ts";
import { pathIn } from "#app/i18n/language.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { isDatabaseUnavailableError } from "#app/infra/db.server.ts";

export const PUBLIC_PATHS = [
  "/",
  "/menu",
  "/popup-locations",
  "/about",
  "/gallery",
  "/press",
  "/catering-events",
  "/accessibility",
  "/privacy",
  "/review",
] as const;

const changeFrequency = (path: string) =>
  path === "/popup-locations" || path.startsWith("/stops/") ? "daily" : "weekly";
const priority = (path: string) =>
  path === "/" ? "1.0" : path.startsWith("/gallery/") ? "0.3" : path.startsWith("/stops/") ? "0.6" : "0.8";

export async function loader() {
  const { siteUrl } = getConfig();
  const [photos, stops] = await Promise.all([
    listShownGalleryPhotos(),
    // The stops' pages are left out while the database cannot be read: the rest still answers.
    listUpcomingEvents().catch((error: unknown) => {
      if (isDatabaseUnavailableError(error)) return [];
      throw error;
    }),
  ]);
  const paths = [
    ...PUBLIC_PATHS,
    ...photos.map((photo) => `/gallery/${photo.id}`),
    ...stops.map((stop) => stopPagePath(stop.id)),
  ];
  const entry = (path: string, loc: string) =>
    [
      `  <url><loc>${loc}</loc>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${siteUrl}${path}"/>`,
      `<xhtml:link rel="alternate" hreflang="es" href="${siteUrl}${pathIn("es", path)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}${path}"/>`,
      `<changefreq>${changeFrequency(path)}</changefreq><priority>${priority(path)}</priority></url>`,
    ].join("");
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.flatMap((path) => [entry(path, `${siteUrl}${path}`), entry(path, `${siteUrl}${pathIn("es", path)}`)]),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
