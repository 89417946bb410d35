// The catering form's calendar and its missing-date check on phones and from the keyboard
// (JavaScript only: without it the date is a native date input, which the browser checks).
import { expect, test } from "#tests/support/browser-test.ts";
import { expectOnScreen, expectTouchTargets } from "#tests/support/on-screen.ts";
import { fillContactDetails } from "./catering-helpers";

const SCREENS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  // Two form columns: the date field is the right-hand one.
  { width: 700, height: 900 },
  { width: 1280, height: 800 },
] as const;

for (const screen of SCREENS) {
  test(`at ${screen.width} px the date popover fits on the screen, every control 44 px or more`, async ({ page }) => {
    await page.setViewportSize(screen);
    await page.goto("/catering-events");
    const opener = page.getByRole("button", { name: "Event date" });
    await expect(opener).toBeVisible(); // the native date input until the page is hydrated
    await expectTouchTargets(opener);
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Choose the event date" });
    await expect(dialog).toBeVisible();

    const arrows = dialog.getByRole("button", { name: /^Go to the (Previous|Next) Month$/ });
    await expect(arrows).toHaveCount(2);
    const days = dialog.getByRole("grid").getByRole("gridcell");
    expect(await days.count()).toBeGreaterThanOrEqual(28);
    await expectOnScreen(page, dialog);
    await expectOnScreen(page, arrows);
    await expectOnScreen(page, days);

    await expectTouchTargets(arrows);
    await expectTouchTargets(dialog.getByRole("grid").getByRole("button"));
    await expectTouchTargets(dialog.getByRole("combobox"));
  });
}

test("on a slow device, where the calendar's day takes its focus late, the popover still ends wholly on screen", async ({
  page,
}) => {
  // With every focus 150 ms late (as on a busy phone), the day's focus used to start a scroll of
  // its own, just far enough to show the day, after the popover's scroll: the popover then
  // ended a few pixels below the screen (about one run in 25 at 1280 x 800). The day now takes
  // focus without scrolling and the popover alone scrolls.
  await page.addInitScript(() => {
    const focus = HTMLElement.prototype.focus;
    HTMLElement.prototype.focus = function (this: HTMLElement, ...options: [FocusOptions?]) {
      setTimeout(() => focus.apply(this, options), 150);
    };
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/catering-events");
  await page.getByRole("button", { name: "Event date" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose the event date" });
  await expect(dialog.getByRole("grid").getByRole("button").and(page.locator(":focus"))).toHaveCount(1);
  await expectOnScreen(page, dialog);
});

test("Tab out of the date popover closes it; Escape closes it and returns to its button", async ({ page }) => {
  await page.goto("/catering-events");
  const opener = page.getByRole("button", { name: "Event date" });
  const dialog = page.getByRole("dialog", { name: "Choose the event date" });

  // The popover opens with a day focused; Tab moves on to Message and the popover closes.
  await opener.click();
  await expect(dialog.getByRole("grid").getByRole("button").and(page.locator(":focus"))).toHaveCount(1);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Message")).toBeFocused();
  await expect(dialog).toBeHidden();
  await expect(opener).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("button", { name: "SUBMIT" })).toBeVisible();

  // Escape from any control of the popover closes it and puts focus back on its button.
  await opener.click();
  await dialog.getByRole("button", { name: "Go to the Next Month" }).focus();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Shift+Tab back past the button (to Phone) closes it too.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await opener.focus();
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByLabel("Phone")).toBeFocused();
  await expect(dialog).toBeHidden();

  // A click on another field closes it as well.
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.getByLabel("Name").click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Name")).toBeFocused();
});

test("at 320 x 640 a missing event date is shown beside the date, in view, announced and focused", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/catering-events");
  await fillContactDetails(page);
  await page.getByRole("button", { name: "SUBMIT" }).click();

  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Please select an event date before submitting");
  await expectOnScreen(page, alert, { belowHeader: true });
  const dateButton = page.getByRole("button", { name: "Event date" });
  await expect(dateButton).toBeFocused();
  await expect(dateButton).toHaveAccessibleDescription("Please select an event date before submitting");
  await expectOnScreen(page, dateButton, { belowHeader: true });

  // A second try without a date says it again (a new alert), and choosing a date clears it.
  await page.getByRole("button", { name: "SUBMIT" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please select an event date before submitting");
  await expect(dateButton).toBeFocused();
  await dateButton.click();
  const dialog = page.getByRole("dialog", { name: "Choose the event date" });
  await dialog.getByRole("button", { name: "Go to the Next Month" }).click();
  await dialog.getByRole("grid").getByRole("button").first().click();
  await expect(page.getByRole("alert")).toHaveCount(0);
});
