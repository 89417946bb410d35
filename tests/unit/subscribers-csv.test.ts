import { describe, expect, it } from "vitest";
import { subscribersCsv } from "#app/domain/newsletter/newsletter.server.ts";

describe("the subscribers CSV", () => {
  it("quotes every cell and defuses spreadsheet formulas", () => {
    const csv = subscribersCsv([
      {
        email: "a@example.com",
        subscribedAt: "2026-11-01T10:00:00.000Z",
        unsubscribedAt: null,
        topics: ["news"],
        consent: "before confirmation, 2026-11-01",
      },
      { email: "b@example.com", subscribedAt: "2026-11-04T10:00:00.000Z", unsubscribedAt: null, pending: true },
      {
        email: '=HYPERLINK("x")@example.com',
        subscribedAt: "2026-11-02T10:00:00.000Z",
        unsubscribedAt: "2026-11-03T10:00:00.000Z",
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "email,status,subscribed_at,unsubscribed_at,topics,consent",
      '"a@example.com","subscribed","2026-11-01T10:00:00.000Z","","news","before confirmation, 2026-11-01"',
      '"b@example.com","unconfirmed","2026-11-04T10:00:00.000Z","","weekly-schedule stop-changes news",""',
      '"\'=HYPERLINK(""x"")@example.com","unsubscribed","2026-11-02T10:00:00.000Z","2026-11-03T10:00:00.000Z","weekly-schedule stop-changes news",""',
      "",
    ]);
  });
});
