// Popup events as the public sees them: active, today or later (truck time zone), lower
// display order first. Shared by /popup-locations, GET /api/events, /events.ics and the
// sitemap; the staff portal and the admin API list and edit events through the same module.
import mongoose from "mongoose";
import { PopupEvent } from "#app/models/event.server.ts";
import { isIsoDate } from "#app/models/validators.ts";
import { eventInputSchema, type EventInput } from "./events.ts";
import { EVENT_MESSAGES, EVENT_SCHEDULE_MESSAGES as SCHEDULE } from "#app/content/portal-messages.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { deleteRecord, updateVersioned } from "#app/domain/shared/versioned-records.server.ts";
import { todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { sharedRead } from "#app/domain/shared/shared-read.server.ts";
import {
  nextDate,
  upcomingOccurrences,
  type Cancellation,
  type EventSchedule,
  type Occurrence,
  type Repeat,
} from "./schedule.ts";

/**
 * Spec section 3, "Event", as the public API returns it, plus `repeat`, `repeat_until` and
 * `occurrences` (issue 15): for a weekly event `date` is its next date that is not skipped, and
 * `occurrences` its dates in the next 12 weeks; a one-off event has one.
 */
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
  repeat: Repeat;
  /** A weekly event's last possible date; null for a one-off. */
  repeat_until: string | null;
  occurrences: Occurrence[];
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
  repeat?: Repeat | null;
  repeat_until?: string | null;
  skip_dates?: string[] | null;
  cancellations?: Cancellation[] | null;
};

function scheduleOf(event: EventRecord): EventSchedule {
  return {
    date: event.date,
    repeat: event.repeat === "weekly" ? "weekly" : "none",
    repeat_until: event.repeat_until ?? null,
    skip_dates: event.skip_dates ?? [],
    cancellations: (event.cancellations ?? []).map(({ date, reason }) => ({ date, reason })),
  };
}

function specFields(event: EventRecord) {
  return {
    id: event._id.toString(),
    title: event.title,
    address: event.address,
    location: event.address,
    date: event.date,
    time: event.time,
    description: event.description,
    image: event.image ?? "",
    is_active: event.is_active === false ? (0 as const) : (1 as const),
    display_order: event.display_order ?? 0,
  };
}

/** The event as the public sees it on `today`; null once none of its dates is left. */
export function toPublicEvent(event: EventRecord, today: string): PublicEvent | null {
  const schedule = scheduleOf(event);
  const date = nextDate(schedule, today);
  if (!date) return null;
  return {
    ...specFields(event),
    date,
    repeat: schedule.repeat,
    repeat_until: schedule.repeat_until,
    occurrences: upcomingOccurrences(schedule, today),
  };
}

/** The active events with a date still to come, each with its stored record, in the spec's order. */
async function upcomingRecords(now: Date): Promise<{ record: EventRecord; event: PublicEvent }[]> {
  const today = todayInTruckTimeZone(now);
  const records = await sharedRead(`upcoming-events:${today}`, () =>
    PopupEvent.find({
      is_active: true,
      $or: [{ date: { $gte: today } }, { repeat: "weekly", repeat_until: { $gte: today } }],
    }).lean<EventRecord[]>(),
  );
  // The spec's order (lower display order first, then date), by each event's next date.
  return records
    .flatMap((record) => {
      const event = toPublicEvent(record, today);
      return event ? [{ record, event }] : [];
    })
    .sort(
      ({ event: a }, { event: b }) =>
        a.display_order - b.display_order || a.date.localeCompare(b.date) || a.title.localeCompare(b.title),
    );
}

export async function listUpcomingEvents(now: Date = clockNow()): Promise<PublicEvent[]> {
  return (await upcomingRecords(now)).map(({ event }) => event);
}

/** An event with its whole schedule (first date, weekly end, skipped and cancelled dates). */
export type ScheduledEvent = EventSchedule & Pick<PublicEvent, "id" | "title" | "address" | "time" | "description">;

function toScheduledEvent(event: EventRecord): ScheduledEvent {
  const { id, title, address, time, description } = specFields(event);
  return { id, title, address, time, description, ...scheduleOf(event) };
}

/** The upcoming events with their whole schedules, for the calendar feeds, in the list's order. */
export async function listScheduledEvents(now: Date = clockNow()): Promise<ScheduledEvent[]> {
  return (await upcomingRecords(now)).map(({ record }) => toScheduledEvent(record));
}

/** One active event with dates still to come, with its schedule; otherwise 404 'Event not found'. */
export async function findScheduledEvent(id: string | undefined, now: Date = clockNow()): Promise<ScheduledEvent> {
  const event = mongoose.isValidObjectId(id) ? await PopupEvent.findById(id).lean<EventRecord>() : null;
  if (!event || event.is_active === false || !toPublicEvent(event, todayInTruckTimeZone(now))) {
    throw new Refusal(404, EVENT_MESSAGES.notFound);
  }
  return toScheduledEvent(event);
}

// ---- Staff portal and admin API -------------------------------------------------------------

/**
 * An event as the portal and GET /api/admin/events show it: the stored fields (its first date
 * in `date`), its schedule, its upcoming dates and its version for edits.
 */
export type AdminEvent = ReturnType<typeof specFields> &
  Omit<EventSchedule, "date"> & {
    skip_dates: string[];
    cancellations: Cancellation[];
    occurrences: Occurrence[];
    __v: number;
  };

type VersionedEventRecord = EventRecord & { __v?: number | null };

function toAdminEvent(event: VersionedEventRecord, today = todayInTruckTimeZone(clockNow())): AdminEvent {
  const schedule = scheduleOf(event);
  return {
    ...specFields(event),
    repeat: schedule.repeat,
    repeat_until: schedule.repeat_until,
    skip_dates: [...schedule.skip_dates],
    cancellations: [...schedule.cancellations],
    occurrences: upcomingOccurrences(schedule, today),
    __v: event.__v ?? 0,
  };
}

/** Every event, active or not, past or upcoming, in the order the public list uses. */
export async function listAdminEvents(): Promise<AdminEvent[]> {
  const events = await PopupEvent.find().sort({ display_order: 1, date: 1, title: 1 }).lean<VersionedEventRecord[]>();
  const today = todayInTruckTimeZone(clockNow());
  return events.map((event) => toAdminEvent(event, today));
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
  return toAdminEvent(await deleteRecord<VersionedEventRecord>(PopupEvent, id, EVENT_MESSAGES.notFound));
}

/**
 * Active (shown to visitors) or inactive, in one tap from the list. It bumps the version, so a
 * form open on the event (which carries Active too) cannot silently undo it.
 */
export async function setEventActive(id: string, active: boolean): Promise<AdminEvent> {
  await updateVersioned(PopupEvent, id, { is_active: active }, undefined, EVENT_MESSAGES);
  return findEvent(id);
}

/** What staff do to one date of an event from the list, in one step. */
export type DateChange = { id: string; date: string; change: "skip" | "cancel" | "restore"; reason?: string };

/**
 * Skips, cancels (with a reason) or restores one date of an event: the same rules as the form
 * (the date must be one of the event's, a cancellation needs a reason), over the version read,
 * so an edit made meanwhile is not lost. Returns the message staff see.
 */
export async function changeEventDate({ id, date, change, reason = "" }: DateChange): Promise<string> {
  if (!isIsoDate(date)) throw new Refusal(400, SCHEDULE.dateInvalid(date));
  const event = await findEvent(id);
  const skip_dates = event.skip_dates.filter((skipped) => skipped !== date);
  const cancellations = event.cancellations.filter((cancellation) => cancellation.date !== date);
  if (change === "skip") skip_dates.push(date);
  if (change === "cancel") cancellations.push({ date, reason });
  const parsed = eventInputSchema.safeParse({ ...event, is_active: event.is_active === 1, skip_dates, cancellations });
  if (!parsed.success) throw new Refusal(400, parsed.error.issues[0]?.message ?? EVENT_MESSAGES.saveFailed);
  const { skip_dates: skipped, cancellations: cancelled } = parsed.data;
  await updateVersioned(PopupEvent, id, { skip_dates: skipped, cancellations: cancelled }, event.__v, EVENT_MESSAGES);
  return change === "skip"
    ? SCHEDULE.skipped(date)
    : change === "cancel"
      ? SCHEDULE.cancelled(date)
      : SCHEDULE.restored(date);
}
