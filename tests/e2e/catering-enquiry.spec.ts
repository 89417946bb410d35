import { expect, test } from "#tests/support/browser-test.ts";
import { chooseEventDate, fillContactDetails, THANK_YOU } from "./catering-helpers";

test("a visitor sends a catering enquiry and is thanked", async ({ page, javaScriptEnabled }) => {
  await page.goto("/catering-events");
  await fillContactDetails(page);
  await chooseEventDate(page, javaScriptEnabled);
  await page.getByRole("button", { name: "SUBMIT" }).click();

  await expect(page.getByRole("status").filter({ hasText: THANK_YOU })).toBeVisible();
  await expect(page).toHaveURL(/\/catering-events$/);
  // The form is cleared for the next enquiry.
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByLabel("Message")).toHaveValue("");
  // The thank-you shows once: a reload does not repeat it (or the post).
  await page.reload();
  await expect(page.getByText(THANK_YOU)).toHaveCount(0);
});

test("a refused enquiry keeps what the visitor typed", async ({ page, javaScriptEnabled }) => {
  await page.goto("/catering-events");
  await fillContactDetails(page, "Ren Ito");
  await page.getByLabel("Phone").fill("call me maybe");
  await chooseEventDate(page, javaScriptEnabled);
  await page.getByRole("button", { name: "SUBMIT" }).click();

  await expect(page.getByRole("alert")).toContainText("Please correct the highlighted fields");
  await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Ren Ito");
  await expect(page.getByLabel("Message")).toHaveValue("Graduation party for 40 guests in Isla Vista.");
});

test("an enquiry without an event date is not sent", async ({ page, javaScriptEnabled }) => {
  await page.goto("/catering-events");
  await fillContactDetails(page);
  await page.getByRole("button", { name: "SUBMIT" }).click();
  if (javaScriptEnabled) {
    await expect(page.getByRole("alert")).toHaveText("Please select an event date before submitting");
  } else {
    // The browser's own check: the native date input is required, so nothing is posted.
    await expect(page.getByLabel("Event date")).toHaveAttribute("required", "");
    await expect(page.getByText(THANK_YOU)).toHaveCount(0);
  }
  await expect(page).toHaveURL(/\/catering-events$/);
  await expect(page.getByLabel("Name")).toHaveValue("Hana Sato");
});
