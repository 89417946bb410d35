// Dates of the truck's own time zone, and every way the site writes a date. Events carry a date
// without a time zone, so "today" is what a clock in Santa Barbara County says, wherever the
// server runs; calendar dates (YYYY-MM-DD) are written in UTC so no time zone can move them by
// a day, and moments (a sign-in, a received enquiry) in the truck's time zone. Formatters are
// made once: building one costs far more than using it. Client-safe.
import { INTL_LOCALE, type Language } from "#app/i18n/language.ts";

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
  // Asked several times by each public page; the answer holds for the whole minute (time zone
  // offsets since 1883 are whole minutes), so the formatter runs once a minute.
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastToday.minute !== minute) lastToday = { minute, date: truckCalendarDate.format(now) };
  return lastToday.date;
}

let lastToday = { minute: Number.NaN, date: "" };

export function addDaysToIsoDate(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The weekday of a calendar date, in words: "2026-11-27" -> "Friday" ("viernes"). */
export function weekdayOf(isoDate: string, language: Language = "en"): string {
  return weekdayName(language).format(calendarDate(isoDate));
}

// The truck's offset from UTC at a moment, read from the time zone database ("GMT-08:00").
const truckOffset = new Intl.DateTimeFormat("en-US", { timeZone: TRUCK_TIME_ZONE, timeZoneName: "longOffset" });

function offsetMinutesAt(epochMs: number): number {
  const name =
    truckOffset.formatToParts(new Date(epochMs)).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * The moment a wall-clock time of the truck's time zone names: ("2026-11-27", "16:00") ->
 * 2026-11-28T00:00:00Z. Daylight saving is read from the time zone database, so the answer is
 * the same on a server or in a browser anywhere.
 */
export function truckMoment(isoDate: string, clock: string): number {
  const key = `${isoDate}T${clock}`;
  let moment = knownMoments.get(key);
  if (moment === undefined) {
    if (knownMoments.size >= MAX_KNOWN_MOMENTS) knownMoments.clear();
    moment = momentOf(isoDate, clock);
    knownMoments.set(key, moment);
  }
  return moment;
}

// Reading an offset from the time zone database is the costly part of a page's next stop (the
// profile: 4% of the home page's CPU), and the same few stops are asked for on every request.
const knownMoments = new Map<string, number>();
const MAX_KNOWN_MOMENTS = 5_000;

function momentOf(isoDate: string, clock: string): number {
  const [year, month, day] = isoDate.split("-").map(Number);
  const [hours, minutes] = clock.split(":").map(Number);
  const asUtc = Date.UTC(year!, month! - 1, day!, hours!, minutes!);
  const first = asUtc - offsetMinutesAt(asUtc) * 60_000;
  // Near a change of offset the first guess may sit on the other side of it.
  return asUtc - offsetMinutesAt(first) * 60_000;
}

/** The truck's UTC offset at a moment as ISO 8601 writes it: "-08:00". */
export function truckOffsetAt(epochMs: number): string {
  const minutes = offsetMinutesAt(epochMs);
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, "0")}:${String(absolute % 60).padStart(2, "0")}`;
}

const TRUCK_CLOCK = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: TRUCK_TIME_ZONE,
});

/** The truck's wall clock at a moment, "HH:MM" (24 hours). */
export function truckClockAt(epochMs: number): string {
  return TRUCK_CLOCK.format(epochMs);
}

/**
 * One formatter per language for the same options, made on first use: the Spanish ones cost
 * nothing to a process (or a browser) that never shows a Spanish page.
 */
function perLanguage(options: Intl.DateTimeFormatOptions): (language: Language) => Intl.DateTimeFormat {
  const made: Partial<Record<Language, Intl.DateTimeFormat>> = {};
  return (language) => {
    made[language] ??= new Intl.DateTimeFormat(INTL_LOCALE[language], options);
    return made[language];
  };
}
const calendarDay = (options: Intl.DateTimeFormatOptions) => perLanguage({ ...options, timeZone: "UTC" });
const shortDate = calendarDay({ month: "short", day: "numeric", year: "numeric" });
const longDate = calendarDay({ month: "long", day: "numeric", year: "numeric" });
const weekdayDate = calendarDay({ weekday: "long", month: "long", day: "numeric", year: "numeric" });
const weekdayName = calendarDay({ weekday: "long" });
const shortDay = calendarDay({ weekday: "short", month: "short", day: "numeric" });
const clockTime = calendarDay({ hour: "numeric", minute: "2-digit" });
const truckDay = perLanguage({ dateStyle: "medium", timeZone: TRUCK_TIME_ZONE });
const truckDayAndTime = perLanguage({ dateStyle: "medium", timeStyle: "short", timeZone: TRUCK_TIME_ZONE });

function calendarDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** Month-day-year (spec: event cards): "2026-11-27" -> "Nov 27, 2026" ("27 nov 2026"). */
export function formatEventDate(isoDate: string, language: Language = "en"): string {
  return shortDate(language).format(calendarDate(isoDate));
}

/** Long-form date (spec: press): "2026-03-14" -> "March 14, 2026" ("14 de marzo de 2026"). */
export function formatLongDate(isoDate: string, language: Language = "en"): string {
  return longDate(language).format(calendarDate(isoDate));
}

/** A short day with its weekday, for a list of dates: "2026-11-27" -> "Fri, Nov 27" ("vie, 27 de nov"). */
export function formatShortDay(isoDate: string, language: Language = "en"): string {
  return shortDay(language).format(calendarDate(isoDate));
}

/**
 * With the weekday, for a day someone plans around: "2026-12-05" -> "Saturday, December 5, 2026"
 * ("sábado, 5 de diciembre de 2026").
 */
export function formatDayWithWeekday(isoDate: string, language: Language = "en"): string {
  return weekdayDate(language).format(calendarDate(isoDate));
}

/**
 * A wall-clock time as the site writes times: "08:00" -> "8:00 AM", "17:45" -> "5:45 PM"; in
 * Spanish as es-US writes them, "5:45 p.m.".
 */
export function formatClockTime(clock: string, language: Language = "en"): string {
  const [hours = 0, minutes = 0] = clock.split(":").map(Number);
  if (language === "es") return clockTime(language).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** The day of a moment, as the truck's clock had it: "Nov 23, 2026". */
export function formatTruckDay(moment: string | Date, language: Language = "en"): string {
  return truckDay(language).format(new Date(moment));
}

/** A moment with its time, as the truck's clock had it: "Nov 23, 2026, 4:05 PM". */
export function formatTruckDayAndTime(moment: string | Date, language: Language = "en"): string {
  return truckDayAndTime(language).format(new Date(moment));
}
