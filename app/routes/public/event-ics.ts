// /events/{id}.ics: one popup event for a visitor's calendar ("Add to calendar"): a weekly one
// with all its dates, skipped ones left out and cancelled ones marked.
import { getConfig } from "#app/infra/config.server.ts";
import { isDatabaseUnavailableError } from "#app/infra/db.server.ts";
import { buildCalendar } from "#app/domain/events/calendar.ts";
import { findScheduledEvent } from "#app/domain/events/events.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import type { Route } from "./+types/event-ics";

export async function loader({ params }: Route.LoaderArgs) {
  try {
    const event = await findScheduledEvent(params.id);
    return new Response(buildCalendar([event], { siteUrl: getConfig().siteUrl }), {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="sando-truck-${event.id}.ics"`,
        "Cache-Control": "public, max-age=900",
      },
    });
  } catch (error) {
    if (error instanceof Refusal) {
      return new Response(notFoundPage(error.message), {
        status: error.status,
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    }
    if (!isDatabaseUnavailableError(error)) throw error;
    return new Response("Calendar temporarily unavailable", { status: 503, headers: { "Retry-After": "60" } });
  }
}

/** A person who follows a stale "Add to calendar" link gets a page, not a bare error. */
function notFoundPage(message: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${message} | Sando Truck</title></head>
<body><main class="error-page"><h1>${message}</h1><p role="alert">This stop is no longer on the schedule.</p>
<p><a href="/popup-locations">See where the truck is next</a></p></main></body></html>`;
}
