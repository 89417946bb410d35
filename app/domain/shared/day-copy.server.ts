// A per-process copy of what is read for the truck's day (today's closures, today's live
// changes): every public page asks for it several times per request, so this process answers
// from memory for at most `lifetimeMs` (another server's change shows within that). Any write
// this process makes drops the copy at once, and so does the truck's midnight; the read under it
// is shared by every request in the same turn. The copy is checked against moments, not a
// formatted date, so a fresh one costs no Intl call.
import { databaseWriteGeneration } from "#app/infra/db-write-generation.server.ts";
import { addDaysToIsoDate, todayInTruckTimeZone, truckMoment } from "./dates.ts";
import { sharedRead } from "./shared-read.server.ts";

/** `read(today)` kept as a copy for the day; each answer's items are the caller's to change. */
export function dayCopy<T extends object>(options: {
  /** Names the shared read: one per kind of record. */
  name: string;
  lifetimeMs: number;
  read: (today: string) => Promise<T[]>;
}): (at: Date) => Promise<T[]> {
  let copy: { dayStartsAt: number; dayEndsAt: number; items: T[]; readAt: number; generation: number } | null = null;
  return async (at) => {
    const moment = at.getTime();
    const fresh =
      copy !== null &&
      copy.dayStartsAt <= moment &&
      moment < copy.dayEndsAt &&
      copy.generation === databaseWriteGeneration() &&
      performance.now() - copy.readAt < options.lifetimeMs;
    if (fresh) return copy!.items.map((item) => ({ ...item }));
    const today = todayInTruckTimeZone(at);
    // Taken before the read: a write that finishes during it makes the copy stale at once.
    const generation = databaseWriteGeneration();
    const readAt = performance.now();
    const items = await sharedRead(`${options.name}:${today}`, () => options.read(today));
    copy = {
      dayStartsAt: truckMoment(today, "00:00"),
      dayEndsAt: truckMoment(addDaysToIsoDate(today, 1), "00:00"),
      items,
      readAt,
      generation,
    };
    return items.map((item) => ({ ...item }));
  };
}
