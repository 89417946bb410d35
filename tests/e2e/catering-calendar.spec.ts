// The calendar and the dashboard's catering figures on a phone (390 x 844), JavaScript on and
// off (issue 36): Staff book an enquiry through the pipeline, and the wedding appears on the
// calendar with a clash against the weekly Saturday stop, said in words on both; the dashboard's
// open enquiries fall for Staff and Owner alike, and the Owner's booked share rises. On a
// database and server of their own whose clock stands on Wednesday, December 10, 2031: the
// figures count every enquiry, so other files' enquiries on the shared server would move them.
import type { Browser, Page } from "@playwright/test";
import mongoose from "mongoose";
import { hashPassword } from "#app/domain/staff/passwords.server.ts";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { CateringEnquiry } from "#app/models/catering-enquiry.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { FUNK_ZONE_SATURDAYS } from "#tests/support/popup-events.ts";

const NOW = "2031-12-10T12:00:00-08:00";
const databaseUri = `${testMongoBase()}/sando_calendar_browser_${process.pid}_${Date.now()}`;
const STAFF = { email: "crew@example.com", password: "crew-password-calendar-2" };
const OWNER = { email: "owner@example.com", password: "owner-password-calendar-2" };
const weddingId = new mongoose.Types.ObjectId();
let server: ServerProcess | undefined;
// A connection of its own: the worker's default one may point at the shared test database.
let connection: mongoose.Connection | undefined;

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  connection = await mongoose.createConnection(databaseUri).asPromise();
  const Events = connection.model("Event", PopupEvent.schema);
  const Users = connection.model("AdminUser", AdminUser.schema);
  const Enquiries = connection.model("CateringEnquiry", CateringEnquiry.schema);
  await Events.create(FUNK_ZONE_SATURDAYS);
  await Users.create([
    { email: STAFF.email, password_hash: await hashPassword(STAFF.password), role: "staff" },
    { email: OWNER.email, password_hash: await hashPassword(OWNER.password), role: "owner" },
  ]);
  const received = new Date("2031-12-01T10:00:00-08:00");
  const enquiry = {
    email: "client@example.com",
    phone: "805-555-0100",
    message: "A party.",
    status: "new",
    mail_queued: true,
    created_at: received,
    updated_at: received,
  };
  // Straight into the collection, so they were received in the server's December.
  await Enquiries.collection.insertMany([
    {
      ...enquiry,
      _id: weddingId,
      name: "Aiko Tanaka",
      event_date: "2031-12-13",
      event_type: "Wedding",
      guests: 120,
      start_time: "14:30",
      end_time: "18:00",
      event_address: "1 Vineyard Lane, Los Olivos",
    },
    { ...enquiry, name: "Kenji Mori", event_date: "2032-02-14" },
  ]);
  server = await startServerProcess({ mongodbUri: databaseUri, env: { NODE_ENV: "test", TEST_CLOCK_NOW: NOW } });
});

test.afterAll(async () => {
  await server?.stop();
  await connection?.dropDatabase();
  await connection?.close();
});

/** A browser signed in to this file's server through the login page, on a phone. */
async function signIn(browser: Browser, javaScriptEnabled: boolean, user: typeof STAFF): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`${server!.url}/admin/login`);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  const button = page.getByRole("button", { name: /sign in|log ?in/i });
  if (javaScriptEnabled) await whenHydrated(button);
  await button.click();
  await expect(page).toHaveURL(/\/admin(\/dashboard)?$/);
  return page;
}

/** The dashboard's catering figures, as read on the page. */
async function cateringFigures(page: Page): Promise<string> {
  await page.goto(`${server!.url}/admin/dashboard`);
  const region = page.getByRole("region", { name: "Catering" });
  return (await region.locator("h3, p").allTextContents()).join(" ").replace(/\s+/g, " ");
}

test("a wedding Staff book appears on the calendar clashing with the Saturday stop, and the dashboard follows", async ({
  browser,
  javaScriptEnabled,
}) => {
  const staff = await signIn(browser, javaScriptEnabled, STAFF);
  const owner = await signIn(browser, javaScriptEnabled, OWNER);

  // Before: two open, none booked; Staff see counts only.
  expect(await cateringFigures(staff)).toContain("Open enquiries 2 open (new, replied or quoted)");
  expect(await cateringFigures(staff)).not.toContain("Booked, last 90 days");
  const ownerBefore = await cateringFigures(owner);
  expect(ownerBefore).toContain("Open enquiries 2 open (new, replied or quoted)");
  expect(ownerBefore).toContain("0% booked");
  expect(ownerBefore).toContain("0 of 2 enquiries received in the last 90 days");

  // The calendar shows the stop, and no wedding yet: it is only an enquiry.
  await staff.goto(`${server!.url}/admin/calendar`);
  await expect(staff.getByRole("heading", { level: 2, name: "December 2031" })).toBeVisible();
  await expect(staff.getByText("Saturday, December 13, 2031")).toBeVisible();
  await expect(staff.getByText("Aiko Tanaka")).toHaveCount(0);
  await expect(staff.getByText("No clashes this month.")).toBeVisible();

  // Staff book it through the pipeline.
  await staff.goto(`${server!.url}/admin/enquiries/${weddingId.toString()}`);
  await staff.getByLabel("Status", { exact: true }).selectOption("booked");
  const save = staff.getByRole("button", { name: "Save status" });
  if (javaScriptEnabled) await whenHydrated(save);
  await save.click();
  await expect(staff.getByRole("status")).toContainText("Enquiry marked booked");

  // On the calendar, with the clash said in words on both sides.
  await staff.goto(`${server!.url}/admin/calendar`);
  await expect(staff.getByText("1 booking clashes this month.")).toBeVisible();
  const wedding = staff.locator(".calendar-item").filter({ hasText: "Aiko Tanaka" }).filter({ hasText: "Booked" });
  await expect(wedding).toBeVisible();
  await expect(wedding).toContainText("2:30 PM - 6:00 PM");
  await expect(wedding).toContainText("Clash: Clashes with Funk Zone Saturdays, 11:00 AM - 2:00 PM");
  const stop = staff
    .locator(".calendar-item--stop")
    .filter({ hasText: "Funk Zone Saturdays" })
    .filter({ hasText: "Clashes with Aiko Tanaka" });
  await expect(stop).toHaveCount(1);
  await expect(stop).toBeVisible();
  // The other Saturdays' stops clash with nothing.
  const stops = staff.locator(".calendar-item--stop");
  await expect(stops).toHaveCount(4);
  await expect(stops.filter({ hasText: "Clash" })).toHaveCount(1);
  await wedding.getByRole("link", { name: "Aiko Tanaka: Wedding, 120 guests" }).click();
  await expect(staff).toHaveURL(new RegExp(`/admin/enquiries/${weddingId.toString()}$`));
  await expect(staff.getByRole("heading", { level: 1, name: "Aiko Tanaka" })).toBeVisible();

  // The dashboard: one fewer open for both, and the Owner's share moves to one of two.
  expect(await cateringFigures(staff)).toContain("Open enquiries 1 open (new, replied or quoted)");
  const ownerAfter = await cateringFigures(owner);
  expect(ownerAfter).toContain("Open enquiries 1 open (new, replied or quoted)");
  expect(ownerAfter).toContain("50% booked");
  expect(ownerAfter).toContain("1 of 2 enquiries received in the last 90 days");

  await staff.context().close();
  await owner.context().close();
});
