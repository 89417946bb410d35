// Dates of the truck's own time zone, and every way the site writes a date. Events carry a date
// without a time zone, so "today" is what a clock in Santa Barbara County says, wherever the
// server runs; calendar dates (YYYY-MM-DD) are written in UTC so no time zone can move them by
// a day, and moments (a sign-in, a received enquiry) in the truck's time zone. Formatters are
// made once: building one costs far more than using it. Client-safe.
export const TRUCK_TIME_ZONE = "America/Los_Angeles";

// en-CA formats as YYYY-MM-DD. Made once: a formatter costs far more to build than to use.
const truckCalendarDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: TRUCK_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date as YYYY-MM-DD in the truck's time zone. */
export function todayInTruckTimeZone(now: Date = new Date()): string {
  return truckCalendarDate.format(now);
}

export function addDaysToIsoDate(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const calendarDay = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
const shortDate = calendarDay({ month: "short", day: "numeric", year: "numeric" });
const longDate = calendarDay({ month: "long", day: "numeric", year: "numeric" });
const weekdayDate = calendarDay({ weekday: "long", month: "long", day: "numeric", year: "numeric" });
const truckDay = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: TRUCK_TIME_ZONE });
const truckDayAndTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: TRUCK_TIME_ZONE });

function calendarDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** Month-day-year (spec: event cards): "2026-11-27" -> "Nov 27, 2026". */
export function formatEventDate(isoDate: string): string {
  return shortDate.format(calendarDate(isoDate));
}

/** Long-form date (spec: press): "2026-03-14" -> "March 14, 2026". */
export function formatLongDate(isoDate: string): string {
  return longDate.format(calendarDate(isoDate));
}

/** With the weekday, for a day someone plans around: "2026-12-05" -> "Saturday, December 5, 2026". */
export function formatDayWithWeekday(isoDate: string): string {
  return weekdayDate.format(calendarDate(isoDate));
}

/** The day of a moment, as the truck's clock had it: "Nov 23, 2026". */
export function formatTruckDay(moment: string | Date): string {
  return truckDay.format(new Date(moment));
}

/** A moment with its time, as the truck's clock had it: "Nov 23, 2026, 4:05 PM". */
export function formatTruckDayAndTime(moment: string | Date): string {
  return truckDayAndTime.format(new Date(moment));
}
