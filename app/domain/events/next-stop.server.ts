// The "Next stop" block's data, read at the server's clock (injectable in tests): the next few
// stops and what they say now. Nothing in it changes until a stop starts or ends or a day
// passes, so the page's ETag holds in between. A schedule that cannot be read leaves the block
// out rather than failing the page.
import { now as clockNow, fixedClock } from "#app/domain/shared/clock.server.ts";
import { listUpcomingEvents, type PublicEvent } from "./events.server.ts";
import { type NextStop, nextStopAt, type Stop, upcomingStops } from "./next-stop.ts";

export type NextStopData = {
  stops: Stop[];
  /** What the block says at the server's clock, for the first render. */
  view: NextStop;
  /** The test clock the browser keeps to; null: the browser follows its own clock. */
  fixedAt: number | null;
};

export function nextStopData(events: readonly PublicEvent[], now: Date): NextStopData {
  const stops = upcomingStops(events, now.getTime());
  return { stops, view: nextStopAt(stops, now.getTime()), fixedAt: fixedClock() };
}

export async function nextStops(): Promise<NextStopData | null> {
  const now = clockNow();
  try {
    return nextStopData(await listUpcomingEvents(now), now);
  } catch {
    return null;
  }
}
