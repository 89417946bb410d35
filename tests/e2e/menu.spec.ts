import type { Locator } from "@playwright/test";
import { expect, test } from "#tests/support/browser-test.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { readingAtRest } from "#tests/support/scroll-rest.ts";

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
  const drinks = nav.getByRole("link", { name: "DRINKS" });
  // With JavaScript, the eased scroll is the page's once React has hydrated it; a click before
  // that is the browser's own anchor jump.
  if (javaScriptEnabled) await whenHydrated(drinks);
  await drinks.click();
  await expect(page.getByRole("heading", { level: 2, name: "DRINKS" })).toBeInViewport();
  await expect(nav).toBeInViewport();
  if (javaScriptEnabled) await expect(page).toHaveURL(/\/menu#drinks$/);
  // Where the section comes to rest (not a moment of the scroll on its way there): its heading
  // just below the sticky header and category bar, not hidden under them and not left far down
  // the screen. With JavaScript the eased scroll puts the section's top the spec's 100 px plus
  // the bar's height from the top of the screen; without it the browser's anchor jump uses the
  // CSS room (scroll-padding-top and the section's scroll-margin-top).
  const rest = await restingPlace(page.locator("section#drinks"));
  expect(rest.headingBelowBar, "heading below the category bar once settled").toBeGreaterThanOrEqual(0);
  expect(rest.headingBelowBar, "heading below the category bar once settled").toBeLessThanOrEqual(48);
  if (javaScriptEnabled) {
    expect(rest.sectionTop, "section top once settled").toBeGreaterThanOrEqual(100 + rest.barHeight - 2);
    expect(rest.sectionTop, "section top once settled").toBeLessThanOrEqual(100 + rest.barHeight + 2);
  }
});

/**
 * Where the section is once scrolling has stopped (its place and the page's scroll position
 * unchanged over readings spanning 600 ms, longer than any pause in a scroll under way), as
 * distances from the top of the screen. Called once the section is in view, so the scroll has
 * begun. Read from here, not timed in the page: without JavaScript the page runs no callbacks.
 */
async function restingPlace(section: Locator) {
  const read = () =>
    section.evaluate((node) => {
      const bar = document.querySelector('nav[aria-label="Menu categories"]')!.getBoundingClientRect();
      const heading = node.querySelector("h2")!.getBoundingClientRect();
      return {
        scrollY: window.scrollY,
        sectionTop: Math.round(node.getBoundingClientRect().top),
        headingBelowBar: Math.round(heading.top - bar.bottom),
        barHeight: Math.round(bar.height),
      };
    });
  return readingAtRest(read, (reading) => `${reading.scrollY}|${reading.sectionTop}`);
}
