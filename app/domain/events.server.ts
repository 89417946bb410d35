// Popup events as the public sees them: active, today or later (truck time zone), lower
// display order first. Shared by /popup-locations, GET /api/events, /events.ics and the sitemap.
import { PopupEvent } from "../models/event.server.ts";
import { todayInTruckTimeZone } from "./dates.ts";

/** Spec section 3, "Event", as the public API returns it. */
export type PublicEvent = {
  id: string;
  title: string;
  address: string;
  location: string;
  date: string;
  time: string;
  description: string;
  image: string;
  is_active: 1 | 0;
  display_order: number;
};

type EventRecord = {
  _id: { toString(): string };
  title: string;
  address: string;
  date: string;
  time: string;
  description: string;
  image?: string | null;
  is_active?: boolean | null;
  display_order?: number | null;
};

export function toPublicEvent(event: EventRecord): PublicEvent {
  return {
    id: event._id.toString(),
    title: event.title,
    address: event.address,
    location: event.address,
    date: event.date,
    time: event.time,
    description: event.description,
    image: event.image ?? "",
    is_active: event.is_active === false ? 0 : 1,
    display_order: event.display_order ?? 0,
  };
}

export async function listUpcomingEvents(now: Date = new Date()): Promise<PublicEvent[]> {
  const events = await PopupEvent.find({ is_active: true, date: { $gte: todayInTruckTimeZone(now) } })
    .sort({ display_order: 1, date: 1, title: 1 })
    .lean<EventRecord[]>();
  return events.map(toPublicEvent);
}
