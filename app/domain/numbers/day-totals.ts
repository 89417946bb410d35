// A day's totals on one server as stored (issue 51): a line per kind and key, `kind<TAB>key<TAB>count`.
// One text per day rather than a record per total: FerretDB 1.24 reads every document of a
// collection for any query and decodes each value it holds, so 25 months of totals as records
// took seconds to read and as text a tenth of a second (decision 0030). A key never holds a tab
// or a line break: tally.server.ts strips control characters from every key it counts.

/** One total: what was counted, which one, how many. */
export type DayTotal = { kind: string; key: string; count: number };

export function encodeDayTotals(totals: Iterable<DayTotal>): string {
  const lines: string[] = [];
  for (const { kind, key, count } of totals) lines.push(`${kind}\t${key}\t${count}`);
  return lines.join("\n");
}

/** The totals a stored text holds; a line that is not one (none is written so) is left out. */
export function decodeDayTotals(text: string): DayTotal[] {
  const totals: DayTotal[] = [];
  for (const line of text.split("\n")) {
    const [kind, key, written, extra] = line.split("\t");
    const count = Number(written);
    if (!kind || key === undefined || extra !== undefined || !Number.isSafeInteger(count) || count < 0) continue;
    totals.push({ kind, key, count });
  }
  return totals;
}
