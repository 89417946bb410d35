// /newsletter: a page of its own with the subscribe form, where a refused address comes back
// in the field with its reason (the footer form lands here without JavaScript); and the
// unsubscribe page's button.
import { unsubscribeUrl } from "#app/domain/newsletter/newsletter.server.ts";
import { TEST_SESSION_SECRET } from "#scripts/lib/server-process.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { expectOnScreen, expectTouchTargets } from "#tests/support/on-screen.ts";

// Browsers accept it as an e-mail address; the server does not (no top-level domain).
const REFUSED_ADDRESS = "hana@localhost";
const REFUSAL = "Please enter a valid email address";

function uniqueEmail(): string {
  return `reader-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

test("the newsletter page subscribes a visitor and clears the field", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const response = await page.goto("/newsletter");
  expect(response?.status()).toBe(200);
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Newsletter");
  await expect(main).not.toContainText("Use the form below");
  const field = main.getByLabel("Email address");
  const button = main.getByRole("button", { name: "Subscribe" });
  await expectOnScreen(page, field, { belowHeader: true });
  await expectOnScreen(page, button, { belowHeader: true });
  await expectTouchTargets(field.or(button));

  await field.fill(uniqueEmail());
  await button.click();
  await expect(main.getByRole("status")).toHaveText(
    "Successfully subscribed!Please check your inbox: we sent you a link to confirm your address.",
  );
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(main.getByLabel("Email address")).toHaveValue("");
});

test("a refused address stays in the newsletter page's field with its reason beside it", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/newsletter");
  const main = page.locator("main");
  await main.getByLabel("Email address").fill(REFUSED_ADDRESS);
  await main.getByRole("button", { name: "Subscribe" }).click();

  const field = main.getByLabel("Email address");
  await expect(main.getByRole("alert")).toHaveText(REFUSAL);
  await expect(field).toHaveValue(REFUSED_ADDRESS);
  await expect(field).toHaveAccessibleDescription(REFUSAL);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
  await expectOnScreen(page, main.getByRole("alert"), { belowHeader: true });
  await expect(main.getByRole("status")).toHaveText("");
});

test("a refused address typed in the footer is kept", async ({ page, javaScriptEnabled }) => {
  await page.goto("/menu");
  const footer = page.locator("footer");
  await footer.getByLabel("Subscribe to our newsletter").fill(REFUSED_ADDRESS);
  await footer.getByRole("button", { name: "Subscribe" }).click();

  if (javaScriptEnabled) {
    // In place: the footer says why and keeps the address.
    await expect(footer.getByRole("status")).toHaveText(REFUSAL);
    await expect(page).toHaveURL(/\/menu$/);
    await expect(footer.getByLabel("Subscribe to our newsletter")).toHaveValue(REFUSED_ADDRESS);
  } else {
    // The plain post lands on /newsletter: the address is back in its field, the reason beside it.
    await expect(page).toHaveURL(/\/newsletter$/);
    const field = page.locator("main").getByLabel("Email address");
    await expect(field).toHaveValue(REFUSED_ADDRESS);
    await expect(field).toHaveAccessibleDescription(REFUSAL);
    await expect(field).toBeFocused();
    await expect(page.locator("main").getByRole("alert")).toHaveText(REFUSAL);
  }
});

test("the unsubscribe page's button looks like the site's buttons and is easy to tap", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail();
  await page.goto(unsubscribeUrl(email, { siteUrl: baseUrl(), secret: TEST_SESSION_SECRET }));
  await expect(page.getByText(`Stop sending the Sando Truck newsletter to ${email}?`)).toBeVisible();
  const button = page.getByRole("button", { name: "Unsubscribe" });
  await expectTouchTargets(button);
  // The site's red, rounded button rather than the system's grey one.
  await expect(button).toHaveCSS("background-color", "rgb(181, 18, 27)");
  await expect(button).toHaveCSS("color", "rgb(255, 255, 255)");

  await button.click();
  await expect(page.getByRole("status").filter({ hasText: "You have been unsubscribed" })).toBeVisible();
});
