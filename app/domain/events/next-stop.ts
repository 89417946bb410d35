// "Where is the truck?": the soonest stop across all events that has not ended, with a status
// read in the truck's time zone ("Open now, until 9:00 PM", "Today from 4:00 PM"), and today's
// stop if it was cancelled. The server lists the next few stops as moments (milliseconds since
// 1970), so the page computes the same answer on the server and in any browser, whatever its
// time zone, and again as time passes. Pure and client-safe: the page's words for the status
// come with its data (issue 48), so neither language is in the JavaScript.
import { NEXT_STOP_STATUS } from "#app/content/messages.ts";
import { formatDayWithWeekday, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { publicTextIn } from "#app/domain/shared/shown-text.ts";
import type { Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { type Occurrence, reasonIn, stopHours, stopTimeIn, stopWindow } from "./schedule.ts";

export type Stop = {
  eventId: string;
  /** In the page's language when it has it (issue 49); `titleLang` "en" where it fell back to English. */
  title: string;
  titleLang?: "en";
  address: string;
  date: string;
  /** "Friday, November 27, 2026" ("viernes, 27 de noviembre de 2026") */
  dateLabel: string;
  /** The hours as the page's language shows them (schedule.ts's stopTimeIn). */
  time: string;
  /** `time` is as staff typed it, in English (a Spanish page marks it so). */
  timeTyped: boolean;
  startsAt: number;
  endsAt: number;
  /** What the event's time text says about its hours; null when it cannot be read. */
  startText: string | null;
  endText: string | null;
  cancelled: boolean;
  /** Why it is cancelled, in the page's language when it can be; `reasonLang` "en" where it fell back to English. */
  reason: string;
  reasonLang?: "en";
};

export type StopSource = {
  id: string;
  title: string;
  /** Its Spanish (issue 49; null or absent while it has none). */
  titleEs?: string | null;
  address: string;
  time: string;
  occurrences: readonly Occurrence[];
};

function shownReason(occurrence: Occurrence, language: Language): Pick<Stop, "reason" | "reasonLang"> {
  const { text, lang } = reasonIn(occurrence, language);
  return lang ? { reason: text, reasonLang: lang } : { reason: text };
}

/** How many stops the page carries, so that it can move on to the next ones as time passes. */
export const STOPS_CARRIED = 8;

/** The stops of every event that have not ended at `now`, soonest first, in the words of `language`. */
export function upcomingStops(
  events: readonly StopSource[],
  now: number,
  limit = STOPS_CARRIED,
  language: Language = "en",
): Stop[] {
  const stops: Stop[] = [];
  for (const event of events) {
    const hours = stopHours(event.time);
    const time = stopTimeIn(event.time, language, hours);
    const title = publicTextIn(language, event.title, event.titleEs ?? null);
    for (const occurrence of event.occurrences) {
      const { startsAt, endsAt } = stopWindow(occurrence.date, hours);
      if (endsAt <= now) continue;
      stops.push({
        eventId: event.id,
        title: title.text,
        ...(title.lang ? { titleLang: title.lang } : {}),
        address: event.address,
        date: occurrence.date,
        dateLabel: formatDayWithWeekday(occurrence.date, language),
        time: time.text,
        timeTyped: time.typed,
        startsAt,
        endsAt,
        startText: time.startText,
        endText: time.endText,
        cancelled: occurrence.cancelled,
        ...(occurrence.cancelled ? shownReason(occurrence, language) : { reason: "" }),
      });
    }
  }
  return stops.sort((a, b) => a.startsAt - b.startsAt || a.title.localeCompare(b.title)).slice(0, limit);
}

export type NextStop = {
  /** Today's stop, when it was cancelled: said with its reason before the next one. */
  cancelledToday: Stop | null;
  stop: Stop | null;
  /** "Open now, until 9:00 PM" or "Today from 4:00 PM"; null otherwise or when the hours are unreadable. */
  status: string | null;
};

/** The status's words, with a `{time}` slot: the page's language's, sent with its data (English by default: the server's notices). */
export type StopStatusWords = { openNow: string; todayFrom: string };

export function nextStopAt(stops: readonly Stop[], now: number, words: StopStatusWords = NEXT_STOP_STATUS): NextStop {
  const today = todayInTruckTimeZone(new Date(now));
  const current = stops.filter((stop) => stop.endsAt > now);
  const cancelledToday = current.find((stop) => stop.cancelled && stop.date === today) ?? null;
  const stop = current.find((candidate) => !candidate.cancelled) ?? null;
  let status: string | null = null;
  if (stop?.startText && stop.endText) {
    if (now >= stop.startsAt) status = fill(words.openNow, { time: stop.endText });
    else if (stop.date === today) status = fill(words.todayFrom, { time: stop.startText });
  }
  return { cancelledToday, stop, status };
}
