// /popup-locations: only active upcoming events, in display order, with their states.

import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { useDatabaseInBrowserTests } from "#tests/support/browser-database.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { uniqueName } from "#tests/support/names.ts";
import { readJsonLd } from "#tests/support/page-checks.ts";
import { createTestEvent } from "#tests/support/popup-events.ts";

const created: string[] = [];
useDatabaseInBrowserTests(() => PopupEvent.deleteMany({ title: { $in: created } }));

const createEvent = (fields: Record<string, unknown>) => createTestEvent(created, { display_order: 50, ...fields });

test("a visitor sees upcoming active events, not hidden or past ones", async ({ page, javaScriptEnabled }) => {
  const first = await createEvent({ title: uniqueName("Test Harbor Night"), display_order: 40, date: "2099-12-24" });
  const second = await createEvent({ title: uniqueName("Test Mesa Lunch"), display_order: 41 });
  const hidden = await createEvent({ title: uniqueName("Test Hidden"), is_active: false });
  const past = await createEvent({
    title: uniqueName("Test Past"),
    date: addDaysToIsoDate(todayInTruckTimeZone(), -2),
  });

  const response = await page.goto("/popup-locations");
  expect(response?.status()).toBe(200);
  const cards = page.locator(".event-card");
  const firstCard = cards.filter({ hasText: first.title });
  await expect(firstCard.getByRole("heading", { name: first.title })).toBeVisible();
  await expect(firstCard).toContainText("Dec 24, 2099");
  await expect(firstCard).toContainText("5:00 PM - 8:00 PM");
  await expect(firstCard).toContainText("1 State St, Santa Barbara, CA 93101");
  await expect(firstCard).toContainText("A test popup, with a comma.");
  await expect(page.getByText(hidden.title)).toHaveCount(0);
  await expect(page.getByText(past.title)).toHaveCount(0);

  // Lower display order first.
  const titles = await cards.locator("h2").allTextContents();
  expect(titles.indexOf(first.title)).toBeLessThan(titles.indexOf(second.title));

  const image = firstCard.locator("img");
  await expect(image).toHaveAttribute("width", "800");
  await expect(image).toHaveAttribute("height", "450");
  if (javaScriptEnabled) {
    // The missing image is replaced by the placeholder.
    await expect(image).toHaveAttribute("src", "/images/events/placeholder.webp");
  } else {
    await expect(image).toHaveAttribute("src", "/images/events/test.webp");
  }

  const events = (await readJsonLd(page)).filter((item) => item["@type"] === "Event");
  expect(events.find((item) => item.name === first.title)).toMatchObject({
    // With its hours, in the truck's time zone (Pacific Standard Time in December).
    startDate: "2099-12-24T17:00:00-08:00",
    endDate: "2099-12-24T20:00:00-08:00",
    eventStatus: "https://schema.org/EventScheduled",
    location: { address: "1 State St, Santa Barbara, CA 93101" },
  });

  await expect(page.getByRole("link", { name: "Subscribe to our calendar" })).toHaveAttribute("href", "/events.ics");
  await page.getByRole("link", { name: "Book Catering" }).click();
  await expect(page).toHaveURL(/\/catering-events$/);
});

test("while the events load the page says so (with JavaScript)", async ({ page, javaScriptEnabled }) => {
  await page.goto("/");
  const link = page.locator("header").getByRole("link", { name: "When/Where" }).first();
  // The events' data is held until the loading line has been seen; a click before hydration would
  // follow the plain link and never ask for it (CI once did).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  if (javaScriptEnabled) {
    await whenHydrated(link);
    await page.route(/\/popup-locations\.data/, async (route) => {
      await held;
      await route.continue();
    });
  }
  await link.click();
  if (javaScriptEnabled) {
    await expect(page.getByRole("status").filter({ hasText: "Loading upcoming events..." })).toBeVisible();
    release();
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("When & where");
  await expect(page.getByText("Loading upcoming events...")).toHaveCount(0);
  await expect(page.locator(".event-card").first()).toBeVisible();
});
