import { describe, expect, it } from "vitest";
import { type SubscriberRow, subscribersCsv } from "#app/domain/newsletter/subscriber-list.server.ts";

const row = (fields: Partial<SubscriberRow> & { email: string }): SubscriberRow => ({
  state: "confirmed",
  topics: ["weekly-schedule", "stop-changes", "news"],
  subscribedAt: "2026-11-01T10:00:00.000Z",
  confirmedAt: null,
  unsubscribedAt: null,
  bounced: false,
  consent: "",
  consentForm: "",
  consentWording: "",
  consentDate: null,
  language: "en",
  ...fields,
});

describe("the subscribers CSV", () => {
  it("has the state, topics, consent, bounce and language columns, quotes every cell and defuses spreadsheet formulas", () => {
    const csv = subscribersCsv([
      row({
        email: "a+truck@example.com",
        topics: ["news"],
        confirmedAt: "2026-11-01T10:05:00.000Z",
        consentForm: "newsletter-page",
        consentWording: "Send me news | Topics: News and specials",
        consentDate: "2026-11-01T10:00:00.000Z",
        language: "es",
      }),
      row({ email: "b@example.com", state: "waiting", subscribedAt: "2026-11-04T10:00:00.000Z" }),
      row({
        email: "c@example.com",
        state: "bounced",
        bounced: true,
        consentForm: "before confirmation",
        consentDate: "2025-03-04T12:00:00.000Z",
      }),
      row({
        email: '=HYPERLINK("x")@example.com',
        state: "unsubscribed",
        subscribedAt: "2026-11-02T10:00:00.000Z",
        unsubscribedAt: "2026-11-03T10:00:00.000Z",
        consentWording: "-1+1",
      }),
    ]);
    expect(csv.split("\r\n")).toEqual([
      "email,state,topics,subscribed_at,confirmed_at,unsubscribed_at,bounced,consent_form,consent_wording,consent_date,language",
      '"a+truck@example.com","confirmed","news","2026-11-01T10:00:00.000Z","2026-11-01T10:05:00.000Z","","no","newsletter-page","Send me news | Topics: News and specials","2026-11-01T10:00:00.000Z","es"',
      '"b@example.com","waiting","weekly-schedule stop-changes news","2026-11-04T10:00:00.000Z","","","no","","","","en"',
      '"c@example.com","bounced","weekly-schedule stop-changes news","2026-11-01T10:00:00.000Z","","","yes","before confirmation","","2025-03-04T12:00:00.000Z","en"',
      '"\'=HYPERLINK(""x"")@example.com","unsubscribed","weekly-schedule stop-changes news","2026-11-02T10:00:00.000Z","","2026-11-03T10:00:00.000Z","no","","\'-1+1","","en"',
      "",
    ]);
  });
});
