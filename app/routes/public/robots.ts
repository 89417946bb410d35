// /robots.txt: everything public may be crawled; the staff portal and the API may not.
import { getConfig } from "#app/infra/config.server.ts";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /newsletter",
    "",
    `Sitemap: ${getConfig().siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
