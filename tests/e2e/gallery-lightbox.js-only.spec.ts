// The lightbox on every screen shape, and where focus goes when it closes (JavaScript only:
// without it each photo is a page of its own, see gallery.spec.ts).
import { expect, test } from "#tests/support/browser-test.ts";
import { holdGalleryLock } from "#tests/support/gallery-lock.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { expectOnScreen, expectTouchTargets } from "#tests/support/on-screen.ts";

// These tests count on the built-in twelve: the portal's gallery test changes them meanwhile.
let releaseGallery: (() => Promise<void>) | undefined;
test.beforeEach(async () => {
  releaseGallery = await holdGalleryLock();
});
test.afterEach(async () => {
  await releaseGallery?.();
});

const SCREENS = [
  { width: 844, height: 390 }, // a phone held sideways
  { width: 390, height: 844 },
  { width: 320, height: 640 },
  { width: 1280, height: 800 },
] as const;

for (const screen of SCREENS) {
  test(`at ${screen.width} x ${screen.height} the lightbox's buttons are all on screen and easy to tap`, async ({
    page,
  }) => {
    await page.setViewportSize(screen);
    await page.goto("/gallery");
    // A click before hydration opens the photo's own page instead (CI of issue 18 once did).
    await whenHydrated(page.locator(".gallery-grid a").nth(2));
    await page.locator(".gallery-grid a").nth(2).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const buttons = dialog.getByRole("button");
    await expect(buttons).toHaveCount(3);
    for (const name of ["Close", "Previous image", "Next image"]) {
      await expect(dialog.getByRole("button", { name })).toBeVisible();
    }
    await expectOnScreen(page, buttons);
    await expectTouchTargets(buttons);
    // The photo itself is on screen too.
    await expectOnScreen(page, dialog.getByRole("img"));
  });
}

test("closing the lightbox returns focus to the photo that opened it", async ({ page }) => {
  await page.goto("/gallery");
  const photos = page.locator(".gallery-grid a");
  const dialog = page.getByRole("dialog");
  await whenHydrated(photos.nth(2));

  // Opened with a click, closed with the Close button.
  await photos.nth(2).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(photos.nth(2)).toBeFocused();

  // Opened from the keyboard, moved on to another photo, closed with Escape.
  await photos.nth(6).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.locator("img")).toHaveAttribute("src", "/images/gallery/8.webp");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(photos.nth(6)).toBeFocused();

  // Closed with a click beside the photo.
  await photos.nth(9).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toHaveCount(0);
  await expect(photos.nth(9)).toBeFocused();
});
