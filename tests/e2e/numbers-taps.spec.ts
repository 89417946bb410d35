// The Owner's numbers in a phone's browser (issue 51), with JavaScript on and off: tapping a
// stop's directions or its delivery link sends the link's ping, counted for that stop (the
// browser goes on to the real address, answered here by the test so it never leaves the
// machine), and so does the phone number, a tel: link; a sign-up from the footer of the menu page counts for the menu, also after a
// navigation with JavaScript. On a server and database of the file's own, its clock on a
// Friday's pickup window and its counts written every 0.2 s.
import type { BrowserContext, Route } from "@playwright/test";
import mongoose from "mongoose";
import { NUMBERS_KINDS } from "#app/domain/numbers/numbers.ts";
import { BusinessDetails } from "#app/models/business-details.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { DayTotals } from "#app/models/numbers.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { IPHONE } from "#tests/support/form-posts.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { totalsByKey } from "#tests/support/numbers-totals.ts";
import { DOORDASH, HARBOR_STOP, ORDER_LINK_DETAILS } from "#tests/support/order-link-stops.ts";

const DAY = "2030-05-03";

// A phone, as a visitor's: the agent an iPhone sends (Chromium's own says HeadlessChrome, a bot).
test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE });
test.describe.configure({ mode: "default" });

let server: ServerProcess;
let connection: mongoose.Connection;
let harborId: string;

/** A model of the app's, on the file's own database. */
const on = <Model extends { modelName: string; schema: mongoose.Schema; collection: { collectionName: string } }>(
  model: Model,
) => connection.model(model.modelName, model.schema, model.collection.collectionName) as unknown as Model;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const uri = `${testMongoBase()}/sando_taps_${process.pid}_${Date.now()}`;
  connection = await mongoose.createConnection(uri).asPromise();
  harborId = (await on(PopupEvent).create(HARBOR_STOP))._id.toString();
  await on(BusinessDetails).create(ORDER_LINK_DETAILS);
  server = await startServerProcess({
    mongodbUri: uri,
    env: { NODE_ENV: "test", TEST_CLOCK_NOW: `${DAY}T15:30:00-07:00`, NUMBERS_WRITE_SECONDS: "0.2" },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await connection?.dropDatabase();
  await connection?.close();
});

/** Today's total of a kind's key, every server's rows summed. */
async function totalOf(kind: string, key: string): Promise<number> {
  return (await totalsByKey(kind, DAY, on(DayTotals)))[key] ?? 0;
}

/** The addresses the links lead to, answered here. */
async function answerOutsideAddresses(context: BrowserContext): Promise<string[]> {
  const reached: string[] = [];
  const answer = (name: string) => async (route: Route) => {
    reached.push(route.request().url());
    await route.fulfill({ contentType: "text/html", body: `<!doctype html><title>${name}</title><h1>${name}</h1>` });
  };
  await context.route("https://www.google.com/maps/**", answer("Maps"));
  await context.route(`${DOORDASH}**`, answer("DoorDash"));
  return reached;
}

test("a tap on a stop's directions and on its delivery link is counted for that stop", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const reached = await answerOutsideAddresses(context);
  await page.goto(`${server.url}/popup-locations`);
  const card = page.locator(".event-card").filter({ hasText: "Harbor Stop" });
  if (javaScriptEnabled) await whenHydrated(card);

  // Directions open in a new tab, at the map's own address.
  const directions = card.getByRole("link", { name: "Directions to Harbor Stop" });
  const [maps] = await Promise.all([context.waitForEvent("page"), directions.click()]);
  await expect(maps.getByRole("heading", { name: "Maps" })).toBeVisible();
  expect(maps.url()).toContain("https://www.google.com/maps/search/?api=1&query=113%20Harbor%20Way");
  await expect.poll(() => totalOf(NUMBERS_KINDS.tap, `directions|-|${harborId}`), { timeout: 10_000 }).toBe(1);

  // The delivery service opens in this tab.
  await card.getByRole("link", { name: "Order on DoorDash" }).click();
  await expect(page.getByRole("heading", { name: "DoorDash" })).toBeVisible();
  await expect
    .poll(() => totalOf(NUMBERS_KINDS.tap, `order|delivery:DoorDash|${harborId}`), { timeout: 10_000 })
    .toBe(1);
  expect(reached).toHaveLength(2);
});

test("a tap on the truck's phone number keeps its tel: address and is counted", async ({ page }) => {
  await page.goto(`${server.url}/accessibility`);
  const phone = page.getByRole("main").getByRole("link", { name: "805-555-0142" });
  await expect(phone).toHaveAttribute("href", "tel:+1-805-555-0142");
  // The phone's dialer is not the page's: the page stays where it is.
  await phone.click();
  await expect.poll(() => totalOf(NUMBERS_KINDS.tap, "phone|-|-"), { timeout: 10_000 }).toBe(1);
});

test("a sign-up from the menu page's footer is counted for the menu", async ({ page, javaScriptEnabled }) => {
  await page.goto(`${server.url}/`);
  // With JavaScript, a navigation in the page: the footer stays, and must say the page it is on now.
  if (javaScriptEnabled) await whenHydrated(page.locator("main"));
  await page.getByRole("main").getByRole("link", { name: "MENU" }).first().click();
  await expect(page).toHaveURL(`${server.url}/menu`);
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Subscribe to our newsletter").fill(`taps-${Date.now()}-${javaScriptEnabled}@example.com`);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(/check your inbox/i).first()).toBeVisible();
  await expect.poll(() => totalOf(NUMBERS_KINDS.signup, "/menu|en"), { timeout: 10_000 }).toBe(1);
  expect(await totalOf(NUMBERS_KINDS.signup, "/|en")).toBe(0);
});
