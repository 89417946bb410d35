// Staff make a weekly stop in the portal's event form, with and without JavaScript, then cancel
// one date (with the reason visitors see) and skip another from the events list in one step
// each; /popup-locations follows. A weekly stop without an end is refused beside the field.
import type { Locator } from "@playwright/test";
import { addDaysToIsoDate, formatShortDay, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { uniqueName } from "#tests/support/database.ts";
import { expect, openPortal, test } from "./admin-fixtures.ts";

// Signed in once per worker: these tests are about the pages, not about signing in.
test.use({ signedInAs: "owner" });

const titles: string[] = [];

/** Opens the row's "Skip or cancel a date" (with JavaScript it stays open after a change). */
async function openDateChange(row: Locator): Promise<void> {
  const details = row.locator("details.admin-date-change");
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open)))
    await details.locator("summary").click();
}
test.afterEach(async () => {
  await PopupEvent.deleteMany({ title: { $in: titles.splice(0) } });
});

test("staff make a weekly stop, cancel one date and skip another from the list; visitors see it", async ({ page }) => {
  const title = uniqueName("Weekly Wharf");
  titles.push(title);
  const first = addDaysToIsoDate(todayInTruckTimeZone(), 3);
  const week = (n: number) => addDaysToIsoDate(first, 7 * n);

  await openPortal(page, "/admin/events/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Address").fill("219 Stearns Wharf, Santa Barbara");
  await page.getByLabel("Date", { exact: true }).fill(first);
  await page.getByLabel("Time").fill("5:00 PM - 9:00 PM");
  await page.getByLabel("Description", { exact: true }).fill("Sandos on the wharf every week.");
  await page.getByLabel("Repeat", { exact: true }).selectOption("weekly");
  // Without an end the form is refused, with the reason beside the field.
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByText("Repeat until is required for a weekly event")).toBeVisible();
  expect(await PopupEvent.countDocuments({ title })).toBe(0);
  await page.getByLabel(/Repeat until/).fill(week(5));
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await expect(page.getByRole("status")).toHaveText("Event created successfully");

  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText(/Every \w+day from/);
  await expect(row).toContainText(formatShortDay(week(1)));

  // Cancel the second date, with a reason: one choice and one button.
  await openDateChange(row);
  await row.getByLabel("Date", { exact: true }).selectOption(week(1));
  await row.getByLabel(/Reason visitors see/).fill("Wharf closed for a regatta");
  await row.getByRole("button", { name: "Cancel date" }).click();
  await expect(page.getByRole("status")).toHaveText(`${week(1)} cancelled`);

  // Skip the third.
  const sameRow = page.getByRole("row").filter({ hasText: title });
  await openDateChange(sameRow);
  await sameRow.getByLabel("Date", { exact: true }).selectOption(week(2));
  await sameRow.getByRole("button", { name: "Skip date" }).click();
  await expect(page.getByRole("status")).toHaveText(`${week(2)} skipped`);
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText(`${formatShortDay(week(2))} (skipped)`);

  // A cancellation needs its reason.
  const again = page.getByRole("row").filter({ hasText: title });
  await openDateChange(again);
  await again.getByLabel("Date", { exact: true }).selectOption(week(3));
  await again.getByRole("button", { name: "Cancel date" }).click();
  await expect(page.getByRole("alert")).toHaveText(`A cancelled date needs a reason (${week(3)})`);

  await page.goto("/popup-locations");
  const card = page.locator(".event-card").filter({ hasText: title });
  await expect(card).toContainText("5:00 PM - 9:00 PM");
  await expect(card).toContainText(/Every \w+day, 5:00 PM - 9:00 PM/);
  await expect(card.locator(`time[datetime="${week(1)}"]`)).toBeVisible();
  await expect(card).toContainText("Cancelled: Wharf closed for a regatta");
  await expect(card.locator(`time[datetime="${week(2)}"]`)).toHaveCount(0);
  await expect(card.getByRole("link", { name: /^Add to calendar/ })).toHaveAttribute(
    "href",
    /^\/events\/[0-9a-f]{24}\.ics$/,
  );
});
