// Error pages keep their frame (issue 28): a photo, a calendar file or an enquiry that does not
// exist is a 404 page inside the site's header and footer or the portal's navigation, and a
// Staff user refused an Owner-only page keeps the portal's navigation; JavaScript on and off.
// With JavaScript the page hydrates without an error and its links navigate in the app. A
// stop's "Add to calendar" link still downloads the file.
import { readFile } from "node:fs/promises";
import type { ConsoleMessage, Page } from "@playwright/test";
import { deleteEvent } from "#app/domain/events/events.server.ts";
import { useDatabaseInBrowserTests } from "#tests/support/browser-database.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { expectNoAxeViolations } from "#tests/support/page-checks.ts";
import { scheduleTestStop } from "#tests/support/popup-events.ts";
import { expect, openPortal, STAFF_SECTIONS, test } from "./admin-fixtures.ts";

const events: string[] = [];
useDatabaseInBrowserTests(() => Promise.all(events.splice(0).map((id) => deleteEvent(id))));

/** A well-formed id that no record has. */
const UNKNOWN_ID = "0123456789abcdef01234567";

/** Console errors of the page (a hydration mismatch, a failed script); the 404 answer itself is expected. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" && !/Failed to load resource: .* 40[34]/.test(message.text())) {
      errors.push(message.text());
    }
  });
  return errors;
}

/** The site's frame: the header with its navigation, and the footer. */
async function expectSiteFrame(page: Page): Promise<void> {
  await expect(page.getByRole("banner").getByRole("link", { name: "Sando Truck home" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
  await expect(page.getByRole("contentinfo")).toContainText("Say hello");
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" })).toBeVisible();
}

test("a photo that does not exist is the site's 404 page, inside the site's header and footer", async ({
  page,
  javaScriptEnabled,
}) => {
  const errors = consoleErrors(page);
  const response = await page.goto("/gallery/99");
  expect(response?.status()).toBe(404);
  await expectSiteFrame(page);
  await expect(page).toHaveTitle("Page Not Found | Sando Truck");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404: This sando has left the truck");
  await expect(page.getByRole("alert")).toHaveText("This photo is not in our gallery.");
  await expectNoAxeViolations(page, javaScriptEnabled);
  // The header's navigation leads on, in the app with JavaScript.
  const gallery = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery" });
  if (javaScriptEnabled) await whenHydrated(gallery);
  await gallery.click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a stop's calendar file that does not exist is the 404 page in the site's frame, with the way to the stops", async ({
  page,
  javaScriptEnabled,
}) => {
  const errors = consoleErrors(page);
  for (const path of [`/events/${UNKNOWN_ID}.ics`, "/events/not-an-id.ics"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(response?.headers()["content-type"], path).toMatch(/^text\/html/);
    await expectSiteFrame(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404: This sando has left the truck");
    await expect(page.getByRole("alert")).toHaveText("This stop is no longer on the schedule.");
  }
  const stops = page.getByRole("main").getByRole("link", { name: "See where the truck is next" });
  if (javaScriptEnabled) await whenHydrated(stops);
  await stops.click();
  await expect(page).toHaveURL(/\/popup-locations$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a stop's Add to calendar link downloads its file and the page stays", async ({ page, javaScriptEnabled }) => {
  const event = await scheduleTestStop(events, "Test Calendar Stop", 6);
  await page.goto("/popup-locations");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: event.title }) });
  const link = card.getByRole("link", { name: /^Add to calendar/ });
  if (javaScriptEnabled) await whenHydrated(link);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(`sando-truck-${event.id}.ics`);
  const text = await readFile(await download.path(), "utf8");
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(text).toContain(`UID:${event.id}@`);
  await expect(page).toHaveURL(/\/popup-locations$/);
});

// Signed in once per worker: these tests are about the error pages, not about signing in.
test.describe("signed in as an Owner", () => {
  test.use({ signedInAs: "owner" });

  test("an enquiry or an admin page that does not exist is a 404 inside the portal's navigation", async ({
    page,
    owner,
    javaScriptEnabled,
  }) => {
    const errors = consoleErrors(page);
    await openPortal(page, "/admin/dashboard");
    for (const [path, alert] of [
      [`/admin/enquiries/${UNKNOWN_ID}`, "Enquiry not found"],
      ["/admin/no-such-page", "This admin page does not exist."],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveTitle("Page not found | Sando Truck Admin");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      await expect(page.getByRole("alert")).toHaveText(alert);
      // The portal's navigation (the bar, at this width), with the signed-in admin's own account.
      const nav = page.getByRole("navigation", { name: "Admin" });
      await expect(nav.getByRole("link", { name: "Enquiries" })).toBeVisible();
      await expect(nav.getByRole("link", { name: `Account: ${owner.email}` })).toBeVisible();
      await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
    }
    await expectNoAxeViolations(page, javaScriptEnabled);
    const back = page.getByRole("main").getByRole("link", { name: "Back to the dashboard" });
    if (javaScriptEnabled) await whenHydrated(back);
    await back.click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("signed in as Staff", () => {
  test.use({ signedInAs: "staff" });

  test("a Staff user refused an Owner-only page (403) keeps the portal's navigation", async ({
    page,
    javaScriptEnabled,
  }) => {
    const errors = consoleErrors(page);
    await openPortal(page, "/admin/dashboard");
    const response = await page.goto("/admin/subscribers");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not for your account");
    await expect(page.getByRole("alert")).toHaveText("You do not have permission to do that.");
    // A Staff user's sections (no Users, no Subscribers), in the portal's own style.
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link")).toHaveText(["Dashboard", ...STAFF_SECTIONS, "Account", "Exit Admin"]);
    await expect(page.locator(".admin-header")).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expectNoAxeViolations(page, javaScriptEnabled);
    const events = nav.getByRole("link", { name: "Events" });
    if (javaScriptEnabled) await whenHydrated(events);
    await events.click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
