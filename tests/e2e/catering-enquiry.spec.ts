import { expect, test } from "#tests/support/browser-test.ts";
import { chooseEventDate, fillContactDetails, THANK_YOU } from "./catering-helpers";

// The spec's message for a missing event date (section 5), typed here as the spec gives it.
const MISSING_DATE = "Please select an event date before submitting";

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
    await expect(page.getByRole("alert")).toHaveText(MISSING_DATE);
  } else {
    // The browser's own check: the native date input is required, so nothing is posted...
    await expect(page.getByLabel("Event date")).toHaveAttribute("required", "");
    await expect(page.getByText(THANK_YOU)).toHaveCount(0);
    // ...and behind it the server's. A browser that does not check `required` (here the form
    // comes marked novalidate) posts the form without the date; the page it gets back says
    // what is missing, with the spec's message.
    await page.route(
      (url) => url.pathname === "/catering-events",
      async (route) => {
        if (route.request().method() !== "GET") return route.continue();
        const response = await route.fetch();
        const html = (await response.text()).replace('id="enquiry-form"', 'id="enquiry-form" novalidate');
        await route.fulfill({ response, body: html });
      },
    );
    await page.goto("/catering-events");
    await expect(page.locator("form#enquiry-form")).toHaveAttribute("novalidate", "");
    await fillContactDetails(page);
    const posted = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/catering-events",
    );
    await page.getByRole("button", { name: "SUBMIT" }).click();
    expect((await posted).status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText(MISSING_DATE);
    await expect(page.getByText(THANK_YOU)).toHaveCount(0);
    await expect(page.getByLabel("Message")).toHaveValue("Graduation party for 40 guests in Isla Vista.");
  }
  await expect(page).toHaveURL(/\/catering-events$/);
  await expect(page.getByLabel("Name")).toHaveValue("Hana Sato");
});
