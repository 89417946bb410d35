// Where people order (issue 34), with JavaScript on: with an analytics id set, a click on each
// order link of a stop card (pickup, delivery, phone) reports its channel (spec section 1).
import type { Page } from "@playwright/test";
import { confirmationUrl, oneClickUnsubscribeUrl, preferencesUrl } from "#app/domain/newsletter/links.server.ts";
import { TEST_SESSION_SECRET } from "#scripts/lib/server-process.ts";
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

// Issue 43: what each page hands the analytics library (its data layer). The portal, a client's
// quote and the newsletter's confirm, preferences and unsubscribe links load none of it; every
// other page reports its route, never an id, a token or a query other than utm_*.
const hits = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] !== "js"),
  );

test("analytics hears only public routes, never a token or a personal query", async ({ page }) => {
  const server = servers.get("inside")!;
  const email = "someone.private@example.com";
  const context = { siteUrl: server.url, secret: TEST_SESSION_SECRET };
  const secret = "s3cr3t-t0ken-value-1234567890";
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("googletagmanager")) scripts.push(request.url());
  });
  const silent = [
    `/quotes/${secret}`,
    `/QUOTES/${secret}`,
    // The Spanish page a Spanish enquiry's quote mail links (issue 50).
    `/es/quotes/${secret}`,
    `/ES/Quotes/${secret}`,
    new URL(confirmationUrl(email, new Date("2030-05-03T22:00:00Z"), context)).href.replace(/^https?:\/\/[^/]+/, ""),
    new URL(preferencesUrl(email, context)).href.replace(/^https?:\/\/[^/]+/, ""),
    new URL(oneClickUnsubscribeUrl(email, context)).href.replace(/^https?:\/\/[^/]+/, ""),
    `/admin/email-change?token=${secret}`,
    `/admin/login?redirect=%2Fadmin%2Faccount`,
  ];
  for (const path of silent) {
    await page.goto(`${server.url}${path}`);
    await whenHydrated(page.locator("main").first());
    // Analytics' own code loads after hydration where it loads at all: wait for the network.
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => [typeof window.gtag, typeof window.dataLayer]), path).toEqual([
      "undefined",
      "undefined",
    ]);
  }
  expect(scripts).toEqual([]);

  await page.goto(
    `${server.url}/gallery/3?utm_source=mail&utm_medium=email&utm_campaign=spring&fbclid=${secret}&email=${email}`,
  );
  await expect.poll(() => page.evaluate(() => typeof window.gtag)).toBe("function");
  const kept = "?utm_source=mail&utm_medium=email&utm_campaign=spring";
  await expect
    .poll(() => hits(page))
    .toContainEqual([
      "event",
      "page_view",
      // SITE_URL of the server (scripts/lib/server-process.ts) says localhost.
      {
        page_path: `/gallery/:id${kept}`,
        page_location: `http://localhost:${new URL(server.url).port}/gallery/:id${kept}`,
      },
    ]);
  // A form's submission names the form, or the page's route: not its action and query.
  await page.goto(`${server.url}/menu?diet=vegan&token=${secret}`);
  await whenHydrated(page.getByRole("button", { name: "Subscribe" }));
  await expect.poll(() => page.evaluate(() => typeof window.gtag)).toBe("function");
  await page.evaluate(() => {
    const form = document.querySelector("form.menu-filter__form") as HTMLFormElement;
    form.addEventListener("submit", (event) => event.preventDefault());
    form.requestSubmit();
  });
  await expect
    .poll(() => hits(page))
    .toContainEqual(["event", "form_submit", expect.objectContaining({ form_name: "/menu" })]);
  const everything = JSON.stringify(await hits(page));
  expect(everything).not.toContain(secret);
  expect(everything).not.toContain("private");
  expect(everything).not.toContain("diet");
  expect(everything).not.toMatch(/\/gallery\/3/);
});
