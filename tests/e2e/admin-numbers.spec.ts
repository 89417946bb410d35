// The Owner's numbers in the browser (issue 51), JavaScript on and off, on a phone (390 px) and
// a wide screen (1280 px): the headline figures first, the period chosen by links (from the
// keyboard too), a site the visits came from with its change in words and its CSV; on the phone
// each table row is a card, on the wide screen a row. Staff get the refusal page (403).
// The totals are written straight into the database for today (the truck's), under a site name
// of this run's own, and removed after.
import type { Locator } from "@playwright/test";
import { NUMBERS_KINDS } from "#app/domain/numbers/numbers.ts";
import { todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { DayTotals } from "#app/models/numbers.server.ts";
import { uniqueName } from "#tests/support/names.ts";
import { storeCountRows } from "#tests/support/numbers-totals.ts";
import { expect, openPortal, test } from "./admin-fixtures.ts";

const server = uniqueName("e2e-numbers").replace(/\W+/g, "-");
const site = `${server}.example`;

test.beforeEach(async () => {
  const day = todayInTruckTimeZone();
  // Two servers' rows for one day: the page shows their sum. More than any other site, so it is in the top ten.
  await storeCountRows([
    { day, kind: NUMBERS_KINDS.referrer, key: site, server: `${server}-a`, count: 600 },
    { day, kind: NUMBERS_KINDS.referrer, key: site, server: `${server}-b`, count: 400 },
    ...["all", "en", "es"].map((key) => ({ day, kind: NUMBERS_KINDS.visitors, key, server: `${server}-a`, count: 3 })),
  ]);
});
test.afterEach(async () => {
  await DayTotals.deleteMany({ server: { $in: [`${server}-a`, `${server}-b`] } });
});

/** The tops of a row's first two cells: one under the other in a card, level in a row. */
async function cellTops(row: Locator): Promise<[number, number]> {
  const [first, second] = await Promise.all(
    [row.getByRole("cell").nth(0), row.getByRole("cell").nth(1)].map((cell) => cell.boundingBox()),
  );
  return [first!.y, second!.y];
}

for (const { name, viewport } of [
  { name: "on a phone", viewport: { width: 390, height: 844 } },
  { name: "on a wide screen", viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`the Owner ${name}`, () => {
    test.use({ signedInAs: "owner", viewport });

    test(`reads the numbers, changes the period and downloads a table (${name})`, async ({ page }) => {
      await openPortal(page, "/admin/numbers");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Numbers");
      // The three headline figures come first.
      const headline = page.getByRole("region", { name: "This week and this month" });
      await expect(headline.getByRole("heading", { level: 3 })).toHaveText([
        "Visitors this week",
        "Order taps this week",
        "Catering booked this month",
      ]);
      await expect(page.getByText("Taps are a floor").first()).toBeVisible();
      await expect(page.getByText(/^Totals read .*Each server writes its counts every/)).toBeVisible();

      const periods = page.getByRole("navigation", { name: "Period" });
      await expect(periods.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
      const sites = page.getByRole("region", { name: "Where visits came from" });
      const row = sites.getByRole("row").filter({ hasText: site });
      await expect(row).toContainText("1,000");
      await expect(row).toContainText("new this period");
      await expect(sites.getByRole("img", { name: "The sites visits came from most" })).toBeVisible();

      // On a phone each row is a card, its cells one under the other; on a wide screen a row.
      const [first, second] = await cellTops(row);
      if (viewport.width < 768) expect(second).toBeGreaterThan(first + 10);
      else expect(Math.abs(second - first)).toBeLessThan(2);

      const csvLink = sites.getByRole("link", { name: "Download referring sites as CSV" });
      const csv = await page.request.get((await csvLink.getAttribute("href"))!);
      expect(csv.status()).toBe(200);
      expect(csv.headers()["content-type"]).toContain("text/csv");
      expect(await csv.text()).toContain(`"${site}","1000","0"`);

      // From the keyboard: the next period's link, then Enter.
      await periods.getByRole("link", { name: "Last 30 days" }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/admin\/numbers\?period=30d$/);
      await expect(periods.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
      await expect(row).toContainText("new this period");
      await periods.getByRole("link", { name: "Last 12 months" }).click();
      await expect(page).toHaveURL(/\/admin\/numbers\?period=12m$/);
      await expect(page.getByRole("img", { name: /^Visitors in English and in Spanish per month/ })).toBeVisible();
    });
  });
}

test.describe("a Staff user", () => {
  test.use({ signedInAs: "staff", viewport: { width: 390, height: 844 } });

  test("is refused the numbers with the portal's 403 page", async ({ page }) => {
    const response = await page.goto("/admin/numbers");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not for your account");
    await expect(page.getByRole("alert")).toHaveText("You do not have permission to do that.");
    await expect(page.getByText(site)).toHaveCount(0);
    expect((await page.request.get("/admin/numbers.csv?table=referrers&period=7d")).status()).toBe(403);
  });
});
