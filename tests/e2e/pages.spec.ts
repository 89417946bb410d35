// Every public page renders its content, metadata and structured data, with and without
// JavaScript. (axe-core's checks of these pages are the layout net's, which visits every route.)
import { expect, test } from "#tests/support/browser-test.ts";
import { expectWellFormedImages, readJsonLd } from "#tests/support/page-checks.ts";

/** Each page, its h1 and title; `photos: false` for a page with no image in its main content. */
const PAGES: readonly { path: string; h1: string; title: RegExp; photos?: false }[] = [
  { path: "/", h1: "TRADITIONAL JAPANESE KATSU SANDOS", title: /Sando Truck/ },
  { path: "/about", h1: "About us", title: /^About \| Sando Truck$/ },
  { path: "/gallery", h1: "Eat with your eyes", title: /^Gallery \| Sando Truck$/ },
  { path: "/gallery/5", h1: "Photo 5 of 12", title: /Photo 5 of 12/ },
  { path: "/menu", h1: "Menu", title: /^Menu \| Sando Truck$/ },
  { path: "/popup-locations", h1: "When & where", title: /Popup Locations/ },
  { path: "/catering-events", h1: "Catering & events", title: /^Catering & Events \| Sando Truck$/ },
  { path: "/press", h1: "Press", title: /^Press \| Sando Truck$/ },
  // A page of text: no photos.
  { path: "/accessibility", h1: "Accessibility statement", title: /^Accessibility \| Sando Truck$/, photos: false },
  { path: "/privacy", h1: "Privacy", title: /^Privacy \| Sando Truck$/, photos: false },
];

for (const { path, h1, title, photos } of PAGES) {
  test(`${path} renders with its metadata`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(title);

    const head = page.locator("head");
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /^.{40,}$/);
    const canonical = await head.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(path);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical!);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute(
      "content",
      path === "/press" ? "article" : "website",
    );
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /\/images\/share-1200x630\.jpg$/,
    );
    await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#EA1E25");
    await expect(head.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");

    if (path !== "/") {
      const breadcrumbs = (await readJsonLd(page)).find((item) => item["@type"] === "BreadcrumbList");
      expect(breadcrumbs).toBeDefined();
    }
    // No analytics id is set for the test server: nothing third-party is loaded.
    await expect(page.locator('script[src^="http"]')).toHaveCount(0);
    if (photos !== false) await expectWellFormedImages(page);
  });
}

test("the home page describes the business in structured data", async ({ page }) => {
  await page.goto("/");
  const business = (await readJsonLd(page)).find((item) => item["@type"] === "FoodEstablishment");
  expect(business).toMatchObject({
    servesCuisine: "Japanese",
    priceRange: "$$",
    areaServed: { name: "Santa Barbara County, CA" },
    aggregateRating: { ratingValue: 5, reviewCount: 6, bestRating: 5, worstRating: 1 },
  });
  const offers = business!.makesOffer as { price: string; priceCurrency: string; itemOffered?: { name: string } }[];
  const priceOf = (name: string) => offers.find((offer) => offer.itemOffered?.name === name)?.price;
  expect(priceOf("Chicken Katsu Sando")).toBe("12.00");
  expect(priceOf("Pork Katsu Sando")).toBe("12.00");
  expect(priceOf("Karaage")).toBe("8.00");
  expect(offers.some((offer) => offer.price === "500" && offer.priceCurrency === "USD")).toBe(true);
});

test("the home page shows the menu teaser, the Instagram module and six reviews", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "MENU", exact: true })).toHaveAttribute("href", "/menu");
  const hero = page.locator(".hero img");
  await expect(hero).toHaveAttribute("srcset", /hero-400\.webp 400w, .*hero-800\.webp 800w, .*hero-1200\.webp 1200w/);
  await expect(hero).toHaveAttribute("sizes", /480px.*1024px/);

  await expect(page.getByRole("heading", { name: "OUR MENU" })).toBeVisible();
  await expect(page.getByRole("link", { name: "EXPLORE FULL MENU" })).toHaveAttribute("href", "/menu");
  const pdf = page.locator("main").getByRole("link", { name: /Download PDF Menu/ });
  await expect(pdf).toHaveAttribute("href", "/menu/sando-truck-menu.pdf");
  await expect(pdf).toHaveAttribute("target", "_blank");
  await expect(page.locator(".highlight-strip > li")).toHaveCount(3);

  await expect(page.getByRole("heading", { name: "WHAT'S UP?" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Follow @sandotruck on Instagram/ })).toBeVisible();
  await expect(page.locator('head link[rel="preconnect"]')).toHaveAttribute("href", /^https:\/\//);
  if (!javaScriptEnabled) {
    // The frame (in <noscript>) loads by itself and covers the placeholder text.
    const feed = page.locator(".social-feed");
    await expect(feed.getByText("Loading...")).toBeAttached();
    await expect(feed.locator("iframe")).toHaveAttribute("loading", "lazy");
  }

  const reviews = page.locator("#reviews");
  await expect(reviews.getByRole("heading", { name: "THE WORD ON THE STREET" })).toBeVisible();
  await expect(reviews.locator(".review-card")).toHaveCount(6);
  await expect(reviews.getByLabel("5 out of 5 stars")).toHaveCount(6);
  for (const name of await reviews.locator("figcaption").allTextContents()) {
    expect(name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
  }
  await expect(reviews.getByRole("link", { name: /View More on Google/ })).toHaveAttribute("target", "_blank");
  await expect(reviews.getByRole("link", { name: /View More on Yelp/ })).toHaveAttribute("target", "_blank");
});

test("the about page tells the owner's story", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "OUR STORY" })).toBeVisible();
  await expect(page.locator(".story")).toContainText("shokupan");
  await expect(page.locator(".story")).toContainText("panko");
  await expect(page.getByRole("heading", { name: "WHAT'S UP?" })).toBeVisible();
});

test("the catering page promises a reply and renders the enquiry form", async ({ page, javaScriptEnabled }) => {
  await page.goto("/catering-events");
  await expect(page.locator("main")).toContainText("within 24 hours");
  const form = page.locator("form.catering-form");
  await expect(form).toHaveAttribute("method", "post");
  if (javaScriptEnabled) {
    // With JavaScript the date is chosen in a calendar popover.
    await expect(form.getByRole("button", { name: "Event date" })).toHaveAttribute("aria-haspopup", "dialog");
  } else {
    await expect(form.getByLabel("Event date")).toHaveAttribute("type", "date");
    await expect(form.getByLabel("Event date")).toHaveAttribute("required", "");
  }
  for (const [label, type] of [
    ["Name", "text"],
    ["Email", "email"],
    ["Phone", "tel"],
  ] as const) {
    const field = form.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("type", type);
    await expect(field).toHaveAttribute("required", "");
  }
  await expect(form.getByLabel("Message")).toHaveAttribute("required", "");
  await expect(form.getByRole("button", { name: "SUBMIT" })).toBeVisible();
  const service = (await readJsonLd(page)).find((item) => item["@type"] === "Service") as
    | { offers: { price: string; priceCurrency: string } }
    | undefined;
  expect(service?.offers).toMatchObject({ price: "500", priceCurrency: "USD" });
});

test("the press page lists published articles in new tabs with long-form dates", async ({ page }) => {
  await page.goto("/press");
  const card = page.locator(".press-card").filter({ hasText: "The Katsu Sando Truck Winning Over Santa Barbara" });
  await expect(card).toContainText("Coastal Food Journal");
  await expect(card).toContainText("March 14, 2026");
  await expect(card.getByRole("link")).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: /Media Inquiries/ })).toHaveAttribute("href", /^mailto:/);
});

test("an unknown page shows the 404 page with a 404 status and its way back", async ({ page }) => {
  const response = await page.goto("/no-such-sando");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("404");
  await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  await page.getByRole("link", { name: "See the Menu" }).click();
  await expect(page).toHaveURL(/\/menu$/);
});

// A redirect answered before any page script loads: the JavaScript project alone runs it (@http-only).
test("/catering leads to the catering page", { tag: "@http-only" }, async ({ page }) => {
  await page.goto("/catering");
  await expect(page).toHaveURL(/\/catering-events$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Catering & events");
});

test("with JavaScript the social feed loads lazily, showing Loading... until it has", async ({
  page,
  javaScriptEnabled,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route("https://cdn.lightwidget.com/**", async (route) => {
    requested = true;
    await held;
    await route.fulfill({ contentType: "text/html", body: "<!doctype html><title>feed</title><p>Latest posts</p>" });
  });
  // Without JavaScript the page's load waits for the frame, so it is not held back there.
  if (!javaScriptEnabled) release();
  await page.goto("/");
  const feed = page.locator(".social-feed");
  await expect(feed.getByRole("status")).toHaveText("Loading...");
  if (!javaScriptEnabled) {
    // The frame comes from <noscript> and the text stays beneath it.
    await expect(feed.locator("iframe")).toBeAttached();
    return;
  }
  await expect(feed.locator("iframe")).toHaveAttribute("loading", "lazy");
  await feed.scrollIntoViewIfNeeded();
  await expect.poll(() => requested).toBe(true);
  await expect(feed.getByRole("status")).toHaveText("Loading...");
  release();
  await expect(feed.getByText("Loading...")).toHaveCount(0);
});
