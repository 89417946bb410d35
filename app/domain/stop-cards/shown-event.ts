// A stop as a public page's loader draws it for its card (app/components/event-card.tsx): drawn on
// the server (app/web/shown-stops.server.ts) so that none of the dates' rules travel to the
// browser. Client-safe: types only.

import type { PublicEvent } from "#app/domain/events/events.server.ts";
import type { Occurrence, StopTime } from "#app/domain/events/schedule.ts";
import type { ShownLiveStatus } from "#app/domain/live-status/live-status.ts";
import type { OrderLink } from "#app/domain/order-links/order-links.ts";

/**
 * A stop as the loader draws it for its card: its order links now, its Google Calendar link, and
 * its date, weekday, hours and listed dates written in the page's language (schedule.ts's
 * stopTimeIn, dates.ts), so none of the dates' rules travel to the browser.
 */
export type ShownEvent = Omit<PublicEvent, "occurrences" | "titleEs" | "descriptionEs"> & {
  /** Where the title or description fell back to English on a page in another language (issue 49). */
  titleLang?: "en";
  descriptionLang?: "en";
  orderLinks: readonly OrderLink[];
  /** What staff said of today's stop (issue 52), or null. */
  live: ShownLiveStatus | null;
  googleCalendarUrl: string;
  shownTime: StopTime;
  shownDate: string;
  shownWeekday: string;
  occurrences: (Occurrence & { shownDay: string })[];
};
