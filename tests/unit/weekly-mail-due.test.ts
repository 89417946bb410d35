// When the week's schedule mail is due, asked at chosen instants: the hour in the truck's time
// zone across both daylight-saving changes, a late server, and the Owner's off, skip and address.
import { describe, expect, it } from "vitest";
import {
  daysOf,
  latestSlot,
  nextSlot,
  type WeeklyMailPlan,
  weekKey,
  weeklyMailDue,
} from "#app/domain/weekly-mail/due.ts";

const MONDAY_EIGHT = { weekday: 1, time: "08:00" };
const PLAN: WeeklyMailPlan = { off: false, skippedWeeks: [], postalAddress: "PO Box 123, Goleta, CA 93117" };
const at = (iso: string) => new Date(iso);

describe("the weekly schedule mail", () => {
  it("is due from 8:00 AM on Monday in Santa Barbara, not a minute before", () => {
    expect(weeklyMailDue(at("2026-11-30T07:59:00-08:00"), MONDAY_EIGHT, PLAN)).toMatchObject({ hold: "too-late" });
    const due = weeklyMailDue(at("2026-11-30T08:00:00-08:00"), MONDAY_EIGHT, PLAN);
    expect(due).toEqual({
      due: { week: "2026-11-30", sendDate: "2026-11-30", sendAt: Date.parse("2026-11-30T16:00:00Z") },
    });
  });

  it("keeps to the local hour when the clocks change", () => {
    // Sundays at 8:00 AM: 16:00 UTC in winter time, 15:00 UTC in summer time, the same day the
    // clocks go forward (14 March 2027) and back (1 November 2026).
    const sundayEight = { weekday: 0, time: "08:00" };
    expect(weeklyMailDue(at("2027-03-14T14:59:00Z"), sundayEight, PLAN)).toMatchObject({ hold: "too-late" });
    expect(weeklyMailDue(at("2027-03-14T15:00:00Z"), sundayEight, PLAN)).toMatchObject({
      due: { sendDate: "2027-03-14", sendAt: Date.parse("2027-03-14T15:00:00Z") },
    });
    expect(weeklyMailDue(at("2026-11-01T15:30:00Z"), sundayEight, PLAN)).toMatchObject({ hold: "too-late" });
    expect(weeklyMailDue(at("2026-11-01T16:00:00Z"), sundayEight, PLAN)).toMatchObject({
      due: { sendDate: "2026-11-01", sendAt: Date.parse("2026-11-01T16:00:00Z") },
    });
  });

  it("still goes from a server that was down at the hour, up to 12 hours late", () => {
    expect(weeklyMailDue(at("2026-11-30T19:59:00-08:00"), MONDAY_EIGHT, PLAN)).toMatchObject({
      due: { week: "2026-11-30" },
    });
    expect(weeklyMailDue(at("2026-11-30T20:01:00-08:00"), MONDAY_EIGHT, PLAN)).toMatchObject({ hold: "too-late" });
  });

  it("is held when off, when its week is skipped, and until the postal address is entered", () => {
    const monday = at("2026-11-30T09:00:00-08:00");
    expect(weeklyMailDue(monday, MONDAY_EIGHT, { ...PLAN, off: true })).toMatchObject({ hold: "off" });
    expect(weeklyMailDue(monday, MONDAY_EIGHT, { ...PLAN, skippedWeeks: ["2026-11-30"] })).toMatchObject({
      hold: "skipped",
    });
    expect(weeklyMailDue(monday, MONDAY_EIGHT, { ...PLAN, skippedWeeks: ["2026-12-07"] })).toMatchObject({
      due: { week: "2026-11-30" },
    });
    expect(weeklyMailDue(monday, MONDAY_EIGHT, { ...PLAN, postalAddress: "  " })).toMatchObject({
      hold: "no-postal-address",
    });
  });

  it("names a week by its Monday, so moving the send day within a week keeps the week mailed once", () => {
    expect(weekKey("2026-11-30")).toBe("2026-11-30");
    expect(weekKey("2026-12-02")).toBe("2026-11-30");
    expect(weekKey("2026-12-06")).toBe("2026-11-30");
    expect(weekKey("2026-12-07")).toBe("2026-12-07");
    const wednesday = latestSlot(at("2026-12-02T10:00:00-08:00"), { weekday: 3, time: "09:30" });
    expect(wednesday).toMatchObject({ week: "2026-11-30", sendDate: "2026-12-02" });
  });

  it("announces the next mail and lists the seven days from its send day", () => {
    const next = nextSlot(at("2026-11-30T08:00:00-08:00"), MONDAY_EIGHT);
    expect(next).toMatchObject({ week: "2026-12-07", sendDate: "2026-12-07" });
    expect(daysOf(next)).toEqual([
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
      "2026-12-12",
      "2026-12-13",
    ]);
  });
});
