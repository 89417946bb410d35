// The popup events as an iCalendar feed (RFC 5545) for /events.ics and /events/{id}.ics: CRLF
// line endings, lines folded at 75 octets, text escaped, times local to the truck
// (TRUCK_TIME_ZONE) when the event's free-text time can be read, otherwise all-day dates. A
// weekly event is one VEVENT with an RRULE from its first date, EXDATEs for skipped dates and a
// cancelled override (RECURRENCE-ID, STATUS:CANCELLED) for each cancelled date; its UID is the
// event's id, so it stays the same across edits. A date inside a closure (issue 33) is cancelled
// like one staff cancelled, with the closure's reason; SEQUENCE (the event's version and its
// closures', see events.server.ts) rises with every change so calendar apps take it. The Spanish
// feeds (/es/events.ics, issue 48) say the same stops with the same UIDs, in Spanish words around
// what staff typed. Server-only (the feeds' routes).
import { STOP_CALENDAR_WORDS } from "#app/content/stops-words.ts";
import { addDaysToIsoDate, TRUCK_TIME_ZONE, truckMoment } from "#app/domain/shared/dates.ts";
import { publicTextIn } from "#app/domain/shared/shown-text.ts";
import { type Language, pathIn } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { cancelledDates, type EventSchedule, reasonIn, seriesDates } from "./schedule.ts";
import { parseTimeRange } from "./time-range.ts";

export type CalendarEvent = EventSchedule & {
  id: string;
  title: string;
  address: string;
  time: string;
  description: string;
  /** Issue 49: the Spanish feed's title and description where they have it (null or absent: the English). */
  titleEs?: string | null;
  descriptionEs?: string | null;
  /** SEQUENCE of its VEVENTs; absent: 0. */
  sequence?: number;
};

/** Escapes TEXT values: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line into chunks of at most 75 octets, never splitting a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let currentBytes = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = "";
      currentBytes = 0;
    }
    current += character;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const compactDate = (isoDate: string) => isoDate.replace(/-/g, "");

function utcStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

// US Pacific time rules in force since 2007.
const PACIFIC_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TRUCK_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0800",
  "TZOFFSETTO:-0700",
  "TZNAME:PDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0700",
  "TZOFFSETTO:-0800",
  "TZNAME:PST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

export function buildCalendar(
  events: readonly CalendarEvent[],
  options: { siteUrl: string; now?: Date; language?: Language },
): string {
  const language = options.language ?? "en";
  const words = STOP_CALENDAR_WORDS[language];
  const host = new URL(options.siteUrl).hostname;
  const stamp = utcStamp(options.now ?? new Date());
  const page = `${options.siteUrl}${pathIn(language, "/popup-locations")}`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Sando Truck//Popup Locations//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(words.calendarName)}`,
    `X-WR-TIMEZONE:${TRUCK_TIME_ZONE}`,
    ...PACIFIC_TIMEZONE,
  ];
  for (const event of events) lines.push(...eventLines(event, host, stamp, page, language));
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** DTSTART/DTEND (or RECURRENCE-ID) of the event on `date`, local to the truck or all day. */
function whenLines(date: string, range: { start: string; end: string } | null): string[] {
  const day = compactDate(date);
  if (!range) {
    return [`DTSTART;VALUE=DATE:${day}`, `DTEND;VALUE=DATE:${compactDate(addDaysToIsoDate(date, 1))}`];
  }
  // An end before the start (a popup past midnight) ends on the next day.
  const endDay = range.end > range.start ? day : compactDate(addDaysToIsoDate(date, 1));
  return [
    `DTSTART;TZID=${TRUCK_TIME_ZONE}:${day}T${range.start}`,
    `DTEND;TZID=${TRUCK_TIME_ZONE}:${endDay}T${range.end}`,
  ];
}

/** How a date of the series is named in EXDATE and RECURRENCE-ID. */
function occurrenceId(date: string, range: { start: string } | null): string {
  return range ? `;TZID=${TRUCK_TIME_ZONE}:${compactDate(date)}T${range.start}` : `;VALUE=DATE:${compactDate(date)}`;
}

function eventLines(event: CalendarEvent, host: string, stamp: string, page: string, language: Language): string[] {
  const words = STOP_CALENDAR_WORDS[language];
  const range = parseTimeRange(event.time);
  const uid = `UID:${event.id}@${host}`;
  const title = publicTextIn(language, event.title, event.titleEs ?? null).text;
  const summary = fill(words.summary, { title });
  const cancelled = (text: string) => fill(words.cancelled, { text });
  const told = publicTextIn(language, event.description, event.descriptionEs ?? null).text;
  const description = range ? told : `${event.time}\n${told}`;
  const about = [`LOCATION:${escapeText(event.address)}`, `URL:${page}`];
  const weekly = event.repeat === "weekly" && event.repeat_until !== null;
  // Each reason in the feed's language where it has it, else as staff typed it (issue 49).
  const cancelledOnes = cancelledDates(event).map((date) => ({
    date: date.date,
    reason: reasonIn(date, language).text,
  }));
  const reasons = new Map(cancelledOnes.map(({ date, reason }) => [date, reason]));
  const sequence = `SEQUENCE:${event.sequence ?? 0}`;
  const lines = ["BEGIN:VEVENT", uid, `DTSTAMP:${stamp}`, sequence, ...whenLines(event.date, range)];
  if (weekly) {
    const last = seriesDates(event).at(-1)!;
    // With a local DTSTART, UNTIL is the last start in UTC (RFC 5545 3.3.10).
    const until = range
      ? utcStamp(new Date(truckMoment(last, `${range.start.slice(0, 2)}:${range.start.slice(2, 4)}`)))
      : compactDate(last);
    lines.push(`RRULE:FREQ=WEEKLY;UNTIL=${until}`);
    if (event.skip_dates.length > 0) {
      const prefix = range ? `EXDATE;TZID=${TRUCK_TIME_ZONE}:` : "EXDATE;VALUE=DATE:";
      lines.push(
        prefix +
          event.skip_dates.map((date) => (range ? `${compactDate(date)}T${range.start}` : compactDate(date))).join(","),
      );
    }
  } else if (reasons.has(event.date)) {
    lines.push("STATUS:CANCELLED");
  }
  const ownReason = !weekly ? reasons.get(event.date) : undefined;
  lines.push(
    `SUMMARY:${escapeText(ownReason !== undefined ? cancelled(summary) : summary)}`,
    ...about,
    `DESCRIPTION:${escapeText(ownReason !== undefined ? `${cancelled(ownReason)}\n${description}` : description)}`,
    "END:VEVENT",
  );
  if (weekly) {
    for (const { date, reason } of cancelledOnes) {
      lines.push(
        "BEGIN:VEVENT",
        uid,
        `DTSTAMP:${stamp}`,
        sequence,
        `RECURRENCE-ID${occurrenceId(date, range)}`,
        ...whenLines(date, range),
        "STATUS:CANCELLED",
        `SUMMARY:${escapeText(cancelled(summary))}`,
        ...about,
        `DESCRIPTION:${escapeText(`${cancelled(reason)}\n${description}`)}`,
        "END:VEVENT",
      );
    }
  }
  return lines;
}
