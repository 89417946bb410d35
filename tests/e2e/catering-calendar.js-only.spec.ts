// Behaviours that exist only with JavaScript (the no-JS project skips *.js-only.spec.ts files;
// catering-enquiry.spec.ts covers the same form without JavaScript).
import { expect, test } from "#tests/support/browser-test.ts";
import { chooseEventDate, fillContactDetails, THANK_YOU, truckToday } from "./catering-helpers";

test("shows SUBMITTING... with the form disabled while sending", async ({ page }) => {
  await page.goto("/catering-events");
  await fillContactDetails(page);
  await chooseEventDate(page, true);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/catering-events.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "SUBMIT" }).click();
  await expect(page.getByRole("button", { name: "SUBMITTING..." })).toBeDisabled();
  await expect(page.getByLabel("Name")).toBeDisabled();
  release();
  await expect(page.getByRole("status").filter({ hasText: THANK_YOU })).toBeVisible();
});

test("the calendar works from the keyboard and its month and year menus", async ({ page }) => {
  await page.goto("/catering-events");
  const opener = page.getByRole("button", { name: "Event date" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Choose the event date" });
  const months = dialog.getByRole("combobox", { name: "Choose the Month" });
  const years = dialog.getByRole("combobox", { name: "Choose the Year" });
  // The popover opens on the truck's month, whatever the runner's clock says.
  const thisYear = truckToday().year;

  // 21 years: ten before to ten after the displayed year.
  await expect(years.locator("option")).toHaveCount(21);
  await expect(years.locator("option").first()).toHaveText(String(thisYear - 10));
  await expect(years.locator("option").last()).toHaveText(String(thisYear + 10));

  await years.selectOption(String(thisYear + 1));
  await months.selectOption({ label: "March" });
  await expect(dialog.getByRole("grid")).toHaveAccessibleName(`March ${thisYear + 1}`);
  // Weeks start on Sunday: every full week's row begins with a Sunday.
  await expect(dialog.getByRole("row").nth(1).getByRole("gridcell").first()).toHaveAccessibleName(/^Sunday, /);

  // Keyboard: focus a day, move with the arrows, pick with Enter.
  await dialog.getByRole("button", { name: /March 10(st|nd|rd|th), / }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("button", { name: /March 18(st|nd|rd|th), / })).toBeFocused();
  await page.keyboard.press("PageDown");
  await expect(dialog.getByRole("grid")).toHaveAccessibleName(`April ${thisYear + 1}`);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(opener).toContainText(`April 18, ${thisYear + 1}`);
  await expect(opener).toBeFocused();

  // Escape closes without choosing; past days cannot be picked.
  await opener.click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // A fresh form opens on the truck's current month; the month before it is wholly past.
  await page.reload();
  await opener.click();
  await dialog.getByRole("button", { name: "Go to the Previous Month" }).click();
  const days = dialog.getByRole("grid").getByRole("button");
  expect(await days.count()).toBeGreaterThanOrEqual(28);
  for (const day of await days.all()) await expect(day).toBeDisabled();
  await days.first().click({ force: true });
  await expect(dialog).toBeVisible();
  await expect(opener).toContainText("Pick a date");
  await expect(dialog.getByRole("button", { name: /, selected$/ })).toHaveCount(0);
});
