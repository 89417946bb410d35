// The Owner manages the gallery from the portal on a phone, with and without JavaScript (issue
// 34): a photo's image and alt text replaced through the upload pipeline, photos moved with the
// order number and the up button, and the public gallery follows: each photo keeps its address,
// /gallery/{id}, the grid shows the first twelve of the thirteen held, and the lightbox (or,
// without JavaScript, the photo pages) wraps over those twelve. The alt text's Spanish, typed
// beside it, is what the Spanish gallery shows (issue 49).
import { addGalleryPhoto } from "#app/domain/gallery/gallery.server.ts";
import { uniqueName } from "#tests/support/database.ts";
import { withGalleryRestored } from "#tests/support/gallery-lock.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { choosePhoto, expect, openPortal, test } from "./admin-fixtures.ts";

test.use({ signedInAs: "owner", viewport: { width: 390, height: 844 } });

test("an Owner replaces and reorders gallery photos; their addresses stay and the gallery wraps over the twelve shown", async ({
  page,
  javaScriptEnabled,
}) => {
  await withGalleryRestored(async () => {
    // A thirteenth photo: held in the portal, not shown.
    await addGalleryPhoto({ url: "/images/gallery/6.webp", alt: uniqueName("Kept but not shown") });
    const alt = uniqueName("A katsu sando fresh from the fryer");
    const altEs = uniqueName("Un katsu sando recién salido de la freidora");

    // Photo 3: a new image from the phone and a new alt text.
    await openPortal(page, "/admin/gallery/3");
    await choosePhoto(page, "Image (choose a file to replace it)", javaScriptEnabled);
    await page.getByLabel(/^Alt text \(/).fill(alt);
    // And in Spanish, beside it (issue 49).
    await page.getByLabel("Alt text in Spanish (optional)").fill(altEs);
    await page.getByRole("button", { name: "Save photo" }).click();
    await expect(page.getByText("Photo saved")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/gallery\/3$/);

    // Moved to number 1 with the order number, then photo 12 one up with its button.
    await openPortal(page, "/admin/gallery");
    const three = page.getByRole("form", { name: "Move photo 3" });
    if (javaScriptEnabled) await whenHydrated(three.getByRole("button", { name: /^Move photo 3/ }));
    await three.getByLabel("Order number for photo 3").fill("1");
    await three.getByRole("button", { name: "Move photo 3 to this number" }).click();
    await expect(page.getByText("Photo 3 is now number 1")).toBeVisible();
    await page.getByRole("form", { name: "Move photo 12" }).getByRole("button", { name: "Move up photo 12" }).click();
    await expect(page.getByText("Photo 12 is now number 11")).toBeVisible();
    const shown = page.getByRole("region", { name: /^Shown in the gallery/ });
    await expect(shown.getByRole("listitem")).toHaveCount(12);
    await expect(page.getByRole("region", { name: /^Kept, not shown/ }).getByRole("listitem")).toHaveCount(1);

    // The public gallery: photo 3 first, at its own address, with its new image and alt text.
    const order = ["3", "1", "2", "4", "5", "6", "7", "8", "9", "10", "12", "11"];
    await page.goto("/gallery");
    const links = page.locator(".gallery-grid a");
    await expect(links).toHaveCount(12);
    for (const [index, id] of order.entries()) await expect(links.nth(index)).toHaveAttribute("href", `/gallery/${id}`);
    const first = links.first().locator("img");
    await expect(first).toHaveAttribute("alt", alt);
    await expect(first).toHaveAttribute("src", /^\/uploads\/[0-9a-f]+-400\.webp$/);
    await page.goto("/es/gallery");
    await expect(page.locator(".gallery-grid a").first().locator("img")).toHaveAttribute("alt", altEs);
    await expect(page.locator(".gallery-grid a").first().locator("img")).not.toHaveAttribute("lang");
    await page.goto("/gallery");

    if (javaScriptEnabled) {
      // The lightbox wraps over the twelve shown: back from the first is photo 11, the twelfth.
      await whenHydrated(links.first());
      await links.first().click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toHaveAccessibleName("Image 1 of 12");
      await expect(dialog.locator("img")).toHaveAttribute("alt", alt);
      await page.keyboard.press("ArrowLeft");
      await expect(dialog).toHaveAccessibleName("Image 12 of 12");
      await expect(dialog.locator("img")).toHaveAttribute("src", "/images/gallery/11.webp");
      await dialog.getByRole("button", { name: "Next image" }).click();
      await expect(dialog.locator("img")).toHaveAttribute("alt", alt);
      return;
    }
    // Without JavaScript the photo pages do the same, each at its own address.
    await links.first().click();
    await expect(page).toHaveURL(/\/gallery\/3$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Photo 1 of 12");
    await expect(page.locator("main figure img")).toHaveAttribute("alt", alt);
    await page.getByRole("link", { name: "Previous photo" }).click();
    await expect(page).toHaveURL(/\/gallery\/11$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Photo 12 of 12");
    await page.getByRole("link", { name: "Next photo" }).click();
    await expect(page).toHaveURL(/\/gallery\/3$/);
  });
});

test.describe("Staff", () => {
  test.use({ signedInAs: "staff" });

  test("have no gallery in the portal: no link, and the page is refused", async ({ page }) => {
    await openPortal(page, "/admin/dashboard");
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Gallery" })).toHaveCount(0);
    for (const path of ["/admin/gallery", "/admin/gallery/3"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole("alert")).toHaveText("You do not have permission to do that.");
      await expect(page.getByRole("form")).toHaveCount(0);
    }
  });
});
