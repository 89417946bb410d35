// With JavaScript, a control does its scripted thing only once React has hydrated it; a click
// before that follows the plain link (the page works either way, but a test of the scripted
// path must wait). React keeps its props on each element it has hydrated.
import { expect, type Locator } from "@playwright/test";

export async function whenHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))), {
      message: "the element is hydrated",
    })
    .toBe(true);
}
