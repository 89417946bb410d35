// The "Next stop" block's data, read at the server's clock (injectable in tests): the next few
// stops and what they say now, in the page's language with the block's words (issue 48: the
// browser reads the status again with them). Nothing in it changes until a stop starts or ends
// or a day passes, so the page's ETag holds in between. A schedule that cannot be read leaves the
// block out rather than failing the page.
import { NEXT_STOP_WORDS, type NextStopWords } from "#app/content/stops-words.ts";
import { now as clockNow, fixedClock } from "#app/domain/shared/clock.server.ts";
import type { Language } from "#app/i18n/language.ts";
import { listUpcomingEvents, type PublicEvent } from "./events.server.ts";
import { type NextStop, nextStopAt, type Stop, upcomingStops } from "./next-stop.ts";

export type NextStopData = {
  stops: Stop[];
  /** What the block says at the server's clock, for the first render. */
  view: NextStop;
  /** The test clock the browser keeps to; null: the browser follows its own clock. */
  fixedAt: number | null;
  language: Language;
  words: NextStopWords;
};

export function nextStopData(events: readonly PublicEvent[], now: Date, language: Language = "en"): NextStopData {
  const words = NEXT_STOP_WORDS[language];
  const stops = upcomingStops(events, now.getTime(), undefined, language);
  return { stops, view: nextStopAt(stops, now.getTime(), words), fixedAt: fixedClock(), language, words };
}

export async function nextStops(language: Language = "en"): Promise<NextStopData | null> {
  const now = clockNow();
  try {
    return nextStopData(await listUpcomingEvents(now), now, language);
  } catch {
    return null;
  }
}
