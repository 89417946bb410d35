// Where the truck is, in Spanish (issue 48), as pure functions: a stop's hours re-formatted as
// es-US writes times when they can be read (else as typed, to be marked English), the next stop's
// status in the page's words, the order links', "Cerrado hasta el …", the Spanish calendar feed
// (read back by ical.js: the same UIDs and dates as the English one, Spanish words around what
// staff typed) and the events' structured data.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { CLOSURE_WORDS, NEXT_STOP_WORDS, ORDER_LINK_WORDS } from "#app/content/stops-words.ts";
import { reopeningDay } from "#app/domain/closures/closures.ts";
import { buildCalendar, type CalendarEvent } from "#app/domain/events/calendar.ts";
import { popupEventSchemas } from "#app/domain/events/event-schema.ts";
import { nextStopAt, upcomingStops } from "#app/domain/events/next-stop.ts";
import { stopTimeIn } from "#app/domain/events/schedule.ts";
import { eventCalendarPath, googleCalendarUrl } from "#app/domain/events/stop-links.ts";
import { orderLinksToShow } from "#app/domain/order-links/order-links.ts";
import { truckMoment } from "#app/domain/shared/dates.ts";
import { fill } from "#app/i18n/words.ts";
import { HARBOR_FRIDAYS } from "#tests/support/harbor-fridays.ts";

describe("a stop's hours on a Spanish page", () => {
  it("are written as es-US writes times when they can be read, and kept as typed otherwise", () => {
    expect(stopTimeIn("4:00 PM - 9:00 PM", "es")).toEqual({
      text: "4:00 p.m. - 9:00 p.m.",
      startText: "4:00 p.m.",
      endText: "9:00 p.m.",
      typed: false,
    });
    expect(stopTimeIn("11 AM to 12:30 PM", "es").text).toBe("11:00 a.m. - 12:30 p.m.");
    expect(stopTimeIn("10:00 PM - 1:00 AM", "es").text).toBe("10:00 p.m. - 1:00 a.m.");
    expect(stopTimeIn("Sunset until sold out", "es")).toEqual({
      text: "Sunset until sold out",
      startText: null,
      endText: null,
      typed: true,
    });
  });

  it("are as staff typed them on an English page", () => {
    expect(stopTimeIn("4 PM - 9 PM", "en")).toEqual({
      text: "4 PM - 9 PM",
      startText: "4 PM",
      endText: "9 PM",
      typed: true,
    });
  });
});

describe("the next stop in Spanish", () => {
  const events = [
    {
      id: "a",
      title: "Harbor Stop",
      address: "113 Harbor Way",
      time: "4:00 PM - 9:00 PM",
      occurrences: [{ date: "2030-05-03", cancelled: false, reason: "", reasonEs: null }],
    },
  ];
  const at = (clock: string) => truckMoment("2030-05-03", clock);

  it("says its date, hours and status in Spanish, as the browser reads them again", () => {
    const stops = upcomingStops(events, at("09:00"), undefined, "es");
    expect(stops[0]).toMatchObject({
      dateLabel: "viernes, 3 de mayo de 2030",
      time: "4:00 p.m. - 9:00 p.m.",
      timeTyped: false,
    });
    const words = NEXT_STOP_WORDS.es;
    expect(nextStopAt(stops, at("09:00"), words).status).toBe("Hoy a partir de 4:00 p.m.");
    expect(nextStopAt(stops, at("17:00"), words).status).toBe("Abierto ahora, hasta 9:00 p.m.");
  });

  it("is unchanged in English", () => {
    const stops = upcomingStops(events, at("09:00"));
    expect(stops[0]).toMatchObject({ dateLabel: "Friday, May 3, 2030", time: "4:00 PM - 9:00 PM" });
    expect(nextStopAt(stops, at("17:00"), NEXT_STOP_WORDS.en).status).toBe("Open now, until 9:00 PM");
  });
});

describe("the links around a stop in Spanish", () => {
  it("take the calendar file from /es, and Google Calendar's title in the page's words", () => {
    expect(eventCalendarPath("abc", "es")).toBe("/es/events/abc.ics");
    expect(eventCalendarPath("abc")).toBe("/events/abc.ics");
    const event = { title: "Harbor Stop", address: "113 Harbor Way", time: "4:00 PM - 9:00 PM", description: "" };
    const url = new URL(
      googleCalendarUrl({ ...event, repeat: "none", repeat_until: null }, "2030-05-03", "Sando Truck en Harbor Stop"),
    );
    expect(url.searchParams.get("text")).toBe("Sando Truck en Harbor Stop");
  });

  it("order in Spanish", () => {
    const details = {
      telephone: "+18055550100",
      orderLinks: {
        pickup: "https://order.example/pickup",
        delivery: [{ label: "DoorDash", url: "https://doordash.example" }],
        showPhone: true,
      },
    };
    const texts = orderLinksToShow(details, { closed: false, pickupOpen: true, words: ORDER_LINK_WORDS.es }).map(
      (link) => link.text,
    );
    expect(texts[0]).toBe("Pide por adelantado para recoger");
    expect(texts[1]).toBe("Pide en DoorDash");
    expect(texts[2]).toMatch(/^Llama y pide para recoger: .*555.*0100$/);
  });

  it("say when a closure ends in Spanish", () => {
    expect(fill(CLOSURE_WORDS.es.closedUntil, { day: reopeningDay("2031-12-29", "es") })).toBe(
      "Cerrado hasta el lunes, 29 de diciembre",
    );
    expect(fill(CLOSURE_WORDS.en.closedUntil, { day: reopeningDay("2031-12-29") })).toBe(
      "Closed until Monday, December 29",
    );
  });
});

describe("the Spanish calendar feed", () => {
  const weekly: CalendarEvent = {
    id: "e1",
    ...HARBOR_FRIDAYS,
    skip_dates: [],
    cancellations: [{ date: "2030-05-10", reason: "Rained out" }],
  };
  const oneOff: CalendarEvent = {
    ...weekly,
    id: "e2",
    title: "Night Market",
    date: "2030-05-06",
    time: "Sunset until sold out",
    description: "Monday night.",
    repeat: "none",
    repeat_until: null,
    cancellations: [],
  };
  const options = { siteUrl: "https://sando.example", now: new Date("2030-05-01T10:00:00Z") };

  /** What ical.js reads of each VEVENT: its UID, start, summary, description, status and URL. */
  function read(ics: string) {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    return {
      name: String(calendar.getFirstPropertyValue("x-wr-calname")),
      events: calendar.getAllSubcomponents("vevent").map((vevent) => ({
        uid: String(vevent.getFirstPropertyValue("uid")),
        start: String(vevent.getFirstPropertyValue("dtstart")),
        summary: String(vevent.getFirstPropertyValue("summary")),
        description: String(vevent.getFirstPropertyValue("description")),
        status: vevent.getFirstPropertyValue("status"),
        url: String(vevent.getFirstPropertyValue("url")),
      })),
    };
  }

  it("says the stops in Spanish around what staff typed, with the English feed's UIDs and dates", () => {
    const spanish = read(buildCalendar([weekly, oneOff], { ...options, language: "es" }));
    const english = read(buildCalendar([weekly, oneOff], options));
    expect(spanish.name).toBe("Paradas de Sando Truck");
    expect(english.name).toBe("Sando Truck Popups");
    expect(spanish.events.map(({ uid, start, status }) => ({ uid, start, status }))).toEqual(
      english.events.map(({ uid, start, status }) => ({ uid, start, status })),
    );
    expect(spanish.events.map((event) => event.summary)).toEqual([
      "Sando Truck en Harbor Fridays",
      "Cancelada: Sando Truck en Harbor Fridays",
      "Sando Truck en Night Market",
    ]);
    expect(spanish.events[1]!.description).toBe("Cancelada: Rained out\nEvery Friday by the harbor.");
    // Hours that cannot be read stay as typed in the description.
    expect(spanish.events[2]!.description).toBe("Sunset until sold out\nMonday night.");
    expect(spanish.events.every((event) => event.url === "https://sando.example/es/popup-locations")).toBe(true);
    expect(english.events[1]!.summary).toBe("Cancelled: Sando Truck: Harbor Fridays");
    expect(english.events[0]!.url).toBe("https://sando.example/popup-locations");
  });
});

describe("the events' structured data on a Spanish page", () => {
  it("says inLanguage es and its words in Spanish; the English page's is as it was", () => {
    const event = {
      title: "Harbor Stop",
      address: "113 Harbor Way",
      time: "4:00 PM - 9:00 PM",
      description: "By the harbor.",
      image: "",
      occurrences: [{ date: "2030-05-10", cancelled: true, reason: "Rained out", reasonEs: null }],
    };
    const [spanish] = popupEventSchemas("https://sando.example", event, "es");
    const [english] = popupEventSchemas("https://sando.example", event);
    expect(spanish).toMatchObject({ inLanguage: "es", description: "Cancelada: Rained out. By the harbor." });
    expect(english).not.toHaveProperty("inLanguage");
    expect(english).toMatchObject({ description: "Cancelled: Rained out. By the harbor." });
    const { inLanguage: _, description: __, ...spanishRest } = spanish!;
    const { description: ___, ...englishRest } = english!;
    expect(spanishRest).toEqual(englishRest);
  });
});
