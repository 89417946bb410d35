// Issue 16 in the browser, on a phone (390 x 844), JavaScript on and off: staff sell an item out
// in one tap from the portal's list and bring it back; visitors see it marked SOLD OUT on the
// menu and in Popular Picks, and see it back the next morning (a second server on the same
// database whose clock stands on the next day: no waiting); labels chosen in the item form show
// on /menu, in the PDF and in both APIs; the menu's two filters; an event's Active in one tap;
// the dashboard's counts; a tap on an item deleted meanwhile.
// Each worker gets a seeded database and servers of its own, so these taps change nothing the
// other browser tests read.

import type { Browser, Page } from "@playwright/test";
import mongoose from "mongoose";
import { BANNER_SETTINGS_ID, BannerSettings } from "#app/models/banner-settings.server.ts";
import { CateringEnquiry } from "#app/models/catering-enquiry.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { MenuItem } from "#app/models/menu-item.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { readPdf } from "#tests/support/pdf-text.ts";
import { modelsOn, seedWithAccount } from "#tests/support/seeded-database.ts";
import { signIn } from "./admin-fixtures.ts";

// A Friday evening in May 2030 (Pacific Daylight Time), and five past midnight after it.
const TODAY = "2030-05-03";
const TODAY_CLOCK = "2030-05-03T20:00:00-07:00";
const NEXT_MORNING_CLOCK = "2030-05-04T00:05:00-07:00";
const STAFF = { email: "crew@example.com", password: "katsu-crew-password-2030" };

let databaseUri = "";
let connection: mongoose.Connection | undefined;
let today: ServerProcess | undefined;
let nextMorning: ServerProcess | undefined;
/** The app's model of a collection, bound to this file's own connection. */
const model = modelsOn(() => connection!);

test.use({ viewport: { width: 390, height: 844 } });

// One worker runs this file's tests in turn, so its two clocked servers start once per project, not once per worker.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  // A database seeded and two servers started, per worker: more than a test's 30 s on a loaded machine.
  test.setTimeout(90_000);
  databaseUri = `${testMongoBase()}/sando_menu_ops_${process.pid}_${Date.now()}`;
  seedWithAccount(databaseUri, STAFF);
  connection = await mongoose.createConnection(databaseUri).asPromise();
  await model(PopupEvent).create([
    {
      title: "Harbor Stop",
      address: "113 Harbor Way, Santa Barbara, CA 93109",
      date: TODAY,
      time: "4:00 PM - 9:00 PM",
      description: "Friday by the harbor.",
    },
    {
      title: "Mesa Market",
      address: "1 Mesa Ln, Santa Barbara, CA 93109",
      date: "2030-05-06",
      time: "11:00 AM - 2:00 PM",
      description: "Monday market.",
    },
  ]);
  today = await startServerProcess({ mongodbUri: databaseUri, env: { NODE_ENV: "test", TEST_CLOCK_NOW: TODAY_CLOCK } });
  nextMorning = await startServerProcess({
    mongodbUri: databaseUri,
    env: { NODE_ENV: "test", TEST_CLOCK_NOW: NEXT_MORNING_CLOCK },
  });
});

test.afterAll(async () => {
  await Promise.all([today?.stop(), nextMorning?.stop()]);
  await connection?.dropDatabase();
  await connection?.close();
});

async function signInAt(page: Page, server: ServerProcess, path: string): Promise<void> {
  await page.goto(`${server.url}/admin/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, STAFF);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
}

/**
 * Taps a one-tap button and waits until the server has answered: with JavaScript the row shows
 * the new state before that (optimistic), and what visitors see changes only once it is stored.
 */
async function tap(page: Page, name: string): Promise<void> {
  const stored = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name }).click();
  await stored;
}

/**
 * Signs in at the list at `path` and returns its one-tap buttons: a tap on `from` makes it `to`.
 * Without JavaScript the list comes back with `message` (when given); with it, the row changes in
 * place.
 */
async function oneTapButtonsOf(page: Page, path: string, javaScriptEnabled: boolean) {
  await signInAt(page, today!, path);
  return async (from: string, to: string, message?: string) => {
    await tap(page, from);
    await expect(page.getByRole("button", { name: to })).toBeVisible();
    if (message && !javaScriptEnabled)
      await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible();
  };
}

/** An item's card in a section of /menu. */
const card = (page: Page, section: string, name: string) =>
  page.locator(`section#${section} .menu-item`).filter({ hasText: name });

/** A page of its own (its own cookies too), for what a visitor sees while staff work. */
async function visitorPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
  return context.newPage();
}

test("staff sell an item out in one tap from the list; the menu marks it, and it is back the next morning", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const chicken = "Chicken Katsu Sando";
  const toggle = await oneTapButtonsOf(page, "/admin/menu", javaScriptEnabled);
  await toggle(`Sold out: ${chicken}`, `Back on menu: ${chicken}`, `${chicken} is sold out for today.`);
  await expect(page.getByText("Sold out today")).toHaveCount(1);
  await expect(page).toHaveURL(/\/admin\/menu$/);

  const visitor = await visitorPage(browser, javaScriptEnabled);
  await visitor.goto(`${today!.url}/menu`);
  // Still on the menu, marked, and keeping its place first of the four Popular Picks.
  const picks = visitor.locator("section#popular .menu-item h3");
  await expect(picks).toHaveCount(4);
  await expect(picks.first()).toContainText(chicken);
  await expect(card(visitor, "popular", chicken).getByText("SOLD OUT", { exact: true })).toBeVisible();
  await expect(card(visitor, "sandos", chicken).getByText("SOLD OUT", { exact: true })).toBeVisible();
  await expect(card(visitor, "sandos", "Pork Katsu Sando").getByText("SOLD OUT", { exact: true })).toHaveCount(0);
  const soldOutNow = (await (await visitor.request.get(`${today!.url}/api/menu-items`)).json()) as {
    menuItems: Record<string, { name: string; soldOut: boolean }[]>;
  };
  expect(soldOutNow.menuItems.sandos?.find((item) => item.name === chicken)?.soldOut).toBe(true);

  // The next morning in Santa Barbara it is on the menu again, without anyone tapping.
  await visitor.goto(`${nextMorning!.url}/menu`);
  await expect(card(visitor, "sandos", chicken)).toBeVisible();
  await expect(visitor.getByText("SOLD OUT", { exact: true })).toHaveCount(0);
  const nextDay = (await (await visitor.request.get(`${nextMorning!.url}/api/menu-items`)).json()) as typeof soldOutNow;
  expect(nextDay.menuItems.sandos?.find((item) => item.name === chicken)?.soldOut).toBe(false);

  // Or when staff tap again, the same evening.
  await toggle(`Back on menu: ${chicken}`, `Sold out: ${chicken}`, `${chicken} is back on the menu.`);
  await visitor.goto(`${today!.url}/menu`);
  await expect(card(visitor, "sandos", chicken)).toBeVisible();
  await expect(visitor.getByText("SOLD OUT", { exact: true })).toHaveCount(0);
  await visitor.context().close();
});

test("a tap on an item deleted meanwhile says so and stores nothing", async ({ page, javaScriptEnabled }) => {
  const name = `Onigiri ${test.info().workerIndex}-${test.info().repeatEachIndex}`;
  await model(MenuItem).create({
    category_id: "sides",
    name,
    description: "Salmon onigiri",
    price: 4,
    display_order: 9,
  });
  await signInAt(page, today!, "/admin/menu");
  await model(MenuItem).deleteOne({ name });
  await tap(page, `Sold out: ${name}`);
  await expect(page.getByRole("alert").filter({ hasText: "Menu item not found" })).toBeVisible();
  // With JavaScript the row goes back to what was read: it shows no sold-out mark.
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: `Sold out: ${name}` })).toBeVisible();
  expect(await model(MenuItem).countDocuments({ name })).toBe(0);
  expect(await model(MenuItem).countDocuments({ sold_out_on: TODAY })).toBe(0);
});

test("an event goes inactive and back in one tap from the events list", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const toggle = await oneTapButtonsOf(page, "/admin/events", javaScriptEnabled);
  await toggle(
    "Deactivate: Mesa Market",
    "Activate: Mesa Market",
    "Mesa Market is inactive: visitors no longer see it.",
  );
  const visitor = await visitorPage(browser, javaScriptEnabled);
  await visitor.goto(`${today!.url}/popup-locations`);
  await expect(visitor.getByRole("heading", { name: "Harbor Stop" })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Mesa Market" })).toHaveCount(0);

  await toggle("Activate: Mesa Market", "Deactivate: Mesa Market");
  await visitor.reload();
  await expect(visitor.getByRole("heading", { name: "Mesa Market" })).toBeVisible();
  await visitor.context().close();
});

test("visitors read each item's labels and filter the menu by diet or allergen", async ({ page }) => {
  await page.goto(`${today!.url}/menu`);
  const labels = card(page, "sandos", "Pork Katsu Sando")
    .getByRole("list", { name: "Dietary and allergen labels" })
    .getByRole("listitem");
  await expect(labels).toHaveText(["Contains pork", "Contains egg", "Contains soy"]);
  await expect(page.getByRole("heading", { name: "Allergies and dietary needs" })).toBeVisible();

  // The filter is a GET form: the same with JavaScript or without.
  await page.getByText("Filter by diet or allergen").click();
  await page.getByLabel("Suitable for").selectOption("vegan");
  await page.getByRole("button", { name: "Show items" }).click();
  await expect(page).toHaveURL(/[?&]diet=vegan/);
  await expect(page.locator(".menu-item h3")).toHaveText(["Ramune"]);
  const notice = page.getByRole("status").filter({ hasText: "Showing Vegan items." });
  await expect(notice).toContainText("Labels are set by our staff");
  await expect(notice).toContainText("please ask at the window");

  await page.goto(`${today!.url}/menu?without=contains-egg`);
  const names = await page.locator("section:not(#popular) .menu-item h3").allTextContents();
  expect(names.join("|")).not.toMatch(/Chicken Katsu|Pork Katsu|Potato Salad|Furikake|Matcha Mochi/);
  expect(names.join("|")).toMatch(/Karaage.*Strawberry Fruit Sando.*Ramune/);
  await expect(page.getByRole("status").filter({ hasText: "Showing items without egg." })).toBeVisible();
  await page.getByRole("link", { name: "Show the whole menu" }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.locator("section#sandos .menu-item")).toHaveCount(3);

  const unknown = await page.goto(`${today!.url}/menu?diet=keto`);
  expect(unknown?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText('We don\'t label items "keto"');
  await expect(page.locator("section#sandos .menu-item")).toHaveCount(3);
});

test("labels chosen in the item form show on the menu, in the PDF and in both APIs", async ({ page }) => {
  await signInAt(page, today!, "/admin/menu");
  await page.getByRole("link", { name: "Edit Matcha Mochi Brownie" }).click();
  const labels = page.getByRole("group", { name: "Dietary and allergen labels" });
  await expect(labels.getByLabel("Vegetarian")).toBeChecked();
  await expect(labels.getByLabel("Contains egg")).toBeChecked();
  await labels.getByLabel("Contains nuts").check();
  await page.getByRole("button", { name: "Update Item" }).click();
  await expect(page).toHaveURL(/\/admin\/menu$/);

  await page.goto(`${today!.url}/menu`);
  await expect(card(page, "dessert", "Matcha Mochi Brownie").getByRole("listitem")).toHaveText([
    "Vegetarian",
    "Contains nuts",
    "Contains egg",
  ]);
  await page.goto(`${today!.url}/menu?without=contains-nuts`);
  await expect(card(page, "dessert", "Matcha Mochi Brownie")).toHaveCount(0);

  const pdf = await page.request.get(`${today!.url}/menu/sando-truck-menu.pdf`);
  expect(pdf.status()).toBe(200);
  expect((await readPdf(await pdf.body())).text).toContain("Vegetarian · Contains nuts · Contains egg");

  const publicMenu = (await (await page.request.get(`${today!.url}/api/menu-items`)).json()) as {
    menuItems: Record<string, { name: string; dietary: string[] }[]>;
  };
  expect(publicMenu.menuItems.dessert?.find((item) => item.name === "Matcha Mochi Brownie")?.dietary).toEqual([
    "vegetarian",
    "contains-nuts",
    "contains-egg",
  ]);
  const login = await page.request.post(`${today!.url}/api/auth/login`, { data: STAFF });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const adminList = (await (
    await page.request.get(`${today!.url}/api/admin/menu-items?category=dessert`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    })
  ).json()) as {
    menuItems: { name: string; dietary: string[]; sold_out: boolean }[];
  };
  expect(adminList.menuItems.find((item) => item.name === "Matcha Mochi Brownie")).toMatchObject({
    dietary: ["vegetarian", "contains-nuts", "contains-egg"],
    sold_out: false,
  });
});

test("the dashboard says what needs doing today, each with a link to where it is handled", async ({ page }) => {
  const enquiry = {
    email: "guest@example.com",
    phone: "805-555-0100",
    message: "A party of forty",
    event_date: "2030-06-01",
    mail_queued: true,
  };
  await model(CateringEnquiry).create([
    { ...enquiry, name: "Ana New" },
    { ...enquiry, name: "Ben New" },
    { ...enquiry, name: "Cy Replied", status: "replied" },
  ]);
  await model(MenuItem).updateOne({ name: "Furikake Fries" }, { $set: { sold_out_on: TODAY } });
  const banner = {
    is_active: true,
    message: "Closed Monday for a private event",
    start_date: null,
    end_date: "2030-05-10",
  };
  await model(BannerSettings).updateOne({ _id: BANNER_SETTINGS_ID }, { $set: banner });
  try {
    await signInAt(page, today!, "/admin/dashboard");
    const part = (name: string) =>
      page
        .getByRole("region", { name: "Today" })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(part("New enquiries")).toContainText("2 waiting for a reply");
    await expect(part("Sold out today")).toContainText("1 sold out");
    await expect(part("Sold out today")).toContainText("Furikake Fries");
    await expect(part("Today's stop")).toContainText("Harbor Stop");
    await expect(part("Today's stop")).toContainText("Open now, until 9:00 PM");
    await expect(part("Banner")).toContainText("Showing until May 10, 2030");

    await part("New enquiries").getByRole("link", { name: "Open new enquiries" }).click();
    await expect(page).toHaveURL(/\/admin\/enquiries\?status=new$/);
    await expect(page.getByText("Ana New")).toBeVisible();
    await expect(page.getByText("Cy Replied")).toHaveCount(0);
    await page.goBack();
    await part("Sold out today").getByRole("link", { name: "Open the menu" }).click();
    await expect(page.getByRole("button", { name: "Back on menu: Furikake Fries" })).toBeVisible();
    await page.goto(`${today!.url}/admin/dashboard`);
    await part("Banner").getByRole("link", { name: "Change the banner" }).click();
    await expect(page).toHaveURL(/\/admin\/banner$/);
  } finally {
    await model(CateringEnquiry).deleteMany({ email: enquiry.email });
    await model(MenuItem).updateOne({ name: "Furikake Fries" }, { $set: { sold_out_on: null } });
    await model(BannerSettings).updateOne({ _id: BANNER_SETTINGS_ID }, { $set: { is_active: false } });
  }
});
