// The Owner's numbers' periods and changes in words (issue 51): every period ends today and is
// compared with one of the same length (12 months with the same days a year earlier, a leap
// day too); a change is said in percent once there were enough before, in units below that.
import { describe, expect, it } from "vitest";
import { NUMBERS_WORDS } from "#app/content/numbers-words.ts";
import { changeOf, parsePeriod, periodSpan } from "#app/domain/numbers/figures.server.ts";

describe("the periods", () => {
  it("are the last 7 and 30 days against the days just before, and 12 months against the same days a year earlier", () => {
    expect(periodSpan("7d", "2031-12-10")).toMatchObject({
      current: { from: "2031-12-04", to: "2031-12-10" },
      previous: { from: "2031-11-27", to: "2031-12-03" },
      unit: "day",
    });
    expect(periodSpan("30d", "2031-03-01")).toMatchObject({
      current: { from: "2031-01-31", to: "2031-03-01" },
      previous: { from: "2031-01-01", to: "2031-01-30" },
    });
    const year = periodSpan("12m", "2032-02-29");
    expect(year).toMatchObject({
      current: { from: "2031-03-01", to: "2032-02-29" },
      previous: { from: "2030-03-01", to: "2031-02-28" },
      unit: "month",
    });
    expect(year.buckets).toEqual([
      "2031-03",
      "2031-04",
      "2031-05",
      "2031-06",
      "2031-07",
      "2031-08",
      "2031-09",
      "2031-10",
      "2031-11",
      "2031-12",
      "2032-01",
      "2032-02",
    ]);
  });

  it("are chosen by ?period=, the last 7 days without it, and nothing else", () => {
    expect(parsePeriod(null)).toBe("7d");
    expect(parsePeriod("12m")).toBe("12m");
    expect(parsePeriod("1y")).toBeNull();
  });
});

describe("a change in words", () => {
  const said = (now: number, before: number, period: "7d" | "30d" | "12m" = "7d") =>
    NUMBERS_WORDS.changeLong(changeOf(now, before), period);

  it("is a percent once there were ten or more before, units below that", () => {
    expect(said(30, 20)).toBe("up 50% on last week");
    expect(said(7, 10, "30d")).toBe("down 30% on the 30 days before");
    expect(said(2_000, 100, "12m")).toBe("up 1,900% on the 12 months before");
    expect(said(5, 3, "30d")).toBe("up 2 on the 30 days before");
    expect(said(0, 9)).toBe("down 9 on last week");
    // Less than half a percent is said in units.
    expect(said(1_001, 1_000)).toBe("up 1 on last week");
  });

  it("says new this period when there was none before, and no change when equal", () => {
    expect(said(4, 0)).toBe("new this period");
    expect(said(0, 0)).toBe("no change");
    expect(said(12, 12)).toBe("no change");
  });
});
