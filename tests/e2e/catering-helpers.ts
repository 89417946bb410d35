// Steps shared by the catering enquiry browser tests.
import { expect, type Page } from "@playwright/test";
import { todayInTruckTimeZone } from "#app/domain/shared/dates.ts";

/**
 * Today as the page's calendar sees it: the truck's date, not the test runner's. They differ for
 * hours around midnight (UTC runners are eight hours ahead), and at a month's end that moves
 * "next month" by one.
 */
export function truckToday(): { year: number; month: number; day: number } {
  const [year = 1970, month = 1, day = 1] = todayInTruckTimeZone().split("-").map(Number);
  return { year, month, day };
}

export const THANK_YOU = "Thank you for your inquiry! We will get back to you within 24 hours.";

export async function fillContactDetails(page: Page, name = "Hana Sato") {
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(`hana-${Date.now()}@example.com`);
  await page.getByLabel("Phone").fill("805-555-0199");
  await page.getByLabel("Message").fill("Graduation party for 40 guests in Isla Vista.");
}

/** Picks the 15th of the truck's next month: in the popover with JavaScript, in the date input without. */
export async function chooseEventDate(page: Page, javaScriptEnabled: boolean) {
  const today = truckToday();
  // Month is 1-based in `today`, 0-based in Date: this is the 15th of the truck's next month.
  const next = new Date(today.year, today.month, 15);
  if (javaScriptEnabled) {
    await page.getByRole("button", { name: "Event date" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose the event date" });
    await dialog.getByRole("button", { name: "Go to the Next Month" }).click();
    const dayLabel = next.toLocaleDateString("en-US", {
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
    });
    await dialog.getByRole("button", { name: new RegExp(dayLabel.replace(/(\d+),/, "$1(st|nd|rd|th),")) }).click();
    await expect(dialog).toBeHidden();
  } else {
    const iso = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, "0")}-15`;
    await page.getByLabel("Event date").fill(iso);
  }
}
