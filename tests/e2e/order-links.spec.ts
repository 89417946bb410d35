// Where people order (issue 34) on a phone, with JavaScript on and off: the Owner's pickup page
// shows on a stop card only from an hour before that stop starts until it ends, the delivery
// service and the phone on every card; the home page and /menu show the pickup page while a stop
// is in its window. Each scene is a server of its own whose clock stands at that moment
// (TEST_CLOCK_NOW), on a database of this file's own, as next-stop.spec.ts does. With an
// analytics id set, a click on each link reports its channel.
import mongoose from "mongoose";
import { BusinessDetails } from "#app/models/business-details.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { startServerProcess, type ServerProcess } from "#scripts/lib/server-process.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { whenHydrated } from "#tests/support/hydration.ts";

const databaseUri = `${testMongoBase()}/sando_order_links_${process.pid}_${Date.now()}`;
const PICKUP = "https://pos.example.com/sando-truck/pickup";
const DOORDASH = "https://www.doordash.com/store/sando-truck-123";

// Harbor Stop is on Friday May 3 2030, 4:00 PM - 9:00 PM (Pacific Daylight Time, UTC-7): its
// pickup window is 3:00 PM to 9:00 PM.
const SCENES = {
  before: "2030-05-03T14:59:00-07:00",
  inside: "2030-05-03T15:01:00-07:00",
} as const;
const servers = new Map<keyof typeof SCENES, ServerProcess>();
// A connection of its own: the worker's shared one may point at the main test database.
let connection: mongoose.Connection | undefined;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// One worker runs this file's tests in turn, so the scene servers start once per project.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  connection = await mongoose.createConnection(databaseUri).asPromise();
  await connection.model("Event", PopupEvent.schema).create([
    {
      title: "Harbor Stop",
      address: "113 Harbor Way, Santa Barbara, CA 93109",
      date: "2030-05-03",
      time: "4:00 PM - 9:00 PM",
      description: "Friday by the harbor.",
      display_order: 0,
    },
    {
      title: "Mesa Market",
      address: "1 Mesa Ln, Santa Barbara, CA 93109",
      date: "2030-05-04",
      time: "11:00 AM - 2:00 PM",
      description: "Saturday market.",
      display_order: 1,
    },
  ]);
  await connection.model("BusinessDetails", BusinessDetails.schema).create({
    _id: "business",
    telephone: "+1-805-555-0142",
    order_links: { pickup_url: PICKUP, delivery: [{ label: "DoorDash", url: DOORDASH }], show_phone: true },
  });
  await Promise.all(
    (Object.entries(SCENES) as [keyof typeof SCENES, string][]).map(async ([scene, now]) => {
      servers.set(
        scene,
        await startServerProcess({
          mongodbUri: databaseUri,
          env: { NODE_ENV: "test", TEST_CLOCK_NOW: now, ANALYTICS_ID: "G-TEST12345" },
        }),
      );
    }),
  );
});

test.afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.stop()));
  await connection?.dropDatabase();
  await connection?.close();
});

test.beforeEach(async ({ page }) => {
  // The measurement script is third-party: never fetched in tests.
  await page.route("https://www.googletagmanager.com/**", (route) => route.abort());
});

const card = (page: import("@playwright/test").Page, title: string) =>
  page.locator(".event-card").filter({ has: page.getByRole("heading", { name: title }) });

test("an hour and a minute before a stop: its card has the delivery service and the phone, no pickup page yet", async ({
  page,
}) => {
  await page.goto(`${servers.get("before")!.url}/popup-locations`);
  const harbor = card(page, "Harbor Stop");
  await expect(harbor.getByRole("link", { name: "Order on DoorDash" })).toHaveAttribute("href", DOORDASH);
  await expect(harbor.getByRole("link", { name: "Call ahead for pickup: 805-555-0142" })).toHaveAttribute(
    "href",
    "tel:+1-805-555-0142",
  );
  await expect(page.getByRole("link", { name: "Order ahead for pickup" })).toHaveCount(0);
  for (const path of ["/", "/menu"]) {
    await page.goto(`${servers.get("before")!.url}${path}`);
    await expect(page.getByRole("link", { name: "Order on DoorDash" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Order ahead for pickup" })).toHaveCount(0);
  }
});

test("within the hour before a stop: the pickup page on its card only, and on the home page and /menu", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`${servers.get("inside")!.url}/popup-locations`);
  const harbor = card(page, "Harbor Stop");
  if (javaScriptEnabled) await whenHydrated(harbor);
  const pickup = harbor.getByRole("link", { name: "Order ahead for pickup" });
  await expect(pickup).toBeVisible();
  await expect(pickup).toHaveAttribute("href", PICKUP);
  // Tomorrow's stop takes no pickup orders yet.
  const mesa = card(page, "Mesa Market");
  await expect(mesa.getByRole("link", { name: "Order on DoorDash" })).toBeVisible();
  await expect(mesa.getByRole("link", { name: "Order ahead for pickup" })).toHaveCount(0);
  // Plain links, followed without JavaScript: no button, no script handler.
  for (const path of ["/", "/menu"]) {
    await page.goto(`${servers.get("inside")!.url}${path}`);
    await expect(page.getByRole("link", { name: "Order ahead for pickup" })).toHaveAttribute("href", PICKUP);
    await expect(page.getByRole("link", { name: "Call ahead for pickup: 805-555-0142" })).toBeVisible();
  }
});

test("a click on each order link reports its channel", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "analytics runs only with JavaScript");
  await page.goto(`${servers.get("inside")!.url}/popup-locations`);
  const harbor = card(page, "Harbor Stop");
  await whenHydrated(harbor);
  await expect.poll(() => page.evaluate(() => typeof window.gtag)).toBe("function");
  // Following a link would leave the page; the click is what counts.
  await page.evaluate(() =>
    document.addEventListener("click", (event) => {
      if ((event.target as Element).closest(".order-links a")) event.preventDefault();
    }),
  );
  for (const name of ["Order ahead for pickup", "Order on DoorDash", "Call ahead for pickup: 805-555-0142"]) {
    await harbor.getByRole("link", { name }).click();
  }
  const clicks = () =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((entry) => entry[0] === "event" && entry[1] === "order_click")
        .map((entry) => entry[2] as { channel: string; link_url: string }),
    );
  await expect.poll(clicks).toEqual([
    { channel: "pickup", link_url: PICKUP },
    { channel: "delivery", link_url: DOORDASH },
    { channel: "phone", link_url: "tel:+1-805-555-0142" },
  ]);
});
