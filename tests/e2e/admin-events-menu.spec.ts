// Staff add, edit and delete a popup event and a menu item in the portal, with and without
// JavaScript, and each change shows on /popup-locations or /menu straight away.
import type { Page } from "@playwright/test";
import { PopupEvent } from "#app/models/event.server.ts";
import { MenuItem } from "#app/models/menu-item.server.ts";
import { uniqueName } from "#tests/support/database.ts";
import { answerNextDialog } from "#tests/support/dialogs.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { createTestEvent } from "#tests/support/popup-events.ts";
import { expect, openPortal, test } from "./admin-fixtures.ts";

// Signed in once per worker: these tests are about the pages, not about signing in.
test.use({ signedInAs: "owner" });

const titles: string[] = [];
const names: string[] = [];
test.afterEach(async () => {
  await PopupEvent.deleteMany({ title: { $in: titles.splice(0) } });
  await MenuItem.deleteMany({ name: { $in: names.splice(0) } });
});

/** Deletes through the list's Delete link; the question names the record (`record`) either way. */
async function confirmDelete(page: Page, record: string, question: string, javaScriptEnabled: boolean) {
  const link = page.getByRole("link", { name: `Delete ${record}` });
  if (javaScriptEnabled) {
    const asked = answerNextDialog(page, "accept");
    await link.click();
    await expect.poll(asked).toBe(`${question}\n\n${record}`);
  } else {
    await link.click();
    await expect(page.getByText(question)).toBeVisible();
    await expect(page.getByRole("main").getByText(record)).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
  }
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test("staff add, edit and delete a popup event, and /popup-locations follows", async ({ page, javaScriptEnabled }) => {
  const title = uniqueName("Harbor Popup");
  const renamed = `${title} Moved`;
  titles.push(title, renamed);
  await openPortal(page, "/admin/events");
  for (const column of ["Order", "Title", "Date", "Time", "Location", "Status", "Edit", "Delete"]) {
    await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }

  await page.getByRole("link", { name: "Add New Event" }).click();
  await expect(page).toHaveURL(/\/admin\/events\/new$/);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Address").fill("219 Stearns Wharf, Santa Barbara");
  await page.getByLabel("Date", { exact: true }).fill(inDays(20));
  await page.getByLabel("Time").fill("5:00 PM - 9:00 PM");
  await page.getByLabel("Description", { exact: true }).fill("Sandos on the wharf at sunset.");
  await page.getByLabel("Display Order").fill("0");
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await expect(page.getByRole("status")).toHaveText("Event created successfully");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Active", { exact: true })).toBeVisible();

  await page.goto("/popup-locations");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  // Edit: a new title, and a display order below 0 is refused first.
  await page.goto("/admin/events");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await page.getByLabel("Title", { exact: true }).fill(renamed);
  await page.getByLabel("Display Order").fill("-1");
  await page.getByRole("button", { name: "Update Event" }).click();
  if (!javaScriptEnabled) {
    // The browser's own check (min=0) stops the form; without it the server would answer.
    await expect(page).toHaveURL(/\/admin\/events\/edit\//);
  } else {
    await expect(page.getByText("Display order must be a whole number, 0 or more")).toBeVisible();
  }
  await page.getByLabel("Display Order").fill("1");
  await page.getByRole("button", { name: "Update Event" }).click();
  await expect(page.getByRole("status")).toHaveText("Event updated successfully");
  await page.goto("/popup-locations");
  await expect(page.getByRole("heading", { name: renamed })).toBeVisible();

  await page.goto("/admin/events");
  await confirmDelete(page, renamed, "Are you sure you want to delete this event?", javaScriptEnabled);
  await expect(page.getByRole("status")).toHaveText("Event deleted successfully");
  await page.goto("/popup-locations");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: renamed })).toHaveCount(0);
});

test("an inactive event leaves /popup-locations, and a stale edit form is refused", async ({ page }) => {
  const event = await createTestEvent(titles, { title: uniqueName("Hidden Popup"), date: inDays(15), image: "" });
  const title = event.title;
  await openPortal(page, `/admin/events/edit/${event.id}`);
  // Someone else saves first.
  await PopupEvent.updateOne({ _id: event._id }, { $set: { time: "Noon - 4:00 PM" }, $inc: { __v: 1 } });
  await page.getByLabel("Active").uncheck();
  await page.getByRole("button", { name: "Update Event" }).click();
  await expect(
    page.getByText("This event was changed by someone else while you were editing. Reload to see their changes."),
  ).toBeVisible();

  await page.goto(`/admin/events/edit/${event.id}`);
  await expect(page.getByLabel("Time")).toHaveValue("Noon - 4:00 PM");
  await page.getByLabel("Active").uncheck();
  await page.getByRole("button", { name: "Update Event" }).click();
  await expect(page.getByRole("status")).toHaveText("Event updated successfully");
  await expect(page.getByRole("row").filter({ hasText: title }).getByText("Inactive", { exact: true })).toBeVisible();
  await page.goto("/popup-locations");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
});

test("an unknown event or menu item id shows not found with a 404", async ({ page }) => {
  await openPortal(page, "/admin/events");
  let response = await page.goto("/admin/events/edit/000000000000000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Event not found" })).toBeVisible();
  response = await page.goto("/admin/menu/edit/not-an-id");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Menu item not found" })).toBeVisible();
});

test("staff add, edit and delete a menu item, and /menu follows", async ({ page, javaScriptEnabled }) => {
  const name = uniqueName("Ebi Fry Sando");
  const renamed = `${name} Deluxe`;
  names.push(name, renamed);
  await openPortal(page, "/admin/menu");
  for (const column of ["Name", "Category", "Price", "Status", "Flags", "Actions"]) {
    await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }
  // The category filter works as a plain GET form and does not offer POPULAR PICKS.
  const filter = page.getByLabel("Category");
  await expect(filter.getByRole("option")).toHaveText([
    "All categories",
    "SANDOS",
    "SIDES",
    "DESSERT",
    "DRINKS",
    "MERCH",
  ]);
  // With JavaScript the list follows the select's change, once React has attached its handler.
  if (javaScriptEnabled) await whenHydrated(filter);
  await filter.selectOption("drinks");
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/admin\/menu\?category=drinks$/);
  await expect(page.getByRole("row").filter({ hasText: "Chicken Katsu Sando" })).toHaveCount(0);

  await page.getByRole("link", { name: "Add Menu Item" }).click();
  await expect(page).toHaveURL(/\/admin\/menu\/new$/);
  // The address changes before React shows the new page, and the list's filter is also labelled
  // Category: choosing from it would filter the list instead. Wait for the form's page.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add Menu Item");
  await expect(page.getByLabel("Category").getByRole("option", { name: "POPULAR PICKS" })).toHaveCount(0);
  await page.getByLabel("Category").selectOption("sides");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description", { exact: true }).fill("Crunchy prawn, tartar, shokupan.");
  await page.getByRole("button", { name: "Create Item" }).click();
  await expect(page.getByText("At least one price must be provided")).toBeVisible();
  await page.getByLabel("3PC Price").fill("9.5");
  await page.getByLabel("6PC Price").fill("16.75");
  await page.getByLabel("Limited").check();
  await page.getByRole("button", { name: "Create Item" }).click();
  await expect(page).toHaveURL(/\/admin\/menu$/);
  await expect(page.getByRole("status")).toHaveText("Menu item created successfully");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("Available", { exact: true })).toBeVisible();
  await expect(row.getByText("Limited", { exact: true })).toBeVisible();

  await page.goto("/menu");
  const card = page.locator(".menu-item").filter({ hasText: name });
  await expect(card.getByText("LIMITED QUANTITY")).toBeVisible();
  await expect(card.getByText("6PC $16.75")).toBeVisible();

  // Edit: renamed and made popular; it appears among the popular picks with its badge.
  await page.goto("/admin/menu?category=sides");
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("Category")).toHaveValue("sides");
  await page.getByLabel("Name", { exact: true }).fill(renamed);
  await page.getByLabel("Popular").check();
  await page.getByRole("button", { name: "Update Item" }).click();
  await expect(page).toHaveURL(/\/admin\/menu$/);
  await expect(page.getByRole("status")).toHaveText("Menu item updated successfully");
  await page.goto("/menu");
  const renamedCard = page.locator("#sides .menu-item").filter({ hasText: renamed });
  await expect(renamedCard.getByText("Fan Favorite")).toBeVisible();

  await page.goto("/admin/menu");
  await confirmDelete(page, renamed, "Are you sure you want to delete this menu item?", javaScriptEnabled);
  await expect(page.getByRole("status")).toHaveText("Menu item deleted successfully");
  await page.goto("/menu");
  await expect(page.getByRole("heading", { level: 2, name: "SIDES" })).toBeVisible();
  await expect(page.locator(".menu-item").filter({ hasText: renamed })).toHaveCount(0);
});
