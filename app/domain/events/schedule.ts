// When a popup event happens. A one-off event is on its date; a weekly one on its date and every
// seventh day after it until `repeat_until`. A skipped date does not happen and is not shown; a
// cancelled date is shown as cancelled, with its reason, until it passes. A date inside a closure
// (issue 33) reads as cancelled with the closure's reason, unless staff cancelled it themselves
// (their reason stands); nothing is written to the event, so a closure deleted or shortened gives
// its dates back by itself. Pure and client-safe: the API, the pages, the feeds and the portal all
// read an event's dates from here.
import type { DateClosure } from "#app/domain/closures/closures.ts";
import { addDaysToIsoDate, formatClockTime, truckMoment } from "#app/domain/shared/dates.ts";
import { publicTextIn, type ShownText } from "#app/domain/shared/shown-text.ts";
import type { Language } from "#app/i18n/language.ts";
import { parseTimeRange } from "./time-range.ts";

export const REPEATS = ["none", "weekly"] as const;
export type Repeat = (typeof REPEATS)[number];
/** `reason_es` (issue 49): the reason's Spanish, "" (or absent) while it has none. */
export type Cancellation = { date: string; reason: string; reason_es?: string | null };

export type EventSchedule = {
  date: string;
  repeat: Repeat;
  repeat_until: string | null;
  skip_dates: readonly string[];
  cancellations: readonly Cancellation[];
  /** The closures that may cover its dates (none: the event's own dates only). */
  closures?: readonly DateClosure[];
};

/** A date of the event; a cancelled one says why, and in Spanish (`reasonEs`, issue 49) when it can. */
export type Occurrence = { date: string; cancelled: boolean; reason: string; reasonEs: string | null };

/** Why a date does not go ahead: its reason and that reason's Spanish (null while it has none). */
type Why = Pick<Occurrence, "reason" | "reasonEs">;

/** A date's reason on a page in `language`: its Spanish, or the English, marked English on a Spanish page. */
export function reasonIn(why: Why, language: Language): ShownText {
  return publicTextIn(language, why.reason, why.reasonEs);
}

/** How far ahead a weekly event's dates are listed (API, page, structured data). */
export const OCCURRENCE_WEEKS = 12;
/** A series runs at most this long after its first date. */
export const MAX_SERIES_YEARS = 1;

/** The last day a series that starts on `date` may run to: the same day a year later. */
export function lastAllowedRepeatDate(date: string): string {
  const [year, month, day] = date.split("-");
  const sameDayNextYear = `${Number(year) + MAX_SERIES_YEARS}-${month}-${day}`;
  // 29 February has no twin the next year: the 28th is the last day.
  return sameDayNextYear.endsWith("-02-29") ? sameDayNextYear.replace(/29$/, "28") : sameDayNextYear;
}

/** Every date of the event, skipped ones included, in order. */
export function seriesDates(schedule: Pick<EventSchedule, "date" | "repeat" | "repeat_until">): string[] {
  if (schedule.repeat !== "weekly" || !schedule.repeat_until) return [schedule.date];
  const dates: string[] = [];
  for (let date = schedule.date; date <= schedule.repeat_until; date = addDaysToIsoDate(date, 7)) dates.push(date);
  return dates;
}

/**
 * Why each of the event's dates does not go ahead (skipped ones aside): staff's own cancellation
 * first, then a closure over it (named, for the feeds); a date it lacks goes ahead.
 */
function cancellationsOf(schedule: EventSchedule): (date: string) => (Why & { closure: DateClosure | null }) | null {
  const own = new Map(schedule.cancellations.map((cancellation) => [cancellation.date, cancellation]));
  return (date) => {
    const cancellation = own.get(date);
    if (cancellation)
      return { reason: cancellation.reason, reasonEs: cancellation.reason_es?.trim() || null, closure: null };
    const closure = schedule.closures?.find((candidate) => candidate.starts_on <= date && date <= candidate.ends_on);
    return closure ? { reason: closure.reason, reasonEs: closure.reasonEs ?? null, closure } : null;
  };
}

/** The dates that happen from `today` on (cancelled ones included), each with its state. */
function occurrencesFrom(schedule: EventSchedule, today: string): Occurrence[] {
  const skipped = new Set(schedule.skip_dates);
  const cancelledOn = cancellationsOf(schedule);
  return seriesDates(schedule)
    .filter((date) => date >= today && !skipped.has(date))
    .map((date) => {
      const why = cancelledOn(date);
      return { date, cancelled: why !== null, reason: why?.reason ?? "", reasonEs: why?.reasonEs ?? null };
    });
}

/**
 * Every cancelled date of the event (not skipped), staff's and those inside a closure, in order:
 * what the calendar feeds mark STATUS:CANCELLED. A closure's date names the closure it came from.
 */
export type CancelledDate = Why & { date: string; closure: DateClosure | null };

export function cancelledDates(schedule: EventSchedule): CancelledDate[] {
  const skipped = new Set(schedule.skip_dates);
  const cancelledOn = cancellationsOf(schedule);
  return seriesDates(schedule).flatMap((date): CancelledDate[] => {
    const why = skipped.has(date) ? null : cancelledOn(date);
    return why ? [{ date, ...why }] : [];
  });
}

/**
 * What the public sees of an event's dates on `today`: a one-off event's date (if it has not
 * passed), a weekly event's dates in the next 12 weeks; skipped dates left out.
 */
export function upcomingOccurrences(schedule: EventSchedule, today: string): Occurrence[] {
  const occurrences = occurrencesFrom(schedule, today);
  if (schedule.repeat !== "weekly") return occurrences;
  const end = addDaysToIsoDate(today, OCCURRENCE_WEEKS * 7);
  return occurrences.filter((occurrence) => occurrence.date < end);
}

/** Every date from `today` on, skipped and cancelled ones included (a weekly one's next 12 weeks): what staff can change. */
export function upcomingSeriesDates(
  schedule: Pick<EventSchedule, "date" | "repeat" | "repeat_until">,
  today: string,
): string[] {
  const end = addDaysToIsoDate(today, OCCURRENCE_WEEKS * 7);
  return seriesDates(schedule).filter((date) => date >= today && (schedule.repeat !== "weekly" || date < end));
}

/** The event's next date that is not skipped, from `today` on; null once none is left. */
export function nextDate(schedule: EventSchedule, today: string): string | null {
  return occurrencesFrom(schedule, today)[0]?.date ?? null;
}

/** "Every Friday" for a weekly event. */
export function repeatLabel(weekday: string): string {
  return `Every ${weekday}`;
}

/** An event's hours read from its time text ("4:00 PM - 9:00 PM"), or null when unreadable. */
export type StopHours = { start: string; end: string; startText: string; endText: string };

export function stopHours(time: string): StopHours | null {
  const range = parseTimeRange(time);
  if (!range) return null;
  const [startText, endText] = time.split(/\s*[-–—]\s*|\s+to\s+/i).map((part) => part.trim());
  const clock = (compact: string) => `${compact.slice(0, 2)}:${compact.slice(2, 4)}`;
  return { start: clock(range.start), end: clock(range.end), startText: startText!, endText: endText! };
}

/**
 * An event's hours as a page in `language` shows them: in English as staff typed them; in
 * Spanish re-formatted as es-US writes times ("4:00 p.m. - 9:00 p.m.") when they can be read,
 * else as typed (`typed`: the page marks it as English). `startText`/`endText` are the hours'
 * ends in the same words (null when unreadable), for "Open now, until …".
 */
export type StopTime = { text: string; startText: string | null; endText: string | null; typed: boolean };

export function stopTimeIn(time: string, language: Language, hours: StopHours | null = stopHours(time)): StopTime {
  if (!hours) return { text: time, startText: null, endText: null, typed: true };
  if (language === "en") return { text: time, startText: hours.startText, endText: hours.endText, typed: true };
  const startText = formatClockTime(hours.start, language);
  const endText = formatClockTime(hours.end, language);
  return { text: `${startText} - ${endText}`, startText, endText, typed: false };
}

/**
 * The moments a stop on `date` starts and ends, in the truck's time zone; a stop whose end is
 * before its start runs past midnight. Unreadable hours: the whole day.
 */
export function stopWindow(date: string, hours: StopHours | null): { startsAt: number; endsAt: number } {
  if (!hours) return { startsAt: truckMoment(date, "00:00"), endsAt: truckMoment(addDaysToIsoDate(date, 1), "00:00") };
  const endDate = hours.end > hours.start ? date : addDaysToIsoDate(date, 1);
  return { startsAt: truckMoment(date, hours.start), endsAt: truckMoment(endDate, hours.end) };
}
