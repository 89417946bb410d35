// A stop's own page and its sign's short addresses (issue 53), on a database and server of their
// own whose clock stands on Friday, June 6, 2031 at 10:00 AM in Santa Barbara, counting every
// 0.2 s. Harbor Fridays is weekly, with next Friday cancelled; Spring market was once, in May;
// a tasting is hidden from visitors. The page gives a stop's dates, hours, place, directions,
// cancellations, calendar file and a way to follow changes, in English and Spanish, with its
// structured data and a place in the sitemap; a stop that is over says so; a hidden or unknown
// one is not found. Each code leads on and is counted for its stop in the Owner's numbers. Staff
// and Owners print a stop's sign: a tagged US Letter PDF in both languages whose two codes, read
// from the rendered page, are the addresses printed under them. The review page is the same for
// everyone, in both languages; the "Review us" cards are ten business cards to a Letter sheet,
// each code read from its own card, and their scans are counted too.
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUMBERS_KINDS } from "#app/domain/numbers/numbers.ts";
import { REVIEW_CARD } from "#app/domain/signs/review-cards-pdf.server.ts";
import { signCodeOf } from "#app/domain/signs/sign-codes.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { portalSessionCookie } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { IPHONE } from "#tests/support/form-posts.ts";
import { totalsByKey } from "#tests/support/numbers-totals.ts";
import { codeInEachBox, codesOnPage, pdfToText } from "#tests/support/pdf-codes.ts";
import { readPdf } from "#tests/support/pdf-text.ts";
import { seedWithOwnerAndStaff } from "#tests/support/seeded-owner-and-staff.ts";
import { HARBOR_FRIDAYS, SECRET_TASTING, SPRING_MARKET } from "#tests/support/stop-page-stops.ts";

const databaseUri = `${testMongoBase()}/sando_stop_pages_${process.pid}_${Date.now()}`;
useTestDatabase(() => databaseUri);

const DAY = "2031-06-06";
const OWNER = { email: "owner@example.com", password: "owner-password-stops-1" };
const STAFF = { email: "crew@example.com", password: "crew-password-stops-1" };
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
let server: ServerProcess;
const ids = { harbor: "", spring: "", tasting: "" };

beforeAll(async () => {
  await seedWithOwnerAndStaff(OWNER, STAFF);
  await PopupEvent.deleteMany({});
  const [harbor, spring, tasting] = await PopupEvent.create([HARBOR_FRIDAYS, SPRING_MARKET, SECRET_TASTING]);
  Object.assign(ids, { harbor: String(harbor!._id), spring: String(spring!._id), tasting: String(tasting!._id) });
  server = await startServerProcess({
    mongodbUri: databaseUri,
    env: { NODE_ENV: "test", TEST_CLOCK_NOW: `${DAY}T10:00:00-07:00`, NUMBERS_WRITE_SECONDS: "0.2" },
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await mongoose.connection.dropDatabase();
});

const get = (path: string, agent = IPHONE, method = "GET") =>
  fetch(`${server.url}${path}`, { method, headers: { "User-Agent": agent }, redirect: "manual" });
const html = async (path: string) => {
  const answer = await get(path);
  return { status: answer.status, body: (await answer.text()).replaceAll("<!-- -->", "") };
};
const structuredData = (body: string) =>
  [...body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!))
    .flatMap((json) => (Array.isArray(json) ? json : [json]));

describe("a stop's page", () => {
  it("gives its next dates, hours, place, directions, cancellations, calendar file and a way to follow changes", async () => {
    const { status, body } = await html(`/stops/${ids.harbor}`);
    expect(status).toBe(200);
    expect(body).toContain("<title>Harbor Fridays: dates and times | Sando Truck</title>");
    expect(body).toMatch(/<h1[^>]*>Harbor Fridays<\/h1>/);
    expect(body).toContain("Every Friday, 4:00 PM - 9:00 PM");
    expect(body).toContain("Cancelled: Harbor festival");
    expect(body).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=113%20Harbor%20Way');
    expect(body).toContain(`href="/events/${ids.harbor}.ics"`);
    expect(body).toContain('href="/newsletter?topic=stop-changes"');
    expect(body).toContain(
      `<link rel="canonical" href="${server.url.replace("127.0.0.1", "localhost")}/stops/${ids.harbor}"/>`,
    );
    const events = structuredData(body).filter((json) => json["@type"] === "Event");
    expect(events[0]).toMatchObject({ name: "Harbor Fridays", startDate: "2031-06-06T16:00:00-07:00" });
    expect(events.find((event) => event.startDate.startsWith("2031-06-13"))).toMatchObject({
      eventStatus: "https://schema.org/EventCancelled",
    });
  });

  it("is in Spanish under /es, with the Spanish the staff wrote", async () => {
    const { status, body } = await html(`/es/stops/${ids.harbor}`);
    expect(status).toBe(200);
    expect(body).toContain('<html lang="es"');
    expect(body).toMatch(/<h1[^>]*>Viernes en el puerto<\/h1>/);
    expect(body).toContain("Cancelada: Fiesta del puerto");
    expect(body).toContain('href="/es/newsletter?topic=stop-changes"');
    expect(body).toContain("Seguir los cambios de paradas");
  });

  it("says a stop that is over has no dates to come, and leads to the schedule", async () => {
    const { status, body } = await html(`/stops/${ids.spring}`);
    expect(status).toBe(200);
    expect(body).toContain("Spring market has no dates coming up");
    expect(body).toContain('href="/popup-locations"');
  });

  it("is not found for a hidden stop, an unknown one or an address that is no stop", async () => {
    for (const path of [
      `/stops/${ids.tasting}`,
      "/stops/0123456789abcdef01234567",
      "/stops/not-a-stop",
      `/es/stops/${ids.tasting}`,
    ]) {
      const { status, body } = await html(path);
      expect(status, path).toBe(404);
      expect(body).not.toContain("Secret tasting");
    }
  });

  it("is in the sitemap, in both languages, while it has dates to come", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/stops/${ids.harbor}</loc>`);
    expect(sitemap).toContain(`/es/stops/${ids.harbor}</loc>`);
    expect(sitemap).not.toContain(ids.spring);
    expect(sitemap).not.toContain(ids.tasting);
  });

  it("asks to follow changes to stops with only that topic ticked", async () => {
    const { body } = await html("/newsletter?topic=stop-changes");
    const boxes = body.match(/<input type="checkbox"[^>]* name="topics"[^>]*>/g) ?? [];
    expect(
      boxes.map((box) => `${/value="([^"]+)"/.exec(box)?.[1]}${box.includes('checked=""') ? " ticked" : ""}`),
    ).toEqual(["weekly-schedule", "stop-changes ticked", "news"]);
  });
});

describe("a sign's codes", () => {
  const scans = async () => totalsByKey(NUMBERS_KINDS.scan, DAY);

  it("lead to the stop's page and to following changes, each scan counted for the stop", async () => {
    const code = signCodeOf(ids.harbor);
    expect(code).toHaveLength(16);
    const page = await get(`/s/${code}`);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(`/stops/${ids.harbor}`);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const follow = await get(`/s/${code}/follow`);
    expect(follow.headers.get("location")).toBe("/newsletter?topic=stop-changes");
    // A stop that is over: its code lands on the schedule, and counts for it.
    const over = await get(`/s/${signCodeOf(ids.spring)}`);
    expect(over.headers.get("location")).toBe("/popup-locations");
    await expect
      .poll(scans, { timeout: 15_000, interval: 100 })
      .toEqual({ [`stop|${ids.harbor}`]: 1, [`follow|${ids.harbor}`]: 1, [`stop|${ids.spring}`]: 1 });
  });

  it("count no robot, no HEAD and no code that is not a stop's", async () => {
    const code = signCodeOf(ids.harbor);
    expect((await get(`/s/${code}`, GOOGLEBOT)).status).toBe(302);
    expect((await get(`/s/${code}`, IPHONE, "HEAD")).status).toBe(302);
    for (const unknown of [signCodeOf("0123456789abcdef01234567"), signCodeOf(ids.tasting), "not-a-code"]) {
      const answer = await get(`/s/${unknown}`);
      expect(answer.headers.get("location"), unknown).toBe("/popup-locations");
    }
    // One more counted, so a batch written after all of the above shows only it.
    await get(`/s/${code}/follow`);
    await expect.poll(scans, { timeout: 15_000, interval: 100 }).toMatchObject({ [`follow|${ids.harbor}`]: 2 });
    expect(await scans()).toEqual({
      [`stop|${ids.harbor}`]: 1,
      [`follow|${ids.harbor}`]: 2,
      [`stop|${ids.spring}`]: 1,
    });
  });

  it("show in the Owner's numbers: which stop brought the most people gains the signs' scans", async () => {
    const cookie = await portalSessionCookie(OWNER, server.url);
    const csv = await (
      await fetch(`${server.url}/admin/numbers.csv?table=stops&period=7d`, { headers: { Cookie: cookie } })
    ).text();
    const rows = csv.trimEnd().split("\r\n");
    expect(rows[0]).toBe("stop,order,phone,directions,scans,this_period,before");
    expect(rows).toContain('"Harbor Fridays","0","0","0","3","3","0"');
    expect(rows).toContain('"Spring market","0","0","0","1","1","0"');
  });
});

describe("a stop's printed sign", () => {
  const signOf = async (id: string, cookie: string) =>
    fetch(`${server.url}/admin/events/${id}/sign.pdf`, { headers: { Cookie: cookie }, redirect: "manual" });

  it("is printed by Staff and Owners: one US Letter sheet in both languages, its codes the addresses under them", async () => {
    const siteUrl = server.url.replace("127.0.0.1", "localhost");
    const code = signCodeOf(ids.harbor);
    const addresses = [`${siteUrl}/s/${code}`, `${siteUrl}/s/${code}/follow`];
    for (const account of [STAFF, OWNER]) {
      const answer = await signOf(ids.harbor, await portalSessionCookie(account, server.url));
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/pdf");
      expect(answer.headers.get("content-disposition")).toBe(
        `attachment; filename="sando-truck-sign-${ids.harbor}.pdf"`,
      );
      const pdf = new Uint8Array(await answer.arrayBuffer());
      // What a reader of the printed page reads: the stop, its times in both languages, both addresses.
      const text = pdfToText(pdf).replace(/[ \t]+/g, " ");
      for (const line of [
        "SANDO TRUCK",
        "Harbor Fridays",
        "Viernes en el puerto",
        "Every Friday, 4:00 PM - 9:00 PM",
        "Cada viernes, 4:00 p.m. - 9:00 p.m.",
        "113 Harbor Way, Santa Barbara, CA 93109",
        ...addresses,
      ]) {
        expect(text).toContain(line);
      }
      // What a phone's camera reads: the same two addresses (the same drawing for either role).
      if (account === STAFF) expect(codesOnPage(pdf)).toEqual([...addresses].sort());
      // One sheet, US Letter (612 x 792 points), tagged and titled, in English with its Spanish marked.
      const read = await readPdf(pdf);
      expect(read).toMatchObject({
        tagged: true,
        title: "Sando Truck sign: Harbor Fridays",
        displaysTitle: true,
        language: "en-US",
      });
      expect(read.pages).toHaveLength(1);
      expect(Buffer.from(pdf).toString("latin1")).toMatch(/\/MediaBox \[0 0 612 792\]/);
      expect(read.pages[0]!.untaggedText).toBe("");
      const figures = read.pages[0]!.structure[0]!.children.flatMap((element) =>
        element.role === "Sect" ? element.children.filter((child) => child.role === "Figure") : [],
      );
      expect(figures.map((figure) => figure.alt)).toEqual([
        `Code to this stop's page, ${addresses[0]}`,
        `Code to follow changes to stops, ${addresses[1]}`,
      ]);
      expect(
        Buffer.from(pdf)
          .toString("latin1")
          .match(/\/Lang \(es-US\)/g)?.length,
      ).toBeGreaterThanOrEqual(5);
    }
  });

  it("is refused to a visitor, and not found for a stop that is not stored", async () => {
    const visitor = await signOf(ids.harbor, "");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/admin\/login/);
    const unknown = await signOf("0123456789abcdef01234567", await portalSessionCookie(STAFF, server.url));
    expect(unknown.status).toBe(404);
  });
});

describe("asking for reviews", () => {
  it("the review page sends everyone to the same two write a review pages, in either language", async () => {
    const english = await html("/review");
    expect(english.status).toBe(200);
    expect(english.body).toContain("<title>Review us | Sando Truck</title>");
    expect(english.body).toMatch(/<h1[^>]*>Tell people how it was<\/h1>/);
    // No write a review page given: each site's listing, as the business details have it.
    expect(english.body).toContain('href="https://www.google.com/search?q=Sando+Truck+Santa+Barbara+reviews"');
    expect(english.body).toContain(">Write a review on Yelp</a>");
    expect(english.body).toContain("offer nothing for a review");
    const spanish = await html("/es/review");
    expect(spanish.status).toBe(200);
    expect(spanish.body).toContain('<html lang="es"');
    expect(spanish.body).toContain(">Escribir una reseña en Google</a>");
    expect(spanish.body).toContain("no damos nada a cambio de una reseña");
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain("/review</loc>");
    expect(sitemap).toContain("/es/review</loc>");
  });

  it("the review cards' code leads to the review page, each scan counted", async () => {
    const answer = await get("/s/review");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/review");
    await get("/s/review", GOOGLEBOT);
    await expect
      .poll(async () => (await totalsByKey(NUMBERS_KINDS.scan, DAY))["review|-"], { timeout: 15_000, interval: 100 })
      .toBe(1);
  });

  it('the "Review us" cards: ten business cards to a Letter sheet, each with the code to the review page', async () => {
    const siteUrl = server.url.replace("127.0.0.1", "localhost");
    for (const account of [STAFF, OWNER]) {
      const answer = await fetch(`${server.url}/admin/review-cards.pdf`, {
        headers: { Cookie: await portalSessionCookie(account, server.url) },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-disposition")).toBe('attachment; filename="sando-truck-review-cards.pdf"');
      const pdf = new Uint8Array(await answer.arrayBuffer());
      const text = pdfToText(pdf);
      for (const line of ["How was it?", "¿Qué tal estuvo?", `${siteUrl}/s/review`]) {
        expect(text.split(line).length - 1, line).toBe(10);
      }
      const read = await readPdf(pdf);
      expect(read).toMatchObject({ tagged: true, title: "Sando Truck: Review us cards", language: "en-US" });
      expect(read.pages).toHaveLength(1);
      expect(Buffer.from(pdf).toString("latin1")).toMatch(/\/MediaBox \[0 0 612 792\]/);
      // Read once: the first card is the document's one section, the other nine are artifacts.
      const sections = read.pages[0]!.structure[0]!.children.filter((element) => element.role === "Sect");
      expect(sections).toHaveLength(1);
      expect(sections[0]!.children.find((child) => child.role === "Figure")?.alt).toBe(
        `Code to the review page, ${siteUrl}/s/review`,
      );
      if (account === OWNER) continue;
      // What a phone's camera reads on each card, 3.5 x 2 in, two across and five down.
      const cards = Array.from({ length: 10 }, (_, index) => ({
        x: REVIEW_CARD.left + (index % 2) * REVIEW_CARD.width,
        y: REVIEW_CARD.top + Math.floor(index / 2) * REVIEW_CARD.height,
        width: REVIEW_CARD.width,
        height: REVIEW_CARD.height,
      }));
      expect(REVIEW_CARD).toMatchObject({ width: 252, height: 144 });
      expect(codeInEachBox(pdf, cards)).toEqual(Array(10).fill(`${siteUrl}/s/review`));
    }
    const visitor = await fetch(`${server.url}/admin/review-cards.pdf`, { redirect: "manual" });
    expect(visitor.status).toBe(302);
  });
});
