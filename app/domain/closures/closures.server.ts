// Closures as they are stored (app/models/closure.server.ts): listed, made, changed and deleted
// by Staff and Owners, over the version a form was read from like the other records. Every public
// page reads them (banner, hours, schedule), so, like the business details (decision 0021), this
// process keeps a copy of the closures still to end that lives CLOSURES_COPY_MS at most (another
// server's save shows within that) and that any write this process makes drops at once; the read
// under it is shared by every request in the same turn.
import mongoose from "mongoose";
import { CLOSURE_MESSAGES } from "#app/content/portal-messages.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { addDaysToIsoDate, todayInTruckTimeZone, truckMoment } from "#app/domain/shared/dates.ts";
import { dayCopy } from "#app/domain/shared/day-copy.server.ts";
import { definedFields } from "#app/domain/shared/defined-fields.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { type NeedsSpanish, spanishOrNull, textsNeedingSpanish } from "#app/domain/shared/spanish-texts.ts";
import { versionFilter } from "#app/domain/shared/versioned-records.server.ts";
import { Closure } from "#app/models/closure.server.ts";
import { type ActiveClosure, type AdminClosure, CLOSURE_SPANISH_TEXTS, type ClosureInput } from "./closures.ts";

type ClosureRecord = {
  _id: { toString(): string };
  starts_on: string;
  ends_on: string;
  reason: string;
  reason_es?: string | null;
  same_in_spanish?: string[] | null;
  rest_of_today?: boolean | null;
  starts_at?: Date | null;
  touched_from: string;
  touched_until: string;
  deleted_at?: Date | null;
  __v?: number | null;
};

function toAdminClosure(record: ClosureRecord): AdminClosure {
  return {
    id: record._id.toString(),
    starts_on: record.starts_on,
    ends_on: record.ends_on,
    reason: record.reason,
    reason_es: record.reason_es ?? "",
    same_in_spanish: CLOSURE_SPANISH_TEXTS.filter((text) => record.same_in_spanish?.includes(text)),
    rest_of_today: record.rest_of_today === true,
    starts_at: record.starts_at ? new Date(record.starts_at).toISOString() : null,
    __v: record.__v ?? 0,
  };
}

function toActiveClosure(record: ClosureRecord): ActiveClosure {
  return {
    starts_on: record.starts_on,
    ends_on: record.ends_on,
    reason: record.reason,
    reasonEs: spanishOrNull(record, "reason"),
    startsAt: record.starts_at ? new Date(record.starts_at).getTime() : truckMoment(record.starts_on, "00:00"),
  };
}

/** How long this process answers the closures from its copy (its own writes drop it at once). */
export const CLOSURES_COPY_MS = 5_000;

const activeClosures = dayCopy({
  name: "closures",
  lifetimeMs: CLOSURES_COPY_MS,
  read: async (today) =>
    (
      await Closure.find({ deleted_at: null, ends_on: { $gte: today } })
        .sort({ starts_on: 1 })
        .lean<ClosureRecord[]>()
    ).map(toActiveClosure),
});

/** The closures not yet over on `today`, soonest first: what the schedule and the public pages read. */
export async function listActiveClosures(now: Date = clockNow()): Promise<ActiveClosure[]> {
  // Every public page asks several times per request (banner, layout, schedule): from the copy.
  return activeClosures(now);
}

/** A closure's part in the calendar feeds' SEQUENCE: every date it ever covered, and its version. */
export type ClosureRevision = { touched_from: string; touched_until: string; version: number };

/**
 * Every closure, deleted ones too, that touched a date a series still shown may have (a series
 * runs a year at most): a deleted or shortened closure still raises the SEQUENCE of the events
 * it once covered, so calendar apps take their dates back.
 */
export async function listClosureRevisions(now: Date = clockNow()): Promise<ClosureRevision[]> {
  const since = addDaysToIsoDate(todayInTruckTimeZone(now), -400);
  const records = await Closure.find({ touched_until: { $gte: since } }).lean<ClosureRecord[]>();
  // Deleting raises the version too (the record is kept, marked deleted), so the sum never falls.
  return records.map((record) => ({
    touched_from: record.touched_from,
    touched_until: record.touched_until,
    version: record.__v ?? 0,
  }));
}

/** The closures staff see: those not yet over, soonest first. */
export async function listAdminClosures(now: Date = clockNow()): Promise<AdminClosure[]> {
  const today = todayInTruckTimeZone(now);
  const records = await Closure.find({ deleted_at: null, ends_on: { $gte: today } })
    .sort({ starts_on: 1, created_at: 1 })
    .lean<ClosureRecord[]>();
  return records.map(toAdminClosure);
}

/** The closures still to end whose reason still needs Spanish (issue 49), soonest first. */
export async function listClosuresNeedingSpanish(now: Date = clockNow()): Promise<NeedsSpanish[]> {
  return (await listAdminClosures(now)).flatMap((closure) => {
    const texts = textsNeedingSpanish(closure, CLOSURE_SPANISH_TEXTS);
    return texts.length === 0 ? [] : [{ kind: "closure" as const, id: closure.id, name: closure.reason, texts }];
  });
}

function assertId(id: string | undefined): asserts id is string {
  if (!mongoose.isValidObjectId(id)) throw new Refusal(404, CLOSURE_MESSAGES.notFound);
}

async function findRecord(id: string | undefined): Promise<ClosureRecord> {
  assertId(id);
  const record = await Closure.findOne({ _id: id, deleted_at: null }).lean<ClosureRecord>();
  if (!record) throw new Refusal(404, CLOSURE_MESSAGES.notFound);
  return record;
}

export async function findClosure(id: string | undefined): Promise<AdminClosure> {
  return toAdminClosure(await findRecord(id));
}

/** A closure as its notices read it again (issue 44): deleted ones too, saying so; null when unknown. */
export async function findClosureForNotice(id: string): Promise<{ closure: AdminClosure; deleted: boolean } | null> {
  if (!mongoose.isValidObjectId(id)) return null;
  const record = await Closure.findById(id).lean<ClosureRecord>();
  return record ? { closure: toAdminClosure(record), deleted: Boolean(record.deleted_at) } : null;
}

/** The Spanish an input gives (issue 49): what it leaves out stays as it was. */
function spanishOf({ reason_es, same_in_spanish }: ClosureInput): { reason_es?: string; same_in_spanish?: string[] } {
  return definedFields({ reason_es, same_in_spanish });
}

/** The stored dates of an input: "rest of today" is today from now (or from when it was first said). */
function datesOf(input: ClosureInput, now: Date, before: ClosureRecord | null) {
  const today = todayInTruckTimeZone(now);
  if (input.kind === "rest-of-today") {
    const same = before?.rest_of_today && before.starts_on === today && before.starts_at;
    return { starts_on: today, ends_on: today, rest_of_today: true, starts_at: same ? before.starts_at! : now };
  }
  const ends_on = input.ends_on!;
  if (ends_on < today) throw new Refusal(400, CLOSURE_MESSAGES.pastEnd);
  return { starts_on: input.starts_on!, ends_on, rest_of_today: false, starts_at: null };
}

export async function createClosure(input: ClosureInput, now: Date = clockNow()): Promise<AdminClosure> {
  const dates = datesOf(input, now, null);
  const record = await Closure.create({
    ...dates,
    reason: input.reason,
    ...spanishOf(input),
    touched_from: dates.starts_on,
    touched_until: dates.ends_on,
  });
  return toAdminClosure(record.toObject() as ClosureRecord);
}

/** Changes a closure over the version its form was read from (stale: 409); returns it before and after. */
export async function updateClosure(
  id: string | undefined,
  input: ClosureInput,
  version: number | undefined,
  now: Date = clockNow(),
): Promise<{ before: AdminClosure; after: AdminClosure }> {
  const before = await findRecord(id);
  const dates = datesOf(input, now, before);
  const result = await Closure.updateOne(
    { _id: id, deleted_at: null, ...versionFilter(version) },
    {
      $set: {
        ...dates,
        reason: input.reason,
        ...spanishOf(input),
        // The widest span it ever covered (dates as text sort as dates).
        touched_from: [dates.starts_on, before.touched_from].sort()[0],
        touched_until: [dates.ends_on, before.touched_until].sort()[1],
      },
      $inc: { __v: 1 },
    },
    { runValidators: true },
  );
  if (result.matchedCount === 0) throw new Refusal(409, CLOSURE_MESSAGES.conflict);
  return { before: toAdminClosure(before), after: await findClosure(id) };
}

/** Deletes a closure (with a version: only that version); its dates read as before at once. */
export async function deleteClosure(id: string | undefined, version?: number): Promise<AdminClosure> {
  const before = await findRecord(id);
  const result = await Closure.updateOne(
    { _id: id, deleted_at: null, ...versionFilter(version) },
    { $set: { deleted_at: clockNow() }, $inc: { __v: 1 } },
  );
  if (result.matchedCount === 0) throw new Refusal(409, CLOSURE_MESSAGES.conflict);
  return toAdminClosure(before);
}

/** The closures (not deleted) that cover any day from `from` to `to`, past ones too: the portal's calendar (issue 36). */
export async function listClosuresBetween(from: string, to: string): Promise<AdminClosure[]> {
  const records = await Closure.find({ deleted_at: null, starts_on: { $lte: to }, ends_on: { $gte: from } })
    .sort({ starts_on: 1 })
    .lean<ClosureRecord[]>();
  return records.map(toAdminClosure);
}
