// What a stop-change notice says (issue 32, item 1): only changes to dates in the next 7 days
// count, each said in words followers read (cancelled with its reason, skipped, moved from and
// to, called off), then where the truck is next. The words are plain text; HTML is escaped.
import { describe, expect, it } from "vitest";
import { STOP_NOTICE_MESSAGES } from "#app/content/portal-messages.ts";
import { type NextStopLine, noticeContent } from "#app/domain/events/stop-notice-mail.server.ts";
import { noticeStatus, type StopState, stopChanges } from "#app/domain/events/stop-notices.ts";

const TODAY = "2026-11-25";
const stop: StopState = {
  id: "e1",
  title: "Funk Zone Friday",
  address: "137 Anacapa St",
  time: "4:00 PM - 9:00 PM",
  date: "2026-11-27",
  repeat: "weekly",
  repeat_until: "2027-01-29",
  skip_dates: [],
  cancellations: [],
  active: true,
};
const NEXT: NextStopLine = {
  title: "Goleta Beach",
  address: "5986 Sandspit Rd",
  dateLabel: "Saturday, November 28, 2026",
  time: "11:00 AM - 4:00 PM",
  timeTyped: true,
};
/** The same stop as the Spanish pages show it: no Spanish name yet, hours as es-US writes them. */
const NEXT_ES: NextStopLine = {
  title: "Goleta Beach",
  titleLang: "en",
  address: "5986 Sandspit Rd",
  dateLabel: "sábado, 28 de noviembre de 2026",
  time: "11:00 a.m. - 4:00 p.m.",
  timeTyped: false,
};

describe("the changes a notice tells", () => {
  it("names a cancellation with its reason, a skip, and a deletion, for dates this week only", () => {
    expect(
      stopChanges(stop, { ...stop, cancellations: [{ date: "2026-11-27", reason: "Rained out" }] }, TODAY),
    ).toEqual([{ kind: "cancelled", date: "2026-11-27", reason: "Rained out", reasonEs: null }]);
    // With its Spanish (issue 50), for the followers who read Spanish.
    expect(
      stopChanges(
        stop,
        { ...stop, cancellations: [{ date: "2026-11-27", reason: "Rained out", reason_es: " Por la lluvia " }] },
        TODAY,
      ),
    ).toEqual([{ kind: "cancelled", date: "2026-11-27", reason: "Rained out", reasonEs: "Por la lluvia" }]);
    expect(stopChanges(stop, { ...stop, skip_dates: ["2026-11-27"] }, TODAY)).toEqual([
      { kind: "skipped", date: "2026-11-27" },
    ]);
    expect(stopChanges(stop, null, TODAY)).toEqual([{ kind: "deleted", date: "2026-11-27" }]);
    // A cancelled date given a new reason: followers read the new one; the same reason is no change.
    const cancelled = { ...stop, cancellations: [{ date: "2026-11-27", reason: "Rained out" }] };
    expect(
      stopChanges(cancelled, { ...stop, cancellations: [{ date: "2026-11-27", reason: "Truck in the shop" }] }, TODAY),
    ).toEqual([{ kind: "cancelled", date: "2026-11-27", reason: "Truck in the shop", reasonEs: null }]);
    expect(stopChanges(cancelled, cancelled, TODAY)).toEqual([]);
    // The next week's date is 9 days off: no notice.
    expect(stopChanges(stop, { ...stop, skip_dates: ["2026-12-04"] }, TODAY)).toEqual([]);
  });

  it("names new hours, a new place, and a one-off stop moved to another day", () => {
    expect(stopChanges(stop, { ...stop, time: "5:00 PM - 9:00 PM", address: "1 State St" }, TODAY)).toEqual([
      { kind: "moved-time", date: "2026-11-27", from: "4:00 PM - 9:00 PM", to: "5:00 PM - 9:00 PM" },
      { kind: "moved-place", date: "2026-11-27", from: "137 Anacapa St", to: "1 State St" },
    ]);
    const oneOff = { ...stop, repeat: "none" as const, repeat_until: null };
    expect(stopChanges(oneOff, { ...oneOff, date: "2026-11-29" }, TODAY)).toEqual([
      { kind: "moved-day", date: "2026-11-27", to: "2026-11-29" },
    ]);
  });
});

describe("the notice's words", () => {
  it("says what changed and where the truck is next, in text and in escaped HTML", () => {
    const content = noticeContent(
      { title: "Funk Zone <Friday>", titleEs: null },
      [{ kind: "cancelled", date: "2026-11-27", reason: "Rained out, see you next week" }],
      { en: NEXT, es: NEXT_ES },
    );
    expect(content.subject).toBe("Cancelled: Funk Zone <Friday>, Friday, November 27, 2026");
    expect(content.text).toBe(
      "Cancelled: Funk Zone <Friday> on Friday, November 27, 2026. Rained out, see you next week\n\n" +
        "Where the truck is next: Goleta Beach, Saturday, November 28, 2026, 11:00 AM - 4:00 PM, at 5986 Sandspit Rd.",
    );
    expect(content.html).toContain("Funk Zone &lt;Friday&gt;");
    expect(content.html).not.toContain("<Friday>");
  });

  it("says the same in Spanish for the followers who read it: the Owner's Spanish where written, the English marked", () => {
    const content = noticeContent(
      { title: "Funk Zone Friday", titleEs: "Viernes en la Funk Zone" },
      [
        { kind: "cancelled", date: "2026-11-27", reason: "Rained out", reasonEs: "Se suspende por lluvia" },
        { kind: "moved-time", date: "2026-11-29", from: "4:00 PM - 9:00 PM", to: "after sunset" },
      ],
      { en: NEXT, es: NEXT_ES },
    );
    expect(content.es?.subject).toBe("Cancelada: Viernes en la Funk Zone, el viernes, 27 de noviembre de 2026");
    expect(content.es?.text).toBe(
      "Cancelada: Viernes en la Funk Zone el viernes, 27 de noviembre de 2026. Se suspende por lluvia\n\n" +
        "Nuevo horario: Viernes en la Funk Zone el domingo, 29 de noviembre de 2026 ahora es de after sunset (antes, de 4:00 p.m. - 9:00 p.m.).\n\n" +
        "La próxima parada del food truck: Goleta Beach, sábado, 28 de noviembre de 2026, 11:00 a.m. - 4:00 p.m., en 5986 Sandspit Rd.",
    );
    // Hours staff typed that cannot be read, and a name with no Spanish, are marked as English.
    expect(content.es?.html).toContain('ahora es de <span lang="en">after sunset</span>');
    expect(content.es?.html).toContain('<span lang="en">Goleta Beach</span>');
    // The English is as it was.
    expect(content.subject).toBe("Cancelled: Funk Zone Friday, Friday, November 27, 2026");
  });
});

describe("what staff read about a notice", () => {
  const at = "2026-11-25T18:42:00Z";
  it("says when it goes, that it is held without a postal address, going out, or how many it reached", () => {
    expect(noticeStatus({ status: "scheduled", sendAt: at, sent: 0 }, STOP_NOTICE_MESSAGES)).toBe(
      "A notice goes to followers at 10:42 AM",
    );
    expect(
      noticeStatus({ status: "scheduled", sendAt: at, sent: 0, heldFor: "postal-address" }, STOP_NOTICE_MESSAGES),
    ).toBe(STOP_NOTICE_MESSAGES.held);
    expect(noticeStatus({ status: "sending", sendAt: at, sent: 3 }, STOP_NOTICE_MESSAGES)).toBe(
      "The notice is going out to followers",
    );
    expect(noticeStatus({ status: "sent", sendAt: at, sent: 1 }, STOP_NOTICE_MESSAGES)).toBe("Sent to 1 follower");
  });
});
