// /events.ics: the upcoming popup events as a calendar feed fans can subscribe to; a weekly
// event is one repeating entry (domain/events/calendar.ts). /es/events.ics is the same feed in
// Spanish words (the same UIDs, so a stop is one stop in either).

import { buildCalendar } from "#app/domain/events/calendar.ts";
import { listScheduledEvents } from "#app/domain/events/events.server.ts";
import { languageOf } from "#app/i18n/language.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { isDatabaseUnavailableError } from "#app/infra/db.server.ts";
import type { Route } from "./+types/events-ics";

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const events = await listScheduledEvents();
    const calendar = buildCalendar(events, { siteUrl: getConfig().siteUrl, language: languageOf(request) });
    return new Response(calendar, {
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
