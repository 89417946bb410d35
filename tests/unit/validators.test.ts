import { describe, expect, it } from "vitest";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { isIsoDate, isPrice, isSafeLinkUrl } from "#app/models/validators.ts";

describe("field rules", () => {
  it("accepts only real calendar dates", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("2026-2-3")).toBe(false);
    expect(isIsoDate({ $gt: "" })).toBe(false);
  });

  it("accepts prices at cent precision, never negative", () => {
    expect(isPrice(12)).toBe(true);
    expect(isPrice(8.5)).toBe(true);
    expect(isPrice(0.1 + 0.2)).toBe(true);
    expect(isPrice(12.345)).toBe(false);
    expect(isPrice(-1)).toBe(false);
    expect(isPrice(Number.NaN)).toBe(false);
  });

  it("allows relative and http(s) links only", () => {
    expect(isSafeLinkUrl("/menu")).toBe(true);
    expect(isSafeLinkUrl("https://example.com/a")).toBe(true);
    expect(isSafeLinkUrl("//evil.example")).toBe(false);
    expect(isSafeLinkUrl("javascript:alert(1)")).toBe(false);
    expect(isSafeLinkUrl("data:text/html,hi")).toBe(false);
  });

  it("knows what day it is in Santa Barbara", () => {
    // 03:00 UTC on Nov 22 is still the evening of Nov 21 in California.
    expect(todayInTruckTimeZone(new Date("2026-11-22T03:00:00Z"))).toBe("2026-11-21");
    expect(addDaysToIsoDate("2026-12-30", 3)).toBe("2027-01-02");
  });
});
