// /sitemap.xml: every public page (and the page of each photo the gallery shows) at its canonical address.

import { listShownGalleryPhotos } from "#app/domain/gallery/gallery.server.ts";
import { getConfig } from "#app/infra/config.server.ts";

export const PUBLIC_PATHS = [
  "/",
  "/menu",
  "/popup-locations",
  "/about",
  "/gallery",
  "/press",
  "/catering-events",
  "/accessibility",
] as const;

export async function loader() {
  const { siteUrl } = getConfig();
  const paths = [...PUBLIC_PATHS, ...(await listShownGalleryPhotos()).map((photo) => `/gallery/${photo.id}`)];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map(
      (path) =>
        `  <url><loc>${siteUrl}${path}</loc><changefreq>${path === "/popup-locations" ? "daily" : "weekly"}</changefreq><priority>${path === "/" ? "1.0" : path.startsWith("/gallery/") ? "0.3" : "0.8"}</priority></url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
