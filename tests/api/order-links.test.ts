// Where people order (issue 34) as the server draws it, on a database and servers of their own
// whose clocks stand at chosen moments (TEST_CLOCK_NOW) of a Friday in May 2030 (UTC-7): the
// pickup page shows on a stop card only from an hour before that stop until it ends, never on a
// cancelled date's card; while a closure is on, no order link shows anywhere; and with the
// response reuse on, an answer is not reused past the moment a pickup window opens, while a page
// without such a moment is reused for the whole RESPONSE_CACHE_SECONDS.
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BusinessDetails } from "#app/models/business-details.server.ts";
import { Closure } from "#app/models/closure.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { DOORDASH, HARBOR_STOP, ORDER_LINK_DETAILS, PICKUP } from "#tests/support/order-link-stops.ts";
import { getWithDatabaseCommands } from "#tests/support/request-log.ts";

const databaseUri = `${testMongoBase()}/sando_order_links_${process.pid}_${Date.now()}`;
useTestDatabase(() => databaseUri);

const servers: ServerProcess[] = [];

/** A server whose clock stands at `now`, with `env` over the test defaults. */
async function serverAt(now: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess({
    mongodbUri: databaseUri,
    env: { NODE_ENV: "test", TEST_CLOCK_NOW: now, ...env },
  });
  servers.push(server);
  return server;
}

// Every server the file needs, started side by side once its records are stored (a server start
// is most of this file's time; one after another they were three rounds of it).
let justBefore: ServerProcess;
let opening: ServerProcess;
let late: ServerProcess;
let ended: ServerProcess;
let closed: ServerProcess;
let reusing: ServerProcess;

beforeAll(async () => {
  await PopupEvent.create([
    HARBOR_STOP,
    {
      // Every Friday at the same hours, but not this one.
      title: "Pier Stop",
      address: "1 Stearns Wharf, Santa Barbara, CA 93101",
      date: "2030-05-03",
      time: "4:00 PM - 9:00 PM",
      description: "Fridays on the pier.",
      repeat: "weekly",
      repeat_until: "2030-05-31",
      cancellations: [{ date: "2030-05-03", reason: "Pier closed for repairs" }],
      display_order: 1,
    },
    {
      title: "June Market",
      address: "2 State St, Santa Barbara, CA 93101",
      date: "2030-06-07",
      time: "4:00 PM - 9:00 PM",
      description: "A Friday in June.",
      display_order: 2,
    },
  ]);
  await BusinessDetails.create(ORDER_LINK_DETAILS);
  // The truck is in the shop the week of June 7.
  await Closure.create({
    starts_on: "2030-06-03",
    ends_on: "2030-06-09",
    reason: "Truck in the shop",
    touched_from: "2030-06-03",
    touched_until: "2030-06-09",
  });
  [justBefore, opening, late, ended, closed, reusing] = await Promise.all([
    serverAt("2030-05-03T14:59:59-07:00"),
    serverAt("2030-05-03T15:00:00-07:00"),
    serverAt("2030-05-03T20:59:00-07:00"),
    serverAt("2030-05-03T21:00:00-07:00"),
    serverAt("2030-06-07T15:30:00-07:00"),
    // Harbor Stop's window opens one second after this clock; answers would otherwise live a minute.
    serverAt("2030-05-03T14:59:59-07:00", { RESPONSE_CACHE_SECONDS: "60", LOG_REQUESTS: "true" }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await mongoose.connection.dropDatabase();
});

const page = async (server: ServerProcess, path: string) =>
  (await (await fetch(`${server.url}${path}`)).text()).replaceAll("<!-- -->", "");

/** The order links a piece of a page shows, as "channel text -> href". */
const orderLinks = (html: string) =>
  [...html.matchAll(/<p class="order-links">(.*?)<\/p>/gs)].flatMap(([, links]) =>
    [...(links ?? "").matchAll(/<a href="([^"]*)" data-order="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(
      ([, href, channel, text]) => `${channel} ${text} -> ${href}`,
    ),
  );

/** The stop card titled `title`, as the server drew it. */
const card = (html: string, title: string) =>
  [...html.matchAll(/<article class="event-card">(.*?)<\/article>/gs)]
    .map(([, body]) => body ?? "")
    // Its title leads to the stop's own page (issue 53).
    .find((body) => body.includes(`>${title}</a></h2>`)) ?? "";

const DELIVERY = `delivery Order on DoorDash -> ${DOORDASH}`;
const PHONE = "phone Call ahead for pickup: 805-555-0142 -> tel:+1-805-555-0142";
const PICKUP_LINK = `pickup Order ahead for pickup -> ${PICKUP}`;

describe("the order links on a stop card", () => {
  it("show the pickup page from an hour before the stop until it ends, and not on a cancelled date's card", async () => {
    const before = await page(justBefore, "/popup-locations");
    expect(orderLinks(card(before, "Harbor Stop"))).toEqual([DELIVERY, PHONE]);
    for (const server of [opening, late]) {
      const inside = await page(server, "/popup-locations");
      expect(orderLinks(card(inside, "Harbor Stop"))).toEqual([PICKUP_LINK, DELIVERY, PHONE]);
      // Same hours, but cancelled today: no pickup orders for it.
      expect(card(inside, "Pier Stop")).toContain("Cancelled: Pier closed for repairs");
      expect(orderLinks(card(inside, "Pier Stop"))).toEqual([DELIVERY, PHONE]);
      // The home page's next-stop block and /menu while a stop is in its window.
      expect(orderLinks(await page(server, "/"))).toEqual([PICKUP_LINK, DELIVERY, PHONE]);
      expect(orderLinks(await page(server, "/menu"))).toEqual([PICKUP_LINK, DELIVERY, PHONE]);
    }
    // At 9:00 PM the stop is over: Harbor Stop has no later date, so its card is gone from the
    // list or shows no pickup page; nowhere offers one.
    for (const path of ["/", "/menu", "/popup-locations"]) {
      expect(orderLinks(await page(ended, path)), path).not.toContain(PICKUP_LINK);
      expect(orderLinks(await page(justBefore, path)), path).not.toContain(PICKUP_LINK);
    }
  });

  it("show none at all while the truck is closed, even in what would be a stop's window", async () => {
    for (const path of ["/", "/menu", "/popup-locations"]) {
      const html = await page(closed, path);
      expect(orderLinks(html), path).toEqual([]);
      expect(html, path).not.toContain("data-order=");
    }
    expect(await page(closed, "/menu")).toContain("Truck in the shop");
  });
});

describe("the response reuse", () => {
  it("does not reuse a page past the moment a pickup window opens, and reuses one without such a moment", async () => {
    for (const path of ["/popup-locations", "/", "/menu", "/about"]) await getWithDatabaseCommands(reusing, path);
    // Past the window's opening on the real clock, well within the minute.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const path of ["/popup-locations", "/", "/menu"]) {
      expect((await getWithDatabaseCommands(reusing, path)).dbCommands, path).toBeGreaterThan(0);
    }
    expect((await getWithDatabaseCommands(reusing, "/about")).dbCommands).toBe(0);
  });
});
