// Live statuses as stored (issue 52): a change is recorded for one of today's stops; the statuses
// of today are read from today's changes. Nothing is read for another day, so yesterday's status
// is gone at the truck's midnight without anything deleting it.
import type { ClosureInput } from "#app/domain/closures/closures.ts";
import {
  type ClosureNoticeChoice,
  createClosureTellingFollowers,
  type SavedClosure,
} from "#app/domain/events/closure-notices.server.ts";
import { listUpcomingEvents } from "#app/domain/events/events.server.ts";
import { type Stop, upcomingStops } from "#app/domain/events/next-stop.ts";
import { now } from "#app/domain/shared/clock.server.ts";
import { todayInTruckTimeZone, truckMoment } from "#app/domain/shared/dates.ts";
import { dayCopy } from "#app/domain/shared/day-copy.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { isDatabaseUnavailableError } from "#app/infra/db.server.ts";
import { LiveStatusChange } from "#app/models/live-status-change.server.ts";
import { LIVE_STATUS_MESSAGES, type LiveChangeRecord, type LiveStatus, liveStatusesOf } from "./live-status.ts";

/** Today's stops, a stop that is over included (its status still reads until midnight). */
async function todaysStops(at: Date): Promise<Stop[]> {
  const today = todayInTruckTimeZone(at);
  const stops = upcomingStops(await listUpcomingEvents(at), truckMoment(today, "00:00"), 50);
  return stops.filter((stop) => stop.date === today);
}

/** Today's stops that can have a status: on the schedule today and not cancelled. */
async function todaysStopIds(at: Date): Promise<Set<string>> {
  return new Set((await todaysStops(at)).filter((stop) => !stop.cancelled).map((stop) => stop.eventId));
}

type Said = Omit<LiveChangeRecord, "eventId" | "day" | "by" | "at">;

/** Keeps `change` for today's stop `eventId`, said by `by`; a stop not on today's schedule is refused (409). */
export async function recordLiveChange(eventId: string, change: Said, by: string): Promise<LiveChangeRecord> {
  if (!(await todaysStopIds(now())).has(eventId)) throw new Refusal(409, LIVE_STATUS_MESSAGES.notToday);
  return keep(eventId, change, by);
}

async function keep(eventId: string, change: Said, by: string): Promise<LiveChangeRecord> {
  const at = now();
  const record: LiveChangeRecord = { ...change, eventId, day: todayInTruckTimeZone(at), by, at };
  await LiveStatusChange.create({
    event_id: record.eventId,
    day: record.day,
    state: record.state,
    minutes: record.minutes,
    note: record.note,
    by: record.by,
    at: record.at,
  });
  return record;
}

/** How long this process answers today's changes from its copy (its own writes drop it at once). */
export const LIVE_STATUS_COPY_MS = 5_000;

const todaysChanges = dayCopy({
  name: "live-status-changes",
  lifetimeMs: LIVE_STATUS_COPY_MS,
  read: async (today) =>
    (await LiveStatusChange.find({ day: today }).sort({ at: 1, _id: 1 }).lean()).map(
      (row): LiveChangeRecord => ({
        eventId: row.event_id,
        day: row.day,
        state: row.state as LiveChangeRecord["state"],
        minutes: row.minutes ?? null,
        note: row.note ?? null,
        by: row.by,
        at: row.at,
      }),
    ),
});

/**
 * Today's changes, oldest first: the history staff read, and what the statuses are made of. Every
 * public page reads them (the banner, the next stop, the cards), so, like the closures, they come
 * from this process's copy (shared/day-copy.server.ts), LIVE_STATUS_COPY_MS old at most.
 */
export async function todaysLiveChanges(at = now()): Promise<LiveChangeRecord[]> {
  return todaysChanges(at);
}

/** Each of today's stops with a status, by event id. */
export async function todaysLiveStatuses(at = now()): Promise<Map<string, LiveStatus>> {
  return liveStatusesOf(await todaysLiveChanges(at), todayInTruckTimeZone(at));
}

/** A stop of today on the portal's live status page: what it is, and what visitors read of it. */
export type LiveStop = Pick<Stop, "eventId" | "title" | "address" | "time" | "cancelled"> & {
  status: LiveStatus | null;
};

/** A change in today's history, with its stop's name (the stop may have been deleted since: its id then). */
export type LiveHistoryEntry = LiveChangeRecord & { stop: string };

/** What the portal's live status page shows: today's stops with their status, and today's changes, newest first. */
export async function liveStatusBoard(at = now()): Promise<{ stops: LiveStop[]; history: LiveHistoryEntry[] }> {
  const [stops, changes] = await Promise.all([todaysStops(at), todaysLiveChanges(at)]);
  const statuses = liveStatusesOf(changes, todayInTruckTimeZone(at));
  const titles = new Map(stops.map((stop) => [stop.eventId, stop.title]));
  return {
    stops: stops.map(({ eventId, title, address, time, cancelled }) => ({
      eventId,
      title,
      address,
      time,
      cancelled,
      status: cancelled ? null : (statuses.get(eventId) ?? null),
    })),
    history: changes.map((change) => ({ ...change, stop: titles.get(change.eventId) ?? change.eventId })).reverse(),
  };
}

/** Today's statuses for the public pages; when they cannot be read, the stops show as scheduled. */
export async function todaysLiveStatusesOrNone(at = now()): Promise<Map<string, LiveStatus>> {
  try {
    return await todaysLiveStatuses(at);
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return new Map();
  }
}

/**
 * "Closed today" from the live status (decision 0022): the closure "closed for the rest of
 * today", saved as the closures page saves it (telling followers if asked), then kept in today's
 * history under the stop it was said for. The stop must be on today's schedule.
 */
export async function closeForTheRestOfToday(
  eventId: string,
  input: ClosureInput,
  choice: ClosureNoticeChoice,
): Promise<SavedClosure> {
  if (!(await todaysStopIds(now())).has(eventId)) throw new Refusal(409, LIVE_STATUS_MESSAGES.notToday);
  const saved = await createClosureTellingFollowers(input, choice);
  // Kept without asking again: the closure has just cancelled the stop.
  await keep(eventId, { state: "closed", minutes: null, note: input.reason }, choice.by);
  return saved;
}

/** A stop sold out today, as the banner tells it: its name (and its Spanish name, if given) and the staff's note. */
export type SoldOutToday = { stop: string; stopEs: string | null; note: string | null };

/** The first of today's stops (in the schedule's order) that staff said is sold out, or null. */
export async function soldOutToday(at = now()): Promise<SoldOutToday | null> {
  const statuses = await todaysLiveStatuses(at);
  if (![...statuses.values()].some((status) => status.state === "sold-out")) return null;
  const today = todayInTruckTimeZone(at);
  const events = await listUpcomingEvents(at);
  for (const stop of await todaysStops(at)) {
    const status = statuses.get(stop.eventId);
    if (status?.state !== "sold-out" || stop.cancelled || stop.date !== today) continue;
    const event = events.find((candidate) => candidate.id === stop.eventId);
    return { stop: stop.title, stopEs: event?.titleEs ?? null, note: status.note };
  }
  return null;
}
