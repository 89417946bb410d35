// Where people order (issue 34), with JavaScript on: with an analytics id set, a click on each
// order link of a stop card (pickup, delivery, phone) reports its channel (spec section 1).
import { expect, test } from "#tests/support/browser-test.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { card, DOORDASH, PICKUP, useOrderLinkScenes } from "./order-links-scenes.ts";

const servers = useOrderLinkScenes();

test("a click on each order link reports its channel", async ({ page }) => {
  await page.goto(`${servers.get("inside")!.url}/popup-locations`);
  const harbor = card(page, "Harbor Stop");
  await whenHydrated(harbor);
  await expect.poll(() => page.evaluate(() => typeof window.gtag)).toBe("function");
  // Following a link would leave the page; the click is what counts.
  await page.evaluate(() =>
    document.addEventListener("click", (event) => {
      if ((event.target as Element).closest(".order-links a")) event.preventDefault();
    }),
  );
  for (const name of ["Order ahead for pickup", "Order on DoorDash", "Call ahead for pickup: 805-555-0142"]) {
    await harbor.getByRole("link", { name }).click();
  }
  const clicks = () =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((entry) => entry[0] === "event" && entry[1] === "order_click")
        .map((entry) => entry[2] as { channel: string; link_url: string }),
    );
  await expect.poll(clicks).toEqual([
    { channel: "pickup", link_url: PICKUP },
    { channel: "delivery", link_url: DOORDASH },
    { channel: "phone", link_url: "tel:+1-805-555-0142" },
  ]);
});
