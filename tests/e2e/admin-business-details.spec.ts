// The Owner sets the business details in the portal on a phone (390 x 844), JavaScript on and
// off: the postal address and the weekly mail's day and time are saved with a confirmation and
// shown again (with JavaScript, leaving an unsaved edit asks first); Staff see no entry for the
// page, and are refused it.
import { withBusinessDetails } from "#tests/support/business-details-lock.ts";
import { expect, openPortal, test } from "./admin-fixtures.ts";

test.use({ viewport: { width: 390, height: 844 } });

const ADDRESS = "Sando Truck\n123 Anacapa St, Suite 4\nSanta Barbara, CA 93101";

test.describe("an Owner", () => {
  test.use({ signedInAs: "owner" });

  test("an Owner enters the postal address and moves the weekly mail, and sees them saved", async ({
    page,
    javaScriptEnabled,
  }) => {
    await withBusinessDetails({}, async () => {
      await openPortal(page, "/admin/dashboard");
      await page.getByText("Admin menu").click();
      await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Business" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Business details");

      // Before anything is saved: no address, and the page says what is held until there is one.
      const address = page.getByLabel("Postal address");
      await expect(address).toHaveValue("");
      await expect(page.getByRole("note")).toContainText("the weekly mail and campaigns are held until you enter one");
      await expect(address).toHaveAccessibleDescription(/CAN-SPAM/);
      const weekly = page.getByRole("group", { name: "Weekly mail" });
      await expect(weekly.getByLabel("Day")).toHaveValue("1");
      await expect(weekly.getByLabel("Time")).toHaveValue("08:00");

      await address.fill(ADDRESS);
      await weekly.getByLabel("Day").selectOption({ label: "Tuesday" });
      await weekly.getByLabel("Time").selectOption({ label: "6:30 PM" });
      await page.getByRole("button", { name: "Save Business Details" }).click();

      await expect(page.getByRole("status")).toHaveText("Business details saved successfully!");
      await expect(page.getByRole("note")).toHaveCount(0);
      await page.reload();
      await expect(page.getByLabel("Postal address")).toHaveValue(ADDRESS);
      await expect(weekly.getByLabel("Day")).toHaveValue("2");
      await expect(weekly.getByLabel("Time")).toHaveValue("18:30");

      if (javaScriptEnabled) {
        // Leaving with an unsaved edit asks first, as the portal's other forms do.
        await page.getByLabel("Postal address").fill("Half-typed address");
        const asked = page.waitForEvent("dialog").then(async (dialog) => {
          const message = dialog.message();
          await dialog.dismiss();
          return message;
        });
        await page.getByText("Admin menu").click();
        await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Events" }).click();
        expect(await asked).toBe("You have unsaved changes. Leave this page and lose them?");
        await expect(page.getByLabel("Postal address")).toHaveValue("Half-typed address");
      }
    });
  });
});

test.describe("a Staff user", () => {
  test.use({ signedInAs: "staff" });

  test("a Staff user has no Business entry in the menu and is refused the page", async ({ page }) => {
    await openPortal(page, "/admin/dashboard");
    await page.getByText("Admin menu").click();
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Events" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Business" })).toHaveCount(0);
    const response = await page.goto("/admin/business");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("alert")).toHaveText("You do not have permission to do that.");
    await expect(page.getByLabel("Postal address")).toHaveCount(0);
  });
});
