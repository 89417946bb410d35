// The order links as a page draws them at the server's clock: the Owner's links (the business
// details) and whether the truck is closed now (closures) are read once per request, then drawn for
// the page as a whole (any stop in its pickup window) or for each stop card (its own stops). Each
// drawing says when it changes by the clock alone, so the response reuse keeps no answer past that.
import { ORDER_LINK_WORDS } from "#app/content/stops-words.ts";
import type { PublicBusinessDetails } from "#app/domain/business/public-details.ts";
import type { PublicClosures } from "#app/domain/closures/public-closures.server.ts";
import { listUpcomingEvents, type PublicEvent } from "#app/domain/events/events.server.ts";
import { stopHours, stopWindow } from "#app/domain/events/schedule.ts";
import type { Language } from "#app/i18n/language.ts";
import { isPickupOpen, nextPickupChange, type OrderLink, orderLinksToShow, type StopTimes } from "./order-links.ts";

export type { OrderLink };

/** Links drawn at a moment, and the first later moment at which they would be drawn otherwise. */
export type DrawnOrderLinks = { links: OrderLink[]; changesAt: number | null };

export type OrderLinksDrawer = {
  draw(stops: readonly (StopTimes & { cancelled?: boolean })[]): DrawnOrderLinks;
  /** Whether the stops change anything: a page without stops of its own reads them only then. */
  stopsMatter: boolean;
};

/**
 * A drawer for `now` from what the links depend on, as the request read it once (the page's
 * loaders share that read: app/web/public-business.server.ts), in the page's language.
 */
export function orderLinksAt(
  now: Date,
  { details, closures }: { details: PublicBusinessDetails; closures: PublicClosures },
  language: Language = "en",
): OrderLinksDrawer {
  const words = ORDER_LINK_WORDS[language];
  const at = now.getTime();
  const closed = closures.now !== null;
  const stopsMatter = !closed && details.orderLinks.pickup !== "";
  const draw: OrderLinksDrawer["draw"] = (stops) => {
    // A cancelled stop takes no pickup orders.
    const open = stops.filter((stop) => !stop.cancelled);
    return {
      links: orderLinksToShow(details, { closed, pickupOpen: isPickupOpen(open, at), words }),
      changesAt: stopsMatter ? nextPickupChange(open, at) : null,
    };
  };
  return { draw, stopsMatter };
}

/** An event's stops that are not cancelled, as moments; hours that cannot be read take the whole day. */
export function stopTimesOf(event: Pick<PublicEvent, "time" | "occurrences">): StopTimes[] {
  const hours = stopHours(event.time);
  return event.occurrences.filter((occurrence) => !occurrence.cancelled).map(({ date }) => stopWindow(date, hours));
}

/** The soonest of several drawings' changes. */
export function firstChange(drawings: readonly DrawnOrderLinks[]): number | null {
  let first: number | null = null;
  for (const { changesAt } of drawings) {
    if (changesAt !== null && (first === null || changesAt < first)) first = changesAt;
  }
  return first;
}

/**
 * The coming stops of every event, for a page that shows no stops of its own (/menu), which asks
 * only when they matter (a pickup page is set); none if unreadable.
 */
export async function upcomingStopTimes(now: Date): Promise<StopTimes[]> {
  try {
    return (await listUpcomingEvents(now)).flatMap(stopTimesOf);
  } catch {
    // The links without the pickup page rather than no page.
    return [];
  }
}
