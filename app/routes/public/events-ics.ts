// /events.ics: the upcoming popup events as a calendar feed fans can subscribe to; a weekly
// event is one repeating entry (domain/events/calendar.ts).

import { buildCalendar } from "#app/domain/events/calendar.ts";
import { listScheduledEvents } from "#app/domain/events/events.server.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { isDatabaseUnavailableError } from "#app/infra/db.server.ts";

export async function loader() {
  try {
    const events = await listScheduledEvents();
    return new Response(buildCalendar(events, { siteUrl: getConfig().siteUrl }), {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="sando-truck-popups.ics"',
        "Cache-Control": "public, max-age=900",
      },
    });
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return new Response("Calendar temporarily unavailable", { status: 503, headers: { "Retry-After": "60" } });
  }
}
