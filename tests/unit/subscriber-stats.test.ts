// The subscribers' numbers (issue 32), computed in code: one state per record (a bounce beats
// confirmed, an unsubscribe beats a bounce), topics counted among confirmed subscribers only, and
// weeks of the truck's calendar, Monday to Sunday, across the end of daylight saving.
import { describe, expect, it } from "vitest";
import {
  countSubscribers,
  type SubscriberFacts,
  truckWeekOf,
  weeklyGrowth,
} from "#app/domain/newsletter/subscriber-stats.ts";

const at = (iso: string) => new Date(iso);

describe("the subscriber counts", () => {
  it("counts each record in one state and the confirmed ones by topic and language", () => {
    const records: (SubscriberFacts & { email: string })[] = [
      // Confirmed, two topics, mail in Spanish.
      {
        email: "a@example.com",
        confirmed_at: at("2026-11-01T10:00:00Z"),
        topics: ["news", "stop-changes"],
        language: "es",
      },
      // From before confirmation, topics and languages: confirmed, every topic, English.
      { email: "old@example.com", subscribed_at: at("2025-03-04T12:00:00Z") },
      // Waiting for the link (from the Spanish page): not in the language counts.
      {
        email: "w@example.com",
        confirmed_at: null,
        pending: { requested_at: at("2026-11-20T10:00:00Z") },
        language: "es",
      },
      // Confirmed but bounced: bounced, and not in the topic counts.
      { email: "b@example.com", confirmed_at: at("2026-11-02T10:00:00Z"), topics: ["news"] },
      // Unsubscribed and bounced: unsubscribed.
      { email: "u@example.com", confirmed_at: at("2026-10-01T10:00:00Z"), unsubscribed_at: at("2026-11-03T10:00:00Z") },
    ];
    const counts = countSubscribers(records, new Set(["b@example.com", "u@example.com"]));
    expect(counts).toEqual({
      total: 5,
      byState: { confirmed: 2, waiting: 1, unsubscribed: 1, bounced: 1 },
      byTopic: { "weekly-schedule": 1, "stop-changes": 2, news: 2 },
      byLanguage: { en: 1, es: 1 },
    });
  });
});

describe("the growth per week", () => {
  it("groups by the truck's Monday-to-Sunday week across the end of daylight saving", () => {
    // Daylight saving ends on Sunday 1 November 2026 in California (PDT -7 to PST -8).
    expect(truckWeekOf(at("2026-10-26T06:30:00Z"))).toBe("2026-10-19"); // Sun 25 Oct 23:30 PDT
    expect(truckWeekOf(at("2026-10-26T07:30:00Z"))).toBe("2026-10-26"); // Mon 26 Oct 00:30 PDT
    expect(truckWeekOf(at("2026-11-02T07:30:00Z"))).toBe("2026-10-26"); // Sun 1 Nov 23:30 PST
    expect(truckWeekOf(at("2026-11-02T08:30:00Z"))).toBe("2026-11-02"); // Mon 2 Nov 00:30 PST

    const growth = weeklyGrowth(
      [
        { confirmed_at: at("2026-10-26T06:30:00Z") },
        { confirmed_at: at("2026-10-26T07:30:00Z"), unsubscribed_at: at("2026-11-02T07:30:00Z") },
        { confirmed_at: at("2026-11-02T08:30:00Z"), unsubscribed_at: at("2026-11-02T08:31:00Z") },
        // Before confirmation existed: counted when it subscribed.
        { subscribed_at: at("2026-11-03T20:00:00Z") },
        // Waiting: not counted.
        { subscribed_at: at("2026-11-03T20:00:00Z"), confirmed_at: null, pending: {} },
        // Older than 12 weeks: not counted.
        { confirmed_at: at("2026-01-05T20:00:00Z") },
      ],
      at("2026-11-05T12:00:00Z"),
    );
    expect(growth).toHaveLength(12);
    expect(growth[0]!.weekOf).toBe("2026-08-17");
    expect(growth.slice(-3)).toEqual([
      { weekOf: "2026-10-19", confirmed: 1, unsubscribed: 0 },
      { weekOf: "2026-10-26", confirmed: 1, unsubscribed: 1 },
      { weekOf: "2026-11-02", confirmed: 2, unsubscribed: 1 },
    ]);
    expect(growth.slice(0, -3).every((week) => week.confirmed === 0 && week.unsubscribed === 0)).toBe(true);
  });
});
