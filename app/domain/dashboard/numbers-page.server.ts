// The Owner's numbers as one page (issue 51): what the site counted (domain/numbers), catering by
// month from the pipeline (./catering-figures), and the three headline figures the page and the
// dashboard open with. Here, above both, because it ties them together.

import type { NumbersPeriod } from "#app/content/numbers-words.ts";
import { NUMBERS_WORDS as WORDS } from "#app/content/numbers-words.ts";
import {
  changeLong,
  count,
  type DayRange,
  date,
  type Pair,
  periodSpan,
  readNumbersFigures,
  readWeekFigures,
  tickOf,
  type WeekFigures,
} from "#app/domain/numbers/figures.server.ts";
import { dateText, type NumbersSection, type NumbersTable } from "#app/domain/numbers/figures.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { formatEventDate, formatTruckDayAndTime, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { formatCents } from "#app/domain/shared/money.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { CATERING_LEAD_VALUE_USD } from "#app/lib/analytics-events.ts";
import { type CateringMonth, cateringByMonth, cateringThisMonth, orNull } from "./catering-figures.server.ts";

/** The figures the page and the dashboard open with; each null when it could not be read. */
export type NumbersHeadline = {
  visitors: { count: number; change: string } | null;
  orderTaps: { count: number; change: string } | null;
  catering: { booked: number; value: string } | null;
};

/** The headline from the week's figures and this month's catering (null: could not be read). */
function headlineOf(week: WeekFigures | null, catering: { booked: number; cents: number } | null): NumbersHeadline {
  return {
    visitors: week && { count: week.visitors[0], change: week.change.visitors },
    orderTaps: week && { count: week.orderTaps[0], change: week.change.orderTaps },
    catering: catering && { booked: catering.booked, value: formatCents(catering.cents) },
  };
}

/** Visitors and order taps this week (the last 7 days, today so far) against last week; catering booked this month. */
export async function readNumbersHeadline(today: string = todayInTruckTimeZone(clockNow())): Promise<NumbersHeadline> {
  const [week, catering] = await Promise.all([
    orNull(() => readWeekFigures(today)),
    orNull(() => cateringThisMonth(today)),
  ]);
  return headlineOf(week, catering);
}

const NOTIONAL_CENTS = CATERING_LEAD_VALUE_USD * 100;
const EMPTY_MONTH = { enquiries: 0, replied: 0, quoted: 0, booked: 0, bookedCents: 0 };

/** A period's months summed: enquiries, bookings and booked value. */
function totalsOf(months: Iterable<CateringMonth>) {
  const sum = { enquiries: 0, replied: 0, quoted: 0, booked: 0, bookedCents: 0 };
  for (const month of months) {
    for (const field of Object.keys(sum) as (keyof typeof sum)[]) sum[field] += month[field];
  }
  return sum;
}

/** Catering by month over the last 12 months, against the same days a year earlier; and this month's bookings. */
async function cateringSection(
  today: string,
): Promise<{ section: NumbersSection; thisMonth: { booked: number; cents: number } }> {
  const C = WORDS.catering;
  const span = periodSpan("12m", today);
  const read = (range: DayRange) => cateringByMonth(range.from, range.to);
  const [now, before] = await Promise.all([read(span.current), read(span.previous)]);
  const [totals, earlier] = [totalsOf(now.values()), totalsOf(before.values())];
  const empty = totals.enquiries + earlier.enquiries + totals.booked + earlier.booked === 0;
  const months = span.buckets.map((month) => ({ ...EMPTY_MONTH, ...now.get(month), month }));
  const money = (label: string, csv: string) => ({ label, csv, type: "cents" as const });
  const cells = (label: string, row: typeof totals) => [
    label,
    row.enquiries,
    row.replied,
    row.quoted,
    row.booked,
    row.bookedCents,
    row.enquiries * NOTIONAL_CENTS,
  ];
  const enquiries: Pair = [totals.enquiries, earlier.enquiries];
  const max = Math.max(...months.flatMap((month) => [month.bookedCents, month.enquiries * NOTIONAL_CENTS]));
  const thisMonth = months.at(-1)!;
  const section: NumbersSection = {
    name: "catering",
    heading: C.heading,
    csvName: C.csvName,
    notes: [C.note, C.notionalNote],
    empty,
    lines: empty
      ? [WORDS.sectionEmpty("12m")]
      : [
          C.total(totals.enquiries, changeLong(enquiries, "12m")),
          C.booked(totals.booked, formatCents(totals.bookedCents), formatCents(totals.enquiries * NOTIONAL_CENTS)),
        ],
    chart: {
      type: "series",
      label: C.chart,
      series: [C.bookedValue, C.notionalValue],
      points: months.map((month, index) => ({
        ...tickOf(span, index),
        title: `${dateText(month.month)}: ${C.bookedValue} ${formatCents(month.bookedCents)}, ${C.notionalValue} ${formatCents(month.enquiries * NOTIONAL_CENTS)}`,
        values: [month.bookedCents, month.enquiries * NOTIONAL_CENTS],
        marked: false,
      })),
      maxText: formatCents(max),
      markLabel: null,
    },
    table: {
      columns: [
        date(C.month, "month"),
        count(C.enquiries, "enquiries"),
        count(C.replied, "replied"),
        count(C.quoted, "quoted"),
        count(C.booked_, "booked"),
        money(C.bookedValue, "booked_value_usd"),
        money(C.notionalValue, "notional_value_usd"),
      ],
      rows: [
        ...months.map((month) => cells(month.month, month)),
        cells(WORDS.totalRow, totals),
        cells(WORDS.totalBefore("12m"), earlier),
      ],
      footRows: 2,
    },
  };
  return { section, thisMonth: { booked: thisMonth.booked, cents: thisMonth.bookedCents } };
}

/** One section of the page (a CSV's table): catering's, or one of what was counted. */
export async function readNumbersSection(name: NumbersTable, period: NumbersPeriod): Promise<NumbersSection> {
  const today = todayInTruckTimeZone(clockNow());
  if (name === "catering") return (await cateringSection(today)).section;
  const { sections } = await readNumbersFigures(period, today);
  return sections.find((section) => section.name === name)!;
}

export type NumbersPage = {
  period: NumbersPeriod;
  /** The days the period covers and the days it is compared with, in words. */
  spanText: string;
  headline: NumbersHeadline;
  /** Whether anything was ever counted: the page's empty state when not. */
  counted: boolean;
  sections: NumbersSection[];
  /** How fresh the figures are, in words. */
  fresh: string;
};

/** Everything /admin/numbers shows for `period`, as the truck's clock stands now. */
export async function readNumbersPage(period: NumbersPeriod): Promise<NumbersPage> {
  const now = clockNow();
  const today = todayInTruckTimeZone(now);
  const [figures, catering] = await Promise.all([readNumbersFigures(period, today), cateringSection(today)]);
  const { current, previous } = figures.span;
  return {
    period,
    spanText: WORDS.spanText(
      period,
      formatEventDate(current.from),
      formatEventDate(current.to),
      formatEventDate(previous.from),
      formatEventDate(previous.to),
    ),
    headline: headlineOf(figures.week, catering.thisMonth),
    counted: figures.counted,
    sections: [...figures.sections, catering.section],
    fresh: WORDS.fresh(
      getConfig().numbers.writeEveryMs,
      getConfig().numbersPageCopyMs,
      formatTruckDayAndTime(figures.readAt),
    ),
  };
}
