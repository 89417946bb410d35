// The Owner's numbers counted on our own server (issue 51), over HTTP against two production
// servers on one database, as behind a load balancer: page views by page and language, visitors
// once a day (across both servers), referring sites, campaign tags, phone or desktop, the caps on
// what a visitor writes, the PDF menu's downloads; and what is never counted (robots, prefetches,
// revalidations, HEAD, staff pages) or kept (addresses, browsers, yesterday's hashes).
// Clocks stand still (TEST_CLOCK_NOW): the day is the clock's, not the runner's.
import { execFileSync } from "node:child_process";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUMBERS_KINDS, OTHER_KEY } from "#app/domain/numbers/numbers.ts";
import { DaySalt, DayTotals, VisitorMark } from "#app/models/numbers.server.ts";
import { projectRoot } from "#scripts/lib/project.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { storeCountRows, totalsByKey } from "#tests/support/numbers-totals.ts";

const databaseUri = () => `${testMongoBase()}/sando_numbers_${process.pid}`;
useTestDatabase(databaseUri);

const DAY = "2030-05-10";
const NEXT_DAY = "2030-05-11";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const env = (clock: string) => ({
  NODE_ENV: "test",
  TEST_CLOCK_NOW: clock,
  NUMBERS_WRITE_SECONDS: "0.2",
  // Answers are reused (the default): a reused answer must count like a rendered one.
  RESPONSE_CACHE_SECONDS: "5",
});

let one: ServerProcess;
let two: ServerProcess;

beforeAll(async () => {
  execFileSync(process.execPath, ["scripts/seed.ts"], {
    cwd: projectRoot,
    env: { ...process.env, MONGODB_URI: databaseUri() },
    stdio: "ignore",
  });
  // Totals from long ago: the first day of the 25 months kept today (2030-05-10), and the next.
  await storeCountRows([
    { day: "2028-04-10", kind: NUMBERS_KINDS.view, key: "/|en", server: "old", count: 7 },
    { day: "2028-04-11", kind: NUMBERS_KINDS.view, key: "/|en", server: "old", count: 8 },
  ]);
  [one, two] = await Promise.all([
    startServerProcess({ mongodbUri: databaseUri(), env: env(`${DAY}T12:00:00-07:00`) }),
    startServerProcess({ mongodbUri: databaseUri(), env: env(`${DAY}T12:00:00-07:00`) }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await mongoose.connection.dropDatabase();
});

type Visitor = { address: string; agent: string };
let nextAddress = 1;
/** A visitor of their own: an address (through the trusted local proxy) and a browser. */
function newVisitor(agent = PHONE): Visitor {
  return { address: `203.0.113.${nextAddress++}`, agent };
}

function visit(
  server: ServerProcess,
  path: string,
  who: Visitor,
  options: { headers?: Record<string, string>; method?: string } = {},
) {
  return fetch(`${server.url}${path}`, {
    method: options.method ?? "GET",
    redirect: "manual",
    headers: { "User-Agent": who.agent, "X-Forwarded-For": who.address, ...options.headers },
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });
}

/** The day's totals of a kind, summed over servers, by key. */
function totals(kind: string, day = DAY): Promise<Record<string, number>> {
  return totalsByKey(kind, day);
}

/** Waits for the servers' next batches until `check` holds (each server writes every 0.2 s). */
async function eventually(check: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

describe("page views", () => {
  it("counts each public page by its route and language, documents and navigations alike", async () => {
    const reader = newVisitor();
    const gallery = await fetch(`${one.url}/gallery`, { headers: { "User-Agent": PHONE } }).then((r) => r.text());
    const photos = [...new Set([...gallery.matchAll(/href="\/gallery\/([^"/?#]+)"/g)].map((match) => match[1]))];
    expect(photos.length).toBeGreaterThanOrEqual(2);
    const before = await totals(NUMBERS_KINDS.view);
    const host = new URL(one.url).host;

    expect(await visit(one, "/menu", reader)).toBe(200);
    expect(await visit(one, "/menu", reader)).toBe(200); // reused: counted all the same
    expect(await visit(two, "/es/menu", reader)).toBe(200);
    expect(await visit(one, `/gallery/${photos[0]}`, reader)).toBe(200);
    expect(await visit(two, `/gallery/${photos[1]}`, reader)).toBe(200);
    expect(await visit(one, "/no-such-page", reader)).toBe(404);
    expect(await visit(one, "/es/no-such-page", reader)).toBe(404);
    // A navigation with JavaScript: the next page's data, asked from another page.
    expect(await visit(one, "/about.data", reader, { headers: { Referer: `http://${host}/menu` } })).toBe(200);
    expect(await visit(one, "/_.data", reader, { headers: { Referer: `http://${host}/about` } })).toBe(200);

    await eventually(async () => {
      const after = await totals(NUMBERS_KINDS.view);
      const added = (key: string) => (after[key] ?? 0) - (before[key] ?? 0);
      expect(added("/menu|en")).toBe(2);
      expect(added("/menu|es")).toBe(1);
      expect(added("/gallery/:id|en")).toBe(2);
      expect(added("/not-found|en")).toBe(1);
      expect(added("/not-found|es")).toBe(1);
      expect(added("/about|en")).toBe(1);
      expect(added("/|en")).toBe(1);
    });
  });

  it("does not count robots, prefetches, revalidations, HEAD, posts or staff pages", async () => {
    const host = new URL(one.url).host;
    const before = await totals(NUMBERS_KINDS.view);
    const person = newVisitor();
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "",
    ]) {
      await visit(one, "/press", { address: person.address, agent });
    }
    await visit(one, "/press", person, { headers: { "Sec-Purpose": "prefetch" } });
    await visit(one, "/press.data", person, { headers: { "Sec-Purpose": "prefetch;prerender" } });
    await visit(one, "/press", person, { headers: { Purpose: "prefetch" } });
    // After a form post React Router reloads the page already shown: not a new view.
    await visit(one, "/press.data", person, { headers: { Referer: `http://${host}/press` } });
    await visit(one, "/press", person, { method: "HEAD" });
    await visit(one, "/admin/login", person);
    // Then one that counts, on the same server: once it is written, so would the others be.
    await visit(one, "/press", person);

    await eventually(async () => {
      const after = await totals(NUMBERS_KINDS.view);
      expect((after["/press|en"] ?? 0) - (before["/press|en"] ?? 0)).toBe(1);
    });
    const keys = Object.keys(await totals(NUMBERS_KINDS.view));
    expect(keys.filter((key) => key.includes("admin"))).toEqual([]);
  });
});

describe("visitors", () => {
  it("counts a visitor once a day across both servers, in each language they read, by device", async () => {
    const before = await totals(NUMBERS_KINDS.visitors);
    const phone = newVisitor(PHONE);
    const desktop = newVisitor(DESKTOP);
    // The same address with another browser is someone else.
    const sameAddress = { address: phone.address, agent: DESKTOP };
    for (const server of [one, two, one]) await visit(server, "/", phone);
    await visit(two, "/es", phone);
    await visit(one, "/menu", desktop);
    await visit(two, "/about", desktop);
    await visit(two, "/about", sameAddress);

    await eventually(async () => {
      const after = await totals(NUMBERS_KINDS.visitors);
      const added = (key: string) => (after[key] ?? 0) - (before[key] ?? 0);
      expect(added("all")).toBe(3);
      expect(added("en")).toBe(3);
      expect(added("es")).toBe(1);
      expect(added("phone")).toBe(1);
      expect(added("desktop")).toBe(2);
    });
  });
});

describe("where visits come from", () => {
  it("keeps another site's host only, and the campaign tags of the link", async () => {
    const host = new URL(one.url).host;
    const visitor = newVisitor();
    await visit(one, "/?utm_source=Instagram&utm_medium=social&utm_campaign=spring-menu", visitor, {
      headers: { Referer: "https://www.yelp.com/biz/sando-truck-santa-barbara?hrid=secret-visitor-id" },
    });
    // Our own pages are not a referring site.
    await visit(two, "/menu", visitor, { headers: { Referer: `http://${host}/` } });

    await eventually(async () => {
      expect(await totals(NUMBERS_KINDS.referrer)).toMatchObject({ "www.yelp.com": 1 });
      expect(await totals(NUMBERS_KINDS.utmSource)).toMatchObject({ instagram: 1 });
      expect(await totals(NUMBERS_KINDS.utmMedium)).toMatchObject({ social: 1 });
      expect(await totals(NUMBERS_KINDS.utmCampaign)).toMatchObject({ "spring-menu": 1 });
    });
    const referrers = Object.keys(await totals(NUMBERS_KINDS.referrer));
    expect(referrers.filter((key) => key.includes("/") || key.includes(host))).toEqual([]);
  });

  it("caps the values a visitor writes: 50 a day on a server, the rest as other, each cut to 80 characters", async () => {
    const visitor = newVisitor(DESKTOP);
    for (let n = 0; n < 56; n++) {
      await visit(one, `/press?utm_source=flood-${String(n).padStart(2, "0")}-${"x".repeat(120)}`, visitor);
    }
    await eventually(async () => {
      const sources = await totals(NUMBERS_KINDS.utmSource);
      const keys = Object.keys(sources).filter((key) => key.startsWith("flood-") || key === OTHER_KEY);
      // Earlier tests used one of the day's 50 (instagram).
      expect(keys.length).toBe(50);
      expect(sources[OTHER_KEY]).toBe(7);
      expect(Math.max(...keys.map((key) => key.length))).toBe(80);
    });
  });
});

describe("downloads", () => {
  it("counts the PDF menu by language, not its HEAD or a robot's", async () => {
    const before = await totals(NUMBERS_KINDS.download);
    const reader = newVisitor();
    expect(await visit(one, "/menu/sando-truck-menu.pdf", reader)).toBe(200);
    expect(await visit(two, "/es/menu/sando-truck-menu.pdf", reader)).toBe(200);
    await visit(two, "/es/menu/sando-truck-menu.pdf", reader, { method: "HEAD" });
    await visit(two, "/es/menu/sando-truck-menu.pdf", { address: reader.address, agent: "curl/8.5.0" });
    await visit(two, "/es/menu/sando-truck-menu.pdf", reader);
    await eventually(async () => {
      const after = await totals(NUMBERS_KINDS.download);
      expect((after["menu-pdf|en"] ?? 0) - (before["menu-pdf|en"] ?? 0)).toBe(1);
      expect((after["menu-pdf|es"] ?? 0) - (before["menu-pdf|es"] ?? 0)).toBe(2);
    });
  });
});

describe("what is kept", () => {
  it("stores no address, browser or page address, and only today's hashes", async () => {
    const everything = JSON.stringify([
      await DayTotals.find().lean(),
      await DaySalt.find().lean(),
      await VisitorMark.find().lean(),
    ]);
    for (const secret of ["203.0.113.", "iPhone", "Windows NT", "Mozilla", "hrid", "biz/sando"]) {
      expect(everything).not.toContain(secret);
    }
    expect(await VisitorMark.countDocuments()).toBeGreaterThan(0);
    expect(await VisitorMark.countDocuments({ day: { $ne: DAY } })).toBe(0);
    expect(await DaySalt.distinct("day")).toEqual([DAY]);
  });

  it("deletes the day's salt and hashes after the truck's midnight, counts the same visitor again, and drops totals past 25 months", async () => {
    const regular = newVisitor();
    await visit(one, "/menu", regular);
    await eventually(async () => {
      expect(await VisitorMark.countDocuments({ day: DAY })).toBeGreaterThan(0);
    });
    expect(await DayTotals.countDocuments({ day: "2028-04-10" })).toBe(1);
    // Stopping writes each server's last batch.
    await Promise.all([one.stop(), two.stop()]);
    const yesterdays = await totals(NUMBERS_KINDS.visitors);
    // The next day, a minute after midnight in Santa Barbara (07:01 UTC).
    const tomorrow = await startServerProcess({
      mongodbUri: databaseUri(),
      env: env(`${NEXT_DAY}T00:01:00-07:00`),
    });
    try {
      await visit(tomorrow, "/menu", regular);
      await eventually(async () => {
        expect(await totals(NUMBERS_KINDS.visitors, NEXT_DAY)).toMatchObject({ all: 1, en: 1, phone: 1 });
        expect(await VisitorMark.countDocuments({ day: { $ne: NEXT_DAY } })).toBe(0);
        expect(await DaySalt.distinct("day")).toEqual([NEXT_DAY]);
        // 25 months before 2030-05-11 is 2028-04-11: the day before it goes.
        expect(await DayTotals.countDocuments({ day: "2028-04-10" })).toBe(0);
      });
      // Yesterday's totals stay; the oldest day still within 25 months stays.
      expect(await totals(NUMBERS_KINDS.visitors)).toEqual(yesterdays);
      expect(await DayTotals.countDocuments({ day: "2028-04-11" })).toBe(1);
    } finally {
      await tomorrow.stop();
    }
  });
});
