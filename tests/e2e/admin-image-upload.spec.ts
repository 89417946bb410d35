// Staff choose a photo from the phone in the portal's forms, with and without JavaScript: it is
// stored (upright, as WebP widths) and shows on the public page; a file that is not an image
// is refused beside the field and keeps the rest of the form; Remove takes the image away.
import type { Locator, Page } from "@playwright/test";
import { PopupEvent } from "#app/models/event.server.ts";
import { MenuItem } from "#app/models/menu-item.server.ts";
import { uniqueName } from "#tests/support/database.ts";
import { choosePhoto, expect, openPortal, test, UPLOADED_IMAGE } from "./admin-fixtures.ts";

// Signed in once per worker: these tests are about the pages, not about signing in.
test.use({ signedInAs: "owner" });

const names: string[] = [];
const titles: string[] = [];
test.afterEach(async () => {
  await MenuItem.deleteMany({ name: { $in: names.splice(0) } });
  await PopupEvent.deleteMany({ title: { $in: titles.splice(0) } });
});

const DESCRIPTION = "Made by a browser test.";

/**
 * Opens the portal's new menu item form (signed in) and fills in a unique name after `prefix`, the
 * category, the price and a description: everything but the image. Returns the name.
 */
async function openNewItemForm(
  page: Page,
  { prefix, category, price }: { prefix: string; category: string; price: string },
): Promise<string> {
  const name = uniqueName(prefix);
  names.push(name);
  await openPortal(page, "/admin/menu/new");
  await page.getByLabel("Category").selectOption(category);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description", { exact: true }).fill(DESCRIPTION);
  await page.getByLabel("Price", { exact: true }).fill(price);
  return name;
}

/** The image has loaded in the browser; returns its natural size. */
async function loadedSize(image: Locator): Promise<{ width: number; height: number }> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  return image.evaluate((element: HTMLImageElement) => ({
    width: element.naturalWidth,
    height: element.naturalHeight,
  }));
}

test("staff add a menu item with a phone photo, and /menu shows it upright", async ({ page, javaScriptEnabled }) => {
  const name = await openNewItemForm(page, { prefix: "Menchi Katsu Sando", category: "sandos", price: "13" });
  await choosePhoto(page, "Image", javaScriptEnabled);
  await page.getByRole("button", { name: "Create Item" }).click();
  await expect(page).toHaveURL(/\/admin\/menu$/);
  await expect(page.getByRole("status")).toHaveText("Menu item created successfully");

  await page.goto("/menu");
  const image = page.locator("#sandos .menu-item").filter({ hasText: name }).getByRole("img", { name });
  await expect(image).toHaveAttribute("src", UPLOADED_IMAGE);
  await expect(image).toHaveAttribute("srcset", /-400\.webp 400w, .*-800\.webp 800w, .*-1200\.webp 1200w$/);
  // The photo was taken sideways (EXIF orientation 6, 1600x900): it is stored turned upright.
  const size = await loadedSize(image);
  expect(size.height).toBeGreaterThan(size.width);
});

test("a file that is not an image is refused beside the field, and what was typed stays", async ({
  page,
  javaScriptEnabled,
}) => {
  const name = await openNewItemForm(page, { prefix: "Not A Photo Sando", category: "sides", price: "5" });
  await page.getByLabel("Image", { exact: true }).setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from("<html><script>alert(1)</script></html>"),
  });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Create Item" }).click();

  await expect(
    page.getByRole("alert").filter({ hasText: "Please upload an image file (JPEG, PNG, WebP or GIF)" }),
  ).toBeVisible();
  await expect(page.getByText("No image")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue(DESCRIPTION);
  expect(await MenuItem.countDocuments({ name })).toBe(0);
});

test("a photo over 10 MB is refused at once with the spec's message, and nothing is saved", async ({
  page,
  javaScriptEnabled,
}) => {
  const name = await openNewItemForm(page, { prefix: "Huge Photo Sando", category: "sandos", price: "12" });
  // JPEG's first bytes, then 10 MB + 1 byte in all: one byte over the limit.
  const photo = Buffer.alloc(10_485_761);
  photo.set([0xff, 0xd8, 0xff, 0xe0]);
  await page
    .getByLabel("Image", { exact: true })
    .setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: photo });
  // Without JavaScript the whole form travels; the answer must come, not a hang or a reset.
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Create Item" }).click();

  await expect(page.getByText("File size must be less than 10MB")).toBeVisible({ timeout: 10_000 });
  expect(await MenuItem.countDocuments({ name })).toBe(0);
});

test("staff give a popup event a photo, then remove it, and /popup-locations follows", async ({
  page,
  javaScriptEnabled,
}) => {
  const title = uniqueName("Photo Popup");
  titles.push(title);
  const event = await PopupEvent.create({
    title,
    address: "Carpinteria State Beach",
    date: new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10),
    time: "5:00 PM - 8:00 PM",
    description: "Sandos at sunset.",
  });
  await openPortal(page, `/admin/events/edit/${event.id}`);
  await choosePhoto(page, "Image", javaScriptEnabled);
  await page.getByRole("button", { name: "Update Event" }).click();
  await expect(page.getByRole("status")).toHaveText("Event updated successfully");

  await page.goto("/popup-locations");
  const card = page.locator(".event-card").filter({ hasText: title });
  await expect(card.getByRole("img", { name: title })).toHaveAttribute("src", UPLOADED_IMAGE);
  await loadedSize(card.getByRole("img", { name: title }));

  await page.goto(`/admin/events/edit/${event.id}`);
  await expect(page.getByAltText("Image preview")).toHaveAttribute("src", UPLOADED_IMAGE);
  if (javaScriptEnabled) await page.getByRole("button", { name: "Remove" }).click();
  else await page.getByLabel("Remove image").check();
  await page.getByRole("button", { name: "Update Event" }).click();
  await expect(page.getByRole("status")).toHaveText("Event updated successfully");

  await page.goto("/popup-locations");
  await expect(card.getByRole("img", { name: title })).toHaveAttribute("src", "/images/events/placeholder.webp");
});
