import { describe, expect, it } from "vitest";
import { subscribersCsv } from "#app/domain/newsletter/newsletter.server.ts";

describe("the subscribers CSV", () => {
  it("quotes every cell and defuses spreadsheet formulas", () => {
    const csv = subscribersCsv([
      { email: "a@example.com", subscribedAt: "2026-11-01T10:00:00.000Z", unsubscribedAt: null },
      {
        email: '=HYPERLINK("x")@example.com',
        subscribedAt: "2026-11-02T10:00:00.000Z",
        unsubscribedAt: "2026-11-03T10:00:00.000Z",
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "email,status,subscribed_at,unsubscribed_at",
      '"a@example.com","subscribed","2026-11-01T10:00:00.000Z",""',
      '"\'=HYPERLINK(""x"")@example.com","unsubscribed","2026-11-02T10:00:00.000Z","2026-11-03T10:00:00.000Z"',
      "",
    ]);
  });
});
