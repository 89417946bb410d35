// What a visitor can see and touch: is a control wholly on the screen (not cut off by an edge,
// not hidden under the sticky header), and is it big enough to tap (44 x 44 CSS px)?
import { expect, type Locator, type Page } from "@playwright/test";

export const MIN_TARGET_PX = 44;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not rendered`);
  return box;
}

/** What a person would call the control: its aria-label, or else its text as drawn. */
async function nameOf(element: Locator): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText() is the rendered text (text-transform applied, hidden parts left out), as a person reads it.
  return (await element.getAttribute("aria-label")) ?? (await element.innerText()).trim();
}

/** The bottom edge of the sticky header (banner and site header), or 0 on pages without it. */
async function headerBottom(page: Page): Promise<number> {
  const header = page.locator(".site-top");
  if ((await header.count()) === 0) return 0;
  const box = await header.boundingBox();
  return box ? box.y + box.height : 0;
}

/** How `box` crosses the screen's edges (and the header, when asked): empty when it does not. */
function overflows(box: Box, viewport: { width: number; height: number }, top: number): string[] {
  const problems: string[] = [];
  const round = (value: number) => Math.round(value * 10) / 10;
  if (box.x < -0.5) problems.push(`starts ${round(-box.x)} px left of the screen`);
  if (box.x + box.width > viewport.width + 0.5) {
    problems.push(`ends ${round(box.x + box.width - viewport.width)} px right of the screen`);
  }
  if (box.y < top - 0.5) problems.push(`starts ${round(top - box.y)} px above the visible area`);
  if (box.y + box.height > viewport.height + 0.5) {
    problems.push(`ends ${round(box.y + box.height - viewport.height)} px below the screen`);
  }
  return problems;
}

/**
 * Every element of `locator` is wholly on screen; with `belowHeader`, also not under the sticky
 * header. Waits for smooth scrolling to settle.
 */
export async function expectOnScreen(page: Page, locator: Locator, options: { belowHeader?: boolean } = {}) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error("the page has no fixed viewport");
  await expect
    .poll(
      async () => {
        const top = options.belowHeader ? await headerBottom(page) : 0;
        const problems: string[] = [];
        const count = await locator.count();
        if (count === 0) return [`${locator} matches nothing`];
        for (let index = 0; index < count; index += 1) {
          const element = locator.nth(index);
          const name = await nameOf(element);
          for (const problem of overflows(await boxOf(element), viewport, top)) {
            problems.push(`"${name}" ${problem}`);
          }
        }
        return problems;
      },
      { message: `${locator} is wholly on screen (${viewport.width} x ${viewport.height})` },
    )
    .toEqual([]);
}

/** Every element of `locator` is at least 44 x 44 CSS px. */
export async function expectTouchTargets(locator: Locator) {
  const count = await locator.count();
  expect(count, `${locator} matches something`).toBeGreaterThan(0);
  const small: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const element = locator.nth(index);
    const box = await boxOf(element);
    if (box.width < MIN_TARGET_PX - 0.5 || box.height < MIN_TARGET_PX - 0.5) {
      const name = await nameOf(element);
      small.push(`"${name}" is ${Math.round(box.width)} x ${Math.round(box.height)} px`);
    }
  }
  expect(small, `${locator}: touch targets under ${MIN_TARGET_PX} x ${MIN_TARGET_PX} px`).toEqual([]);
}
