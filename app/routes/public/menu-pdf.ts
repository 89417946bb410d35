// GET /menu/sando-truck-menu.pdf (and /es/menu/sando-truck-menu.pdf, in Spanish): the printable
// menu, built from the live menu and cached until it changes. The ETag lets browsers and caches
// revalidate with a cheap 304.

import { MENU_WORDS } from "#app/content/menu-words.ts";
import { getMenuPdf, MENU_PDF_FILENAME } from "#app/domain/menu/menu-pdf.server.ts";
import { languageOf } from "#app/i18n/language.ts";
import { isDatabaseUnavailableError } from "#app/infra/db.server.ts";
import { matchesIfNoneMatch, PUBLIC_CACHE_CONTROL } from "#app/web/http-cache.server.ts";
import type { Route } from "./+types/menu-pdf";

export async function loader({ request }: Route.LoaderArgs) {
  const language = languageOf(request);
  const pdf = await getMenuPdf(language).catch((error: unknown) => {
    if (!isDatabaseUnavailableError(error)) throw error;
    return null;
  });
  if (!pdf) {
    return new Response(MENU_WORDS[language].unavailable, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30", "Cache-Control": "no-store" },
    });
  }
  const headers = {
    ETag: pdf.etag,
    // Always revalidate: a menu edit must show in the next download, and a 304 costs little.
    "Cache-Control": PUBLIC_CACHE_CONTROL,
  };
  if (matchesIfNoneMatch(request.headers.get("If-None-Match"), pdf.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(pdf.body), {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${MENU_PDF_FILENAME}"`,
      "Content-Length": String(pdf.body.length),
    },
  });
}
