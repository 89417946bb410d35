// Where people order (issue 34) on a phone, with JavaScript on and off: the Owner's pickup page
// shows on a stop card only from an hour before that stop starts until it ends, the delivery
// service and the phone on every card; the home page and /menu show the pickup page while a stop
// is in its window. Each scene is a server of its own whose clock stands at that moment
// (TEST_CLOCK_NOW), on a database of this file's own (order-links-scenes.ts). That a click on
// each link reports its channel is in order-links-analytics.js-only.spec.ts.
import { expect, test } from "#tests/support/browser-test.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { card, DOORDASH, PICKUP, useOrderLinkScenes } from "./order-links-scenes.ts";

const servers = useOrderLinkScenes();

test("an hour and a minute before a stop: its card has the delivery service and the phone, no pickup page yet", async ({
  page,
}) => {
  await page.goto(`${servers.get("before")!.url}/popup-locations`);
  const harbor = card(page, "Harbor Stop");
  await expect(harbor.getByRole("link", { name: "Order on DoorDash" })).toHaveAttribute("href", DOORDASH);
  await expect(harbor.getByRole("link", { name: "Call ahead for pickup: 805-555-0142" })).toHaveAttribute(
    "href",
    "tel:+1-805-555-0142",
  );
  await expect(page.getByRole("link", { name: "Order ahead for pickup" })).toHaveCount(0);
  for (const path of ["/", "/menu"]) {
    await page.goto(`${servers.get("before")!.url}${path}`);
    await expect(page.getByRole("link", { name: "Order on DoorDash" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Order ahead for pickup" })).toHaveCount(0);
  }
});

test("within the hour before a stop: the pickup page on its card only, and on the home page and /menu", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`${servers.get("inside")!.url}/popup-locations`);
  const harbor = card(page, "Harbor Stop");
  if (javaScriptEnabled) await whenHydrated(harbor);
  const pickup = harbor.getByRole("link", { name: "Order ahead for pickup" });
  await expect(pickup).toBeVisible();
  await expect(pickup).toHaveAttribute("href", PICKUP);
  // Tomorrow's stop takes no pickup orders yet.
  const mesa = card(page, "Mesa Market");
  await expect(mesa.getByRole("link", { name: "Order on DoorDash" })).toBeVisible();
  await expect(mesa.getByRole("link", { name: "Order ahead for pickup" })).toHaveCount(0);
  // Plain links, followed without JavaScript: no button, no script handler.
  for (const path of ["/", "/menu"]) {
    await page.goto(`${servers.get("inside")!.url}${path}`);
    await expect(page.getByRole("link", { name: "Order ahead for pickup" })).toHaveAttribute("href", PICKUP);
    await expect(page.getByRole("link", { name: "Call ahead for pickup: 805-555-0142" })).toBeVisible();
  }
});
