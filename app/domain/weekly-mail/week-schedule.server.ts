// What a week's schedule mail lists: every stop on its seven days, in date order (the schedule
// page's display order within a day), cancelled ones with their reason; skipped dates left out.
import { listScheduledEvents } from "#app/domain/events/events.server.ts";
import { upcomingOccurrences } from "#app/domain/events/schedule.ts";
import { directionsUrl } from "#app/domain/events/stop-links.ts";

export type WeekStop = {
  date: string;
  title: string;
  /** The Owner's Spanish (issue 49), null while it has none. */
  titleEs: string | null;
  time: string;
  address: string;
  directions: string;
  cancelled: boolean;
  reason: string;
  reasonEs: string | null;
};

export async function stopsOn(days: readonly string[], now: Date): Promise<WeekStop[]> {
  const first = days[0]!;
  const inWeek = new Set(days);
  const stops: WeekStop[] = [];
  for (const event of await listScheduledEvents(now)) {
    for (const occurrence of upcomingOccurrences(event, first)) {
      if (!inWeek.has(occurrence.date)) continue;
      stops.push({
        date: occurrence.date,
        title: event.title,
        titleEs: event.titleEs,
        time: event.time,
        address: event.address,
        directions: directionsUrl(event.address),
        cancelled: occurrence.cancelled,
        reason: occurrence.reason,
        reasonEs: occurrence.reasonEs,
      });
    }
  }
  // Stable: stops of one day keep the schedule page's order.
  return stops.sort((a, b) => a.date.localeCompare(b.date));
}
