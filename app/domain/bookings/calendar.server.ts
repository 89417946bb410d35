// The portal's calendar for one month (issue 36): the public stops (cancelled ones with their
// reason), the closures, and the booked and quoted catering events, with every clash between a
// booked event and a stop or another booked event, counting the Owner's travel buffer on each
// side (./clashes.ts). A booking is an enquiry whose status is booked, so one appears here the
// moment its status changes, whoever or whatever changed it; a quoted one shows as tentative and
// clashes with nothing until it is booked. Read straight from the records each time: the month
// is one page for staff, not worth a copy.

import { CALENDAR_MESSAGES } from "#app/content/portal-messages.ts";
import { getBusinessDetails } from "#app/domain/business/business-details.server.ts";
import { listClosuresBetween } from "#app/domain/closures/closures.server.ts";
import { type CalendarBooking, listCalendarBookings } from "#app/domain/enquiries/enquiries.server.ts";
import { listStopsBetween, type StopOnDate } from "#app/domain/events/events.server.ts";
import { stopHours, stopWindow } from "#app/domain/events/schedule.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import {
  addDaysToIsoDate,
  formatClockTime,
  formatDayWithWeekday,
  formatShortDay,
  todayInTruckTimeZone,
  truckMoment,
} from "#app/domain/shared/dates.ts";
import {
  addMonths,
  bookingTitle,
  type CalendarBookingItem,
  type CalendarDay,
  type CalendarItem,
  type CalendarMonth,
  type CalendarStop,
  datesOfMonth,
  formatMonth,
  weekdayIndex,
} from "./calendar.ts";
import { type CalendarEntry, findClashes } from "./clashes.ts";

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A booking's moments; null for both when it has no times (it holds the whole day). */
function bookingWindow(booking: CalendarBooking): { startsAt: number | null; endsAt: number | null } {
  if (!CLOCK.test(booking.startTime) || !CLOCK.test(booking.endTime)) return { startsAt: null, endsAt: null };
  // An end before the start runs past midnight, as a stop's does.
  const endDate = booking.endTime > booking.startTime ? booking.date : addDaysToIsoDate(booking.date, 1);
  return { startsAt: truckMoment(booking.date, booking.startTime), endsAt: truckMoment(endDate, booking.endTime) };
}

function bookingTime(booking: CalendarBooking): { time: string; allDay: boolean } {
  if (!CLOCK.test(booking.startTime) || !CLOCK.test(booking.endTime)) {
    return { time: CALENDAR_MESSAGES.allDay, allDay: true };
  }
  return { time: `${formatClockTime(booking.startTime)} - ${formatClockTime(booking.endTime)}`, allDay: false };
}

type Placed = { item: CalendarItem; date: string; entry: CalendarEntry; label: string };

function placeStop(stop: StopOnDate): Placed {
  const id = `stop:${stop.eventId}:${stop.date}`;
  const window = stopWindow(stop.date, stopHours(stop.time));
  const item: CalendarStop = {
    kind: "stop",
    id,
    eventId: stop.eventId,
    title: stop.title,
    address: stop.address,
    time: stop.time,
    cancelled: stop.cancelled,
    reason: stop.reason,
    clashesWith: [],
  };
  return {
    item,
    date: stop.date,
    entry: { id, kind: "stop", date: stop.date, ...window, cancelled: stop.cancelled },
    label: `${stop.title}, ${stop.time}`,
  };
}

function placeBooking(booking: CalendarBooking): Placed {
  const item: CalendarBookingItem = {
    kind: "booking",
    id: booking.id,
    status: booking.status,
    name: booking.name,
    eventType: booking.eventType,
    guests: booking.guests,
    eventAddress: booking.eventAddress,
    ...bookingTime(booking),
    clashesWith: [],
  };
  return {
    item,
    date: booking.date,
    // A quoted event is not the truck's yet: it takes part in no clash until it is booked.
    entry: {
      id: booking.id,
      kind: "booking",
      date: booking.date,
      ...bookingWindow(booking),
      cancelled: item.status !== "booked",
    },
    label: `${bookingTitle(item)}, ${item.time}`,
  };
}

/** Whole-day entries first, then by start, then by name. */
function byTime(a: Placed, b: Placed): number {
  const start = (placed: Placed) => placed.entry.startsAt ?? Number.NEGATIVE_INFINITY;
  return start(a) - start(b) || a.label.localeCompare(b.label);
}

/** The month `month` ("2026-12") as the calendar page draws it. */
export async function readCalendarMonth(month: string): Promise<CalendarMonth> {
  const dates = datesOfMonth(month);
  // A day either side: a stop the night before can run past midnight into the month's first day.
  const from = addDaysToIsoDate(dates[0]!, -1);
  const to = addDaysToIsoDate(dates.at(-1)!, 1);
  const closures = await listClosuresBetween(from, to);
  const [stops, bookings, details] = await Promise.all([
    listStopsBetween(from, to, closures),
    listCalendarBookings(from, to),
    getBusinessDetails(),
  ]);
  const bufferMinutes = details.travelBufferMinutes;
  const placed = [...stops.map(placeStop), ...bookings.map(placeBooking)].sort(byTime);
  const byId = new Map(placed.map((one) => [one.entry.id, one]));
  const clashes = findClashes(
    placed.map((one) => one.entry),
    bufferMinutes,
  );
  // Each side of a clash names the other; one on another day says which day.
  const name = (of: Placed, seenFrom: Placed) =>
    of.date === seenFrom.date ? of.label : `${of.label} (${formatShortDay(of.date)})`;
  for (const clash of clashes) {
    const booking = byId.get(clash.bookingId)!;
    const other = byId.get(clash.withId)!;
    booking.item.clashesWith.push({ label: name(other, booking) });
    other.item.clashesWith.push({ label: name(booking, other) });
  }
  const today = todayInTruckTimeZone(clockNow());
  const days: CalendarDay[] = dates.map((date) => ({
    date,
    label: formatDayWithWeekday(date),
    dayNumber: Number(date.slice(8)),
    weekday: weekdayIndex(date),
    isToday: date === today,
    closures: closures
      .filter((closure) => closure.starts_on <= date && date <= closure.ends_on)
      .map((closure) => closure.reason),
    items: placed.filter((one) => one.date === date).map((one) => one.item),
  }));
  const clashingBookings = days
    .flatMap((day) => day.items)
    .filter((item) => item.kind === "booking" && item.clashesWith.length > 0).length;
  return {
    month,
    title: formatMonth(month),
    previous: addMonths(month, -1),
    next: addMonths(month, 1),
    bufferMinutes,
    days,
    clashingBookings,
  };
}
