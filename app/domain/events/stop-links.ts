// Links that take a stop elsewhere: directions in the visitor's map app, the stop in their
// calendar (our .ics file, or Google Calendar's "add event" page). Plain links, so they work
// without JavaScript. Client-safe.
import { addDaysToIsoDate, TRUCK_TIME_ZONE } from "#app/domain/shared/dates.ts";
import { type Language, pathIn } from "#app/i18n/language.ts";
import { type EventSchedule, seriesDates } from "./schedule.ts";
import { parseTimeRange } from "./time-range.ts";

/** A maps search for the address: opens Google Maps, or the phone's map app that handles it. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** A stop's own page (issue 53), in the page's language. */
export function stopPagePath(id: string, language: Language = "en"): string {
  return pathIn(language, `/stops/${encodeURIComponent(id)}`);
}

/** The newsletter page with only "Changes to upcoming stops" ticked (issue 53). */
export function followStopChangesPath(language: Language = "en"): string {
  return `${pathIn(language, "/newsletter")}?topic=stop-changes`;
}

/** Our own iCalendar file of one event (every date of a weekly one), in the page's language. */
export function eventCalendarPath(id: string, language: Language = "en"): string {
  return pathIn(language, `/events/${encodeURIComponent(id)}.ics`);
}

const compact = (isoDate: string) => isoDate.replace(/-/g, "");

/**
 * Google Calendar's page for adding the event, filled in: its next date (or first, for a
 * series) with the truck's local hours, and for a weekly event the same weekly rule. `text` is
 * its title in the page's language ("Sando Truck: Harbor Stop").
 */
export function googleCalendarUrl(
  event: Pick<EventSchedule, "repeat" | "repeat_until"> & {
    title: string;
    address: string;
    time: string;
    description: string;
  },
  startDate: string,
  text: string,
): string {
  const range = parseTimeRange(event.time);
  let dates: string;
  if (range) {
    const endDate = range.end > range.start ? startDate : addDaysToIsoDate(startDate, 1);
    dates = `${compact(startDate)}T${range.start}/${compact(endDate)}T${range.end}`;
  } else {
    dates = `${compact(startDate)}/${compact(addDaysToIsoDate(startDate, 1))}`;
  }
  const parameters = new URLSearchParams({
    action: "TEMPLATE",
    text,
    dates,
    ctz: TRUCK_TIME_ZONE,
    location: event.address,
    details: range ? event.description : `${event.time}\n${event.description}`,
  });
  if (event.repeat === "weekly" && event.repeat_until) {
    const last = seriesDates({ date: startDate, repeat: "weekly", repeat_until: event.repeat_until }).at(-1)!;
    parameters.set("recur", `RRULE:FREQ=WEEKLY;UNTIL=${compact(last)}`);
  }
  return `https://calendar.google.com/calendar/render?${parameters}`;
}
