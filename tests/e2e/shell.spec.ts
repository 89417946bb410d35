// The frame of every public page: header, mobile menu, banner and footer.
import type { Locator } from "@playwright/test";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { withBanner } from "#tests/support/banner-lock.ts";
import { useDatabaseInBrowserTests } from "#tests/support/browser-database.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { readingAtRest } from "#tests/support/scroll-rest.ts";

useDatabaseInBrowserTests();

const NAV = [
  ["When/Where", "/popup-locations"],
  ["Menu", "/menu"],
  ["About", "/about"],
  ["Reviews", "/#reviews"],
  ["Gallery", "/gallery"],
  ["Press", "/press"],
  ["Catering/Events", "/catering-events"],
] as const;

test("the header links every section of the site", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/about");
  const logo = page.locator("header img").first();
  await expect(logo).toHaveAttribute("src", "/images/logo.svg");
  await expect(logo).toHaveAttribute("width", "160");
  await expect(logo).toHaveAttribute("height", "48");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [label, href] of NAV) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
  }
  await nav.getByRole("link", { name: "Press", exact: true }).click();
  await expect(page).toHaveURL(/\/press$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Press");
});

test("on a phone the menu button opens a list that also has Home", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/press");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const mobileNav = page.getByRole("navigation", { name: "Mobile" });
  await expect(mobileNav).toBeHidden();
  await page.locator(".mobile-menu summary").click();
  await expect(mobileNav).toBeVisible();
  await expect(mobileNav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
  for (const [label] of NAV) await expect(mobileNav.getByRole("link", { name: label, exact: true })).toBeVisible();
  await mobileNav.getByRole("link", { name: "Gallery", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Eat with your eyes");
  // The menu is closed again on the new page.
  await expect(mobileNav).toBeHidden();
});

/** The element's distance from the top of the viewport, and the page's scroll position, once both rest. */
async function topOnceSettled(element: Locator): Promise<number> {
  const rest = await readingAtRest(
    () => element.evaluate((node) => ({ top: Math.round(node.getBoundingClientRect().top), scrollY: window.scrollY })),
    (reading) => `${reading.top}|${reading.scrollY}`,
  );
  return rest.top;
}

// The Reviews link from another page, on a desktop through the main navigation and on a phone
// through the menu; with JavaScript the remembered anchor is scrolled to with an offset for the
// header (100 px, 80 px on a phone), give or take 2 px, where the scroll comes to rest.
for (const { title, width, from, navigation, offset } of [
  {
    title: "the Reviews link leads to the reviews on the home page",
    width: 1280,
    from: "/menu",
    navigation: "Main",
    offset: 100,
  },
  { title: "on a phone the anchor offset is 80 px", width: 390, from: "/about", navigation: "Mobile", offset: 80 },
]) {
  test(title, async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(from);
    if (navigation === "Mobile") await page.locator(".mobile-menu summary").click();
    await page.getByRole("navigation", { name: navigation }).getByRole("link", { name: "Reviews" }).click();
    await expect(page).toHaveURL(/\/#reviews$/);
    await expect(page.getByRole("heading", { name: "THE WORD ON THE STREET" })).toBeInViewport();
    if (javaScriptEnabled) {
      // Where the section comes to rest (not a moment of the eased scroll on its way there).
      const top = await topOnceSettled(page.locator("#reviews"));
      expect(top, "the section's top once the scroll has settled").toBeGreaterThanOrEqual(offset - 2);
      expect(top, "the section's top once the scroll has settled").toBeLessThanOrEqual(offset + 2);
    }
  });
}

test("the header changes its look once scrolled past 100 px (with JavaScript)", async ({ page, javaScriptEnabled }) => {
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).not.toHaveAttribute("data-scrolled");
  await page.mouse.wheel(0, 400);
  if (javaScriptEnabled) {
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(html).toHaveAttribute("data-scrolled", "");
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(html).not.toHaveAttribute("data-scrolled");
  } else {
    // Without JavaScript the header simply keeps its look, and stays on screen.
    await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport({ ratio: 1 });
    await expect(html).not.toHaveAttribute("data-scrolled");
    await expect(page.locator(".site-header")).toBeInViewport();
  }
});

test("a page left just past 100 px stays there, and its header changes its look once", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/about");
  // Without JavaScript the header keeps its one look (the test above).
  if (!javaScriptEnabled) return;
  // NavigationEffects follows the scroll once it has published the header's height.
  await expect(page.locator("html")).toHaveAttribute("style", /--header-height/);
  // The header's height changes with its look. With the browser's scroll anchoring, each change
  // scrolled the page by as much, back over the threshold, and the header flipped between its
  // two looks some 30 times a second (app.css turns the anchoring off).
  const atRest = await page.evaluate(async () => {
    const root = document.documentElement;
    let changes = 0;
    const watch = new MutationObserver((records) => {
      changes += records.length;
    });
    watch.observe(root, { attributes: true, attributeFilter: ["data-scrolled"] });
    window.scrollTo({ top: 105, behavior: "instant" });
    // Well past the header's 0.2 s change, on the page's own clock.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    watch.disconnect();
    return { changes, scrollY: window.scrollY };
  });
  expect(atRest).toEqual({ changes: 1, scrollY: 105 });
});

test("the footer promises a reply within 24 hours and links out", async ({ page }) => {
  await page.goto("/gallery");
  const footer = page.locator("footer");
  await expect(footer).toContainText("within 24 hours");
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(footer.getByLabel("Subscribe to our newsletter")).toBeVisible();
  for (const [name, host] of [
    ["Google Maps", /maps\.google\.com/],
    ["Instagram", /instagram\.com/],
    ["Facebook", /facebook\.com/],
  ] as const) {
    const link = footer.getByRole("link", { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute("href", host);
    await expect(link).toHaveAttribute("target", "_blank");
  }
});

test.describe("the announcement banner", () => {
  const today = todayInTruckTimeZone();

  test("shows above the header when enabled, with its link, and the header makes room", async ({ page }) => {
    await withBanner(
      {
        is_active: true,
        message: "Closed for a private event on Saturday",
        link_text: "See this week's stops",
        link_url: "/popup-locations",
        start_date: today,
        end_date: addDaysToIsoDate(today, 1),
      },
      async () => {
        await page.goto("/about");
        const banner = page.getByRole("complementary", { name: "Announcement" });
        await expect(banner).toContainText("Closed for a private event on Saturday");
        await expect(banner.getByRole("link", { name: "See this week's stops" })).toHaveAttribute(
          "href",
          "/popup-locations",
        );
        const bannerBox = (await banner.boundingBox())!;
        const headerBox = (await page.locator(".site-header").boundingBox())!;
        expect(headerBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 1);
        const topBox = (await page.locator(".site-top").boundingBox())!;
        expect(Math.round(topBox.height)).toBe(Math.round(bannerBox.height + headerBox.height));
      },
    );
  });

  test("is hidden when disabled or outside its dates", async ({ page }) => {
    for (const settings of [
      { is_active: false, message: "Disabled news" },
      { is_active: true, message: "Tomorrow's news", start_date: addDaysToIsoDate(today, 1) },
      { is_active: true, message: "Yesterday's news", end_date: addDaysToIsoDate(today, -1) },
    ]) {
      await withBanner(settings, async () => {
        await page.goto("/about");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("complementary", { name: "Announcement" })).toHaveCount(0);
        await expect(page.getByText(settings.message)).toHaveCount(0);
      });
    }
  });
});
