// Closures in the schedule (issue 33), as pure functions: a date inside a closure reads as
// cancelled with its reason, a date staff cancelled keeps theirs, shortening gives back only the
// dates it no longer covers; whether one is on is read in the truck's time zone (its first
// midnight, its last day's end, "the rest of today" from the moment it was said); and what
// visitors are told ("Closed until Monday, December 29"); and the notice followers get, in
// English and in Spanish (issue 50).
import { describe, expect, it } from "vitest";
import {
  type ActiveClosure,
  closedUntil,
  closureFormSchema,
  closureInputSchema,
  closureNotice,
  closureNow,
  reopensOn,
} from "#app/domain/closures/closures.ts";
import { type ClosedStop, closureNoticeContent } from "#app/domain/events/closure-notices.server.ts";
import { cancelledDates, nextDate, reasonIn, upcomingOccurrences } from "#app/domain/events/schedule.ts";
import { truckMoment } from "#app/domain/shared/dates.ts";

// Fridays 2030-12-06 … 2031-01-31, and a one-off stop on Tuesday 2030-12-24.
const fridays = {
  date: "2030-12-06",
  repeat: "weekly" as const,
  repeat_until: "2031-01-31",
  skip_dates: ["2030-12-13"],
  cancellations: [{ date: "2030-12-27", reason: "Staff party" }],
};
const christmas = { starts_on: "2030-12-20", ends_on: "2031-01-04", reason: "Christmas with the family" };

describe("a closure over an event's dates", () => {
  it("cancels each date inside it with its reason, leaves those outside, and a date staff cancelled keeps their reason", () => {
    const occurrences = upcomingOccurrences({ ...fridays, closures: [christmas] }, "2030-12-01");
    expect(occurrences.slice(0, 6)).toEqual([
      { date: "2030-12-06", cancelled: false, reason: "", reasonEs: null },
      // 2030-12-13 is skipped: not shown, closure or not.
      { date: "2030-12-20", cancelled: true, reason: "Christmas with the family", reasonEs: null },
      { date: "2030-12-27", cancelled: true, reason: "Staff party", reasonEs: null },
      { date: "2031-01-03", cancelled: true, reason: "Christmas with the family", reasonEs: null },
      { date: "2031-01-10", cancelled: false, reason: "", reasonEs: null },
      { date: "2031-01-17", cancelled: false, reason: "", reasonEs: null },
    ]);
    // The next date is still the next one not skipped, cancelled or not (as for staff's cancellations).
    expect(nextDate({ ...fridays, closures: [christmas] }, "2030-12-14")).toBe("2030-12-20");
  });

  it("gives each date it cancels its Spanish reason (issue 49), while staff's own reason keeps theirs", () => {
    const spanish = { ...christmas, reasonEs: "Navidad en familia" };
    const occurrences = upcomingOccurrences({ ...fridays, closures: [spanish] }, "2030-12-01");
    expect(occurrences.find((date) => date.date === "2030-12-20")).toMatchObject({ reasonEs: "Navidad en familia" });
    expect(occurrences.find((date) => date.date === "2030-12-27")).toMatchObject({
      reason: "Staff party",
      reasonEs: null,
    });
    expect(reasonIn(occurrences[1]!, "es")).toEqual({ text: "Navidad en familia" });
    expect(reasonIn(occurrences[2]!, "es")).toEqual({ text: "Staff party", lang: "en" });
    expect(reasonIn(occurrences[1]!, "en")).toEqual({ text: "Christmas with the family" });
  });

  it("covers its first and last day, and not the days either side", () => {
    const edges = { starts_on: "2030-12-06", ends_on: "2030-12-20", reason: "Truck in the shop" };
    const dates = upcomingOccurrences(
      { ...fridays, skip_dates: [], cancellations: [], closures: [edges] },
      "2030-11-30",
    );
    expect(dates.filter((date) => date.cancelled).map((date) => date.date)).toEqual([
      "2030-12-06",
      "2030-12-13",
      "2030-12-20",
    ]);
    const oneOff = {
      date: "2030-12-05",
      repeat: "none" as const,
      repeat_until: null,
      skip_dates: [],
      cancellations: [],
    };
    expect(upcomingOccurrences({ ...oneOff, closures: [edges] }, "2030-12-01")[0]!.cancelled).toBe(false);
  });

  it("gives back by itself the dates a shortened or deleted closure no longer covers, and only those", () => {
    const shortened = { ...christmas, ends_on: "2030-12-26" };
    const after = upcomingOccurrences({ ...fridays, closures: [shortened] }, "2030-12-01");
    expect(after.find((date) => date.date === "2030-12-20")).toMatchObject({ cancelled: true });
    expect(after.find((date) => date.date === "2031-01-03")).toEqual({
      date: "2031-01-03",
      cancelled: false,
      reason: "",
      reasonEs: null,
    });
    expect(after.find((date) => date.date === "2030-12-27")).toMatchObject({ cancelled: true, reason: "Staff party" });
    const deleted = upcomingOccurrences({ ...fridays, closures: [] }, "2030-12-01");
    expect(deleted.filter((date) => date.cancelled)).toEqual([
      { date: "2030-12-27", cancelled: true, reason: "Staff party", reasonEs: null },
    ]);
  });

  it("lists for the feeds every cancelled date, saying which came from a closure", () => {
    const dates = cancelledDates({ ...fridays, closures: [christmas] });
    expect(dates).toEqual([
      { date: "2030-12-20", reason: "Christmas with the family", closure: christmas, reasonEs: null },
      { date: "2030-12-27", reason: "Staff party", closure: null, reasonEs: null },
      { date: "2031-01-03", reason: "Christmas with the family", closure: christmas, reasonEs: null },
    ]);
  });
});

describe("whether a closure is on, in the truck's time zone", () => {
  const active: ActiveClosure = { ...christmas, reasonEs: null, startsAt: truckMoment(christmas.starts_on, "00:00") };

  it("starts at its first midnight in Santa Barbara and ends at the midnight after its last day", () => {
    // 2030-12-20 00:00 PST is 08:00 UTC.
    expect(closureNow([active], Date.parse("2030-12-20T07:59:59Z"))).toBeNull();
    expect(closureNow([active], Date.parse("2030-12-20T08:00:00Z"))).toBe(active);
    // 2031-01-04 23:59 PST is 2031-01-05 07:59 UTC: still on; at 08:00 UTC it is over.
    expect(closureNow([active], Date.parse("2031-01-05T07:59:59Z"))).toBe(active);
    expect(closureNow([active], Date.parse("2031-01-05T08:00:00Z"))).toBeNull();
  });

  it('"closed for the rest of today" is on from the moment it was said until midnight', () => {
    const said = Date.parse("2030-07-10T20:30:00Z"); // 1:30 PM PDT
    const restOfToday: ActiveClosure = {
      starts_on: "2030-07-10",
      ends_on: "2030-07-10",
      reason: "Sold out",
      reasonEs: null,
      startsAt: said,
    };
    expect(closureNow([restOfToday], said - 1)).toBeNull();
    expect(closureNow([restOfToday], said)).toBe(restOfToday);
    expect(closureNow([restOfToday], Date.parse("2030-07-11T06:59:59Z"))).toBe(restOfToday);
    expect(closureNow([restOfToday], Date.parse("2030-07-11T07:00:00Z"))).toBeNull();
    // Its day's stops read as cancelled; the next day's do not.
    const daily = {
      date: "2030-07-10",
      repeat: "weekly" as const,
      repeat_until: "2030-07-24",
      skip_dates: [],
      cancellations: [],
    };
    const dates = upcomingOccurrences({ ...daily, closures: [restOfToday] }, "2030-07-10");
    expect(dates.map((date) => date.cancelled)).toEqual([true, false, false]);
  });

  it('tells visitors "Closed until" the day it opens again, past a closure that follows on', () => {
    expect(closedUntil("2030-12-29")).toBe("Closed until Sunday, December 29");
    const next = { starts_on: "2031-01-05", ends_on: "2031-01-05", reason: "Inventory" };
    expect(reopensOn(christmas, [christmas, next])).toBe("2031-01-06");
    expect(closureNotice([active], Date.parse("2030-12-24T20:00:00Z"))).toEqual({
      closedUntil: "Closed until Sunday, January 5",
      reason: "Christmas with the family",
      reasonEs: null,
      reopensOn: "2031-01-05",
    });
  });
});

describe("what a closure accepts", () => {
  it("refuses a last day before the first, a missing reason and a closure over a year, with clear messages", () => {
    const issues = (body: unknown) => closureInputSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(issues({ starts_on: "2030-12-20", ends_on: "2030-12-19", reason: "x" })).toEqual([
      "The last closed day must be on or after the first",
    ]);
    expect(issues({ starts_on: "2030-12-20", ends_on: "2030-12-21", reason: " " })).toEqual([
      "Say why the truck is closed: visitors see the reason",
    ]);
    expect(issues({ starts_on: "2030-01-01", ends_on: "2031-01-02", reason: "Long" })).toEqual([
      "A closure can run for a year at most",
    ]);
    expect(issues({ kind: "rest-of-today", reason: "Sold out" })).toBeUndefined();
    // A first day that is no date at all is said once, in the API and in the form (found by the fuzzing).
    const notADate = { starts_on: "\r\nBcc: victim@example.com", ends_on: "2030-12-20", reason: "x" };
    expect(issues(notADate)).toEqual(["First closed day must be a valid date (YYYY-MM-DD)"]);
    expect(closureFormSchema.safeParse(notADate).error?.issues.map((issue) => issue.message)).toEqual([
      "First closed day must be a valid date (YYYY-MM-DD)",
    ]);
    expect(
      closureFormSchema.parse({ starts_on: "2030-12-20", ends_on: "2030-12-20", reason: "x" }).notify_followers,
    ).toBe(false);
  });
});

describe("a closure's notice to followers (issue 50)", () => {
  const closure = { ...christmas, reasonEs: "Navidad con la familia" };
  const stops: ClosedStop[] = [
    {
      event_id: "a",
      date: "2030-12-20",
      title: "Harbor Fridays",
      titleEs: "Viernes en el puerto",
      address: "113 Harbor Way, Santa Barbara, CA 93109",
      time: "4:00 PM - 9:00 PM",
    },
    {
      event_id: "b",
      date: "2030-12-21",
      title: "Mesa Saturdays",
      titleEs: null,
      address: "1 Mesa Ln, Santa Barbara, CA 93109",
      time: "Lunch",
    },
  ];

  it("says the same in Spanish: the reason and the stops' names in Spanish where written, else the English marked", () => {
    const content = closureNoticeContent(closure, "2031-01-05", stops);
    expect(content.subject).toBe("Closed until Sunday, January 5: Christmas with the family");
    expect(content.text).toBe(
      [
        "The truck is closed: Christmas with the family. Closed until Sunday, January 5.",
        "Cancelled: Harbor Fridays, Friday, December 20, 2030, 4:00 PM - 9:00 PM, at 113 Harbor Way, Santa Barbara, CA 93109.",
        "Cancelled: Mesa Saturdays, Saturday, December 21, 2030, Lunch, at 1 Mesa Ln, Santa Barbara, CA 93109.",
      ].join("\n\n"),
    );
    expect(content.html).not.toContain("lang=");
    expect(content.es?.subject).toBe("Cerrado hasta el domingo, 5 de enero: Navidad con la familia");
    expect(content.es?.text).toBe(
      [
        "El food truck está cerrado: Navidad con la familia. Cerrado hasta el domingo, 5 de enero.",
        "Cancelada: Viernes en el puerto, viernes, 20 de diciembre de 2030, 4:00 p.m. - 9:00 p.m., en 113 Harbor Way, Santa Barbara, CA 93109.",
        "Cancelada: Mesa Saturdays, sábado, 21 de diciembre de 2030, Lunch, en 1 Mesa Ln, Santa Barbara, CA 93109.",
      ].join("\n\n"),
    );
    // The stop with no Spanish title, and the hours the site cannot read, are marked English.
    expect(content.es?.html).toContain(
      '<p>Cancelada: <span lang="en">Mesa Saturdays</span>, sábado, 21 de diciembre de 2030, <span lang="en">Lunch</span>, en 1 Mesa Ln, Santa Barbara, CA 93109.</p>',
    );
    expect(content.es?.html).toContain("<p>Cancelada: Viernes en el puerto, viernes, 20 de diciembre de 2030,");

    // A reason with no Spanish is the English, marked; "Back on" says it too.
    const backOn = closureNoticeContent({ ...christmas, reasonEs: null }, "2031-01-05", [], stops);
    expect(backOn.subject).toBe("Back on: Harbor Fridays, Friday, December 20, 2030, and more");
    expect(backOn.es?.subject).toBe("De nuevo en pie: Viernes en el puerto, viernes, 20 de diciembre de 2030, y más");
    expect(backOn.es?.text.split("\n\n")).toEqual([
      "El food truck vuelve a abrir: se canceló el cierre (Christmas with the family).",
      "De nuevo en pie: Viernes en el puerto, viernes, 20 de diciembre de 2030, 4:00 p.m. - 9:00 p.m., en 113 Harbor Way, Santa Barbara, CA 93109. Se hace como estaba previsto.",
      "De nuevo en pie: Mesa Saturdays, sábado, 21 de diciembre de 2030, Lunch, en 1 Mesa Ln, Santa Barbara, CA 93109. Se hace como estaba previsto.",
    ]);
    expect(backOn.es?.html).toContain(
      '<p>El food truck vuelve a abrir: se canceló el cierre (<span lang="en">Christmas with the family</span>).</p>',
    );
  });
});
