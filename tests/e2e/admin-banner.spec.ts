// Staff set the announcement banner in the portal and the home page shows it at once. The banner
// is one document shared with other tests: the test holds the banner lock and restores it.
import { withBanner } from "#tests/support/banner-lock.ts";
import { uniqueName } from "#tests/support/database.ts";
import { expect, openPortal, test } from "./admin-fixtures.ts";

// Signed in once per worker: these tests are about the pages, not about signing in.
test.use({ signedInAs: "owner" });

test("staff save the banner and the home page shows it", async ({ page, javaScriptEnabled }) => {
  await withBanner({ is_active: false, message: "Hidden before the test" }, async () => {
    await openPortal(page, "/admin/banner");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Banner Settings");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Hidden before the test");
    const preview = page.getByTestId("banner-preview");

    // A javascript: link is refused beside the field, with the input kept.
    const message = uniqueName("Sold out early today");
    await page.getByLabel("Show the banner on the website").check();
    await page.getByLabel("Message", { exact: true }).fill(message);
    await page.getByLabel("Link Text (optional)", { exact: true }).fill("Find us tomorrow");
    await page.getByLabel("Link URL (optional)").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save Banner Settings" }).click();
    await expect(page.getByText(/javascript: and data: links are not allowed/)).toBeVisible();
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(message);

    if (javaScriptEnabled) {
      // The preview follows the form as staff type.
      await expect(preview).toContainText(message);
      await expect(preview).toContainText("Find us tomorrow");
      // A pale text colour on the red background is warned about at once.
      await page.getByLabel("Text Colour").fill("#ff9999");
      await expect(page.getByText(/^Low contrast:/)).toBeVisible();
    }
    await page.getByLabel("Link URL (optional)").fill("/popup-locations");
    await page.getByLabel("Background Colour").fill("#1d1d1d");
    await page.getByLabel("Text Colour").fill("#ffffff");
    if (javaScriptEnabled) await expect(page.getByText(/^Low contrast:/)).toHaveCount(0);
    await page.getByRole("button", { name: "Save Banner Settings" }).click();
    await expect(page.getByRole("status")).toHaveText("Banner settings saved successfully!");
    // After the save (also without JavaScript) the preview shows the saved banner.
    await expect(preview).toContainText(message);
    await expect(preview).toContainText("Find us tomorrow");
    await expect(preview).toHaveCSS("background-color", "rgb(29, 29, 29)");
    await expect(page.getByText(/^Low contrast:/)).toHaveCount(0);

    await page.goto("/");
    const banner = page.getByRole("complementary", { name: "Announcement" });
    await expect(banner).toContainText(message);
    await expect(banner.getByRole("link", { name: "Find us tomorrow" })).toHaveAttribute("href", "/popup-locations");

    // Switching it off hides it again.
    await page.goto("/admin/banner");
    await page.getByLabel("Show the banner on the website").uncheck();
    await page.getByRole("button", { name: "Save Banner Settings" }).click();
    await expect(page.getByRole("status")).toHaveText("Banner settings saved successfully!");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Announcement" })).toHaveCount(0);
  });
});

test("a low-contrast colour pair is warned about, also without JavaScript after saving", async ({ page }) => {
  await withBanner(
    { is_active: false, message: "Contrast check", background_color: "#ffff00", text_color: "#ffffff" },
    async () => {
      await openPortal(page, "/admin/banner");
      await expect(page.getByText(/^Low contrast: these colours have a contrast ratio of 1\.07:1/)).toBeVisible();
    },
  );
});

test("a second save says so again, after the first one's message has cleared", async ({ page, javaScriptEnabled }) => {
  await withBanner({ is_active: false, message: "Hidden before the test" }, async () => {
    // With JavaScript the message clears after five seconds (spec), on the page's clock.
    if (javaScriptEnabled) await page.clock.install();
    await openPortal(page, "/admin/banner");
    const save = page.getByRole("button", { name: "Save Banner Settings" });
    const status = page.getByRole("status");
    await save.click();
    await expect(status).toHaveText("Banner settings saved successfully!");
    if (javaScriptEnabled) {
      await page.clock.runFor(5_100);
      await expect(status).toBeHidden();
    }
    // The same words again, for a save of its own: staff must not be left wondering.
    await save.click();
    await expect(status).toHaveText("Banner settings saved successfully!");
  });
});
