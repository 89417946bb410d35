// Checks shared by the browser tests of the public pages.
import { expect, type Page } from "@playwright/test";
import { axeFindings, blockSiteScripts } from "./layout-checks.ts";

/**
 * axe-core finds no WCAG violation on the page (the third-party feed iframe excluded): for
 * states the layout net does not see (an error of one kind or another, an empty list), as it
 * already checks each route.
 * axe runs as a script in the page, which a page without JavaScript cannot do: there the same
 * address is opened in a context that allows axe but blocks every script the site loads, so
 * axe sees the page as a visitor without JavaScript does.
 */
export async function expectNoAxeViolations(page: Page, javaScriptEnabled: boolean): Promise<void> {
  if (javaScriptEnabled) return analyze(page);
  // The visitor's cookies come along, so a portal page is seen as the signed-in staff member sees it.
  const context = await page
    .context()
    .browser()!
    .newContext({
      javaScriptEnabled: true,
      viewport: page.viewportSize(),
      storageState: await page.context().storageState(),
    });
  try {
    await blockSiteScripts(context);
    const scriptless = await context.newPage();
    await scriptless.goto(page.url());
    await analyze(scriptless);
  } finally {
    await context.close();
  }
}

/** The layout net's axe run and rules (WCAG 2.2 AA and best practices), for a page the net cannot visit. */
async function analyze(page: Page): Promise<void> {
  const findings = await axeFindings(page);
  expect(findings.map((finding) => `${finding.check}: ${finding.detail} (${finding.element})`)).toEqual([]);
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
