// The Owner's numbers' daily totals (issue 51) as tests write and read them: a row per day, server,
// kind and key, stored as the servers store them (one record per day and server, its totals one
// text: app/domain/numbers/day-totals.ts).
import { type DayTotal, decodeDayTotals, encodeDayTotals } from "#app/domain/numbers/day-totals.ts";
import { DayTotals } from "#app/models/numbers.server.ts";

export type CountRow = DayTotal & { day: string; server: string };

/** Stores rows (replacing what those servers had for those days), or with `model` on another connection. */
export async function storeCountRows(rows: CountRow[], model = DayTotals): Promise<void> {
  const byDayAndServer = Map.groupBy(rows, (row) => `${row.day} ${row.server}`);
  await model.bulkWrite(
    [...byDayAndServer.values()].map((group) => ({
      updateOne: {
        filter: { day: group[0]!.day, server: group[0]!.server },
        update: { $set: { totals: encodeDayTotals(group) } },
        upsert: true,
      },
    })),
  );
}

/** Every stored row of the days `filter` selects. */
export async function countRows(filter: { day?: string } = {}, model = DayTotals): Promise<CountRow[]> {
  const days = await model.find(filter).lean();
  return days.flatMap(({ day, server, totals }) => decodeDayTotals(totals).map((total) => ({ day, server, ...total })));
}

/** A kind's totals of a day, summed over servers, by key. */
export async function totalsByKey(kind: string, day: string, model = DayTotals): Promise<Record<string, number>> {
  const sums: Record<string, number> = {};
  for (const row of await countRows({ day }, model)) {
    if (row.kind === kind) sums[row.key] = (sums[row.key] ?? 0) + row.count;
  }
  return sums;
}
