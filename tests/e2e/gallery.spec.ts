// The gallery: a lightbox with JavaScript, a page per photo without.
import { expect, test } from "#tests/support/browser-test.ts";
import { holdGalleryLock } from "#tests/support/gallery-lock.ts";
import { whenHydrated } from "#tests/support/hydration.ts";

// These tests count on the built-in twelve: the portal's gallery test changes them meanwhile.
let releaseGallery: (() => Promise<void>) | undefined;
test.beforeEach(async () => {
  releaseGallery = await holdGalleryLock();
});
test.afterEach(async () => {
  await releaseGallery?.();
});

test("the gallery shows twelve photos, each linking to its own view", async ({ page }) => {
  await page.goto("/gallery");
  const links = page.locator(".gallery-grid a");
  await expect(links).toHaveCount(12);
  for (let index = 0; index < 12; index += 1) {
    await expect(links.nth(index)).toHaveAttribute("href", `/gallery/${index + 1}`);
    const image = links.nth(index).locator("img");
    await expect(image).toHaveAttribute("src", `/images/gallery/${index + 1}-400.webp`);
    await expect(image).toHaveAttribute("alt", /\S/);
  }
});

test("with JavaScript a photo opens in a lightbox driven by keys, buttons and clicks", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/gallery");
  if (javaScriptEnabled) await whenHydrated(page.locator(".gallery-grid a").nth(11));
  await page.locator(".gallery-grid a").nth(11).click();
  const dialog = page.getByRole("dialog");

  if (!javaScriptEnabled) {
    // Without JavaScript the link leads to the photo's own page.
    await expect(page).toHaveURL(/\/gallery\/12$/);
    await expect(dialog).toHaveCount(0);
    return;
  }

  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(dialog.locator("img")).toHaveAttribute("src", "/images/gallery/12.webp");
  await expect(page.locator("body")).toHaveCSS("overflow", "hidden");

  // Wraps forwards from the last photo to the first, and back again.
  await page.keyboard.press("ArrowRight");
  await expect(dialog.locator("img")).toHaveAttribute("src", "/images/gallery/1.webp");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.locator("img")).toHaveAttribute("src", "/images/gallery/12.webp");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.locator("img")).toHaveAttribute("src", "/images/gallery/11.webp");
  await dialog.getByRole("button", { name: "Next image" }).click();
  await expect(dialog.locator("img")).toHaveAttribute("src", "/images/gallery/12.webp");
  await dialog.getByRole("button", { name: "Next image" }).click();
  await expect(dialog.locator("img")).toHaveAttribute("src", "/images/gallery/1.webp");
  await dialog.getByRole("button", { name: "Previous image" }).click();
  await expect(dialog.locator("img")).toHaveAttribute("src", "/images/gallery/12.webp");

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");

  // The close button closes it.
  await page.locator(".gallery-grid a").first().click();
  await expect(dialog.locator("img")).toHaveAttribute("src", "/images/gallery/1.webp");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);

  // A click outside the photo closes it; keys do nothing once closed.
  await page.locator(".gallery-grid a").nth(2).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toHaveCount(0);
  await page.keyboard.press("ArrowRight");
  await expect(dialog).toHaveCount(0);
});

test("a photo's own page shows it large with previous and next links that wrap", async ({ page }) => {
  const response = await page.goto("/gallery/1");
  expect(response?.status()).toBe(200);
  const photo = page.locator("main figure img");
  await expect(photo).toHaveAttribute("src", "/images/gallery/1.webp");
  await expect(photo).toHaveAttribute("width", "1200");
  await page.getByRole("link", { name: "Previous photo" }).click();
  await expect(page).toHaveURL(/\/gallery\/12$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Photo 12 of 12");
  await page.getByRole("link", { name: "Next photo" }).click();
  await expect(page).toHaveURL(/\/gallery\/1$/);
  // The address changes before the new photo's page is drawn: its own Next link, not the last one's.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Photo 1 of 12");
  await page.getByRole("link", { name: "Next photo" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Photo 2 of 12");
  await page.getByRole("link", { name: "Back to the gallery" }).click();
  await expect(page).toHaveURL(/\/gallery$/);
});

test("a photo that does not exist is a 404", async ({ page }) => {
  const response = await page.goto("/gallery/13");
  expect(response?.status()).toBe(404);
});
