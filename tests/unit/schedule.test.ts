// An event's dates and "where is the truck now", as pure functions (domain/events/schedule.ts,
// next-stop.ts): weekly series, skipped and cancelled dates, the 12-week window, a year's limit,
// and the status as time passes, across a change to daylight saving time and past midnight.
import { describe, expect, it } from "vitest";
import { nextStopAt, upcomingStops } from "#app/domain/events/next-stop.ts";
import { lastAllowedRepeatDate, nextDate, seriesDates, upcomingOccurrences } from "#app/domain/events/schedule.ts";
import { truckMoment } from "#app/domain/shared/dates.ts";

const weekly = {
  date: "2030-01-04",
  repeat: "weekly" as const,
  repeat_until: "2030-06-28",
  skip_dates: ["2030-01-11"],
  cancellations: [{ date: "2030-01-18", reason: "Rain" }],
};

describe("an event's dates", () => {
  it("repeats every seventh day up to and including its end", () => {
    const dates = seriesDates(weekly);
    expect(dates[0]).toBe("2030-01-04");
    expect(dates.at(-1)).toBe("2030-06-28");
    expect(dates).toHaveLength(26);
    expect(seriesDates({ ...weekly, repeat: "none" })).toEqual(["2030-01-04"]);
  });

  it("lists 12 weeks ahead without skipped dates, cancelled ones marked, and the next date skips a skipped one", () => {
    const occurrences = upcomingOccurrences(weekly, "2030-01-05");
    expect(occurrences[0]).toEqual({ date: "2030-01-18", cancelled: true, reason: "Rain", reasonEs: null });
    expect(occurrences.map((occurrence) => occurrence.date)).not.toContain("2030-01-11");
    expect(occurrences.at(-1)!.date < "2030-03-30").toBe(true);
    expect(occurrences).toHaveLength(11);
    expect(nextDate(weekly, "2030-01-05")).toBe("2030-01-18");
    expect(nextDate(weekly, "2030-06-29")).toBeNull();
  });

  it("allows a series a year at most, 28 February standing in for 29", () => {
    expect(lastAllowedRepeatDate("2030-01-04")).toBe("2031-01-04");
    expect(lastAllowedRepeatDate("2028-02-29")).toBe("2029-02-28");
  });
});

describe("the next stop", () => {
  const events = [
    {
      id: "a",
      title: "Harbor",
      address: "Harbor Way",
      time: "4:00 PM - 9:00 PM",
      occurrences: upcomingOccurrences({ ...weekly, skip_dates: [], cancellations: [] }, "2030-03-08"),
    },
    {
      id: "b",
      title: "Late Night",
      address: "State St",
      time: "10:00 PM - 1:00 AM",
      occurrences: [{ date: "2030-03-09", cancelled: false, reason: "", reasonEs: null }],
    },
  ];
  const at = (date: string, clock: string) => truckMoment(date, clock);

  it("reads the truck's clock across the change to daylight saving time (10 March 2030)", () => {
    expect(new Date(at("2030-03-08", "16:00")).toISOString()).toBe("2030-03-09T00:00:00.000Z");
    expect(new Date(at("2030-03-15", "16:00")).toISOString()).toBe("2030-03-15T23:00:00.000Z");
  });

  it("moves from 'Today from' to 'Open now' to the next stop as time passes, and a stop past midnight ends the next day", () => {
    const stops = upcomingStops(events, at("2030-03-08", "09:00"));
    const times: [string, string, { stop: { title: string; date?: string }; status: string | null }][] = [
      ["2030-03-08", "09:00", { stop: { title: "Harbor" }, status: "Today from 4:00 PM" }],
      ["2030-03-08", "20:59", { stop: { title: "Harbor" }, status: "Open now, until 9:00 PM" }],
      ["2030-03-08", "21:00", { stop: { title: "Late Night", date: "2030-03-09" }, status: null }],
      ["2030-03-10", "00:30", { stop: { title: "Late Night" }, status: "Open now, until 1:00 AM" }],
      ["2030-03-10", "01:00", { stop: { title: "Harbor", date: "2030-03-15" }, status: null }],
    ];
    for (const [date, clock, next] of times)
      expect(nextStopAt(stops, at(date, clock)), `${date} ${clock}`).toMatchObject(next);
  });
});
