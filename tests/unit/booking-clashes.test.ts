// Catering bookings that clash on the one calendar (issue 36): overlapping or closer than the
// travel buffer, a booking without times against anything that day, cancelled stops never.
import { describe, expect, it } from "vitest";
import { type CalendarEntry, clashingIds, findClashes } from "#app/domain/bookings/clashes.ts";
import { truckMoment } from "#app/domain/shared/dates.ts";

const SATURDAY = "2026-12-12";

function entry(
  id: string,
  kind: CalendarEntry["kind"],
  from: string | null,
  to: string | null,
  extra: Partial<CalendarEntry> = {},
): CalendarEntry {
  return {
    id,
    kind,
    date: SATURDAY,
    startsAt: from === null ? null : truckMoment(SATURDAY, from),
    endsAt: to === null ? null : truckMoment(SATURDAY, to),
    cancelled: false,
    ...extra,
  };
}

describe("booking clashes", () => {
  const funkZone = entry("funk-zone", "stop", "16:00", "21:00");

  it("a wedding over the weekly stop clashes; one that ends before it, with room to drive, does not", () => {
    expect(findClashes([funkZone, entry("wedding", "booking", "18:00", "23:00")], 0)).toEqual([
      { bookingId: "wedding", withId: "funk-zone" },
    ]);
    expect(findClashes([funkZone, entry("lunch", "booking", "11:00", "14:00")], 60)).toEqual([]);
  });

  it("the travel buffer counts on each side of the booking", () => {
    const lunch = entry("lunch", "booking", "11:00", "15:30");
    expect(findClashes([funkZone, lunch], 29)).toEqual([]);
    expect(findClashes([funkZone, lunch], 31)).toEqual([{ bookingId: "lunch", withId: "funk-zone" }]);
    const late = entry("late", "booking", "21:45", "23:00");
    expect(findClashes([funkZone, late], 30)).toEqual([]);
    expect(findClashes([funkZone, late], 60)).toEqual([{ bookingId: "late", withId: "funk-zone" }]);
  });

  it("two bookings clash once, and touching ends do not clash without a buffer", () => {
    const first = entry("first", "booking", "10:00", "12:00");
    const second = entry("second", "booking", "11:00", "13:00");
    const third = entry("third", "booking", "13:00", "14:00");
    expect(findClashes([first, second, third], 0)).toEqual([{ bookingId: "first", withId: "second" }]);
    expect(clashingIds(findClashes([first, second, third], 0))).toEqual(new Set(["first", "second"]));
  });

  it("a booking without times clashes with anything that day, and only that day", () => {
    const allDay = entry("all-day", "booking", null, null);
    expect(findClashes([funkZone, allDay], 0)).toEqual([{ bookingId: "all-day", withId: "funk-zone" }]);
    expect(
      findClashes(
        [
          entry("other-day", "stop", "16:00", "21:00", {
            date: "2026-12-13",
            startsAt: truckMoment("2026-12-13", "16:00"),
            endsAt: truckMoment("2026-12-13", "21:00"),
          }),
          allDay,
        ],
        0,
      ),
    ).toEqual([]);
  });

  it("a cancelled stop (by staff or a closure) holds nothing", () => {
    expect(findClashes([{ ...funkZone, cancelled: true }, entry("wedding", "booking", "18:00", "23:00")], 60)).toEqual(
      [],
    );
  });
});
