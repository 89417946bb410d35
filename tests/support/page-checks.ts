// Checks shared by the browser tests of the public pages.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe-core finds no WCAG violation on the page (the third-party feed iframe excluded).
 * axe runs as a script in the page, which a page without JavaScript cannot do: there the same
 * address is opened in a context that allows axe but blocks every script the site loads, so
 * axe sees the page as a visitor without JavaScript does.
 */
export async function expectNoAxeViolations(page: Page, javaScriptEnabled: boolean): Promise<void> {
  if (javaScriptEnabled) return analyze(page);
  const context = await page.context().browser()!.newContext({
    javaScriptEnabled: true,
    viewport: page.viewportSize(),
  });
  try {
    await context.route("**/*", (route) =>
      route.request().resourceType() === "script" ? route.abort() : route.continue(),
    );
    const scriptless = await context.newPage();
    await scriptless.goto(page.url());
    await analyze(scriptless);
  } finally {
    await context.close();
  }
}

async function analyze(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .exclude(".social-feed iframe")
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/** Every JSON-LD block parses; returns the objects it holds, flattened. */
export async function readJsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => {
    const parsed = JSON.parse(block) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

/** Images carry the attributes that prevent layout shift and state their loading strategy. */
export async function expectWellFormedImages(page: Page, scope = "main"): Promise<void> {
  const images = page.locator(`${scope} img`);
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    await expect(image).toHaveAttribute("src", /\S/);
    await expect(image).toHaveAttribute("alt");
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    await expect(image).toHaveAttribute("loading", /^(lazy|eager)$/);
  }
}
