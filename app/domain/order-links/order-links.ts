// Where people order (issue 34): which of the Owner's order links show at a moment, and when that
// changes. The delivery services and the phone show whenever the truck is not closed; the pickup
// or pre-order page shows for a stop from PICKUP_LEAD_MS before it starts until it ends (before
// that nobody can collect, after it the point of sale would take an order the truck cannot hand
// over). Pure: the server draws the links (order-links.server.ts), in the page's language, and
// the browser only shows them.
import { ORDER_DELIVERY_TEXT, ORDER_PHONE_TEXT, ORDER_PICKUP_TEXT } from "#app/content/messages.ts";
import type { OrderLinkWords } from "#app/content/stops-words.ts";
import { displayTelephone, type OrderLinks, telephoneHref } from "#app/domain/business/public-details.ts";
import { fill } from "#app/i18n/words.ts";
import type { OrderChannel } from "#app/lib/analytics-events.ts";

export const PICKUP_LEAD_MS = 60 * 60_000;

/**
 * A link as the server draws it; `channel` is what the analytics' click report says (data-order);
 * a delivery link's `service` is the service's name, its channel in the Owner's numbers (issue 51).
 */
export type OrderLink = { href: string; text: string; channel: OrderChannel; service?: string };

/** A stop's moments (milliseconds since 1970), as app/domain/events/schedule.ts's stopWindow gives them. */
export type StopTimes = { startsAt: number; endsAt: number };

/** From an hour before the stop starts until it ends. */
export function pickupWindow(stop: StopTimes): { opensAt: number; closesAt: number } {
  return { opensAt: stop.startsAt - PICKUP_LEAD_MS, closesAt: stop.endsAt };
}

/** Whether the pickup page makes sense at `now` for any of `stops`. */
export function isPickupOpen(stops: readonly StopTimes[], now: number): boolean {
  return stops.some((stop) => {
    const { opensAt, closesAt } = pickupWindow(stop);
    return opensAt <= now && now < closesAt;
  });
}

/** The first moment after `now` at which a pickup window of `stops` opens or closes; null for none. */
export function nextPickupChange(stops: readonly StopTimes[], now: number): number | null {
  let next: number | null = null;
  for (const stop of stops) {
    const { opensAt, closesAt } = pickupWindow(stop);
    for (const moment of [opensAt, closesAt]) {
      if (moment > now && (next === null || moment < next)) next = moment;
    }
  }
  return next;
}

/** The links' words in English, as the spec's catalogue types them. */
const ENGLISH_ORDER_LINKS: OrderLinkWords = {
  pickup: ORDER_PICKUP_TEXT,
  delivery: ORDER_DELIVERY_TEXT("{service}"),
  phone: ORDER_PHONE_TEXT("{telephone}"),
};

/**
 * The links to show: none while the truck is closed; else the pickup page (when `pickupOpen` and
 * the Owner gave one), the delivery services in the Owner's order, and the phone if it is to show;
 * in `words` (the page's language; English if none).
 */
export function orderLinksToShow(
  details: { orderLinks: OrderLinks; telephone: string },
  options: { closed: boolean; pickupOpen: boolean; words?: OrderLinkWords },
): OrderLink[] {
  if (options.closed) return [];
  const words = options.words ?? ENGLISH_ORDER_LINKS;
  const { pickup, delivery, showPhone } = details.orderLinks;
  const links: OrderLink[] = [];
  if (options.pickupOpen && pickup) links.push({ href: pickup, text: words.pickup, channel: "pickup" });
  for (const service of delivery) {
    links.push({
      href: service.url,
      text: fill(words.delivery, { service: service.label }),
      channel: "delivery",
      service: service.label,
    });
  }
  if (showPhone) {
    links.push({
      href: telephoneHref(details.telephone),
      text: fill(words.phone, { telephone: displayTelephone(details.telephone) }),
      channel: "phone",
    });
  }
  return links;
}
