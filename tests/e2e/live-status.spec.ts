// Where the truck is right now (issue 52), at 390 px with JavaScript on and off: Staff, on a phone
// mid-service, say the truck is running 20 minutes late, and a visitor sees it on the home page
// and on the stop's card; then sold out with a note; then back to normal. A status is on for every
// visitor, so this runs on a database and server of its own whose clock stands on Friday, June 6,
// 2031 at 3:50 PM in Santa Barbara (Harbor Fridays, 4-9 PM, is today's stop). Then sold out with
// "Tell followers" sends one notice (a real SMTP server), the status is gone on a server whose
// clock stands on the next day, and "Closed today" saves the rest-of-today closure.
import type { BrowserContext, Page } from "@playwright/test";
import mongoose from "mongoose";
import { BUSINESS_DETAILS_ID, BusinessDetails } from "#app/models/business-details.server.ts";
import { Closure } from "#app/models/closure.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { Mailing } from "#app/models/mailing.server.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { findFreePort } from "#scripts/lib/local-database.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { addAdminTo, portalSessionCookie } from "#tests/support/admin-users.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { clockedSendingTo, type SmtpCapture, startSmtpCapture } from "#tests/support/smtp.ts";

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "default" });

const databaseUri = `${testMongoBase()}/sando_live_status_e2e_${process.pid}_${Date.now()}`;
const STAFF = { email: "crew@example.com", password: "crew-password-live-e2e-1" };
const NOW = "2031-06-06T15:50:00-07:00";
const FOLLOWER = "follower@example.com";
let server: ServerProcess | undefined;
let smtp: SmtpCapture | undefined;
let connection: mongoose.Connection | undefined;

test.beforeAll(async () => {
  connection = await mongoose.createConnection(databaseUri).asPromise();
  await addAdminTo(connection, STAFF, "staff");
  await connection.model("Event", PopupEvent.schema).create({
    title: "Harbor Fridays",
    address: "113 Harbor Way, Santa Barbara, CA 93109",
    description: "By the harbor.",
    date: "2031-05-02",
    time: "4:00 PM - 9:00 PM",
    repeat: "weekly",
    repeat_until: "2031-12-26",
  });
  // Follower mail goes once the truck's postal address is set.
  await connection.model("BusinessDetails", BusinessDetails.schema).create({
    _id: BUSINESS_DETAILS_ID,
    postal_address: "Sando Truck, PO Box 1234, Goleta, CA 93117",
  });
  await connection
    .model("NewsletterSubscriber", NewsletterSubscriber.schema)
    .create({ email: FOLLOWER, confirmed_at: new Date(), topics: ["stop-changes"] });
  smtp = await startSmtpCapture(await findFreePort());
  server = await startServerProcess({ mongodbUri: databaseUri, env: clockedSendingTo(NOW, smtp) });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await connection?.dropDatabase();
  await connection?.close();
});

/** Signs Staff in and opens the live status page; the server's address. */
async function openLiveStatus(page: Page, context: BrowserContext): Promise<string> {
  const origin = server!.url;
  const [name, value] = (await portalSessionCookie(STAFF, origin)).split(/=(.*)/s) as [string, string];
  await context.addCookies([{ name, value, url: origin }]);
  await page.goto(`${origin}/admin/live-status`);
  return origin;
}

/** The stop's controls on the live status page. */
const stopSection = (page: Page) => page.getByRole("region", { name: "Harbor Fridays" });

test("Staff say running late, then sold out, then back to normal; a visitor sees each on the home page and the stop", async ({
  page,
  context,
}) => {
  const origin = await openLiveStatus(page, context);
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

test("Sold out with Tell followers sends one notice; the next day the status is gone; Closed today cancels the stop", async ({
  page,
  context,
}) => {
  const origin = await openLiveStatus(page, context);
  const soldOut = stopSection(page).getByRole("form", { name: "Sold out, closing early: Harbor Fridays" });
  await soldOut.getByLabel("Note for visitors (optional)").fill("See you next Friday!");
  await soldOut.getByRole("checkbox", { name: "Tell followers" }).check();
  await soldOut.getByRole("button", { name: "Sold out, closing early" }).click();
  await expect(page.getByText("A notice goes to followers at 4:00 PM")).toHaveCount(2);
  // The 10 minutes a notice waits are over on this server's clock: it goes.
  await connection!
    .model("Mailing", Mailing.schema)
    .updateOne({ _id: /^sold-out:/ }, { $set: { send_at: new Date(new Date(NOW).getTime() - 60_000) } });
  await smtp!.waitFor((messages) => messages.some((mail) => mail.envelopeTo.includes(FOLLOWER)));
  const mails = smtp!.messages.filter((mail) => mail.envelopeTo.includes(FOLLOWER));
  expect(mails.map((mail) => mail.subject)).toEqual(["Sold out: Harbor Fridays, closing early"]);
  expect(mails[0]!.text).toContain("See you next Friday!");
  await page.reload();
  await expect(stopSection(page).getByText("Sent to 1 follower")).toBeVisible();

  // The next day (a server whose clock stands just after midnight): no status anywhere, nothing deleted.
  const visitor = await context.newPage();
  await visitor.goto(`${origin}/`);
  await expect(visitor.locator(".next-stop .live-status")).toContainText("Sold out");
  const tomorrow = await startServerProcess({
    mongodbUri: databaseUri,
    env: { NODE_ENV: "test", TEST_CLOCK_NOW: "2031-06-07T00:01:00-07:00" },
  });
  try {
    for (const path of ["/", "/popup-locations"]) {
      await visitor.goto(`${tomorrow.url}${path}`);
      await expect(visitor.getByText("Harbor Fridays", { exact: true }).first()).toBeVisible();
      await expect(visitor.locator(".live-status")).toHaveCount(0);
    }
  } finally {
    await tomorrow.stop();
  }

  // Closed today: the rest-of-today closure, which cancels the stop for visitors.
  const closed = stopSection(page).getByRole("form", { name: "Closed today: Harbor Fridays" });
  await closed.getByLabel("Reason visitors read").fill("Generator trouble");
  await closed.getByRole("button", { name: "Closed today" }).click();
  await expect(stopSection(page).getByText("Cancelled today: it has no live status.")).toBeVisible();
  expect(
    await connection!.model("Closure", Closure.schema).find({}, { _id: 0, rest_of_today: 1, reason: 1 }).lean(),
  ).toEqual([{ rest_of_today: true, reason: "Generator trouble" }]);
  await visitor.goto(`${origin}/popup-locations`);
  await expect(visitor.getByText("Cancelled: Generator trouble").first()).toBeVisible();
  await expect(visitor.locator(".live-status")).toHaveCount(0);
  const history = page.getByRole("region", { name: "Today's changes" }).getByRole("listitem");
  await expect(history.first()).toContainText("Harbor Fridays, Closed today (Generator trouble), by crew@example.com");
});
