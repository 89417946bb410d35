// The Owner's numbers as /admin/numbers reads them (issue 51): the daily totals of
// numbers_day_totals, summed over the servers that wrote them, for a period and the period
// before it, shaped into the page's sections (a chart, a table, each change said in words) and
// the same tables as CSV. One read of a range of days per page, summed in code: no date operator
// or grouping by the database, so it holds on FerretDB 1.24 (decision 0004).
import {
  type Change,
  countText,
  NUMBERS_PERIODS,
  type NumbersPeriod,
  NUMBERS_WORDS as WORDS,
} from "#app/content/numbers-words.ts";
import { addMonths, datesOfMonth } from "#app/domain/bookings/calendar.ts";
import { listClosuresBetween } from "#app/domain/closures/closures.server.ts";
import { eventTitles, listStopsBetween } from "#app/domain/events/events.server.ts";
import { now } from "#app/domain/shared/clock.server.ts";
import { addDaysToIsoDate } from "#app/domain/shared/dates.ts";
import { sharedRead } from "#app/domain/shared/shared-read.server.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { DayTotals } from "#app/models/numbers.server.ts";
import { decodeDayTotals } from "./day-totals.ts";
import {
  type BarChart,
  type Column,
  dateText,
  type FigureTable,
  type NumbersSection,
  type NumbersTable,
} from "./figures.ts";
import { keyParts, NONE, NUMBERS_KINDS, type NumbersKind, OTHER_KEY } from "./numbers.ts";

const DEFAULT_PERIOD: NumbersPeriod = "7d";

/** `?period=`: absent is the default, anything but a known period is null. */
export function parsePeriod(value: string | null): NumbersPeriod | null {
  if (value === null) return DEFAULT_PERIOD;
  return (NUMBERS_PERIODS as readonly string[]).includes(value) ? (value as NumbersPeriod) : null;
}

/** Truck days, both ends included: "2031-12-04" to "2031-12-10". */
export type DayRange = { from: string; to: string };

/**
 * A period and the one it is compared with, and the buckets its charts and tables have: days
 * (7 and 30 days) or months (12 months; "YYYY-MM").
 */
export type PeriodSpan = {
  period: NumbersPeriod;
  current: DayRange;
  previous: DayRange;
  unit: "day" | "month";
  buckets: string[];
};

/** The same date `months` months earlier, or that month's last day: 2032-02-29 -> 2031-02-28. */
function sameDayMonthsBefore(day: string, months: number): string {
  const dates = datesOfMonth(addMonths(day.slice(0, 7), -months));
  return dates[Math.min(Number(day.slice(8)), dates.length) - 1]!;
}

/**
 * Every period ends today (so far). The last 7 and 30 days are compared with the days just before
 * them; the last 12 months (this month so far and the 11 before) with the same days a year earlier.
 */
export function periodSpan(period: NumbersPeriod, today: string): PeriodSpan {
  if (period === "12m") {
    const first = addMonths(today.slice(0, 7), -11);
    return {
      period,
      current: { from: `${first}-01`, to: today },
      previous: { from: `${addMonths(first, -12)}-01`, to: sameDayMonthsBefore(today, 12) },
      unit: "month",
      buckets: Array.from({ length: 12 }, (_, index) => addMonths(first, index)),
    };
  }
  const days = period === "7d" ? 7 : 30;
  const from = addDaysToIsoDate(today, 1 - days);
  return {
    period,
    current: { from, to: today },
    previous: { from: addDaysToIsoDate(from, -days), to: addDaysToIsoDate(from, -1) },
    unit: "day",
    buckets: Array.from({ length: days }, (_, index) => addDaysToIsoDate(from, index)),
  };
}

/** Below this many before, a change is said in units ("down 3"), above it in percent. */
const PERCENT_FROM = 10;

/** How `current` moved against `previous`. */
export function changeOf(current: number, previous: number): Change {
  if (current === previous) return { kind: "same" };
  if (previous === 0) return { kind: "new" };
  const up = current > previous;
  const by = Math.abs(current - previous);
  const percent = Math.round((by / previous) * 100);
  return previous >= PERCENT_FROM && percent >= 1 ? { kind: "percent", up, percent } : { kind: "count", up, by };
}

// ---- Reading --------------------------------------------------------------------------------

type Summed = { kind: string; key: string; day: string; count: number };

/**
 * Every total from `range.from` to `range.to`, summed over the servers that wrote it: one per
 * kind, key and day. Summed in code: each server's day is one text (day-totals.ts), and FerretDB
 * 1.24's `$group` was several times slower than the plain read anyway (decision 0030).
 */
async function sumByDay(range: DayRange): Promise<Summed[]> {
  const days = await DayTotals.find({ day: { $gte: range.from, $lte: range.to } }, { _id: 0, day: 1, totals: 1 }).lean<
    { day: string; totals: string }[]
  >();
  const sums = new Map<string, Summed>();
  for (const { day, totals } of days) {
    for (const { kind, key, count } of decodeDayTotals(totals)) {
      const id = `${kind}\u0000${key}\u0000${day}`;
      const sum = sums.get(id);
      if (sum) sum.count += count;
      else sums.set(id, { kind, key, day, count });
    }
  }
  return [...sums.values()];
}

/** This process's last reads, by range: kept `numbersPageCopyMs`, so an Owner's clicks do not each read months of totals. */
const copies = new Map<string, { at: number; read: Promise<Totals> }>();

/** A range's summed totals, and when (the server's clock) they were read. */
type Totals = { sums: Summed[]; readAt: Date };

/**
 * The summed totals of a range, from this process's copy when it is younger than
 * NUMBERS_PAGE_COPY_SECONDS (the writers' own cadence unless set): the totals are written no
 * more often than that, so a fresher read would mostly find the same. Requests asking at once
 * share one read.
 */
function dailyTotals(range: DayRange): Promise<Totals> {
  const keep = getConfig().numbersPageCopyMs;
  const key = `${range.from} ${range.to}`;
  const at = performance.now();
  const copy = copies.get(key);
  if (copy && at - copy.at < keep) return copy.read;
  for (const [old, { at: readAt }] of copies) if (at - readAt >= keep) copies.delete(old);
  const read = sharedRead(`numbers ${key}`, async () => ({ readAt: now(), sums: await sumByDay(range) }));
  if (keep > 0) {
    copies.set(key, { at, read });
    // A read that failed is not kept: the next request tries again.
    read.catch(() => copies.delete(key));
  }
  return read;
}

const idOf = (kind: string, key: string) => `${kind}\u0000${key}`;

/** What was counted in a period and the one before: totals per kind and key, and per bucket of the period. */
class Counts {
  private readonly now = new Map<string, number>();
  private readonly before = new Map<string, number>();
  private readonly perBucket = new Map<string, Map<string, number>>();
  private readonly keysOf = new Map<string, Set<string>>();

  private readonly span: PeriodSpan;

  constructor(rows: readonly Summed[], span: PeriodSpan) {
    this.span = span;
    for (const row of rows) {
      // 12 months are compared with the same days a year earlier: the rest of that month is in neither.
      if (row.day < span.current.from && (row.day < span.previous.from || row.day > span.previous.to)) continue;
      const id = idOf(row.kind, row.key);
      const keys = this.keysOf.get(row.kind) ?? new Set();
      keys.add(row.key);
      this.keysOf.set(row.kind, keys);
      if (row.day >= span.current.from) {
        this.now.set(id, (this.now.get(id) ?? 0) + row.count);
        const bucket = span.unit === "month" ? row.day.slice(0, 7) : row.day;
        const buckets = this.perBucket.get(id) ?? new Map<string, number>();
        buckets.set(bucket, (buckets.get(bucket) ?? 0) + row.count);
        this.perBucket.set(id, buckets);
      } else {
        this.before.set(id, (this.before.get(id) ?? 0) + row.count);
      }
    }
  }

  /** Every key of `kind` counted in either period. */
  keys(kind: NumbersKind): string[] {
    return [...(this.keysOf.get(kind) ?? [])];
  }

  /** [this period, the one before] for one key. */
  pair(kind: NumbersKind, key: string): Pair {
    const id = idOf(kind, key);
    return [this.now.get(id) ?? 0, this.before.get(id) ?? 0];
  }

  inBucket(kind: NumbersKind, key: string, bucket: string): number {
    return this.perBucket.get(idOf(kind, key))?.get(bucket) ?? 0;
  }

  get hasAny(): boolean {
    return this.now.size > 0 || this.before.size > 0;
  }

  get period(): NumbersPeriod {
    return this.span.period;
  }
}

/** A figure in this period and in the one before. */
export type Pair = [number, number];
const add = (a: Pair, b: Pair): Pair => [a[0] + b[0], a[1] + b[1]];
const ZERO: Pair = [0, 0];

// ---- What the page draws -------------------------------------------------------------------

export const count = (label: string, csv: string): Column => ({ label, csv, type: "count" });
export const text = (label: string, csv: string): Column => ({ label, csv, type: "text" });
export const date = (label: string, csv: string): Column => ({ label, csv, type: "date" });

/** "up 12% on last week": how this period's figure moved against the one before's, in words. */
export const changeLong = (pair: Pair, period: NumbersPeriod) => WORDS.changeLong(changeOf(...pair), period);

/** Rows with a figure in either period, the most counted this period first. */
function sortRows<Row extends { label: string; pair: Pair }>(rows: Row[]): Row[] {
  return rows
    .filter((row) => row.pair[0] > 0 || row.pair[1] > 0)
    .sort((a, b) => b.pair[0] - a.pair[0] || b.pair[1] - a.pair[1] || a.label.localeCompare(b.label));
}

/** What a list section is called and says: its words in app/content/numbers-words.ts. */
type ListWords = {
  heading: string;
  csvName: string;
  chart: string;
  total: (count: number, change: string) => string;
};

const named = ({ heading, csvName }: ListWords) => ({ heading, csvName });

/** A bar for each of the first ten rows, by this period's figure. */
function barChart(label: string, rows: readonly { label: string; pair: Pair }[]): BarChart {
  return {
    type: "bars",
    label,
    bars: [...rows]
      .sort((a, b) => b.pair[0] - a.pair[0])
      .slice(0, 10)
      .map((row) => ({ label: row.label, value: row.pair[0], text: countText(row.pair[0]) })),
  };
}

/**
 * A section of rows (pages, sites, channels, stops...): their total and its change in words, a
 * bar for each of the first ten, and a table of every row whose first columns are `lead`'s and
 * whose last compare this period with the one before.
 */
function listSection<Row extends { label: string; pair: Pair }>(
  counts: Counts,
  name: NumbersTable,
  words: ListWords,
  rows: Row[],
  lead: { columns: Column[]; cells: (row: Row) => (string | number)[]; figure: string; notes?: string[] },
): NumbersSection {
  const { period } = counts;
  const sum = rows.reduce((all, row) => add(all, row.pair), ZERO);
  const empty = rows.length === 0;
  return {
    name,
    ...named(words),
    lines: [empty ? WORDS.sectionEmpty(period) : words.total(sum[0], changeLong(sum, period))],
    notes: lead.notes ?? [],
    empty,
    chart: barChart(words.chart, rows),
    table: {
      columns: [
        ...lead.columns,
        count(lead.figure, "this_period"),
        count(WORDS.before(period), "before"),
        { label: WORDS.change, csv: "change", type: "words" },
      ],
      rows: rows.map((row) => [
        ...lead.cells(row),
        row.pair[0],
        row.pair[1],
        WORDS.changeShort(changeOf(row.pair[0], row.pair[1])),
      ]),
    },
  };
}

const DAY_TICK = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });
const MONTH_TICK = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const DATE_TICK = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/**
 * Under each bar of 7 days ("Fri 27", "Fri" on a narrow phone); every 7th of 30 days, counted
 * back from today ("Nov 27"); each month ("Dec 2031" first, then "Jan"; every other one on a phone).
 */
export function tickOf(span: PeriodSpan, index: number): { tick: string; tickDetail?: string; minorTick: boolean } {
  const bucket = span.buckets[index]!;
  if (span.unit === "month") {
    // The year beside the first month, which starts at the chart's left edge.
    return {
      tick: MONTH_TICK.format(new Date(`${bucket}-01T00:00:00Z`)),
      ...(index === 0 ? { tickDetail: ` ${bucket.slice(0, 4)}` } : {}),
      minorTick: (span.buckets.length - 1 - index) % 2 === 1,
    };
  }
  const date = new Date(`${bucket}T00:00:00Z`);
  if (span.buckets.length <= 7) {
    return { tick: DAY_TICK.format(date), tickDetail: ` ${date.getUTCDate()}`, minorTick: false };
  }
  return { tick: (span.buckets.length - 1 - index) % 7 === 0 ? DATE_TICK.format(date) : "", minorTick: false };
}

// ---- The sections --------------------------------------------------------------------------

function visitorsSection(counts: Counts, span: PeriodSpan, stops: Map<string, string[]> | null): NumbersSection {
  const V = WORDS.visitors;
  const { period } = span;
  const kind = NUMBERS_KINDS.visitors;
  const parts = [
    ["all", V.all],
    ["en", V.english],
    ["es", V.spanish],
    ["phone", V.phone],
    ["desktop", V.desktop],
  ] as const;
  const totals = parts.map(([key]) => counts.pair(kind, key));
  const empty = totals.every(([now, before]) => now === 0 && before === 0);
  const all = totals[0]!;
  const lines = empty
    ? [WORDS.sectionEmpty(period)]
    : [
        V.total(all[0], changeLong(all, period)),
        ...parts
          .slice(1)
          .map(([, label], index) => V.part(label, totals[index + 1]![0], changeLong(totals[index + 1]!, period))),
      ];
  const columns: Column[] = [
    date(span.unit === "month" ? V.month : V.day, span.unit),
    ...parts.map(([key, label]) => count(label, key === "all" ? "visitors" : label.toLowerCase())),
    ...(stops ? [text(V.stop, "stop")] : []),
  ];
  const rows = span.buckets.map((bucket) => [
    bucket,
    ...parts.map(([key]) => counts.inBucket(kind, key, bucket)),
    ...(stops ? [stops.get(bucket)?.join(", ") ?? V.noStop] : []),
  ]);
  const blankStop = stops ? [""] : [];
  rows.push([WORDS.totalRow, ...totals.map(([now]) => now), ...blankStop]);
  rows.push([WORDS.totalBefore(period), ...totals.map(([, before]) => before), ...blankStop]);
  const footRows = 2;
  const max = Math.max(
    ...span.buckets.flatMap((bucket) => [counts.inBucket(kind, "en", bucket), counts.inBucket(kind, "es", bucket)]),
  );
  return {
    name: "visitors",
    heading: V.heading,
    csvName: V.csvName,
    lines,
    notes: span.unit === "month" ? [V.languagesNote, V.monthsNote] : [V.languagesNote],
    empty,
    chart: {
      type: "series",
      label: V.chart(period),
      series: [V.english, V.spanish],
      points: span.buckets.map((bucket, index) => {
        const en = counts.inBucket(kind, "en", bucket);
        const es = counts.inBucket(kind, "es", bucket);
        return {
          ...tickOf(span, index),
          title: `${dateText(bucket)}: ${V.english} ${countText(en)}, ${V.spanish} ${countText(es)}`,
          values: [en, es],
          marked: stops?.has(bucket) ?? false,
        };
      }),
      maxText: countText(max),
      markLabel: stops && stops.size > 0 ? V.stopMark : null,
    },
    table: { columns, rows, footRows },
  };
}

/** Pages viewed, or sign-ups per page: `<page>|<language>` keys, a row per page with its languages. */
function perPageSection(
  counts: Counts,
  kind: NumbersKind,
  name: NumbersTable,
  words: ListWords,
  notes: string[],
): NumbersSection {
  const pages = new Map<string, { en: Pair; es: Pair }>();
  for (const key of counts.keys(kind)) {
    const [page = key, language = "en"] = keyParts(key);
    const row = pages.get(page) ?? { en: ZERO, es: ZERO };
    if (language === "es") row.es = add(row.es, counts.pair(kind, key));
    else row.en = add(row.en, counts.pair(kind, key));
    pages.set(page, row);
  }
  const rows = sortRows(
    [...pages].map(([page, { en, es }]) => ({ label: WORDS.pages.names[page] ?? page, en, es, pair: add(en, es) })),
  );
  return listSection(counts, name, words, rows, {
    columns: [
      text(WORDS.pages.page, "page"),
      count(WORDS.visitors.english, "english"),
      count(WORDS.visitors.spanish, "spanish"),
    ],
    cells: (row) => [row.label, row.en[0], row.es[0]],
    figure: WORDS.total,
    notes,
  });
}

/** At most this many rows of keys a visitor writes (a site, a tag); the rest are "Other". */
const TOP = 10;

/** The top ten keys of `kind`, then "Other": the rest, and the keys past the daily cap. */
function keyRows(counts: Counts, kind: NumbersKind, other: string): { label: string; pair: Pair }[] {
  const rows = sortRows(
    counts
      .keys(kind)
      .filter((key) => key !== OTHER_KEY)
      .map((key) => ({ label: key, pair: counts.pair(kind, key) })),
  );
  const rest = rows.slice(TOP).reduce((sum, row) => add(sum, row.pair), counts.pair(kind, OTHER_KEY));
  return rest[0] > 0 || rest[1] > 0 ? [...rows.slice(0, TOP), { label: other, pair: rest }] : rows;
}

function referrersSection(counts: Counts): NumbersSection {
  const R = WORDS.referrers;
  return listSection(counts, "referrers", R, keyRows(counts, NUMBERS_KINDS.referrer, R.other), {
    columns: [text(R.site, "site")],
    cells: (row) => [row.label],
    figure: R.visits,
  });
}

const UTM_KINDS = [NUMBERS_KINDS.utmSource, NUMBERS_KINDS.utmMedium, NUMBERS_KINDS.utmCampaign] as const;

/** Source, medium and campaign, each its top ten; the total is the views with a source. */
function campaignsSection(counts: Counts): NumbersSection {
  const C = WORDS.campaigns;
  const rows = UTM_KINDS.flatMap((kind) =>
    keyRows(counts, kind, C.other).map((row) => ({ ...row, tag: C.tags[kind] ?? kind })),
  );
  const sources = keyRows(counts, NUMBERS_KINDS.utmSource, C.other).reduce((all, row) => add(all, row.pair), ZERO);
  const section = listSection(counts, "campaigns", C, rows, {
    columns: [text(C.tag, "tag"), text(C.value, "value")],
    cells: (row) => [row.tag, row.label],
    figure: C.views,
  });
  if (section.empty) return section;
  return {
    ...section,
    lines: [C.total(sources[0], changeLong(sources, counts.period))],
    chart: barChart(
      C.chart,
      rows.map((row) => ({ label: `${row.tag}: ${row.label}`, pair: row.pair })),
    ),
  };
}

/** "pickup" -> "Pickup", "delivery:DoorDash" -> "Delivery: DoorDash". */
function channelName(channel: string): string {
  const T = WORDS.channels;
  if (channel === "pickup") return T.pickup;
  if (channel === "phone") return T.phone;
  if (channel.startsWith("delivery:")) return T.delivery(channel.slice("delivery:".length));
  return channel === NONE || channel === "" ? T.none : channel;
}

function channelsSection(counts: Counts): NumbersSection {
  const T = WORDS.channels;
  const channels = new Map<string, Pair>();
  for (const key of counts.keys(NUMBERS_KINDS.tap)) {
    const [link, channel = NONE] = keyParts(key);
    if (link !== "order") continue;
    const name = channelName(channel);
    channels.set(name, add(channels.get(name) ?? ZERO, counts.pair(NUMBERS_KINDS.tap, key)));
  }
  const rows = sortRows([...channels].map(([label, pair]) => ({ label, pair })));
  return listSection(counts, "channels", T, rows, {
    columns: [text(T.channel, "channel")],
    cells: (row) => [row.label],
    figure: T.taps,
    notes: [WORDS.tapsFloor],
  });
}

const TAP_LINKS = ["order", "phone", "directions"] as const;
type TapLinkName = (typeof TAP_LINKS)[number];

/** Each stop's taps by link and its sign's scans (issue 53), and what they add up to. */
type StopRow = { label: string; links: Record<TapLinkName | "scans", number>; pair: Pair };

function stopsSection(counts: Counts, titles: Map<string, string>): NumbersSection {
  const T = WORDS.stops;
  const stops = new Map<string, StopRow>();
  const addTo = (stop: string, column: TapLinkName | "scans", pair: Pair) => {
    // Stops no longer stored share one row: their names went with them.
    const label = stop === NONE ? T.notAtStop : (titles.get(stop) ?? T.gone);
    const row = stops.get(label) ?? { label, links: { order: 0, phone: 0, directions: 0, scans: 0 }, pair: ZERO };
    row.links[column] += pair[0];
    row.pair = add(row.pair, pair);
    stops.set(label, row);
  };
  for (const key of counts.keys(NUMBERS_KINDS.tap)) {
    const [link = "", , stop = NONE] = keyParts(key);
    if ((TAP_LINKS as readonly string[]).includes(link))
      addTo(stop, link as TapLinkName, counts.pair(NUMBERS_KINDS.tap, key));
  }
  for (const key of counts.keys(NUMBERS_KINDS.scan)) {
    const [, stop = NONE] = keyParts(key);
    addTo(stop, "scans", counts.pair(NUMBERS_KINDS.scan, key));
  }
  return listSection(counts, "stops", T, sortRows([...stops.values()]), {
    columns: [
      text(T.stop, "stop"),
      count(T.order, "order"),
      count(T.phone, "phone"),
      count(T.directions, "directions"),
      count(T.scans, "scans"),
    ],
    cells: (row) => [row.label, row.links.order, row.links.phone, row.links.directions, row.links.scans],
    figure: WORDS.total,
    notes: [WORDS.tapsFloor],
  });
}

function downloadsSection(counts: Counts): NumbersSection {
  const D = WORDS.downloads;
  const rows = sortRows(
    counts.keys(NUMBERS_KINDS.download).map((key) => {
      const [file = key, language = "en"] = keyParts(key);
      return {
        label: `${D.names[file] ?? file} (${D.language[language] ?? language})`,
        pair: counts.pair(NUMBERS_KINDS.download, key),
      };
    }),
  );
  return listSection(counts, "downloads", D, rows, {
    columns: [text(D.file, "file")],
    cells: (row) => [row.label],
    figure: D.downloads,
  });
}

/** The truck's stops of each day from `from` to `to`, by name (cancelled ones left out). */
async function stopDays(range: DayRange): Promise<Map<string, string[]>> {
  const stops = await listStopsBetween(range.from, range.to, await listClosuresBetween(range.from, range.to));
  const days = new Map<string, string[]>();
  for (const stop of stops) {
    if (stop.cancelled) continue;
    days.set(stop.date, [...(days.get(stop.date) ?? []), stop.title]);
  }
  return days;
}

/** The page's counted sections (catering is the pipeline's: domain/dashboard), for a period ending `today`. */
export async function readNumbersFigures(
  period: NumbersPeriod,
  today: string,
): Promise<{ span: PeriodSpan; readAt: Date; counted: boolean; sections: NumbersSection[]; week: WeekFigures }> {
  const span = periodSpan(period, today);
  const [{ sums, readAt }, stops] = await Promise.all([
    dailyTotals({ from: span.previous.from, to: span.current.to }),
    span.unit === "day" ? stopDays(span.current) : Promise.resolve(null),
  ]);
  const counts = new Counts(sums, span);
  // The stops taps and sign scans (issue 53) came from, to name them.
  const stopIds = new Set(
    [
      ...counts.keys(NUMBERS_KINDS.tap).map((key) => keyParts(key)[2] ?? NONE),
      ...counts.keys(NUMBERS_KINDS.scan).map((key) => keyParts(key)[1] ?? NONE),
    ].filter((stop) => stop !== NONE),
  );
  const titles = await eventTitles([...stopIds]);
  const sections = [
    visitorsSection(counts, span, stops),
    perPageSection(counts, NUMBERS_KINDS.view, "pages", WORDS.pages, []),
    referrersSection(counts),
    campaignsSection(counts),
    channelsSection(counts),
    stopsSection(counts, titles),
    downloadsSection(counts),
    perPageSection(counts, NUMBERS_KINDS.signup, "signups", WORDS.signups, [WORDS.signups.note]),
  ];
  return {
    span,
    readAt,
    counted: counts.hasAny || (await anythingCounted()),
    sections,
    // Every period's read covers the last 14 days: the headline needs no read of its own.
    week: weekOf(sums, today),
  };
}

/** Whether anything was ever counted (the page's empty state when not). */
async function anythingCounted(): Promise<boolean> {
  return (await DayTotals.exists({})) !== null;
}

/** This week (the last 7 days, today so far) against last week: visitors and taps on order links. */
/** The week's figures: visitors and taps on order links this week (the last 7 days, today so far) and last week. */
export type WeekFigures = { visitors: Pair; orderTaps: Pair; change: { visitors: string; orderTaps: string } };

/** The week's figures from totals that cover the last 14 days. */
function weekOf(sums: readonly Summed[], today: string): WeekFigures {
  const span = periodSpan("7d", today);
  const counts = new Counts(
    sums.filter((sum) => sum.day >= span.previous.from),
    span,
  );
  const visitors = counts.pair(NUMBERS_KINDS.visitors, "all");
  const orderTaps = counts
    .keys(NUMBERS_KINDS.tap)
    .filter((key) => keyParts(key)[0] === "order")
    .reduce((sum, key) => add(sum, counts.pair(NUMBERS_KINDS.tap, key)), ZERO);
  return {
    visitors,
    orderTaps,
    change: { visitors: changeLong(visitors, "7d"), orderTaps: changeLong(orderTaps, "7d") },
  };
}

/** This week against last week, read on its own (the dashboard). */
export async function readWeekFigures(today: string): Promise<WeekFigures> {
  const span = periodSpan("7d", today);
  return weekOf((await dailyTotals({ from: span.previous.from, to: today })).sums, today);
}

/** A section's table as CSV rows: the page's columns but the words (the figure before is there instead). */
export function csvOfTable(table: FigureTable): { header: string[]; rows: string[][] } {
  const kept = table.columns.flatMap((column, index) => (column.type === "words" ? [] : [{ column, index }]));
  return {
    header: kept.map(({ column }) => column.csv),
    rows: table.rows.map((row) =>
      kept.map(({ column, index }) => {
        const cell = row[index] ?? "";
        return column.type === "cents" ? (Number(cell) / 100).toFixed(2) : String(cell);
      }),
    ),
  };
}
