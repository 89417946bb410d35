// /robots.txt: everything public may be crawled; the staff portal and the API may not. Pages
// kept out of the index (the newsletter's, the unsubscribe links) say so themselves (noindex),
// which a crawler can only read if it may fetch them: they are not disallowed here.
import { getConfig } from "#app/infra/config.server.ts";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${getConfig().siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
