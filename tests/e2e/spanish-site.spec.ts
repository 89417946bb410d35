// The Spanish site as a Spanish reader meets it (issue 48), with JavaScript on and off on a
// phone: no English interface word on any Spanish page outside text marked lang="en" (what staff
// typed, the reviews, the press items), and the language switch on every page, which keeps the
// reader's place (the path, its query and its anchor) and goes back the same way.
import type { Page } from "@playwright/test";
import { SPANISH_PUBLIC_PAGES } from "#scripts/lib/public-pages.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { whenHydrated } from "#tests/support/hydration.ts";

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Common English words of an interface, matched as whole words in any case. None is Spanish
 * (nor part of a name the site keeps in Spanish: see docs/spanish-style.md).
 */
const ENGLISH_INTERFACE_WORDS = [
  "the",
  "and",
  "with",
  "your",
  "our",
  "please",
  "loading",
  "subscribe",
  "submit",
  "send",
  "email",
  "next",
  "stop",
  "stops",
  "directions",
  "download",
  "learn",
  "more",
  "opens",
  "skip",
  "view",
  "follow",
  "closed",
  "open",
  "today",
  "tomorrow",
  "required",
  "thank",
  "back",
  "see",
  "events",
  "home",
  "about",
  "gallery",
  "reviews",
  "order",
  "call",
  "page",
  "not",
  "found",
  "error",
  "name",
  "phone",
  "date",
  "guests",
  "message",
  "search",
  "from",
  "until",
  "here",
  "this",
  "photo",
  "of",
  "hours",
  "week",
  "weekly",
  "close",
  "previous",
  "show",
  "choose",
  "select",
  "new",
  "sold",
  "out",
] as const;

/**
 * What a reader of the page gets, outside any element in another language than Spanish: its
 * title and description, every text (visually hidden ones included: screen readers say them)
 * and the attributes read aloud or shown (alt, title, aria-label, placeholder, a button's value).
 */
async function spanishReading(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    for (const element of copy.querySelectorAll("script, style, template, noscript, [lang]:not([lang^='es'])"))
      element.remove();
    const attributes = [...copy.querySelectorAll("body *")].flatMap((element) =>
      ["alt", "title", "aria-label", "aria-description", "placeholder", "value"]
        .map((name) =>
          name === "value" && element.tagName !== "BUTTON" && element.getAttribute("type") !== "submit"
            ? null
            : element.getAttribute(name),
        )
        .filter((value): value is string => Boolean(value)),
    );
    const description = copy.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    return [
      copy.querySelector("title")?.textContent ?? "",
      description,
      copy.querySelector("body")?.textContent ?? "",
      ...attributes,
    ].join("\n");
  });
}

function englishWordsIn(text: string): string[] {
  const found = new Set<string>();
  for (const word of ENGLISH_INTERFACE_WORDS) {
    const match = new RegExp(`(?<![\\p{L}\\p{N}@./-])${word}(?![\\p{L}\\p{N}@-])`, "iu").exec(text);
    if (match)
      found.add(`"${word}" in …${text.slice(Math.max(0, match.index - 40), match.index + 40).replace(/\s+/g, " ")}…`);
  }
  return [...found];
}

const SPANISH_PAGES = [...SPANISH_PUBLIC_PAGES, "/es/gallery/3", "/es/newsletter", "/es/no-such-page"];

for (const path of SPANISH_PAGES) {
  test(`${path} says nothing in English outside what is marked English`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(path.endsWith("no-such-page") ? 404 : 200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(englishWordsIn(await spanishReading(page))).toEqual([]);
  });
}

test("the switch keeps the reader's place: the path and query, and with JavaScript the anchor, there and back", async ({
  page,
  javaScriptEnabled,
}) => {
  // The anchor is never sent to the server: without JavaScript only the path and query can be kept.
  const anchor = javaScriptEnabled ? "#drinks" : "";
  // A click before React has hydrated the switch follows its plain link, without the anchor.
  const switchTo = async (name: string) => {
    const link = page.getByRole("link", { name });
    if (javaScriptEnabled) await whenHydrated(link);
    await link.click();
  };
  await page.goto(`/menu?diet=vegan${anchor}`);
  await switchTo("Español");
  await expect(page).toHaveURL(new RegExp(`^https?://[^/]+/es/menu\\?diet=vegan${anchor}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await switchTo("English");
  // Anchored at the host: "/es/menu?..." must not pass for "/menu?..." before the click has gone through.
  await expect(page).toHaveURL(new RegExp(`^https?://[^/]+/menu\\?diet=vegan${anchor}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("on a phone the switch is in the header, reachable without opening the menu", async ({ page }) => {
  await page.goto("/es/popup-locations");
  const link = page.locator("header").getByRole("link", { name: "English" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("lang", "en");
  await link.click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/popup-locations$/);
  await expect(page.locator("header").getByRole("link", { name: "Español" })).toBeVisible();
});

test("the navigation stays in Spanish from page to page", async ({ page }) => {
  await page.goto("/es");
  await page.locator("summary", { hasText: "Menú" }).click();
  await page.getByRole("navigation", { name: "Móvil" }).getByRole("link", { name: "Catering/Eventos" }).click();
  await expect(page).toHaveURL(/\/es\/catering-events$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("link", { name: "Saltar al contenido" })).toBeAttached();
});
