// /admin/events/:id/sign.pdf: a stop's printed sign (issue 53), for Staff and Owners (the table of
// rights), as a download: one US Letter sheet in English and Spanish with its two codes. Drawn
// each time (a sheet is printed now and then, and the stop may have changed); never kept.
import { findEvent } from "#app/domain/events/events.server.ts";
import { spanishOrNull } from "#app/domain/shared/spanish-texts.ts";
import { buildStopSignPdf } from "#app/domain/signs/sign-pdf.server.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { loadOrRefuse } from "#app/web/refusal.server.ts";
import type { Route } from "./+types/event-sign-pdf";

const LOAD_FAILED = "The stop could not be loaded for its sign. Please try again.";

export async function loader({ params }: Route.LoaderArgs) {
  const event = await loadOrRefuse(LOAD_FAILED, () => findEvent(params.id));
  const pdf = await buildStopSignPdf(
    {
      id: event.id,
      title: event.title,
      titleEs: spanishOrNull(event, "title"),
      address: event.address,
      date: event.date,
      time: event.time,
      repeat: event.repeat,
    },
    getConfig().siteUrl,
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="sando-truck-sign-${event.id}.pdf"`,
      "Cache-Control": "no-store",
    },
  });
}
