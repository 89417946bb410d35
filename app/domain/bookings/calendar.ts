// The portal's calendar (issue 36) as the page draws it: which month a `?month=` asks for, the
// days of a month, and the shape of what is on each day (public stops, closures, booked and
// quoted catering events, and what clashes with what). Client-safe: no server imports.
import { z } from "zod";
import { CALENDAR_MESSAGES } from "#app/content/portal-messages.ts";
import type { CalendarEnquiry } from "#app/domain/enquiries/pipeline.ts";

/** A month as the query writes it: "2026-12". */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** Months the calendar opens: wide enough for any booking, narrow enough that a typo is caught. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** `?month=YYYY-MM`; absent means this month (the loader fills it in). */
export const calendarMonthSchema = z
  .string()
  .regex(MONTH, CALENDAR_MESSAGES.monthInvalid)
  .refine((month) => {
    const year = Number(month.slice(0, 4));
    return year >= FIRST_YEAR && year <= LAST_YEAR;
  }, CALENDAR_MESSAGES.monthInvalid);

/** "2026-12" moved by `months` (negative for earlier). */
export function addMonths(month: string, months: number): string {
  const [year, monthNumber] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year!, monthNumber! - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** Every date of the month, in order: "2026-12-01" … "2026-12-31". */
export function datesOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split("-").map(Number);
  const length = new Date(Date.UTC(year!, monthNumber!, 0)).getUTCDate();
  return Array.from({ length }, (_, index) => `${month}-${String(index + 1).padStart(2, "0")}`);
}

/** 0 = Sunday … 6 = Saturday: the week starts on Sunday, as the spec's calendar does. */
export function weekdayIndex(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

const monthTitle = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-12" -> "December 2026". */
export function formatMonth(month: string): string {
  return monthTitle.format(new Date(`${month}-01T00:00:00Z`));
}

/** What something on the calendar clashes with, in words: "Funk Zone Lunch, 11:00 AM - 2:00 PM". */
export type ClashWith = { label: string };

export type CalendarStop = {
  kind: "stop";
  id: string;
  eventId: string;
  title: string;
  address: string;
  time: string;
  cancelled: boolean;
  /** Why it does not go ahead ("" when it does). */
  reason: string;
  clashesWith: ClashWith[];
};

export type CalendarBookingItem = CalendarEnquiry & {
  kind: "booking";
  /** "5:30 PM - 9:00 PM", or the whole day when no times were given. */
  time: string;
  allDay: boolean;
  clashesWith: ClashWith[];
};

export type CalendarItem = CalendarStop | CalendarBookingItem;

export type CalendarDay = {
  date: string;
  /** "Saturday, December 5, 2026". */
  label: string;
  dayNumber: number;
  /** 0 = Sunday: the grid's column. */
  weekday: number;
  isToday: boolean;
  /** The reasons of the closures over this day. */
  closures: string[];
  items: CalendarItem[];
};

export type CalendarMonth = {
  month: string;
  title: string;
  previous: string;
  next: string;
  /** The Owner's travel buffer the clashes were counted with. */
  bufferMinutes: number;
  days: CalendarDay[];
  /** How many booked events clash with something this month. */
  clashingBookings: number;
};

/** A booking's name on the calendar: "Aiko Tanaka: Wedding, 120 guests". */
export function bookingTitle(booking: Pick<CalendarBookingItem, "name" | "eventType" | "guests">): string {
  const parts = [booking.eventType || CALENDAR_MESSAGES.cateringEvent];
  if (booking.guests !== null) parts.push(CALENDAR_MESSAGES.guests(booking.guests));
  return `${booking.name}: ${parts.join(", ")}`;
}
