// Which catering bookings clash (issue 36): a booking clashes with a public stop or another
// booking when they come closer than the Owner's travel buffer (the truck has to pack up, drive
// and set up between them), counted on each side of the booking. A booking without times holds
// the truck all day, so it clashes with anything else that day. Cancelled stops (by staff or a
// closure) hold nothing. Moments are epoch milliseconds in the truck's time zone's terms
// (dates.ts truckMoment); computed in code for one month at a time. Client-safe.

export type CalendarEntry = {
  id: string;
  kind: "stop" | "booking";
  /** The truck's calendar date (YYYY-MM-DD) the entry is on. */
  date: string;
  /** Null for a booking without times: the whole day. */
  startsAt: number | null;
  endsAt: number | null;
  cancelled: boolean;
};

export type Clash = { bookingId: string; withId: string };

function overlapsWithBuffer(booking: CalendarEntry, other: CalendarEntry, bufferMs: number): boolean {
  if (booking.startsAt === null || booking.endsAt === null || other.startsAt === null || other.endsAt === null) {
    return booking.date === other.date;
  }
  // Closer than the buffer on either side: [start - buffer, end + buffer) meets the other.
  return booking.startsAt - bufferMs < other.endsAt && other.startsAt < booking.endsAt + bufferMs;
}

/**
 * Every clash among `entries`, once per pair for two bookings (the earlier-listed one first),
 * once per booking and stop. `bufferMinutes` is the Owner's travel buffer.
 */
export function findClashes(entries: readonly CalendarEntry[], bufferMinutes: number): Clash[] {
  const bufferMs = Math.max(0, bufferMinutes) * 60_000;
  const live = entries.filter((entry) => !entry.cancelled);
  const clashes: Clash[] = [];
  live.forEach((booking, index) => {
    if (booking.kind !== "booking") return;
    live.forEach((other, otherIndex) => {
      if (other === booking) return;
      // Two bookings: the pair once.
      if (other.kind === "booking" && otherIndex < index) return;
      if (overlapsWithBuffer(booking, other, bufferMs)) clashes.push({ bookingId: booking.id, withId: other.id });
    });
  });
  return clashes;
}

/** The ids of every entry in a clash, to mark them on the calendar. */
export function clashingIds(clashes: readonly Clash[]): Set<string> {
  return new Set(clashes.flatMap((clash) => [clash.bookingId, clash.withId]));
}
