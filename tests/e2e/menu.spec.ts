import { expect, test } from "#tests/support/browser-test.ts";

test("a visitor reads the menu served from the database", async ({ page }) => {
  const response = await page.goto("/menu");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "SANDOS" })).toBeVisible();
  const sandos = page.locator("section#sandos");
  await expect(sandos.getByRole("heading", { name: /Chicken Katsu Sando/ })).toBeVisible();
  await expect(sandos.getByText("$12.00").first()).toBeVisible();
  await expect(page.locator("section#sides")).toContainText("3PC $8.00");
  await expect(page.locator("section#popular .menu-item")).toHaveCount(4);
});

test("an unknown page shows the 404 page with a 404 status", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("404");
  await page.getByRole("link", { name: "See the Menu" }).click();
  await expect(page).toHaveURL(/\/menu$/);
});

test("the menu shows item cards, the PDF link, opening hours and the allergies notice", async ({ page }) => {
  await page.goto("/menu");
  const chicken = page.locator("section#sandos .menu-item").filter({ hasText: "Chicken Katsu Sando" });
  await expect(chicken.getByText("Fan Favorite")).toBeVisible();
  await expect(chicken.locator("img")).toHaveAttribute("alt", "Chicken Katsu Sando");
  await expect(chicken.locator("img")).toHaveAttribute("width", "600");
  await expect(chicken.locator("img")).toHaveAttribute("height", "450");
  await expect(page.locator("section#dessert .menu-item").filter({ hasText: "Strawberry Fruit Sando" })).toContainText(
    "LIMITED QUANTITY",
  );
  const karaage = page.locator("section#sides .menu-item").filter({ hasText: "Karaage" });
  await expect(karaage).toContainText("3PC $8.00");
  await expect(karaage).toContainText("6PC $14.00");

  const pdfLinks = page.locator('a[href="/menu/sando-truck-menu.pdf"]');
  await expect(pdfLinks.first()).toHaveAttribute("target", "_blank");

  const hours = page.locator(".info-card").filter({ hasText: "Opening hours" });
  await expect(hours).toContainText("Monday-Friday");
  await expect(hours).toContainText("11:00 AM-8:00 PM");
  await expect(hours).toContainText("Saturday");
  await expect(hours).toContainText("11:00 AM-6:00 PM");
  await expect(hours).toContainText("Sunday");
  await expect(hours).toContainText("Closed");
  await expect(hours).toContainText("subject to change for events or when we sell out");
  await expect(page.getByRole("heading", { name: "Allergies and dietary needs" })).toBeVisible();
});

test("the category navigation takes the visitor to a section and stays in view", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/menu");
  const nav = page.getByRole("navigation", { name: "Menu categories" });
  await nav.getByRole("link", { name: "DRINKS" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "DRINKS" })).toBeInViewport();
  await expect(nav).toBeInViewport();
  if (javaScriptEnabled) await expect(page).toHaveURL(/\/menu#drinks$/);
  // The section's heading ends up just below the sticky header and category bar: not hidden
  // under them, and not left far down the screen (the spec's 100 px offset is for the header
  // alone; the category bar below it adds its own height).
  const gapBelowBar = () =>
    page.evaluate(() => {
      const bar = document.querySelector('nav[aria-label="Menu categories"]')!.getBoundingClientRect();
      const heading = document.querySelector("section#drinks h2")!.getBoundingClientRect();
      return Math.round(heading.top - bar.bottom);
    });
  await expect.poll(gapBelowBar, { timeout: 5000 }).toBeGreaterThanOrEqual(0);
  await expect.poll(gapBelowBar, { timeout: 5000 }).toBeLessThanOrEqual(48);
});
