import { expect, test } from "#tests/support/browser-test.ts";

// The spec's message, then (double opt-in, issue 31) the line that says to check the inbox.
const SUBSCRIBED = "Successfully subscribed!Please check your inbox: we sent you a link to confirm your address.";

function uniqueEmail(): string {
  return `fan-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

test("a visitor subscribes to the newsletter from the footer", async ({ page, javaScriptEnabled }) => {
  await page.goto("/menu");
  const footer = page.locator("footer");
  await footer.getByLabel("Subscribe to our newsletter").fill(uniqueEmail());
  await footer.getByRole("button", { name: "Subscribe" }).click();

  if (javaScriptEnabled) {
    // In place, without leaving the page; the field is cleared.
    await expect(footer.getByRole("status")).toHaveText(SUBSCRIBED);
    await expect(page).toHaveURL(/\/menu$/);
    await expect(footer.getByLabel("Subscribe to our newsletter")).toHaveValue("");
  } else {
    // A plain form post: the server's answer is a page of its own.
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.locator("main").getByRole("status")).toHaveText(SUBSCRIBED);
  }
});

test("subscribing twice with the same address is not an error", async ({ page }) => {
  const email = uniqueEmail();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.goto("/");
    await page.getByLabel("Subscribe to our newsletter").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Successfully subscribed!" })).toBeVisible();
  }
});
