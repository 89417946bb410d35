// The calendar's months (issue 36): `?month=` accepts a real month from 2000 to 2100 and nothing
// else; moving a month crosses the year; a month has its own number of days, leap years included,
// and its first day sits under its weekday.
import { describe, expect, it } from "vitest";
import {
  addMonths,
  calendarMonthSchema,
  datesOfMonth,
  formatMonth,
  weekdayIndex,
} from "#app/domain/bookings/calendar.ts";

describe("the calendar's month", () => {
  it("takes YYYY-MM from 2000 to 2100 and refuses the rest with one clear message", () => {
    for (const month of ["2000-01", "2026-12", "2100-12"])
      expect(calendarMonthSchema.safeParse(month).success).toBe(true);
    for (const month of ["1999-12", "2101-01", "2026-00", "2026-13", "2026-1", "26-12", "2026-12-01", " 2026-12", ""]) {
      const parsed = calendarMonthSchema.safeParse(month);
      expect(parsed.success, month).toBe(false);
      expect(parsed.error?.issues[0]?.message, month).toBe(
        "Choose a month written as year and month, such as 2026-12 (years 2000 to 2100).",
      );
    }
  });

  it("moves across the turn of the year both ways", () => {
    expect(addMonths("2031-12", 1)).toBe("2032-01");
    expect(addMonths("2032-01", -1)).toBe("2031-12");
    expect(addMonths("2031-06", 0)).toBe("2031-06");
  });

  it("has each month's days, February's in a leap year too, starting on the right weekday", () => {
    expect(datesOfMonth("2031-12")).toHaveLength(31);
    expect(datesOfMonth("2031-11").at(-1)).toBe("2031-11-30");
    expect(datesOfMonth("2032-02")).toHaveLength(29);
    expect(datesOfMonth("2031-02")).toHaveLength(28);
    // December 1, 2031 is a Monday; the week starts on Sunday.
    expect(weekdayIndex("2031-12-01")).toBe(1);
    expect(formatMonth("2031-12")).toBe("December 2031");
  });
});
