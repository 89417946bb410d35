import { expect, test } from "@playwright/test";

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
