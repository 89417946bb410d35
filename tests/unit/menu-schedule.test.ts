// Seasonal and scheduled menu items (issue 34): which days an item shows on, what the portal's
// list says of it, and the dates staff may send.
import { describe, expect, it } from "vitest";
import { menuItemFormSchema, menuItemInputSchema } from "#app/domain/menu/menu.ts";
import { isShowingOn, scheduleLabel } from "#app/domain/menu/schedule.ts";
import { untilTruckMidnight } from "#app/domain/shared/clock.server.ts";

const winterSpecial = { available_from: "2026-12-01", available_until: "2026-12-24" };

describe("the days an item shows on", () => {
  it("runs from the start of the first day to the end of the last, in the truck's calendar", () => {
    expect(isShowingOn(winterSpecial, "2026-11-30")).toBe(false);
    expect(isShowingOn(winterSpecial, "2026-12-01")).toBe(true);
    expect(isShowingOn(winterSpecial, "2026-12-24")).toBe(true);
    expect(isShowingOn(winterSpecial, "2026-12-25")).toBe(false);
    expect(isShowingOn({ available_from: "2026-12-01", available_until: null }, "2031-01-01")).toBe(true);
    expect(isShowingOn({ available_from: null, available_until: "2026-11-30" }, "2020-01-01")).toBe(true);
  });

  it("is every day for an item stored before items had dates", () => {
    expect(isShowingOn({}, "2026-11-30")).toBe(true);
    expect(isShowingOn({ available_from: null, available_until: null }, "2026-11-30")).toBe(true);
  });
});

describe("the truck's midnight, when reused answers end", () => {
  it("is counted on the truck's clock, daylight saving included", () => {
    const clock = process.env.TEST_CLOCK_NOW;
    const at = (moment: string) => {
      process.env.TEST_CLOCK_NOW = moment;
      return untilTruckMidnight();
    };
    try {
      expect(at("2030-11-30T23:59:50-08:00")).toBe(10_000);
      // 07:59:50 on December 1 in UTC is still November 30 in Santa Barbara.
      expect(at("2030-12-01T07:59:50Z")).toBe(10_000);
      expect(at("2030-12-01T00:00:00-08:00")).toBe(24 * 3_600_000);
      // The day the clocks go forward (March 9, 2031) has 23 hours, the day they go back 25.
      expect(at("2031-03-09T00:00:00-08:00")).toBe(23 * 3_600_000);
      expect(at("2031-11-02T00:00:00-07:00")).toBe(25 * 3_600_000);
    } finally {
      if (clock === undefined) delete process.env.TEST_CLOCK_NOW;
      else process.env.TEST_CLOCK_NOW = clock;
    }
  });
});

describe("the portal list's words for a schedule", () => {
  it("says when an item not yet showing starts, when a past one ended, and until when one runs", () => {
    expect(scheduleLabel(winterSpecial, "2026-11-20")).toBe("Scheduled: from Dec 1");
    expect(scheduleLabel({ available_until: "2026-11-30" }, "2026-12-01")).toBe("Ended Nov 30");
    expect(scheduleLabel(winterSpecial, "2026-12-01")).toBe("Until Dec 24");
    expect(scheduleLabel(winterSpecial, "2026-12-24")).toBe("Until Dec 24");
    expect(scheduleLabel(winterSpecial, "2026-12-25")).toBe("Ended Dec 24");
  });

  it("names the year only when it is not this one, and says nothing of an item showing with no last day", () => {
    expect(scheduleLabel({ available_from: "2027-01-05" }, "2026-12-20")).toBe("Scheduled: from Jan 5, 2027");
    expect(scheduleLabel({ available_until: "2026-12-31" }, "2027-01-02")).toBe("Ended Dec 31, 2026");
    expect(scheduleLabel({ available_from: "2026-12-01" }, "2026-12-02")).toBeNull();
    expect(scheduleLabel({}, "2026-12-02")).toBeNull();
  });
});

describe("the dates staff send", () => {
  const item = { category_id: "drinks", name: "Yuzu Soda", description: "Winter only", price: 5 };

  it("are optional days (null unsets one) and the last may not come before the first", () => {
    expect(menuItemInputSchema.parse(item)).not.toHaveProperty("available_from");
    expect(menuItemInputSchema.parse({ ...item, available_from: null, available_until: "2026-12-24" })).toMatchObject({
      available_from: null,
      available_until: "2026-12-24",
    });
    const messages = (input: object) =>
      menuItemInputSchema.safeParse({ ...item, ...input }).error?.issues.map((issue) => issue.message);
    expect(messages({ available_from: "2026-12-24", available_until: "2026-12-01" })).toEqual([
      "The last day shown must be on or after the first",
    ]);
    expect(messages({ available_from: "2026-02-30" })).toEqual([
      "The first day shown must be a valid date (YYYY-MM-DD)",
    ]);
    expect(messages({ available_until: "Dec 24" })).toEqual(["The last day shown must be a valid date (YYYY-MM-DD)"]);
    expect(messages({ available_until: { $gt: "" } })).toEqual([
      "The last day shown must be a valid date (YYYY-MM-DD)",
    ]);
  });

  it("read an empty form field as unset, and put a last day before the first beside the last", () => {
    const form = { ...item, display_order: 0, dietary: [] };
    expect(menuItemFormSchema.parse({ ...form, available_from: "", available_until: undefined })).toMatchObject({
      available_from: null,
      available_until: null,
    });
    const refused = menuItemFormSchema.safeParse({
      ...form,
      available_from: "2026-12-24",
      available_until: "2026-12-01",
    });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ["available_until"],
        message: "The last day shown must be on or after the first",
      }),
    ]);
  });
});
