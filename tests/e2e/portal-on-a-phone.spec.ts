// Staff run the portal from a phone mid-service (390 x 844, touch), with and without
// JavaScript: the menu opens and reaches every section, every control is big enough for a
// thumb, messages are in view and announced, a delete names its record, and edits are not
// lost without a warning. The layout net (layout-net.spec.ts) checks widths and overlaps on
// every page; these are the findings it cannot see.
import type { Locator, Page } from "@playwright/test";
import { PopupEvent } from "#app/models/event.server.ts";
import { uniqueName } from "#tests/support/database.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { expect, openPortal, test } from "./admin-fixtures.ts";

// Signed in once per worker: these tests are about the portal on a phone, not about signing in.
test.use({ signedInAs: "owner" });

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const THUMB = 44;

const titles: string[] = [];
test.afterEach(async () => {
  await PopupEvent.deleteMany({ title: { $in: titles.splice(0) } });
});

async function eventFixture(displayOrder = 0) {
  const title = uniqueName("Phone Popup");
  titles.push(title);
  const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  return PopupEvent.create({
    title,
    address: "Goleta Beach",
    date,
    time: "11:00 AM - 3:00 PM",
    description: "Lunch by the pier.",
    display_order: displayOrder,
  });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("element has no box");
  return found;
}

async function expectThumbSized(locator: Locator, what: string) {
  const { width, height } = await box(locator);
  expect(width, `${what} width`).toBeGreaterThanOrEqual(THUMB);
  expect(height, `${what} height`).toBeGreaterThanOrEqual(THUMB);
}

function adminMenu(page: Page) {
  return page.locator("details.admin-nav-menu");
}

test("the admin menu opens from its button and reaches every section, each link a thumb's size", async ({
  page,
  owner,
}) => {
  await openPortal(page, "/admin/dashboard");
  const menu = adminMenu(page);
  const toggle = menu.locator("summary");
  await expect(toggle).toBeVisible();
  await expectThumbSized(toggle, "menu button");
  // Closed, the links take no room and cannot be hit by accident.
  await expect(page.locator("header.admin-header").getByRole("link", { name: "Events", exact: true })).toHaveCount(0);

  await toggle.click();
  const nav = menu.getByRole("navigation", { name: "Admin" });
  for (const name of ["Dashboard", "Events", "Menu", "Press", "Banner", "Users", "Exit Admin"]) {
    const link = nav.getByRole("link", { name, exact: true });
    await expect(link).toBeInViewport();
    expect((await box(link)).height, `${name} link height`).toBeGreaterThanOrEqual(THUMB);
  }
  await expect(nav.getByText(owner.email)).toBeVisible();
  await expectThumbSized(nav.getByRole("button", { name: "Logout" }), "Logout");

  await nav.getByRole("link", { name: "Events", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  // The menu is closed again on the new page, and says where staff are.
  await expect(adminMenu(page)).not.toHaveAttribute("open");
  await expect(adminMenu(page).locator("summary")).toContainText("Events");
});

test("each event's Edit and Delete are on screen, thumb-sized and apart", async ({ page }) => {
  const event = await eventFixture();
  await openPortal(page, "/admin/events");
  const edit = page.getByRole("link", { name: `Edit ${event.title}` });
  const remove = page.getByRole("link", { name: `Delete ${event.title}` });
  await edit.scrollIntoViewIfNeeded();
  await expect(edit).toBeInViewport({ ratio: 1 });
  await expect(remove).toBeInViewport({ ratio: 1 });
  await expectThumbSized(edit, "Edit");
  await expectThumbSized(remove, "Delete");
  const editBox = await box(edit);
  const removeBox = await box(remove);
  const gap = Math.max(removeBox.x - (editBox.x + editBox.width), editBox.x - (removeBox.x + removeBox.width));
  expect(gap, "space between Edit and Delete").toBeGreaterThanOrEqual(8);
});

test("form checkboxes, colour pickers and buttons are thumb-sized; the colour shows", async ({ page }) => {
  await openPortal(page, "/admin/menu/new");
  for (const name of ["Popular", "Limited", "Available"]) {
    // The label is the target: tapping anywhere on it ticks the box.
    const label = page.locator("label.admin-checkbox", { hasText: name });
    expect((await box(label)).height, `${name} target height`).toBeGreaterThanOrEqual(THUMB);
    const checkbox = page.getByLabel(name, { exact: true });
    const before = await checkbox.isChecked();
    await label.click({ position: { x: (await box(label)).width - 4, y: 4 } });
    await expect(checkbox).toBeChecked({ checked: !before });
  }
  await expectThumbSized(page.getByRole("button", { name: "Create Item" }), "Create Item");

  await page.goto("/admin/banner");
  for (const name of ["Background Colour", "Text Colour"]) {
    const picker = page.getByLabel(name);
    await expectThumbSized(picker, name);
    // The swatch inside shows the colour: a picker squeezed by padding shows a 2-3 px line.
    const swatch = await picker.evaluate((input) => {
      const style = getComputedStyle(input);
      return input.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    });
    expect(swatch, `${name} swatch height`).toBeGreaterThanOrEqual(24);
  }
});

test("the banner's live preview stays in sight while staff change the colours", async ({ page, javaScriptEnabled }) => {
  await openPortal(page, "/admin/banner");
  const message = page.getByLabel("Message", { exact: true });
  // The saved message, as the page came (the preview shows it until staff type).
  const saved = await message.inputValue();
  // With JavaScript the preview follows the form from React's input handler: type once it is there.
  if (javaScriptEnabled) await whenHydrated(page.getByRole("form", { name: "Banner Settings" }));
  await message.fill("Sold out of pork today");
  const picker = page.getByLabel("Text Colour");
  await picker.scrollIntoViewIfNeeded();
  await page.getByLabel("End Date (optional; empty = no expiry)").scrollIntoViewIfNeeded();
  const preview = page.getByTestId("banner-preview");
  await expect(preview).toBeInViewport({ ratio: 1 });
  if (javaScriptEnabled) {
    await expect(preview).toContainText("Sold out of pork today");
  } else {
    // Without JavaScript it shows the saved banner (or the placeholder), not the unsaved text.
    await expect(preview).toContainText(saved || "Your message appears here");
    await expect(preview).not.toContainText("Sold out of pork today");
  }
});

test("a success message after deleting far down the list is in view and announced", async ({
  page,
  javaScriptEnabled,
}) => {
  const event = await eventFixture(9_999);
  await openPortal(page, "/admin/events");
  const remove = page.getByRole("link", { name: `Delete ${event.title}` });
  await remove.scrollIntoViewIfNeeded();
  if (javaScriptEnabled) {
    page.once("dialog", (dialog) => void dialog.accept());
    await remove.click();
  } else {
    await remove.click();
    await expect(page.getByText(event.title)).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
  }
  const status = page.getByRole("status");
  await expect(status).toHaveText("Event deleted successfully");
  await expect(status).toBeInViewport({ ratio: 1 });
});

test("a refused save is in view, announced, and keeps the edits", async ({ page, javaScriptEnabled }) => {
  const event = await eventFixture();
  await openPortal(page, `/admin/events/edit/${event.id}`);
  await PopupEvent.updateOne({ _id: event._id }, { $set: { time: "Noon - 4:00 PM" }, $inc: { __v: 1 } });
  // Typing into a field React is still hydrating can land beside its text (seen under load).
  if (javaScriptEnabled) await whenHydrated(page.getByLabel("Description", { exact: true }));
  await page.getByLabel("Description", { exact: true }).fill("Moved to the east lot.");
  const save = page.getByRole("button", { name: "Update Event" });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(
    "This event was changed by someone else while you were editing. Reload to see their changes.",
  );
  await expect(alert).toBeInViewport({ ratio: 1 });
  // With JavaScript the message also takes focus, so a keyboard or screen-reader user is on it.
  if (javaScriptEnabled) await expect(alert).toBeFocused();
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Moved to the east lot.");
});
