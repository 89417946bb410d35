// Where the truck is right now (issue 52), at 390 px with JavaScript on and off: Staff, on a phone
// mid-service, say the truck is running 20 minutes late, and a visitor sees it on the home page
// and on the stop's card; then sold out with a note; then back to normal. A status is on for every
// visitor, so this runs on a database and server of its own whose clock stands on Friday, June 6,
// 2031 at 3:50 PM in Santa Barbara (Harbor Fridays, 4-9 PM, is today's stop).
import type { BrowserContext, Page } from "@playwright/test";
import mongoose from "mongoose";
import { hashPassword } from "#app/domain/staff/passwords.server.ts";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { portalSessionCookie } from "#tests/support/admin-users.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { testMongoBase } from "#tests/support/environment.ts";

const databaseUri = `${testMongoBase()}/sando_live_status_e2e_${process.pid}_${Date.now()}`;
const STAFF = { email: "crew@example.com", password: "crew-password-live-e2e-1" };
let server: ServerProcess | undefined;
let connection: mongoose.Connection | undefined;

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  connection = await mongoose.createConnection(databaseUri).asPromise();
  await connection.model("AdminUser", AdminUser.schema).create({
    email: STAFF.email,
    password_hash: await hashPassword(STAFF.password),
    role: "staff",
  });
  await connection.model("Event", PopupEvent.schema).create({
    title: "Harbor Fridays",
    address: "113 Harbor Way, Santa Barbara, CA 93109",
    description: "By the harbor.",
    date: "2031-05-02",
    time: "4:00 PM - 9:00 PM",
    repeat: "weekly",
    repeat_until: "2031-12-26",
  });
  server = await startServerProcess({
    mongodbUri: databaseUri,
    env: { NODE_ENV: "test", TEST_CLOCK_NOW: "2031-06-06T15:50:00-07:00" },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await connection?.dropDatabase();
  await connection?.close();
});

async function signIn(context: BrowserContext) {
  const origin = server!.url;
  const [name, value] = (await portalSessionCookie(STAFF, origin)).split(/=(.*)/s) as [string, string];
  await context.addCookies([{ name, value, url: origin }]);
}

/** The stop's controls on the live status page. */
const stopSection = (page: Page) => page.getByRole("region", { name: "Harbor Fridays" });

test("Staff say running late, then sold out, then back to normal; a visitor sees each on the home page and the stop", async ({
  page,
  context,
}) => {
  const origin = server!.url;
  await signIn(context);
  await page.goto(`${origin}/admin/live-status`);
  const stop = stopSection(page);
  await expect(stop.getByRole("status")).toHaveText("No live status: visitors see the stop as scheduled.");

  // Running late, in two taps: the minutes, then the button.
  await stop.getByLabel("Minutes late").fill("20");
  await stop.getByRole("button", { name: "Running late" }).click();
  await expect(page.getByText("Live status saved: visitors see it on their next page.")).toBeVisible();
  await expect(stopSection(page).getByRole("status")).toContainText("Running about 20 minutes late");

  const visitor = await context.newPage();
  await visitor.goto(`${origin}/`);
  await expect(visitor.locator(".next-stop .live-status")).toContainText("Running about 20 minutes late");
  await visitor.goto(`${origin}/popup-locations`);
  const card = visitor.getByRole("article").filter({ has: visitor.getByRole("heading", { name: "Harbor Fridays" }) });
  await expect(card.locator(".live-status")).toContainText("Running about 20 minutes late");
  const schema = await visitor.locator('script[type="application/ld+json"]').allTextContents();
  expect(schema.join("\n")).toContain('"startDate":"2031-06-06T16:20:00-07:00"');

  // Sold out, with a note.
  await stopSection(page).getByLabel("Note for visitors (optional)").fill("Thank you, Santa Barbara!");
  await stopSection(page).getByRole("button", { name: "Sold out, closing early" }).click();
  await expect(stopSection(page).getByRole("status")).toContainText(
    "Sold out, closing early: Thank you, Santa Barbara!",
  );
  await visitor.goto(`${origin}/es/popup-locations`);
  await expect(visitor.locator("article .live-status")).toContainText(
    "Agotado: cerramos antes: Thank you, Santa Barbara!",
  );
  await expect(visitor.locator("article .live-status [lang=en]")).toHaveText("Thank you, Santa Barbara!");

  // Back to normal, in one tap; the history lists every change with who made it.
  await stopSection(page).getByRole("button", { name: "Back to normal" }).click();
  await expect(stopSection(page).getByRole("status")).toHaveText("No live status: visitors see the stop as scheduled.");
  const history = page.getByRole("region", { name: "Today's changes" }).getByRole("listitem");
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText("Harbor Fridays, Back to normal, by crew@example.com");
  await expect(history.nth(2)).toContainText("Harbor Fridays, Running late (20 minutes), by crew@example.com");
  await visitor.goto(`${origin}/`);
  await expect(visitor.locator(".live-status")).toHaveCount(0);
});
