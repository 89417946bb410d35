// Stops as the public pages show them (/popup-locations, and a stop's own page, issue 53): each
// card drawn on the server with its order links now, its Google Calendar link, its live status
// and its dates in the page's language, and the stops' structured data. Drawn here so the
// browser's bundle carries none of these rules (the public JavaScript budget).

import { STOP_CALENDAR_WORDS } from "#app/content/stops-words.ts";
import { popupEventSchemas } from "#app/domain/events/event-schema.ts";
import type { PublicEvent } from "#app/domain/events/events.server.ts";
import { stopTimeIn } from "#app/domain/events/schedule.ts";
import { googleCalendarUrl } from "#app/domain/events/stop-links.ts";
import { todaysLiveStatusesOrNone } from "#app/domain/live-status/live-status.server.ts";
import { type LiveStatus, shownLiveStatus } from "#app/domain/live-status/live-status.ts";
import { firstChange, orderLinksAt, stopTimesOf } from "#app/domain/order-links/order-links.server.ts";
import { formatEventDate, formatShortDay, todayInTruckTimeZone, weekdayOf } from "#app/domain/shared/dates.ts";
import { publicTextIn } from "#app/domain/shared/shown-text.ts";
import type { ShownEvent } from "#app/domain/stop-cards/shown-event.ts";
import type { Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { publicBusinessOf } from "./public-business.server.ts";
import { answerChangesIn } from "./response-cache.server.ts";

type RequestContext = Parameters<typeof publicBusinessOf>[0];

export type ShownStops = {
  events: ShownEvent[];
  /** The stops' Event structured data (a weekly stop's dates each). */
  schema: ReturnType<typeof popupEventSchemas>;
  /** Today's live statuses, by stop (issue 52). */
  live: Map<string, LiveStatus>;
};

/**
 * How stops are drawn for a page in `language` at `now`: what it reads (the business's order
 * links, today's live statuses) is read at once, beside the page's own reads; the answer is
 * reused no later than its order links change.
 */
export async function stopDrawing(options: {
  context: RequestContext;
  language: Language;
  now: Date;
}): Promise<(list: readonly PublicEvent[]) => ShownStops> {
  const { context, language, now } = options;
  const [orderLinksNow, live] = await Promise.all([
    publicBusinessOf(context).then((read) => orderLinksAt(now, read, language)),
    todaysLiveStatusesOrNone(now),
  ]);
  return (list) => drawn(list, { context, language, now, orderLinksNow, live });
}

function drawn(
  list: readonly PublicEvent[],
  options: {
    context: RequestContext;
    language: Language;
    now: Date;
    orderLinksNow: ReturnType<typeof orderLinksAt>;
    live: Map<string, LiveStatus>;
  },
): ShownStops {
  const { context, language, now, orderLinksNow, live } = options;
  // Each card's order links: its pickup page only from an hour before one of its stops until it ends.
  const drawings = list.map((event) => orderLinksNow.draw(stopTimesOf(event)));
  const changesAt = firstChange(drawings);
  if (changesAt !== null) answerChangesIn(context, changesAt - now.getTime());
  const summary = STOP_CALENDAR_WORDS[language].summary;
  const events = list.map(({ titleEs, descriptionEs, ...event }, index): ShownEvent => {
    // What staff typed, in the page's language where it has it (issue 49), else marked English.
    const title = publicTextIn(language, event.title, titleEs);
    const description = publicTextIn(language, event.description, descriptionEs);
    const shown = { ...event, title: title.text, description: description.text };
    return {
      ...shown,
      ...(title.lang ? { titleLang: title.lang } : {}),
      ...(description.lang ? { descriptionLang: description.lang } : {}),
      orderLinks: drawings[index]?.links ?? [],
      // Where the truck is right now (issue 52), said by staff for today's stop.
      live: live.has(event.id) ? shownLiveStatus(live.get(event.id)!, language) : null,
      googleCalendarUrl: googleCalendarUrl(shown, event.date, fill(summary, { title: title.text })),
      shownTime: stopTimeIn(event.time, language),
      shownDate: formatEventDate(event.date, language),
      shownWeekday: weekdayOf(event.date, language),
      occurrences: event.occurrences.map((occurrence) => ({
        ...occurrence,
        shownDay: formatShortDay(occurrence.date, language),
      })),
    };
  });
  // The structured data too: its rules and the business's facts stay on the server.
  const today = todayInTruckTimeZone(now);
  const schema = events.flatMap((event) => {
    const status = live.get(event.id);
    const late = status?.state === "late" && status.minutes ? { day: today, minutes: status.minutes } : null;
    return popupEventSchemas(getConfig().siteUrl, event, language, late);
  });
  return { events, schema, live };
}
