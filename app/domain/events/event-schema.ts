// The popup events as schema.org Events for search engines and assistants: one per upcoming date
// (a weekly event's next 12 weeks), its start and end in the truck's time zone when its hours can
// be read, cancelled dates marked EventCancelled. Only /popup-locations's loader calls it, so no
// page's JavaScript ships it. On a Spanish page (issue 48) the words around what staff typed are
// Spanish and each Event says `inLanguage: "es"`; the English page's Events are as they were.

import { BUSINESS } from "#app/content/site.ts";
import { STOP_CALENDAR_WORDS } from "#app/content/stops-words.ts";
import { addDaysToIsoDate, todayInTruckTimeZone, truckClockAt, truckOffsetAt } from "#app/domain/shared/dates.ts";
import type { Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { type Occurrence, reasonIn, stopHours, stopWindow } from "./schedule.ts";

type Json = Record<string, unknown>;

export type EventForSchema = {
  title: string;
  address: string;
  time: string;
  description: string;
  image: string;
  occurrences: readonly Occurrence[];
};

/** "2026-11-27" at "16:00" in the truck's time zone: "2026-11-27T16:00:00-08:00". */
function localDateTime(date: string, clock: string, moment: number): string {
  return `${date}T${clock}:00${truckOffsetAt(moment)}`;
}

/**
 * One schema.org Event per upcoming date of a popup event (a weekly one's next 12 weeks), with
 * its start and end in the truck's time zone when its hours can be read, and cancelled dates
 * marked EventCancelled.
 */
export function popupEventSchemas(
  siteUrl: string,
  event: EventForSchema,
  language: Language = "en",
  /** A stop running late today (the live status, issue 52): its day and how many minutes. */
  lateToday: { day: string; minutes: number } | null = null,
): Json[] {
  const words = STOP_CALENDAR_WORDS[language];
  const hours = stopHours(event.time);
  return event.occurrences.map((occurrence) => {
    const { startsAt, endsAt } = stopWindow(occurrence.date, hours);
    // A stop that ends before it starts ends after midnight.
    const endDate = hours && hours.end <= hours.start ? addDaysToIsoDate(occurrence.date, 1) : occurrence.date;
    const startDate = hours ? localDateTime(occurrence.date, hours.start, startsAt) : occurrence.date;
    // Running late today (issue 52): the same stop, later; search engines read it as rescheduled.
    const late =
      lateToday && lateToday.day === occurrence.date && hours && !occurrence.cancelled
        ? startsAt + lateToday.minutes * 60_000
        : null;
    return {
      "@context": "https://schema.org",
      "@type": "Event",
      ...(language === "en" ? {} : { inLanguage: language }),
      name: event.title,
      startDate:
        late === null ? startDate : localDateTime(todayInTruckTimeZone(new Date(late)), truckClockAt(late), late),
      ...(late === null ? {} : { previousStartDate: startDate }),
      ...(hours ? { endDate: localDateTime(endDate, hours.end, endsAt) } : {}),
      eventStatus: occurrence.cancelled
        ? "https://schema.org/EventCancelled"
        : late !== null
          ? "https://schema.org/EventRescheduled"
          : "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      description: occurrence.cancelled
        ? fill(words.cancelledDescription, {
            reason: reasonIn(occurrence, language).text,
            description: event.description,
          })
        : event.description,
      image: event.image ? (/^https?:/.test(event.image) ? event.image : `${siteUrl}${event.image}`) : undefined,
      location: { "@type": "Place", name: event.title, address: event.address },
      organizer: { "@type": "Organization", name: BUSINESS.name, url: `${siteUrl}/` },
      isAccessibleForFree: true,
    };
  });
}
