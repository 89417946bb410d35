// Popup events as the public sees them: active, today or later (truck time zone), lower
// display order first. Shared by /popup-locations, GET /api/events, /events.ics and the
// sitemap; the staff portal and the admin API list and edit events through the same module.
import mongoose from "mongoose";
import { PopupEvent } from "../../models/event.server.ts";
import { type EventInput } from "./events.ts";
import { EVENT_MESSAGES } from "../../content/messages.ts";
import { Refusal } from "../shared/refusal.ts";
import { now as clockNow } from "../shared/clock.server.ts";
import { updateVersioned } from "../shared/versioned-records.server.ts";
import { todayInTruckTimeZone } from "../shared/dates.ts";
import { sharedRead } from "../shared/shared-read.server.ts";

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

export async function listUpcomingEvents(now: Date = clockNow()): Promise<PublicEvent[]> {
  const today = todayInTruckTimeZone(now);
  const events = await sharedRead(`upcoming-events:${today}`, () =>
    PopupEvent.find({ is_active: true, date: { $gte: today } })
      .sort({ display_order: 1, date: 1, title: 1 })
      .lean<EventRecord[]>(),
  );
  return events.map(toPublicEvent);
}

// ---- Staff portal and admin API -------------------------------------------------------------

/** An event as the portal and GET /api/admin/events show it, with its version for edits. */
export type AdminEvent = PublicEvent & { __v: number };

type VersionedEventRecord = EventRecord & { __v?: number | null };

function toAdminEvent(event: VersionedEventRecord): AdminEvent {
  return { ...toPublicEvent(event), __v: event.__v ?? 0 };
}

/** Every event, active or not, past or upcoming, in the order the public list uses. */
export async function listAdminEvents(): Promise<AdminEvent[]> {
  const events = await PopupEvent.find()
    .sort({ display_order: 1, date: 1, title: 1 })
    .lean<VersionedEventRecord[]>();
  return events.map(toAdminEvent);
}

/** One event by id; a malformed or unknown id is refused with 404 'Event not found'. */
export async function findEvent(id: string | undefined): Promise<AdminEvent> {
  const event = mongoose.isValidObjectId(id) ? await PopupEvent.findById(id).lean<VersionedEventRecord>() : null;
  if (!event) throw new Refusal(404, EVENT_MESSAGES.notFound);
  return toAdminEvent(event);
}

function eventFields(input: EventInput) {
  const { __v: _version, ...fields } = input;
  return fields;
}

export async function createEvent(input: EventInput): Promise<AdminEvent> {
  const event = await PopupEvent.create(eventFields(input));
  return toAdminEvent(event.toObject());
}

/** Replaces an event's fields, over the version its form was read from (see updateVersioned). */
export async function updateEvent(id: string, input: EventInput, version = input.__v): Promise<AdminEvent> {
  await updateVersioned(PopupEvent, id, eventFields(input), version, EVENT_MESSAGES);
  return findEvent(id);
}

export async function deleteEvent(id: string): Promise<AdminEvent> {
  if (!mongoose.isValidObjectId(id)) throw new Refusal(404, EVENT_MESSAGES.notFound);
  const event = await PopupEvent.findByIdAndDelete(id).lean<VersionedEventRecord>();
  if (!event) throw new Refusal(404, EVENT_MESSAGES.notFound);
  return toAdminEvent(event);
}
