// What search engines and calendar apps fetch: /sitemap.xml, /robots.txt, /events.ics, and
// the old /catering address.
import { afterAll, describe, expect, it } from "vitest";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { PUBLIC_PAGES } from "#scripts/lib/public-pages.ts";
import { uniqueName, useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";

useTestDatabase();
const created: string[] = [];
afterAll(async () => {
  await PopupEvent.deleteMany({ _id: { $in: created } });
});

/** Undoes RFC 5545 line folding. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, "").split("\r\n");
}

describe("/events.ics", () => {
  it("is a valid calendar of upcoming events with local times, escaped and folded", async () => {
    const date = addDaysToIsoDate(todayInTruckTimeZone(), 4);
    const event = await PopupEvent.create({
      title: uniqueName("Test Brewery; Night, Out"),
      address: "1547 Mission Dr, Solvang, CA 93463",
      date,
      time: "5:30 PM - 9:00 PM",
      description: `A long description that goes on and on about katsu sandos, karaage and cold drinks so that the line must be folded.`,
    });
    const inactive = await PopupEvent.create({
      title: uniqueName("Test Hidden Popup"),
      address: "Somewhere",
      date,
      time: "all day",
      description: "Not public.",
      is_active: false,
    });
    created.push(event._id.toString(), inactive._id.toString());

    const response = await fetch(`${baseUrl()}/events.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
    const body = await response.text();
    // Every line ends in CRLF and no physical line is longer than 75 octets.
    expect(body.endsWith("\r\n")).toBe(true);
    const physical = body.slice(0, -2).split("\r\n");
    expect(physical.every((line) => !line.includes("\n") && Buffer.byteLength(line) <= 75)).toBe(true);
    expect(physical.some((line) => line.startsWith(" "))).toBe(true);

    const lines = unfold(body);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    const start = lines.indexOf(`UID:${event._id.toString()}@localhost`);
    expect(start).toBeGreaterThan(0);
    const block = lines.slice(start, lines.indexOf("END:VEVENT", start));
    const compact = date.replace(/-/g, "");
    expect(block).toContain(`DTSTART;TZID=America/Los_Angeles:${compact}T173000`);
    expect(block).toContain(`DTEND;TZID=America/Los_Angeles:${compact}T210000`);
    const escapedTitle = event.title.replace(/;/g, "\\;").replace(/,/g, "\\,");
    expect(block).toContain(`SUMMARY:Sando Truck: ${escapedTitle}`);
    expect(block).toContain("LOCATION:1547 Mission Dr\\, Solvang\\, CA 93463");
    expect(body).not.toContain(inactive.title);
  });
});

describe("/sitemap.xml and /robots.txt", () => {
  it("lists every public page at its canonical address", async () => {
    const response = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/xml/);
    const body = await response.text();
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const locations = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const path of PUBLIC_PAGES) expect(locations).toContain(path);
    expect(locations.some((path) => path.startsWith("/admin"))).toBe(false);
  });

  it("keeps crawlers out of the admin and points them at the sitemap", async () => {
    const response = await fetch(`${baseUrl()}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const body = await response.text();
    expect(body).toContain("User-agent: *");
    expect(body).toMatch(/^Disallow: \/admin$/m);
    expect(body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it("disallows no page that says noindex, so crawlers can read that it does", async () => {
    const disallowed = [...(await (await fetch(`${baseUrl()}/robots.txt`)).text()).matchAll(/^Disallow: (\S+)$/gm)].map(
      (match) => match[1]!,
    );
    for (const path of ["/newsletter", "/newsletter/unsubscribe?email=a%40example.com&token=x"]) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      expect(
        disallowed.filter((prefix) => path.startsWith(prefix)),
        `${path} is disallowed`,
      ).toEqual([]);
    }
    // The unsubscribe links carry a token: kept out of the index by a header as well.
    const unsubscribe = await fetch(`${baseUrl()}/newsletter/unsubscribe?email=a%40example.com&token=x`);
    expect(unsubscribe.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });
});

describe("/catering", () => {
  it("moved permanently to /catering-events", async () => {
    const response = await fetch(`${baseUrl()}/catering`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location")!, baseUrl()).pathname).toBe("/catering-events");
  });
});

describe("the catering offer in structured data", () => {
  it("has a price in its price specification and the catering page's own address, wherever it appears", async () => {
    for (const path of ["/", "/menu", "/catering-events"]) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
        JSON.parse(match[1]!),
      );
      const offers: Record<string, unknown>[] = [];
      const collect = (value: unknown): void => {
        if (Array.isArray(value)) value.forEach(collect);
        else if (value && typeof value === "object") {
          const record = value as Record<string, unknown>;
          if (record["@type"] === "Offer" && record.name === "Food truck catering") offers.push(record);
          Object.values(record).forEach(collect);
        }
      };
      collect(blocks);
      expect(offers.length, path).toBeGreaterThan(0);
      for (const offer of offers) {
        expect(new URL(String(offer.url)).pathname, path).toBe("/catering-events");
        expect(offer.priceSpecification, path).toMatchObject({ price: "500", minPrice: "500", priceCurrency: "USD" });
      }
    }
  });
});
