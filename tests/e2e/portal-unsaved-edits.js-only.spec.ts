// Staff who leave a portal form with unsaved edits are asked first (JavaScript only: without
// it the browser leaves as it always has); an untouched or saved form never asks.
import { PopupEvent } from "#app/models/event.server.ts";
import { uniqueName } from "#tests/support/database.ts";
import { expect, openPortal, test } from "./admin-fixtures.ts";

// Signed in once per worker: these tests are about the pages, not about signing in.
test.use({ signedInAs: "owner" });

const UNSAVED_CHANGES_QUESTION = "You have unsaved changes. Leave this page and lose them?";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const titles: string[] = [];
test.afterEach(async () => {
  await PopupEvent.deleteMany({ title: { $in: titles.splice(0) } });
});

test("leaving an edited form asks first; staying keeps the edits", async ({ page }) => {
  await openPortal(page, "/admin/events/new");
  await page.getByLabel("Title", { exact: true }).fill("Half-typed popup");
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect.poll(() => asked).toBe(UNSAVED_CHANGES_QUESTION);
  await expect(page).toHaveURL(/\/admin\/events\/new$/);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Half-typed popup");

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
});

test("an untouched form and a saved one leave without a question", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openPortal(page, "/admin/events/new");
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);

  const title = uniqueName("Saved popup");
  titles.push(title);
  await page.getByRole("link", { name: "Add New Event" }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Address").fill("Goleta Beach");
  await page.getByLabel("Date").fill(new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel("Time").fill("11:00 AM - 3:00 PM");
  await page.getByLabel("Description", { exact: true }).fill("Lunch by the pier.");
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByRole("status")).toHaveText("Event created successfully");
  expect(dialogs).toEqual([]);
});
