// What staff say about today's stop and what visitors then read (issue 52): a change is checked as
// a visitor would be told it, and a stop's status is its latest change of the day.
import { describe, expect, it } from "vitest";
import { popupEventSchemas } from "#app/domain/events/event-schema.ts";
import {
  LIVE_STATUS_MESSAGES,
  type LiveChangeRecord,
  liveChangeSchema,
  liveStatusesOf,
} from "#app/domain/live-status/live-status.ts";

const at = (time: string) => new Date(`2031-06-06T${time}:00-07:00`);
const change = (eventId: string, time: string, fields: Partial<LiveChangeRecord>): LiveChangeRecord => ({
  eventId,
  day: "2031-06-06",
  by: "staff@example.com",
  at: at(time),
  state: "here",
  minutes: null,
  note: null,
  ...fields,
});

describe("a live change", () => {
  it("running late needs its minutes, from 5 to 180", () => {
    expect(liveChangeSchema.parse({ state: "late", minutes: " 20 " })).toEqual({
      state: "late",
      minutes: 20,
      note: null,
    });
    for (const minutes of [undefined, "", "4", "181", "12.5", "soon"]) {
      const parsed = liveChangeSchema.safeParse({ state: "late", minutes });
      expect(parsed.success, String(minutes)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(LIVE_STATUS_MESSAGES.minutesInvalid);
    }
  });

  it("sold out keeps its note, other states keep neither minutes nor note", () => {
    expect(liveChangeSchema.parse({ state: "sold-out", note: " Back Saturday! " })).toEqual({
      state: "sold-out",
      minutes: null,
      note: "Back Saturday!",
    });
    expect(liveChangeSchema.parse({ state: "sold-out", note: "  " })).toMatchObject({ note: null });
    expect(liveChangeSchema.parse({ state: "here", minutes: "20", note: "x" })).toEqual({
      state: "here",
      minutes: null,
      note: null,
    });
    expect(liveChangeSchema.safeParse({ state: "sold-out", note: "x".repeat(161) }).error?.issues[0]?.message).toBe(
      LIVE_STATUS_MESSAGES.noteTooLong,
    );
    expect(liveChangeSchema.safeParse({ state: "closed" }).error?.issues[0]?.message).toBe(
      LIVE_STATUS_MESSAGES.stateInvalid,
    );
  });
});

describe("a stop's status", () => {
  it("is its latest change of the day, in whatever order they are read", () => {
    const changes = [
      change("harbor", "16:30", { state: "sold-out", note: "Thanks, all!" }),
      change("harbor", "15:50", { state: "late", minutes: 20 }),
      change("funk", "11:00", { state: "here" }),
    ];
    const statuses = liveStatusesOf(changes, "2031-06-06");
    expect(statuses.get("harbor")).toEqual({ state: "sold-out", minutes: null, note: "Thanks, all!", at: at("16:30") });
    expect(statuses.get("funk")?.state).toBe("here");
  });

  it("is none after 'Back to normal', and none on another day", () => {
    const changes = [
      change("harbor", "15:50", { state: "late", minutes: 20 }),
      change("harbor", "16:05", { state: "normal" }),
    ];
    expect(liveStatusesOf(changes, "2031-06-06").size).toBe(0);
    expect(liveStatusesOf([change("harbor", "15:50", { state: "here" })], "2031-06-07").size).toBe(0);
  });
});

describe("a late stop in the structured data", () => {
  // Harbor Fridays, this Friday and the next, neither cancelled.
  const friday = (date: string) => ({ date, cancelled: false, reason: "", reasonEs: null });
  const place = { address: "113 Harbor Way", description: "By the harbor.", image: "" };
  const event = {
    title: "Harbor Fridays",
    time: "4:00 PM - 9:00 PM",
    ...place,
    occurrences: [friday("2031-06-06"), friday("2031-06-13")],
  };
  const late = (minutes: number) => ({ day: "2031-06-06", minutes });

  it("starts later today, rescheduled, its planned start kept; next week's is as planned", () => {
    const [today, nextWeek] = popupEventSchemas("https://sando.example", event, "en", late(20));
    expect(today).toMatchObject({
      startDate: "2031-06-06T16:20:00-07:00",
      previousStartDate: "2031-06-06T16:00:00-07:00",
      endDate: "2031-06-06T21:00:00-07:00",
      eventStatus: "https://schema.org/EventRescheduled",
    });
    expect(nextWeek).toMatchObject({
      startDate: "2031-06-13T16:00:00-07:00",
      eventStatus: "https://schema.org/EventScheduled",
    });
    expect(nextWeek).not.toHaveProperty("previousStartDate");
  });

  it("is as planned on another day's late", () => {
    const [today] = popupEventSchemas("https://sando.example", event, "en", { day: "2031-06-05", minutes: 30 });
    expect(today).toMatchObject({
      startDate: "2031-06-06T16:00:00-07:00",
      eventStatus: "https://schema.org/EventScheduled",
    });
  });
});
