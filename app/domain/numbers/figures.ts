// The Owner's numbers as the page draws them and the CSV writes them (issue 51): each section's
// chart and table, and how a date column reads. Client-safe: what figures.server.ts reads and
// shapes, the page and its components draw.
import { formatMonth } from "#app/domain/bookings/calendar.ts";
import { formatShortDay } from "#app/domain/shared/dates.ts";

/** The tables of the page, each also a CSV (`?table=`). */
export const NUMBERS_TABLES = [
  "visitors",
  "pages",
  "referrers",
  "campaigns",
  "channels",
  "stops",
  "downloads",
  "signups",
  "catering",
] as const;
export type NumbersTable = (typeof NUMBERS_TABLES)[number];

/** A table's column: its head on the page, its name in the CSV, and what its cells hold. */
export type Column = {
  label: string;
  csv: string;
  /**
   * A date column holds "YYYY-MM-DD" or "YYYY-MM" (the page writes it in words, the CSV as it is);
   * words are the page's only (the change in words: the CSV has the figure before instead).
   */
  type: "text" | "date" | "count" | "cents" | "words";
};
/** A table's columns and rows; the last `footRows` rows are its totals. */
export type FigureTable = { columns: Column[]; rows: (string | number)[][]; footRows?: number };

/** Vertical bars per day or month, one per series side by side; a marked bucket has a sign under it. */
export type SeriesChart = {
  type: "series";
  label: string;
  series: string[];
  points: {
    /** Under the bar ("Wed", "Nov 27", "Mar"), or "" for none; `tickDetail` follows it where there is room (" 25"). */
    tick: string;
    tickDetail?: string;
    /** Left out on a phone (every other month). */
    minorTick: boolean;
    title: string;
    values: number[];
    marked: boolean;
  }[];
  maxText: string;
  markLabel: string | null;
};
/** One horizontal bar per row, its label and figure above it. */
export type BarChart = { type: "bars"; label: string; bars: { label: string; value: number; text: string }[] };

export type NumbersSection = {
  name: NumbersTable;
  heading: string;
  /** What the table is, in the CSV link's words. */
  csvName: string;
  /** The totals and their changes, in words. */
  lines: string[];
  notes: string[];
  /** Nothing counted in either period: the page says so instead of the chart and the table (the CSV has the columns). */
  empty: boolean;
  chart: SeriesChart | BarChart;
  table: FigureTable;
};

/** "2031-12-05" -> "Fri, Dec 5"; "2031-12" -> "December 2031"; anything else as it is. */
export function dateText(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatShortDay(value);
  return /^\d{4}-\d{2}$/.test(value) ? formatMonth(value) : value;
}
