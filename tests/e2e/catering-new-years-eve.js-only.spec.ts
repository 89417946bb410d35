// The event-date picker on the truck's New Year's Eve, on a test server whose clock stands at
// 11:30 PM on 31 December in Santa Barbara (TEST_CLOCK_NOW; 07:30 on 1 January in UTC, where the
// runner's clock already is). The picker opens on December, the 31st is still pickable, the 30th
// is past, and the server takes an enquiry for that evening.

import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { fillContactDetails, THANK_YOU } from "./catering-helpers";

let server: ServerProcess | undefined;

test.beforeAll(async () => {
  // The test clock is refused by a production server, so this one runs with NODE_ENV=test; on a
  // database of its own, so the enquiry meets a fresh per-visitor limit (5 an hour).
  server = await startServerProcess({
    mongodbUri: `${testMongoBase()}/sando_new_years_eve_${Date.now()}_${process.pid}`,
    env: { NODE_ENV: "test", TEST_CLOCK_NOW: "2026-12-31T23:30:00-08:00" },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test("on the truck's New Year's Eve the picker opens on December and the 31st can be booked", async ({ page }) => {
  await page.goto(`${server!.url}/catering-events`);
  await fillContactDetails(page, "Eve Party");
  const opener = page.getByRole("button", { name: "Event date" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Choose the event date" });
  await expect(dialog.getByRole("grid")).toHaveAccessibleName("December 2026");
  await expect(dialog.getByRole("button", { name: /December 30th, 2026/ })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: /December 31st, 2026/ })).toBeEnabled();
  await dialog.getByRole("button", { name: /December 31st, 2026/ }).click();
  await expect(opener).toContainText("December 31, 2026");
  await page.getByRole("button", { name: "SUBMIT" }).click();
  await expect(page.getByRole("status").filter({ hasText: THANK_YOU })).toBeVisible();
});
