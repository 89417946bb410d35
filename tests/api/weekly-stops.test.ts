// Weekly stops (issue 15) over HTTP: a series made through the admin API shows each of its dates
// in GET /api/events, on /popup-locations, in its JSON-LD and in the calendar feeds (read back
// by ical.js); a skipped date disappears, a cancelled one shows as cancelled with its reason;
// bad schedules are refused with a clear message and store nothing.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { callApi, onFirstUse } from "#tests/support/admin-api.ts";
import { apiLogin } from "#tests/support/admin-users.ts";
import { namesDeletedAfterThisFile, useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { adminsOfThisFile } from "#tests/support/test-admins.ts";

useTestDatabase();
const eventTitle = namesDeletedAfterThisFile(PopupEvent, "title");
const admins = adminsOfThisFile("weekly-stops");
const token = onFirstUse(async () => (await apiLogin(await admins.create())).accessToken);
const call = async (method: string, path: string, body?: unknown) =>
  callApi(method, path, body, { token: await token() });

const start = addDaysToIsoDate(todayInTruckTimeZone(), 2);
const week = (n: number) => addDaysToIsoDate(start, 7 * n);

function series(overrides: Record<string, unknown> = {}) {
  return {
    title: eventTitle("Friday Brewery Night"),
    address: "137 Anacapa St, Santa Barbara, CA 93101",
    date: start,
    time: "4:00 PM - 9:00 PM",
    description: "Katsu sandos and cold beer.",
    display_order: 0,
    repeat: "weekly",
    // Nine weeks of dates: the first and eight more.
    repeat_until: week(8),
    ...overrides,
  };
}

type PublicEvent = {
  id: string;
  title: string;
  date: string;
  repeat: string;
  occurrences: { date: string; cancelled: boolean; reason: string }[];
};

async function publicEvent(id: string): Promise<PublicEvent | undefined> {
  const body = (await (await fetch(`${baseUrl()}/api/events`)).json()) as { events: PublicEvent[] };
  return body.events.find((event) => event.id === id);
}

/** The local start dates ical.js expands from a feed for one event, and its cancelled ones. */
function feedDates(ics: string, id: string): { dates: string[]; cancelled: string[]; startTimes: Set<string> } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevents = calendar
    .getAllSubcomponents("vevent")
    .filter((vevent) => String(vevent.getFirstPropertyValue("uid")).startsWith(`${id}@`));
  const master = vevents.find((vevent) => !vevent.hasProperty("recurrence-id"))!;
  const exceptions = vevents.filter((vevent) => vevent.hasProperty("recurrence-id"));
  // Its own exceptions, handed over: left to itself, ical.js relates every exception in the whole
  // feed, and the shared feed may hold another test's stop with a cancelled date at that moment.
  const event = new ICAL.Event(master, { strictExceptions: true, exceptions });
  const cancelled: string[] = [];
  for (const exception of exceptions) {
    if (exception.getFirstPropertyValue("status") === "CANCELLED") {
      cancelled.push(String(exception.getFirstPropertyValue("recurrence-id")).slice(0, 10));
    }
  }
  const iterator = event.iterator();
  const dates: string[] = [];
  const startTimes = new Set<string>();
  for (let next = iterator.next(); next && dates.length < 60; next = iterator.next()) {
    dates.push(next.toString().slice(0, 10));
    startTimes.add(next.toString().slice(11, 16));
  }
  return { dates, cancelled, startTimes };
}

describe("a weekly series", () => {
  it("shows 9 dates 7 days apart in the API, on the page, in the structured data and in both feeds", async () => {
    const created = await call("POST", "/api/admin/events", series());
    expect(created.status).toBe(201);
    const id = created.body.event.id as string;
    expect(created.body.event).toMatchObject({
      repeat: "weekly",
      repeat_until: week(8),
      skip_dates: [],
      cancellations: [],
    });

    const event = await publicEvent(id);
    const nine = Array.from({ length: 9 }, (_, n) => week(n));
    expect(event?.date).toBe(start);
    expect(event?.repeat).toBe("weekly");
    expect(event?.occurrences).toEqual(nine.map((date) => ({ date, cancelled: false, reason: "", reasonEs: null })));

    const page = await (await fetch(`${baseUrl()}/popup-locations`)).text();
    const card = page.slice(
      page.indexOf(`>${event!.title}</a></h2>`),
      page.indexOf("</article>", page.indexOf(`>${event!.title}</a></h2>`)),
    );
    expect(card).toMatch(/Every (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), 4:00 PM - 9:00 PM/);
    for (const date of nine) expect(card).toContain(`<time dateTime="${date}">`);
    const schemaDates = [...page.matchAll(/"startDate":"([^"]+)"/g)].map(([, value]) => value!);
    for (const date of nine)
      expect(
        schemaDates.some((value) => /^\d{4}-\d{2}-\d{2}T16:00:00-0[78]:00$/.test(value) && value.startsWith(date)),
      ).toBe(true);

    for (const path of [`/events/${id}.ics`, "/events.ics"]) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
      const { dates, startTimes } = feedDates(await response.text(), id);
      expect(dates, path).toEqual(nine);
      expect([...startTimes]).toEqual(["16:00"]);
    }
  });

  it("leaves out a skipped date everywhere and shows a cancelled one as cancelled, with its reason", async () => {
    const created = await call("POST", "/api/admin/events", series());
    const event = created.body.event as Record<string, unknown> & { id: string; __v: number };
    const updated = await call("PUT", `/api/admin/events/${event.id}`, {
      ...series({ title: event.title }),
      skip_dates: [week(2)],
      cancellations: [{ date: week(3), reason: "Private party at the brewery" }],
      __v: event.__v,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.event).toMatchObject({
      skip_dates: [week(2)],
      cancellations: [{ date: week(3), reason: "Private party at the brewery" }],
    });

    const listed = await publicEvent(event.id);
    expect(listed?.occurrences.map((occurrence) => occurrence.date)).not.toContain(week(2));
    expect(listed?.occurrences).toHaveLength(8);
    expect(listed?.occurrences.find((occurrence) => occurrence.date === week(3))).toEqual({
      date: week(3),
      cancelled: true,
      reason: "Private party at the brewery",
      reasonEs: null,
    });

    const page = await (await fetch(`${baseUrl()}/popup-locations`)).text();
    const card = page.slice(
      page.indexOf(`>${event.title as string}</a></h2>`),
      page.indexOf("</article>", page.indexOf(`>${event.title as string}</a></h2>`)),
    );
    expect(card).not.toContain(`<time dateTime="${week(2)}">`);
    expect(card).toMatch(
      new RegExp(`<time dateTime="${week(3)}">[^<]+</time><span> Cancelled: Private party at the brewery</span>`),
    );
    const cancelledSchema = [
      ...page.matchAll(/\{"@context":"https:\/\/schema.org","@type":"Event"[\s\S]*?"isAccessibleForFree":true\}/g),
    ]
      .map(([json]) => JSON.parse(json) as { name: string; startDate: string; eventStatus: string })
      .filter((item) => item.name === event.title);
    expect(cancelledSchema.find((item) => item.startDate.startsWith(week(3)))?.eventStatus).toBe(
      "https://schema.org/EventCancelled",
    );
    expect(cancelledSchema.find((item) => item.startDate.startsWith(week(4)))?.eventStatus).toBe(
      "https://schema.org/EventScheduled",
    );
    expect(cancelledSchema.some((item) => item.startDate.startsWith(week(2)))).toBe(false);

    const { dates, cancelled } = feedDates(await (await fetch(`${baseUrl()}/events/${event.id}.ics`)).text(), event.id);
    expect(dates).not.toContain(week(2));
    expect(dates).toHaveLength(8);
    expect(cancelled).toEqual([week(3)]);
  });

  it("a one-off event is cancelled the same way, and a cancelled stop's removal undoes it", async () => {
    const created = await call("POST", "/api/admin/events", series({ repeat: "none", repeat_until: null }));
    const event = created.body.event as { id: string; __v: number; title: string };
    const cancelled = await call("PUT", `/api/admin/events/${event.id}`, {
      ...series({ title: event.title, repeat: "none", repeat_until: null }),
      cancellations: [{ date: start, reason: "Truck in the shop" }],
      __v: event.__v,
    });
    expect(cancelled.status).toBe(200);
    expect((await publicEvent(event.id))?.occurrences).toEqual([
      { date: start, cancelled: true, reason: "Truck in the shop", reasonEs: null },
    ]);
    const restored = await call("PUT", `/api/admin/events/${event.id}`, {
      ...series({ title: event.title, repeat: "none", repeat_until: null }),
      cancellations: [],
      __v: cancelled.body.event.__v,
    });
    expect(restored.status).toBe(200);
    expect((await publicEvent(event.id))?.occurrences).toEqual([
      { date: start, cancelled: false, reason: "", reasonEs: null },
    ]);
  });
});

describe("bad schedules", () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ["weekly without an end", { repeat_until: null }, /Repeat until is required for a weekly event/],
    [
      "an end before the date",
      { repeat_until: addDaysToIsoDate(start, -7) },
      /Repeat until must be on or after the event's date/,
    ],
    [
      "an end more than a year on",
      { repeat_until: addDaysToIsoDate(start, 372) },
      /at most a year after its first date: until \d{4}-\d{2}-\d{2} at the latest/,
    ],
    [
      "a skipped date that is not one of the event's",
      { skip_dates: [addDaysToIsoDate(start, 1)] },
      /is not one of this event's dates/,
    ],
    [
      "a cancelled date that is not one of the event's",
      { cancellations: [{ date: addDaysToIsoDate(start, 3), reason: "Rain" }] },
      /is not one of this event's dates/,
    ],
    [
      "a cancellation without a reason",
      { cancellations: [{ date: week(1), reason: " " }] },
      /A cancelled date needs a reason/,
    ],
    ["a repeat that is neither none nor weekly", { repeat: "daily" }, /Repeat must be "none" or "weekly"/],
  ];
  it.each(cases)("%s is refused with its message, and nothing is stored or changed", async (_name, change, message) => {
    // Counted by the refused event's own (unique) title: other files add events at the same time.
    const refusedEvent = series(change);
    const stored = () => PopupEvent.countDocuments({ title: refusedEvent.title });
    expect(await stored()).toBe(0);
    const refused = await call("POST", "/api/admin/events", refusedEvent);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false });
    expect(refused.body.error).toMatch(message);
    expect(await stored()).toBe(0);

    const created = await call("POST", "/api/admin/events", series());
    const event = created.body.event as { id: string; __v: number; title: string };
    const update = await call("PUT", `/api/admin/events/${event.id}`, {
      ...series({ title: event.title, ...change }),
      __v: event.__v,
    });
    expect(update.status).toBe(400);
    expect(update.body.error).toMatch(message);
    expect((await call("GET", `/api/admin/events/${event.id}`)).body.event).toEqual(created.body.event);
  });
});
