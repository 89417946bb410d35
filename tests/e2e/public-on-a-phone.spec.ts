// Visitors on a phone (390 x 844, touch) and on a laptop, with and without JavaScript: the
// hero's buttons take the tap, and the menu's category bar scrolls within itself, never the
// page, keeping the chosen category in view.
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/browser-test.ts";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * The visitor scrolls up with the wheel until the page is at the top. One wheel can stop short
 * while the page's own script moves the page (the eased scroll to a category): Chromium applies
 * a wheel on its compositor thread, to that thread's copy of the scroll position, and on a busy
 * machine the copy can still be a frame of the eased scroll behind. The wheel's move, clamped at
 * the top there, then ends as far short of it as the copy lagged (seen: the wheel at 1283 px,
 * the copy at 881 px, the page left at 402 px). A visitor would scroll up again.
 */
async function wheelToTop(page: Page): Promise<void> {
  await page.mouse.wheel(0, -100_000);
  await expect(async () => {
    const scrolled = await page.evaluate(() => window.scrollY);
    if (scrolled > 0) await page.mouse.wheel(0, -100_000);
    expect(scrolled).toBe(0);
  }).toPass({ timeout: 5_000 });
}

for (const [size, options] of [
  ["a phone", PHONE],
  ["a laptop", { viewport: { width: 1280, height: 800 } }],
] as const) {
  test.describe(`on ${size}`, () => {
    test.use(options);

    test("the home page's MENU button takes the visitor to the menu", async ({ page }) => {
      await page.goto("/");
      const hero = page.getByRole("region", { name: "TRADITIONAL JAPANESE KATSU SANDOS" });
      // A plain click fails when another element (the hero image) is on top of the button.
      await hero.getByRole("link", { name: "MENU", exact: true }).click({ timeout: 5_000 });
      await expect(page).toHaveURL(/\/menu$/);
      await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
    });

    test("the menu hero's Download PDF Menu is the element under the finger", async ({ page }) => {
      await page.goto("/menu");
      const link = page.getByRole("region", { name: "Menu" }).getByRole("link", { name: /Download PDF Menu/ });
      // trial: every check of a real click (visible, stable, not covered), without opening the tab.
      await link.click({ trial: true, timeout: 5_000 });
      await expect(link).toHaveAttribute("href", "/menu/sando-truck-menu.pdf");
    });
  });
}

test.describe("the menu on a phone", () => {
  test.use(PHONE);

  test("is as wide as the screen, and the category bar scrolls within itself", async ({ page, javaScriptEnabled }) => {
    await page.goto("/menu");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const nav = page.getByRole("navigation", { name: "Menu categories" });
    const bar = nav.getByRole("list");
    // Six categories do not fit on 390 px: the bar itself scrolls sideways.
    expect(await bar.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);

    const last = nav.getByRole("link", { name: "MERCH" });
    await last.scrollIntoViewIfNeeded();
    await last.click();
    await expect(page.getByRole("heading", { level: 2, name: "MERCH" })).toBeInViewport();
    // The page never moves sideways.
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toHaveCount(1);
    if (javaScriptEnabled) {
      await expect(last).toHaveAttribute("aria-current", "true");
      await expect(last).toBeInViewport({ ratio: 1 });

      // Reading back up to the top brings the first category back into the bar's view, even
      // while the eased scroll to MERCH is still under way: the visitor's own scroll ends it.
      await wheelToTop(page);
      const first = nav.getByRole("link", { name: "POPULAR PICKS" });
      await expect(first).toHaveAttribute("aria-current", "true");
      await expect(first).toBeInViewport({ ratio: 1 });

      // A scroll of the visitor's own in the middle of the eased scroll ends it for good: from
      // the visitor's first wheel on, nothing moves the page down again, and once the eased
      // scroll's 800 ms and the 400 ms it keeps the target in place have passed on the page's own
      // clock, the page is still at the top. (The moves down are what prove it: wheelToTop may
      // wheel again, and a wheel after the eased scroll's end would reach the top anyway.)
      const movedDown = await page.evaluateHandle(() => {
        const moves: [number, number][] = [];
        let previous: number | undefined; // Where the page was, from the first wheel on.
        const options = { capture: true, passive: true };
        window.addEventListener(
          "wheel",
          () => {
            previous ??= window.scrollY;
          },
          options,
        );
        window.addEventListener(
          "scroll",
          () => {
            if (previous === undefined) return;
            if (window.scrollY > previous) moves.push([previous, window.scrollY]);
            previous = window.scrollY;
          },
          options,
        );
        return moves;
      });
      await last.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await wheelToTop(page);
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const until = performance.now() + 1500;
            const frame = () => (performance.now() > until ? resolve() : requestAnimationFrame(frame));
            requestAnimationFrame(frame);
          }),
      );
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await movedDown.jsonValue(), "the page's moves down after the visitor's wheel").toEqual([]);
      await expect(first).toHaveAttribute("aria-current", "true");
    }
  });

  test("every category link is a thumb's size", async ({ page }) => {
    await page.goto("/menu");
    const links = page.getByRole("navigation", { name: "Menu categories" }).getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(6);
    for (let index = 0; index < count; index += 1) {
      const box = await links.nth(index).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe("the site menu on a phone", () => {
  test.use(PHONE);

  test("opens as one column of thumb-sized links, Home first", async ({ page }) => {
    await page.goto("/about");
    await page.locator("summary", { hasText: "Menu" }).click();
    const links = page.getByRole("navigation", { name: "Mobile" }).getByRole("link");
    await expect(links).toHaveText([
      "Home",
      "When/Where",
      "Menu",
      "About",
      "Reviews",
      "Gallery",
      "Press",
      "Catering/Events",
    ]);
    const boxes = await links.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    );
    for (const [index, box] of boxes.entries()) {
      expect(box.left, `link ${index} starts where the others do`).toBe(boxes[0]!.left);
      expect(box.height, `link ${index} height`).toBeGreaterThanOrEqual(44);
      expect(box.right, `link ${index} fits on the screen`).toBeLessThanOrEqual(390);
      if (index > 0)
        expect(box.top, `link ${index} is below the one before`).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom - 0.5);
    }
  });
});
