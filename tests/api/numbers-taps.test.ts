// The Owner's numbers, item 2 (issue 51): taps on the links that leave for the truck, sent by the
// links' `ping` as a browser sends it, and newsletter sign-ups by page. One server of the file's
// own, its clock at a Friday's pickup window and its counts written every 0.2 s; each test reads
// the daily totals as the numbers page does (the sum over servers' rows) until its count shows.
// A count that must not happen is checked once a later count of the same test has been written:
// every batch writes all that was counted before it.
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUMBERS_KINDS, type NumbersKind } from "#app/domain/numbers/numbers.ts";
import { BusinessDetails } from "#app/models/business-details.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { IPHONE } from "#tests/support/form-posts.ts";
import { totalsByKey } from "#tests/support/numbers-totals.ts";
import { DOORDASH, HARBOR_STOP, ORDER_LINK_DETAILS, PICKUP } from "#tests/support/order-link-stops.ts";

const databaseUri = `${testMongoBase()}/sando_numbers_taps_${process.pid}_${Date.now()}`;
useTestDatabase(() => databaseUri);

/** The truck's day of the server's clock: inside Harbor Stop's pickup window. */
const DAY = "2030-05-03";
const SUBSCRIPTIONS_PER_HOUR = 2;
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let server: ServerProcess;
let harborId: string;

beforeAll(async () => {
  const harbor = await PopupEvent.create(HARBOR_STOP);
  harborId = harbor._id.toString();
  await BusinessDetails.create(ORDER_LINK_DETAILS);
  server = await startServerProcess({
    mongodbUri: databaseUri,
    env: {
      NODE_ENV: "test",
      TEST_CLOCK_NOW: `${DAY}T15:30:00-07:00`,
      NUMBERS_WRITE_SECONDS: "0.2",
      RATE_LIMIT_SUBSCRIPTIONS_PER_HOUR: String(SUBSCRIPTIONS_PER_HOUR),
    },
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await mongoose.connection.dropDatabase();
});

/** Today's total of a kind's key: every server's rows summed. */
async function totalOf(kind: NumbersKind, key: string): Promise<number> {
  return (await totalsByKey(kind, DAY))[key] ?? 0;
}

/** Waits until the total reads `expected` (the batches come every 0.2 s). */
async function expectTotal(kind: NumbersKind, key: string, expected: number): Promise<void> {
  await expect.poll(() => totalOf(kind, key), { timeout: 15_000, interval: 100 }).toBe(expected);
}

const page = async (path: string) => (await (await fetch(`${server.url}${path}`)).text()).replaceAll("<!-- -->", "");

/** The links of a piece of a page that carry a ping: "href -> ping", as the browser reads them. */
const pingedLinks = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>/g)].flatMap(([, attributes = ""]) => {
    const ping = /\bping="([^"]*)"/.exec(attributes)?.[1];
    const href = /\bhref="([^"]*)"/.exec(attributes)?.[1];
    return ping && href ? [`${href.replaceAll("&amp;", "&")} -> ${ping.replaceAll("&amp;", "&")}`] : [];
  });

const tapHref = (link: string, channel: string, stop: string) =>
  `/numbers/tap?${new URLSearchParams({ link, channel, stop })}`;

/** A ping as a phone's browser sends it for a link followed on `from`. */
function ping(href: string, options: { agent?: string; type?: string; from?: string; to?: string } = {}) {
  return fetch(`${server.url}${href}`, {
    method: "POST",
    headers: {
      "Content-Type": options.type ?? "text/ping",
      "User-Agent": options.agent ?? IPHONE,
      "Ping-From": `${server.url}${options.from ?? "/popup-locations"}`,
      "Ping-To": options.to ?? "https://www.google.com/maps",
      Origin: server.url,
    },
    body: "PING",
  });
}

const harborCard = (html: string) =>
  [...html.matchAll(/<article class="event-card">(.*?)<\/article>/gs)]
    .map(([, body]) => body ?? "")
    // Its title leads to the stop's own page (issue 53).
    .find((body) => body.includes(">Harbor Stop</a></h2>")) ?? "";

const DIRECTIONS =
  "https://www.google.com/maps/search/?api=1&query=113%20Harbor%20Way%2C%20Santa%20Barbara%2C%20CA%2093109";

describe("the links that leave for the truck", () => {
  it("keep their real addresses and name the tap, its channel and its stop in their ping", async () => {
    const stop = harborId;
    // A stop's card: its order links and its directions carry the stop.
    expect(pingedLinks(harborCard(await page("/popup-locations")))).toEqual([
      `${PICKUP} -> ${tapHref("order", "pickup", stop)}`,
      `${DOORDASH} -> ${tapHref("order", "delivery:DoorDash", stop)}`,
      `tel:+1-805-555-0142 -> ${tapHref("order", "phone", stop)}`,
      `${DIRECTIONS} -> ${tapHref("directions", "-", stop)}`,
    ]);
    // The home page: the next stop's directions, then the order links, which belong to no one stop.
    expect(pingedLinks(await page("/"))).toEqual([
      `${DIRECTIONS} -> ${tapHref("directions", "-", stop)}`,
      `${PICKUP} -> ${tapHref("order", "pickup", "-")}`,
      `${DOORDASH} -> ${tapHref("order", "delivery:DoorDash", "-")}`,
      `tel:+1-805-555-0142 -> ${tapHref("order", "phone", "-")}`,
    ]);
    // The business phone where a page shows it, in both languages.
    for (const path of ["/accessibility", "/es/accessibility"]) {
      expect(pingedLinks(await page(path)), path).toEqual([`tel:+1-805-555-0142 -> ${tapHref("phone", "-", "-")}`]);
    }
  });

  it("count a tap by its channel and its stop when a phone's browser pings, and say nothing back", async () => {
    const card = pingedLinks(harborCard(await page("/popup-locations")));
    const doorDash = card.find((link) => link.startsWith(DOORDASH))!.split(" -> ")[1]!;
    const directions = card.find((link) => link.startsWith(DIRECTIONS))!.split(" -> ")[1]!;
    const first = await ping(doorDash, { to: DOORDASH });
    expect(first.status).toBe(204);
    expect(first.headers.get("Cache-Control")).toContain("no-store");
    expect(await first.text()).toBe("");
    expect((await ping(doorDash, { to: DOORDASH })).status).toBe(204);
    expect((await ping(directions, { to: DIRECTIONS })).status).toBe(204);
    await expectTotal(NUMBERS_KINDS.tap, `order|delivery:DoorDash|${harborId}`, 2);
    await expectTotal(NUMBERS_KINDS.tap, `directions|-|${harborId}`, 1);
  });

  it("count a stop that is no longer listed by its id, as it was", async () => {
    const gone = new mongoose.Types.ObjectId().toString();
    expect((await ping(tapHref("directions", "-", gone))).status).toBe(204);
    await expectTotal(NUMBERS_KINDS.tap, `directions|-|${gone}`, 1);
  });

  it("refuse a ping that is not one of ours with 400, and count nothing of it", async () => {
    const refused = [
      tapHref("share", "-", "-"),
      tapHref("order", "carrier-pigeon", "-"),
      tapHref("order", "delivery:", "-"),
      tapHref("order", `delivery:${"x".repeat(61)}`, "-"),
      tapHref("order", "delivery:Door|Dash", "-"),
      tapHref("directions", "-", "not-a-stop"),
      tapHref("directions", "-", harborId.toUpperCase()),
      `${tapHref("directions", "-", "-")}&extra=1`,
      `${tapHref("directions", "-", "-")}&stop=-`,
      "/numbers/tap?link=directions&channel=-",
      "/numbers/tap",
    ];
    for (const href of refused) expect((await ping(href)).status, href).toBe(400);
    // Not a ping (a form, or a script's JSON) even with a good query.
    const good = tapHref("order", "pickup", "-");
    expect((await ping(good, { type: "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await ping(good, { type: "application/json" })).status).toBe(415);
    // Only a ping's POST: a GET of the address is no tap.
    expect((await fetch(`${server.url}${good}`)).status).toBe(405);

    expect((await ping(tapHref("order", "phone", "-"))).status).toBe(204);
    await expectTotal(NUMBERS_KINDS.tap, "order|phone|-", 1);
    const keys = Object.keys(await totalsByKey(NUMBERS_KINDS.tap, DAY));
    const wouldBe = [
      "share|-|-",
      "order|carrier-pigeon|-",
      "order|delivery:|-",
      `order|delivery:${"x".repeat(61)}|-`,
      "order|delivery:Door|Dash|-",
      "directions|-|not-a-stop",
      `directions|-|${harborId.toUpperCase()}`,
      "directions|-|-",
      "order|pickup|-",
    ];
    expect(keys.filter((key) => wouldBe.includes(key) || key.includes("xxxxxxxx"))).toEqual([]);
  });

  it("answer a bot's ping like any other and count it not", async () => {
    const call = tapHref("phone", "-", "-");
    for (const agent of [GOOGLEBOT, "curl/8.5.0", ""]) {
      expect((await ping(call, { agent, to: "tel:+1-805-555-0142" })).status, agent).toBe(204);
    }
    expect((await ping(call, { to: "tel:+1-805-555-0142", from: "/accessibility" })).status).toBe(204);
    await expectTotal(NUMBERS_KINDS.tap, "phone|-|-", 1);
  });
});

let clientNumber = 0;
/** Each test signs up from an address of its own (the server trusts a local proxy's X-Forwarded-For). */
const newClient = () => `198.51.100.${++clientNumber}`;
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The newsletter form posted as a browser without JavaScript posts it, from `client`. */
function signUp(path: string, fields: Record<string, string>, client: string) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
      "User-Agent": IPHONE,
      "X-Forwarded-For": client,
    },
    body: new URLSearchParams(fields),
  });
}

/** The page the footer's newsletter form says it is on. */
const footerFrom = (html: string) => {
  const form = /<form [^>]*class="newsletter-form".*?<\/form>/s.exec(html)?.[0] ?? "";
  return /<input [^>]*name="from" value="([^"]*)"/.exec(form)?.[1];
};

describe("newsletter sign-ups", () => {
  it("say in the footer's form which page it is on, in either language, and nothing on a personal page", async () => {
    expect(footerFrom(await page("/"))).toBe("/");
    expect(footerFrom(await page("/es/menu"))).toBe("/menu");
    // Every page not found is the 404 page, a quote's wrong link too (which must read as any missing page).
    for (const path of ["/es/no-such-page", "/gallery/no-such-photo", "/quotes/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"]) {
      expect(footerFrom(await page(path)), path).toBe("/not-found");
    }
    const confirm = await page("/newsletter/confirm?email=a%40example.com&token=x");
    expect(confirm).toContain('class="newsletter-form"');
    expect(footerFrom(confirm)).toBeUndefined();
  });

  it("count one accepted sign-up for the page its form was on and the page's language", async () => {
    const client = newClient();
    const english = await signUp("/newsletter", { email: unique("home"), form: "footer", from: "/" }, client);
    expect(english.status).toBe(200);
    expect(await english.text()).toContain("check your inbox");
    const spanish = await signUp("/es/newsletter", { email: unique("menu"), form: "footer", from: "/menu" }, client);
    expect(spanish.status).toBe(200);
    await expectTotal(NUMBERS_KINDS.signup, "/|en", 1);
    await expectTotal(NUMBERS_KINDS.signup, "/menu|es", 1);
  });

  it("count the newsletter page's own form, a form that names no page of ours as (other), and the API as api", async () => {
    const own = await signUp(
      "/newsletter",
      { email: unique("page"), form: "newsletter-page", "topics-offered": "1", topics: "news", from: "/newsletter" },
      newClient(),
    );
    expect(own.status).toBe(200);
    expect((await signUp("/newsletter", { email: unique("forged"), from: "/admin/users" }, newClient())).status).toBe(
      200,
    );
    const api = await fetch(`${server.url}/api/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": newClient() },
      body: JSON.stringify({ email: unique("api"), language: "es" }),
    });
    expect(api.status).toBe(200);
    await expectTotal(NUMBERS_KINDS.signup, "/newsletter|en", 1);
    await expectTotal(NUMBERS_KINDS.signup, "(other)|en", 1);
    await expectTotal(NUMBERS_KINDS.signup, "api|es", 1);
  });

  it("count no refused sign-up: a bad address, nor one past the hour's limit", async () => {
    const client = newClient();
    expect((await signUp("/newsletter", { email: "not-an-address", from: "/press" }, client)).status).toBe(400);
    const badJson = await fetch(`${server.url}/api/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
      body: JSON.stringify({ email: "nope", language: "en" }),
    });
    expect(badJson.status).toBe(400);
    for (let accepted = 0; accepted < SUBSCRIPTIONS_PER_HOUR; accepted++) {
      expect((await signUp("/newsletter", { email: unique("about"), from: "/about" }, client)).status).toBe(200);
    }
    expect((await signUp("/newsletter", { email: unique("about"), from: "/about" }, client)).status).toBe(429);
    await expectTotal(NUMBERS_KINDS.signup, "/about|en", SUBSCRIPTIONS_PER_HOUR);
    expect(await totalOf(NUMBERS_KINDS.signup, "/press|en")).toBe(0);
    expect(await totalOf(NUMBERS_KINDS.signup, "api|en")).toBe(0);
    // The refused one past the limit: a later count has been written, and /about still reads 2.
    expect(
      (await signUp("/newsletter", { email: unique("later"), from: "/catering-events" }, newClient())).status,
    ).toBe(200);
    await expectTotal(NUMBERS_KINDS.signup, "/catering-events|en", 1);
    expect(await totalOf(NUMBERS_KINDS.signup, "/about|en")).toBe(SUBSCRIPTIONS_PER_HOUR);
  });
});
