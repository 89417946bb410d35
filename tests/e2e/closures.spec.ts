// A closure in one step (issue 33), at 390 px with JavaScript on and off: Staff add a closure
// over two weekly stops in the portal, and the schedule shows both cancelled with its reason, the
// banner and the hours card say "Closed until Monday, December 29" and why; shortening it gives
// back only the date it no longer covers; deleting it gives back both, while a date staff
// cancelled before stays cancelled. A closure that is on changes the banner, the hours and every
// stop for everybody, so this runs on a database and server of its own whose clock stands on
// Tuesday, December 23, 2031 in Santa Barbara: the shared test server's banner, next-stop, feed
// and layout tests never see it, and no lock is needed. Issue 49: a closure's reason in Spanish,
// given from the dashboard's "Needs Spanish" link, is what the Spanish pages say.

import type { BrowserContext, Page } from "@playwright/test";
import mongoose from "mongoose";
import { BANNER_SETTINGS_ID, BannerSettings } from "#app/models/banner-settings.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { addAdminTo, portalSessionCookie } from "#tests/support/admin-users.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { testMongoBase } from "#tests/support/environment.ts";

const databaseUri = `${testMongoBase()}/sando_closures_e2e_${process.pid}_${Date.now()}`;
const STAFF = { email: "crew@example.com", password: "crew-password-closures-e2e-1" };
const REASON = "Christmas week with the family";
let server: ServerProcess | undefined;
// A connection of its own: the worker's shared one may point at the main test database.
let connection: mongoose.Connection | undefined;

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  connection = await mongoose.createConnection(databaseUri).asPromise();
  await addAdminTo(connection, STAFF, "staff");
  // The seeded banner of a fresh database is off; none here at all.
  await connection.model("BannerSettings", BannerSettings.schema).deleteMany({ _id: BANNER_SETTINGS_ID });
  const place = { address: "113 Harbor Way, Santa Barbara, CA 93109", description: "By the harbor." };
  await connection.model("Event", PopupEvent.schema).create([
    {
      ...place,
      title: "Harbor Wednesdays",
      date: "2031-12-03",
      time: "4:00 PM - 8:00 PM",
      repeat: "weekly",
      repeat_until: "2032-02-25",
    },
    {
      ...place,
      title: "Mesa Saturdays",
      date: "2031-12-06",
      time: "11:00 AM - 2:00 PM",
      repeat: "weekly",
      repeat_until: "2032-02-28",
    },
    {
      ...place,
      title: "Pier Fridays",
      date: "2031-12-05",
      time: "5:00 PM - 9:00 PM",
      repeat: "weekly",
      repeat_until: "2032-02-27",
      cancellations: [{ date: "2031-12-26", reason: "Staff party" }],
    },
  ]);
  server = await startServerProcess({
    mongodbUri: databaseUri,
    env: { NODE_ENV: "test", TEST_CLOCK_NOW: "2031-12-23T12:00:00-08:00" },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await connection?.dropDatabase();
  await connection?.close();
});

/** The listed dates of one event's card on /popup-locations ("Wed, Dec 24 Cancelled: …"). */
async function datesOf(page: Page, title: string) {
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  return card.locator(".event-dates li");
}

async function expectDate(page: Page, title: string, day: string, cancelled: string | null) {
  const date = (await datesOf(page, title)).filter({ has: page.locator(`time[datetime="${day}"]`) });
  if (cancelled) await expect(date).toContainText(`Cancelled: ${cancelled}`);
  else await expect(date).not.toContainText("Cancelled");
}

/** Staff, signed in, add the Christmas closure (in English only) from the portal's form. */
async function addChristmasClosure(page: Page, context: BrowserContext, options: { tellFollowers: boolean }) {
  const origin = server!.url;
  const [name, value] = (await portalSessionCookie(STAFF, origin)).split(/=(.*)/s) as [string, string];
  await context.addCookies([{ name, value, url: origin }]);
  await page.goto(`${origin}/admin/closures`);
  const form = page.getByRole("form", { name: "Add a closure" });
  await form.getByLabel("First closed day").fill("2031-12-22");
  await form.getByLabel("Last closed day").fill("2031-12-28");
  await form.getByLabel("Reason", { exact: true }).fill(REASON);
  // Ticked by default.
  await expect(form.getByLabel("Tell followers")).toBeChecked();
  if (!options.tellFollowers) await form.getByLabel("Tell followers").uncheck();
  await form.getByRole("button", { name: "Add closure" }).click();
  await expect(page.getByText("Closure saved: the stops it covers now show as cancelled.")).toBeVisible();
}

test("a closure over two weekly stops cancels both with its reason; shortening and deleting give their dates back", async ({
  page,
  context,
}) => {
  const origin = server!.url;
  await addChristmasClosure(page, context, { tellFollowers: true });
  await expect(page.getByText(/A notice goes to followers at 12:10 PM/)).toBeVisible();

  // The banner page says when the closure's banner shows; its own settings are untouched.
  await page.goto(`${origin}/admin/banner`);
  await expect(
    page.getByText(
      /the banner shows its reason whenever no banner of your own is set: Monday, December 22, 2031 to Sunday, December 28, 2031/,
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Show the banner on the website")).not.toBeChecked();
  // Staff's event list says which dates the closure covers, and keeps their own cancellation apart.
  await page.goto(`${origin}/admin/events`);
  await expect(page.getByText(`Wed, Dec 24 (closure: ${REASON})`).first()).toBeVisible();
  await expect(page.getByText("Fri, Dec 26 (cancelled: Staff party)").first()).toBeVisible();
  await page.goto(`${origin}/admin/closures`);

  // A second tab of the same browser (JavaScript on or off as the project says).
  const visitor = await context.newPage();
  await visitor.goto(`${origin}/popup-locations`);
  await expectDate(visitor, "Harbor Wednesdays", "2031-12-24", REASON);
  await expectDate(visitor, "Mesa Saturdays", "2031-12-27", REASON);
  await expectDate(visitor, "Pier Fridays", "2031-12-26", "Staff party");
  await expectDate(visitor, "Mesa Saturdays", "2032-01-03", null);
  await expect(visitor.getByRole("complementary", { name: "Announcement" })).toHaveText(
    `Closed until Monday, December 29. ${REASON}`,
  );
  await expect(visitor.locator(".next-stop__closed")).toHaveText(`Closed until Monday, December 29. ${REASON}`);
  await visitor.goto(`${origin}/menu`);
  await expect(visitor.getByRole("region", { name: "Opening hours" })).toContainText(
    `Closed until Monday, December 29. ${REASON}`,
  );

  // Shortened to end on Christmas Day: the Saturday is back, the Wednesday is still closed.
  await page.getByRole("link", { name: `Change or delete ${REASON}` }).click();
  // The list has a closure form too: wait for the edit page before typing.
  await expect(page.getByRole("heading", { name: "Edit closure", level: 1 })).toBeVisible();
  await page.getByLabel("Last closed day").fill("2031-12-25");
  await page.getByLabel("Tell followers").uncheck();
  await page.getByRole("button", { name: "Save closure" }).click();
  await expect(page.getByText("Closure updated.")).toBeVisible();
  await visitor.goto(`${origin}/popup-locations`);
  await expectDate(visitor, "Harbor Wednesdays", "2031-12-24", REASON);
  await expectDate(visitor, "Mesa Saturdays", "2031-12-27", null);
  await expectDate(visitor, "Pier Fridays", "2031-12-26", "Staff party");
  await expect(visitor.getByRole("complementary", { name: "Announcement" })).toHaveText(
    `Closed until Friday, December 26. ${REASON}`,
  );

  // Deleted: both are back; the date staff cancelled before stays cancelled.
  await page.getByRole("button", { name: "Delete closure" }).click();
  await expect(page.getByText("Closure deleted: its dates are back on the schedule")).toBeVisible();
  await expect(page.getByText("No closures coming up.")).toBeVisible();
  await visitor.goto(`${origin}/popup-locations`);
  await expectDate(visitor, "Harbor Wednesdays", "2031-12-24", null);
  await expectDate(visitor, "Mesa Saturdays", "2031-12-27", null);
  await expectDate(visitor, "Pier Fridays", "2031-12-26", "Staff party");
  await expect(visitor.getByRole("complementary", { name: "Announcement" })).toHaveCount(0);
  await expect(visitor.locator(".next-stop__closed")).toHaveCount(0);
  await visitor.goto(`${origin}/menu`);
  await expect(visitor.getByRole("region", { name: "Opening hours" })).not.toContainText("Closed until");
  await visitor.close();
});

test("a closure's reason in Spanish (issue 49): the dashboard counts it until it has its Spanish, and the Spanish pages say it", async ({
  page,
  context,
}) => {
  const origin = server!.url;
  const spanish = "Semana de Navidad con la familia";
  await addChristmasClosure(page, context, { tellFollowers: false });

  // Until it has its Spanish, a Spanish visitor reads the English, marked as English.
  const visitor = await context.newPage();
  await visitor.goto(`${origin}/es/popup-locations`);
  const saturday = (await datesOf(visitor, "Mesa Saturdays")).filter({
    has: visitor.locator('time[datetime="2031-12-27"]'),
  });
  await expect(saturday.locator('[lang="en"]')).toHaveText(REASON);

  await page.goto(`${origin}/admin/dashboard`);
  // This server's stops (typed in English only) are counted too: the closure's reason, the three
  // stops' titles and descriptions, and the reason of Pier Fridays' cancelled day.
  await expect(page.getByText("8 texts need Spanish", { exact: true })).toBeVisible();
  await page.getByText("Which ones").click();
  await page.getByRole("link", { name: `${REASON} (closure): reason` }).click();
  await expect(page.getByRole("heading", { name: "Edit closure", level: 1 })).toBeVisible();
  await page.getByLabel("Reason in Spanish").fill(spanish);
  await page.getByLabel("Tell followers").uncheck();
  await page.getByRole("button", { name: "Save closure" }).click();
  await expect(page.getByText("Closure updated.")).toBeVisible();
  await expect(page.getByLabel("Reason in Spanish")).toHaveValue(spanish);
  await page.goto(`${origin}/admin/dashboard`);
  await page.getByText("Which ones").click();
  await expect(page.getByRole("link", { name: "Harbor Wednesdays (stop): title, description" })).toBeVisible();
  await expect(page.getByRole("link", { name: `${REASON} (closure): reason` })).toHaveCount(0);

  await visitor.reload();
  await expect(saturday).toContainText(`Cancelada: ${spanish}`);
  await expect(saturday.locator('[lang="en"]')).toHaveCount(0);
  await expect(visitor.getByRole("complementary", { name: "Aviso" })).toHaveText(
    `Cerrado hasta el lunes, 29 de diciembre. ${spanish}`,
  );
  // The English pages are as they were.
  await visitor.goto(`${origin}/popup-locations`);
  await expectDate(visitor, "Mesa Saturdays", "2031-12-27", REASON);
  await visitor.close();

  await page.goto(`${origin}/admin/closures`);
  await page.getByRole("link", { name: `Change or delete ${REASON}` }).click();
  await page.getByRole("button", { name: "Delete closure" }).click();
  await expect(page.getByText("No closures coming up.")).toBeVisible();
});
