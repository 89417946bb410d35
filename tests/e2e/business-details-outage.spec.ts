// A visitor on a phone (390 x 844), JavaScript on and off, reaches a server that has never read
// the business details because its database cannot be reached: /menu still shows the hours card,
// its note and the footer's contact line and links as the built-in values have them (what the
// site said before the Owner could edit them), and its structured data the same hours. A server
// that did read them keeps the last values it read: tests/api/business-details-outage.test.ts.
import { findFreePort } from "#scripts/lib/local-database.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { expect, test } from "#tests/support/browser-test.ts";

let downServer: ServerProcess | undefined;

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  // Nothing listens on this port: the server runs, but every database call fails.
  const unusedPort = await findFreePort();
  downServer = await startServerProcess({
    mongodbUri: `mongodb://127.0.0.1:${unusedPort}/sando_business_down`,
    waitForHealthy: false,
    env: { DATABASE_TIMEOUT_MS: "800" },
  });
});
test.afterAll(async () => {
  await downServer?.stop();
});

test("a server that has read no business details shows the built-in hours, note and contacts", async ({ page }) => {
  const response = await page.goto(`${downServer!.url}/menu`);
  // The menu itself could not be read; the page says so and answers 503.
  expect(response?.status()).toBe(503);
  const card = page.getByRole("region", { name: "Opening hours" });
  const days = await card.locator("dt").allTextContents();
  const hours = await card.locator("dd").allTextContents();
  expect(days.map((day, index) => `${day} ${hours[index]}`)).toEqual([
    "Monday-Friday 11:00 AM-8:00 PM",
    "Saturday 11:00 AM-6:00 PM",
    "Sunday Closed",
  ]);
  await expect(card).toContainText("Hours are subject to change for events or when we sell out.");
  await expect(card.getByRole("link", { name: "Call ahead for pickup: 805-555-0142" })).toHaveAttribute(
    "href",
    "tel:+1-805-555-0142",
  );
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "hello@sandotruck.com" })).toBeVisible();
  await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute(
    "href",
    "https://www.instagram.com/sandotruck",
  );
  const schema = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(schema).toContain(
    '"dayOfWeek":["Monday","Tuesday","Wednesday","Thursday","Friday"],"opens":"11:00","closes":"20:00"',
  );
});
