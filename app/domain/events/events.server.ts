// Popup events as the public sees them: active, today or later (truck time zone), lower
// display order first. Shared by /popup-locations, GET /api/events, /events.ics and the
// sitemap; the staff portal and the admin API list and edit events through the same module.
import mongoose from "mongoose";
import { EVENT_MESSAGES, EVENT_SCHEDULE_MESSAGES as SCHEDULE } from "#app/content/portal-messages.ts";
import { listActiveClosures, listClosureRevisions } from "#app/domain/closures/closures.server.ts";
import type { DateClosure } from "#app/domain/closures/closures.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { definedFields } from "#app/domain/shared/defined-fields.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { sharedRead } from "#app/domain/shared/shared-read.server.ts";
import { type NeedsSpanish, spanishOrNull, textsNeedingSpanish } from "#app/domain/shared/spanish-texts.ts";
import { deleteRecord, updateVersioned } from "#app/domain/shared/versioned-records.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { isIsoDate } from "#app/models/validators.ts";
import { EVENT_SPANISH_TEXTS, type EventInput, type EventText, eventInputSchema } from "./events.ts";
import {
  type Cancellation,
  cancelledDates,
  type EventSchedule,
  nextDate,
  type Occurrence,
  type Repeat,
  seriesDates,
  upcomingOccurrences,
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
  /** Issue 49: the title and description in Spanish (the English where they stay the same); null while missing. */
  titleEs: string | null;
  descriptionEs: string | null;
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
  title_es?: string | null;
  description_es?: string | null;
  same_in_spanish?: string[] | null;
};

/** The event's schedule, with the closures that may cover its dates (issue 33). */
function scheduleOf(event: EventRecord, closures: readonly DateClosure[] = []): EventSchedule {
  return {
    closures,
    date: event.date,
    repeat: event.repeat === "weekly" ? "weekly" : "none",
    repeat_until: event.repeat_until ?? null,
    skip_dates: event.skip_dates ?? [],
    cancellations: (event.cancellations ?? []).map(({ date, reason, reason_es }) => ({
      date,
      reason,
      reason_es: reason_es ?? "",
    })),
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

/** The title and description in Spanish as the public side reads them (issue 49); null while missing. */
function eventSpanish(event: EventRecord): Pick<PublicEvent, "titleEs" | "descriptionEs"> {
  return { titleEs: spanishOrNull(event, "title"), descriptionEs: spanishOrNull(event, "description") };
}

/** The event as the public sees it on `today`; null once none of its dates is left. */
export function toPublicEvent(
  event: EventRecord,
  today: string,
  closures: readonly DateClosure[] = [],
): PublicEvent | null {
  const schedule = scheduleOf(event, closures);
  const date = nextDate(schedule, today);
  if (!date) return null;
  return {
    ...specFields(event),
    date,
    repeat: schedule.repeat,
    repeat_until: schedule.repeat_until,
    occurrences: upcomingOccurrences(schedule, today),
    ...eventSpanish(event),
  };
}

/** The active events with a date still to come, each with its stored record, in the spec's order. */
async function upcomingRecords(
  now: Date,
): Promise<{ record: EventRecord; event: PublicEvent; closures: readonly DateClosure[] }[]> {
  const today = todayInTruckTimeZone(now);
  const [records, closures] = await Promise.all([
    sharedRead(`upcoming-events:${today}`, () =>
      PopupEvent.find({
        is_active: true,
        $or: [{ date: { $gte: today } }, { repeat: "weekly", repeat_until: { $gte: today } }],
      }).lean<EventRecord[]>(),
    ),
    listActiveClosures(now),
  ]);
  // The spec's order (lower display order first, then date), by each event's next date.
  return records
    .flatMap((record) => {
      const event = toPublicEvent(record, today, closures);
      return event ? [{ record, event, closures }] : [];
    })
    .sort(
      ({ event: a }, { event: b }) =>
        a.display_order - b.display_order || a.date.localeCompare(b.date) || a.title.localeCompare(b.title),
    );
}

export async function listUpcomingEvents(now: Date = clockNow()): Promise<PublicEvent[]> {
  return (await upcomingRecords(now)).map(({ event }) => event);
}

/**
 * One stop as a visitor may see it (its page, issue 53): upcoming, with its dates; "ended" when
 * it is shown to visitors but none of its dates is left (its title, to say so); null when there is
 * no such stop or it is hidden from visitors.
 */
export async function findStopForVisitors(
  id: string,
  now: Date = clockNow(),
): Promise<{ upcoming: PublicEvent } | { ended: Pick<PublicEvent, "id" | "title" | "titleEs"> } | null> {
  if (!mongoose.isValidObjectId(id)) return null;
  const upcoming = (await upcomingRecords(now)).find(({ event }) => event.id === id);
  if (upcoming) return { upcoming: upcoming.event };
  const record = await PopupEvent.findOne({ _id: id, is_active: true }).lean<EventRecord>();
  return record ? { ended: { id, title: record.title, titleEs: spanishOrNull(record, "title") } } : null;
}

/**
 * The stops visitors will see whose texts still need Spanish (issue 49), in the list's order:
 * the title and description, and "cancellations" while a cancelled day still to come has no
 * Spanish reason.
 */
export async function listStopsNeedingSpanish(now: Date = clockNow()): Promise<NeedsSpanish[]> {
  const today = todayInTruckTimeZone(now);
  return (await upcomingRecords(now)).flatMap(({ record }) => {
    const skipped = new Set(record.skip_dates ?? []);
    const reasonsToCome = (record.cancellations ?? []).filter(({ date }) => date >= today && !skipped.has(date));
    const texts: string[] = [
      ...textsNeedingSpanish(record, EVENT_SPANISH_TEXTS),
      ...(reasonsToCome.some(({ reason_es }) => !reason_es?.trim()) ? ["cancellations"] : []),
    ];
    return texts.length === 0 ? [] : [{ kind: "stop" as const, id: record._id.toString(), name: record.title, texts }];
  });
}

/** An event with its whole schedule (first date, weekly end, skipped and cancelled dates). */
export type ScheduledEvent = EventSchedule &
  Pick<PublicEvent, "id" | "title" | "address" | "time" | "description" | "titleEs" | "descriptionEs"> & {
    /** The feeds' SEQUENCE: the event's version and those of the closures that ever touched its dates. */
    sequence: number;
  };

type Revision = { touched_from: string; touched_until: string; version: number };

/**
 * The event's version plus, for each closure that ever covered one of its dates, that closure's
 * version and one: any closure made, changed or deleted over its dates raises it, and nothing
 * lowers it (a deleted closure is kept with its version raised).
 */
function sequenceOf(event: EventRecord & { __v?: number | null }, revisions: readonly Revision[]): number {
  const dates = seriesDates(scheduleOf(event));
  const first = dates[0]!;
  const last = dates.at(-1)!;
  let sequence = event.__v ?? 0;
  for (const revision of revisions) {
    if (revision.touched_until < first || revision.touched_from > last) continue;
    if (dates.some((date) => revision.touched_from <= date && date <= revision.touched_until)) {
      sequence += revision.version + 1;
    }
  }
  return sequence;
}

function toScheduledEvent(
  event: EventRecord,
  closures: readonly DateClosure[],
  revisions: readonly Revision[],
): ScheduledEvent {
  const { id, title, address, time, description } = specFields(event);
  return {
    id,
    title,
    address,
    time,
    description,
    ...eventSpanish(event),
    ...scheduleOf(event, closures),
    sequence: sequenceOf(event, revisions),
  };
}

/** The upcoming events with their whole schedules, for the calendar feeds, in the list's order. */
export async function listScheduledEvents(now: Date = clockNow()): Promise<ScheduledEvent[]> {
  const [upcoming, revisions] = await Promise.all([upcomingRecords(now), listClosureRevisions(now)]);
  return upcoming.map(({ record, closures }) => toScheduledEvent(record, closures, revisions));
}

/** One active event with dates still to come, with its schedule; otherwise 404 'Event not found'. */
export async function findScheduledEvent(id: string | undefined, now: Date = clockNow()): Promise<ScheduledEvent> {
  const event = mongoose.isValidObjectId(id) ? await PopupEvent.findById(id).lean<EventRecord>() : null;
  if (!event || event.is_active === false || !toPublicEvent(event, todayInTruckTimeZone(now))) {
    throw new Refusal(404, EVENT_MESSAGES.notFound);
  }
  const [closures, revisions] = await Promise.all([listActiveClosures(now), listClosureRevisions(now)]);
  return toScheduledEvent(event, closures, revisions);
}

// ---- Staff portal and admin API -------------------------------------------------------------

/**
 * An event as the portal and GET /api/admin/events show it: the stored fields (its first date
 * in `date`), its schedule, its upcoming dates and its version for edits.
 */
export type AdminEvent = ReturnType<typeof specFields> &
  Omit<EventSchedule, "date"> & {
    skip_dates: string[];
    /** Each with its reason in Spanish (issue 49): "" while it has none. */
    cancellations: (Cancellation & { reason_es: string })[];
    occurrences: Occurrence[];
    /** In Spanish (issue 49): "" when not yet; `same_in_spanish` lists the texts that stay as they are. */
    title_es: string;
    description_es: string;
    same_in_spanish: EventText[];
    __v: number;
  };

type VersionedEventRecord = EventRecord & { __v?: number | null };

function toAdminEvent(
  event: VersionedEventRecord,
  closures: readonly DateClosure[] = [],
  today = todayInTruckTimeZone(clockNow()),
): AdminEvent {
  const schedule = scheduleOf(event, closures);
  return {
    ...specFields(event),
    repeat: schedule.repeat,
    repeat_until: schedule.repeat_until,
    skip_dates: [...schedule.skip_dates],
    cancellations: schedule.cancellations.map((cancellation) => ({
      ...cancellation,
      reason_es: cancellation.reason_es ?? "",
    })),
    // Staff's own cancellations above; the dates (below) also read as cancelled inside a closure.
    occurrences: upcomingOccurrences(schedule, today),
    title_es: event.title_es ?? "",
    description_es: event.description_es ?? "",
    same_in_spanish: EVENT_SPANISH_TEXTS.filter((text) => event.same_in_spanish?.includes(text)),
    __v: event.__v ?? 0,
  };
}

/** Every event, active or not, past or upcoming, in the order the public list uses. */
export async function listAdminEvents(): Promise<AdminEvent[]> {
  const [events, closures] = await Promise.all([
    PopupEvent.find().sort({ display_order: 1, date: 1, title: 1 }).lean<VersionedEventRecord[]>(),
    listActiveClosures(),
  ]);
  const today = todayInTruckTimeZone(clockNow());
  return events.map((event) => toAdminEvent(event, closures, today));
}

/** One event by id; a malformed or unknown id is refused with 404 'Event not found'. */
export async function findEvent(id: string | undefined): Promise<AdminEvent> {
  const event = mongoose.isValidObjectId(id) ? await PopupEvent.findById(id).lean<VersionedEventRecord>() : null;
  if (!event) throw new Refusal(404, EVENT_MESSAGES.notFound);
  return toAdminEvent(event, await listActiveClosures());
}

/**
 * The titles of the events with these ids, active or not (the Owner's numbers name the stops a
 * tap came from); an id that is malformed or no longer stored is left out.
 */
export async function eventTitles(ids: readonly string[]): Promise<Map<string, string>> {
  const valid = ids.filter((id) => mongoose.isValidObjectId(id));
  if (valid.length === 0) return new Map();
  const events = await PopupEvent.find({ _id: { $in: valid } }, { title: 1 }).lean<{ _id: unknown; title: string }[]>();
  return new Map(events.map((event) => [String(event._id), event.title]));
}

/** The fields an input sets: the Spanish it leaves out (a client of the spec's shape) stays as stored. */
function eventFields(input: EventInput) {
  const { __v: _version, ...fields } = input;
  return definedFields(fields);
}

/** The input's cancelled days, each with its stored Spanish where the input leaves it out. */
async function keepingSpanishReasons(id: string, input: EventInput): Promise<EventInput> {
  if (input.cancellations.every((cancellation) => cancellation.reason_es !== undefined)) return input;
  const stored = mongoose.isValidObjectId(id)
    ? await PopupEvent.findById(id, { cancellations: 1 }).lean<Pick<EventRecord, "cancellations">>()
    : null;
  const before = new Map((stored?.cancellations ?? []).map(({ date, reason_es }) => [date, reason_es ?? ""]));
  return {
    ...input,
    cancellations: input.cancellations.map((cancellation) => ({
      ...cancellation,
      reason_es: cancellation.reason_es ?? before.get(cancellation.date) ?? "",
    })),
  };
}

export async function createEvent(input: EventInput): Promise<AdminEvent> {
  // Added by the server's clock: a notice about a stop added in the last day is an Owner's (issue 44).
  const event = await PopupEvent.create({ ...eventFields(input), added_at: clockNow() });
  return toAdminEvent(event.toObject());
}

/** Replaces an event's fields, over the version its form was read from (see updateVersioned). */
export async function updateEvent(id: string, input: EventInput, version = input.__v): Promise<AdminEvent> {
  await updateVersioned(PopupEvent, id, eventFields(await keepingSpanishReasons(id, input)), version, EVENT_MESSAGES);
  return findEvent(id);
}

/** When a stop was added (null: before this was recorded, so long ago). */
export async function eventAddedAt(id: string): Promise<Date | null> {
  if (!mongoose.isValidObjectId(id)) return null;
  const event = await PopupEvent.findById(id, { added_at: 1 }).lean<{ added_at?: Date | null }>();
  return event?.added_at ?? null;
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

// ---- The portal's calendar (issue 36) --------------------------------------------------------

/** A public stop on one date, as the calendar shows it: cancelled by staff or by a closure, or on. */
export type StopOnDate = {
  eventId: string;
  title: string;
  address: string;
  time: string;
  date: string;
  cancelled: boolean;
  reason: string;
};

/**
 * Every date from `from` to `to` (both included, past ones too) on which an active event stops,
 * skipped dates left out, cancelled ones kept with their reason (a closure's when it covers them).
 */
export async function listStopsBetween(
  from: string,
  to: string,
  closures: readonly DateClosure[],
): Promise<StopOnDate[]> {
  const records = await PopupEvent.find({
    is_active: true,
    date: { $lte: to },
    $or: [{ date: { $gte: from } }, { repeat: "weekly", repeat_until: { $gte: from } }],
  }).lean<EventRecord[]>();
  return records.flatMap((record) => {
    const schedule = scheduleOf(record, closures);
    const skipped = new Set(schedule.skip_dates);
    const cancelled = new Map(cancelledDates(schedule).map((date) => [date.date, date.reason]));
    return seriesDates(schedule)
      .filter((date) => from <= date && date <= to && !skipped.has(date))
      .map((date) => ({
        eventId: record._id.toString(),
        title: record.title,
        address: record.address,
        time: record.time,
        date,
        cancelled: cancelled.has(date),
        reason: cancelled.get(date) ?? "",
      }));
  });
}
