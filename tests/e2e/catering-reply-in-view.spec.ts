// On a small phone the enquiry form is taller than the screen: the server's reply (an error or
// the thank-you) must come into view and take focus, with JavaScript and without.
import { expect, test } from "#tests/support/browser-test.ts";
import { expectOnScreen } from "#tests/support/on-screen.ts";
import { chooseEventDate, fillContactDetails, THANK_YOU } from "./catering-helpers";

test.use({ viewport: { width: 320, height: 640 } });

test("at 320 x 640 a refused enquiry's message is in view, focused and announced", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/catering-events");
  await fillContactDetails(page, "Ren Ito");
  await page.getByLabel("Phone").fill("call me maybe");
  await chooseEventDate(page, javaScriptEnabled);
  await page.getByRole("button", { name: "SUBMIT" }).click();

  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Please correct the highlighted fields");
  await expectOnScreen(page, alert, { belowHeader: true });
  await expect(alert).toBeFocused();
  await expect(page.getByLabel("Phone")).toHaveAccessibleDescription("Please enter a valid phone number");
});

test("at 320 x 640 the thank-you is in view and focused after sending", async ({ page, javaScriptEnabled }) => {
  await page.goto("/catering-events");
  await fillContactDetails(page);
  await chooseEventDate(page, javaScriptEnabled);
  await page.getByRole("button", { name: "SUBMIT" }).click();

  const thanks = page.getByRole("status").filter({ hasText: THANK_YOU });
  await expect(thanks).toBeVisible();
  await expectOnScreen(page, thanks, { belowHeader: true });
  await expect(thanks).toBeFocused();
});
