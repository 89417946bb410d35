// Issue 34 in the browser, on a phone (390 x 844), JavaScript on and off: a winter special that
// starts on December 1 appears on /menu, and an autumn item whose last day is November 30 goes,
// at the truck's midnight, on a server that reuses its answers and whose clock starts at 23:59:50
// and runs (TEST_CLOCK_RUNS), with no request from staff; and staff schedule an item in the
// portal's form, the list saying when it shows, a last day before the first refused at its field.
// Each worker gets a seeded database and servers of its own, so nothing here changes what the
// other browser tests read.

import type { Browser, Page } from "@playwright/test";
import mongoose from "mongoose";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { MenuItem } from "#app/models/menu-item.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { expectNoAxeViolations } from "#tests/support/page-checks.ts";
import { modelsOn, seedWithAccount } from "#tests/support/seeded-database.ts";
import { signIn } from "./admin-fixtures.ts";

const STAFF = { email: "crew@example.com", password: "katsu-crew-password-2030" };
const WINTER_SPECIAL = "Yuzu Winter Soda";
const AUTUMN_ITEM = "Pumpkin Korokke";

let databaseUri = "";
let connection: mongoose.Connection | undefined;
/** A server whose clock stands on a weekday in November 2030, for the portal. */
let november: ServerProcess | undefined;
/** The app's model of a collection, bound to this file's own connection. */
const model = modelsOn(() => connection!);

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  // A database seeded and a server started, per worker: more than a test's 30 s on a loaded machine.
  test.setTimeout(90_000);
  databaseUri = `${testMongoBase()}/sando_menu_schedule_${process.pid}_${Date.now()}`;
  seedWithAccount(databaseUri, STAFF);
  connection = await mongoose.createConnection(databaseUri).asPromise();
  // Staff, not an Owner: scheduling is Staff's work too (the seed's development admin is the Owner).
  await model(AdminUser).updateOne({ email: STAFF.email }, { $set: { role: "staff" } });
  await model(MenuItem).create([
    {
      category_id: "drinks",
      name: WINTER_SPECIAL,
      description: "Sparkling yuzu, for December only.",
      price: 5,
      display_order: 5,
      available_from: "2030-12-01",
    },
    {
      category_id: "sides",
      name: AUTUMN_ITEM,
      description: "Kabocha croquettes, until the end of November.",
      price: 7,
      display_order: 5,
      available_until: "2030-11-30",
    },
  ]);
  november = await startServerProcess({
    mongodbUri: databaseUri,
    env: { NODE_ENV: "test", TEST_CLOCK_NOW: "2030-11-20T12:00:00-08:00" },
  });
});

test.afterAll(async () => {
  await november?.stop();
  await connection?.dropDatabase();
  await connection?.close();
});

/** An item's card in a section of /menu. */
const card = (page: Page, section: string, name: string) =>
  page.locator(`section#${section} .menu-item`).filter({ hasText: name });

async function publicNames(page: Page, origin: string): Promise<string[]> {
  const menu = (await (await page.request.get(`${origin}/api/menu-items`)).json()) as {
    menuItems: Record<string, { name: string }[]>;
  };
  return Object.values(menu.menuItems)
    .flat()
    .map((item) => item.name);
}

async function visitorPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
  return context.newPage();
}

test("at the truck's midnight the winter special appears and the autumn item goes, with the reuse on and no staff request", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const visitor = await visitorPage(browser, javaScriptEnabled);
  // Answers are reused for ten minutes: only the truck's midnight can end the evening's menu.
  const server = await startServerProcess({
    mongodbUri: databaseUri,
    env: {
      NODE_ENV: "test",
      TEST_CLOCK_NOW: "2030-11-30T23:59:50-08:00",
      TEST_CLOCK_RUNS: "true",
      RESPONSE_CACHE_SECONDS: "600",
    },
  });
  try {
    await visitor.goto(`${server.url}/menu`);
    // The clock stood at 23:59:50 until this first request: this page is the evening's.
    await expect(card(visitor, "sides", AUTUMN_ITEM), "the evening's menu").toBeVisible();
    await expect(card(visitor, "drinks", WINTER_SPECIAL)).toHaveCount(0);
    const evening = await publicNames(visitor, server.url);
    expect(evening).toContain(AUTUMN_ITEM);
    expect(evening).not.toContain(WINTER_SPECIAL);

    // The visitor comes back to the page, as a visitor does, until midnight has passed.
    await expect(async () => {
      await visitor.reload();
      await expect(card(visitor, "drinks", WINTER_SPECIAL)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 45_000, intervals: [1_000] });
    await expect(card(visitor, "sides", AUTUMN_ITEM)).toHaveCount(0);
    const morning = await publicNames(visitor, server.url);
    expect(morning).toContain(WINTER_SPECIAL);
    expect(morning).not.toContain(AUTUMN_ITEM);
    const summary = await (await visitor.request.get(`${server.url}/llms.txt`)).text();
    expect(summary).toContain(WINTER_SPECIAL);
    expect(summary).not.toContain(AUTUMN_ITEM);
  } finally {
    await server.stop();
    await visitor.context().close();
  }
});

test("staff schedule an item in the form, and the list says when it shows", async ({ page, javaScriptEnabled }) => {
  const item = javaScriptEnabled ? "Strawberry Fruit Sando" : "Matcha Mochi Brownie";
  const row = page.getByRole("row").filter({ hasText: item });
  await page.goto(`${november!.url}/admin/login?redirect=${encodeURIComponent("/admin/menu")}`);
  await signIn(page, STAFF);
  await expect(page).toHaveURL(/\/admin\/menu$/);
  // The two seeded seasonal items, on November 20.
  await expect(page.getByRole("row").filter({ hasText: WINTER_SPECIAL })).toContainText("Scheduled: from Dec 1");
  await expect(page.getByRole("row").filter({ hasText: AUTUMN_ITEM })).toContainText("Until Nov 30");

  await page.getByRole("link", { name: `Edit ${item}` }).click();
  await page.getByLabel("From (first day)").fill("2030-12-01");
  await page.getByRole("button", { name: "Update Item" }).click();
  await expect(page).toHaveURL(/\/admin\/menu$/);
  await expect(row).toContainText("Scheduled: from Dec 1");
  // Not on today's menu to sell out.
  await expect(row.getByRole("button", { name: `Sold out: ${item}` })).toHaveCount(0);

  // A last day before the first: refused beside it, nothing stored.
  await page.getByRole("link", { name: `Edit ${item}` }).click();
  await expect(page.getByLabel("From (first day)")).toHaveValue("2030-12-01");
  await page.getByLabel("Until (last day)").fill("2030-11-25");
  await page.getByRole("button", { name: "Update Item" }).click();
  const until = page.getByLabel("Until (last day)");
  await expect(until).toHaveAttribute("aria-invalid", "true");
  await expect(until).toHaveAccessibleDescription(/The last day shown must be on or after the first/);
  expect(await model(MenuItem).findOne({ name: item }, { available_until: 1 }).lean()).toMatchObject({
    available_until: null,
  });

  // No first day, and a last day already past: it has ended.
  await page.getByLabel("From (first day)").fill("");
  await page.getByLabel("Until (last day)").fill("2030-11-19");
  await page.getByRole("button", { name: "Update Item" }).click();
  await expect(page).toHaveURL(/\/admin\/menu$/);
  await expect(row).toContainText("Ended Nov 19");

  await page.goto(`${november!.url}/menu`);
  await expect(page.locator(".menu-item").filter({ hasText: item })).toHaveCount(0);
  await expect(card(page, "sides", AUTUMN_ITEM)).toBeVisible();
});

/** What Chromium's accessibility tree says of the control named `name`: is it required, is it invalid. */
async function accessibleState(page: Page, name: string): Promise<{ required: unknown; invalid: unknown }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: `[name="${name}"]` });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const property = (key: string) => nodes[0]?.properties?.find((entry) => entry.name === key)?.value.value;
    return { required: property("required") ?? false, invalid: property("invalid") ?? "false" };
  } finally {
    await cdp.detach();
  }
}

test("the item form's two days, left empty, are neither required nor invalid, and axe finds nothing", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`${november!.url}/admin/login?redirect=${encodeURIComponent("/admin/menu/new")}`);
  await signIn(page, STAFF);
  await expect(page).toHaveURL(/\/admin\/menu\/new$/);
  await expect(page.getByLabel("From (first day)")).toHaveValue("");
  await expect(page.getByLabel("Until (last day)")).toHaveValue("");
  for (const day of ["available_from", "available_until"]) {
    expect(await accessibleState(page, day), day).toEqual({ required: false, invalid: "false" });
  }
  // The item's name is required, and says so.
  expect((await accessibleState(page, "name")).required).toBe(true);
  await expectNoAxeViolations(page, javaScriptEnabled);
});
