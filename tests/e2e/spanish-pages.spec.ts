// A Spanish reader on a phone (390 x 844), with JavaScript and without (issue 48): the about
// page with the owner's story, the gallery, its photo pages and its lightbox, the press page
// and the accessibility statement read in Spanish under /es, with Spanish titles and
// breadcrumbs and links that stay in Spanish; what only exists in English (press items, an alt
// text the Owner typed) is marked lang="en". A missing page is the Spanish 404 with a 404
// status; an unknown language prefix (/fr/menu) stays the English 404.
import type { ConsoleMessage, Locator, Page } from "@playwright/test";
import { updateGalleryPhoto } from "#app/domain/gallery/gallery.server.ts";
import { useDatabaseInBrowserTests } from "#tests/support/browser-database.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { holdGalleryLock, withGalleryRestored } from "#tests/support/gallery-lock.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { uniqueName } from "#tests/support/names.ts";
import { expectNoAxeViolations, readJsonLd } from "#tests/support/page-checks.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
useDatabaseInBrowserTests();

/** Console errors (a hydration mismatch between the server's language and the browser's); a 404 answer is expected. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" && !/Failed to load resource: .* 404/.test(message.text())) {
      errors.push(message.text());
    }
  });
  return errors;
}

/** English interface words a Spanish page must not show outside text marked lang="en". */
const ENGLISH_WORDS =
  /\b(the|and|of|with|your|our|photo|image|previous|next|back|close|gallery|about|press|page|found|home|see|statement|reviewed|inquiries)\b/i;

/** The text of `scope` a reader sees as the page's own: without what is marked lang="en" (nor code). */
async function ownText(scope: Locator): Promise<string> {
  return scope.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const english of copy.querySelectorAll('[lang="en"], script, noscript, style')) english.remove();
    // E-mail addresses (press@…) are names, not words.
    return (copy.textContent ?? "")
      .replace(/\S+@\S+/g, "")
      .replace(/\s+/g, " ")
      .trim();
  });
}

async function expectSpanish(page: Page, path: string, title: string, crumbs: string[]): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle(title);
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical!).pathname).toBe(path);
  const breadcrumbs = (await readJsonLd(page)).find((item) => item["@type"] === "BreadcrumbList") as
    | { itemListElement: { name: string; item: string }[] }
    | undefined;
  expect(breadcrumbs?.itemListElement.map((crumb) => crumb.name)).toEqual(["Inicio", ...crumbs]);
  expect(new URL(breadcrumbs!.itemListElement.at(-1)!.item).pathname).toBe(path);
  const text = await ownText(page.getByRole("main"));
  expect(text.match(ENGLISH_WORDS)?.[0], `English on ${path}: ${text}`).toBeUndefined();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test("the about page tells the owner's story in Spanish", async ({ page }) => {
  const errors = consoleErrors(page);
  const response = await page.goto("/es/about");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sobre nosotros");
  await expect(page.locator(".hero img")).toHaveAttribute(
    "alt",
    "La dueña empanizando filetes a mano dentro del food truck",
  );
  await expect(page.getByRole("heading", { level: 2, name: "NUESTRA HISTORIA" })).toBeVisible();
  const story = page.locator(".story");
  await expect(story).toContainText("Sando Truck empezó con un antojo.");
  await expect(story).toContainText("pan de leche shokupan");
  await expect(story).toContainText("el condado de Santa Bárbara");
  await expect(page.getByRole("heading", { name: "¿QUÉ HAY DE NUEVO?" })).toBeVisible();
  await expectSpanish(page, "/es/about", "Nosotros | Sando Truck", ["Nosotros"]);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", /^Cómo el antojo/);

  // The English twin is as it was.
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
  await expect(page.getByRole("heading", { level: 2, name: "OUR STORY" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the press page lists the articles as written, marked English, with Spanish dates", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto("/es/press");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prensa");
  const card = page.locator(".press-card").filter({ hasText: "The Katsu Sando Truck Winning Over Santa Barbara" });
  await expect(card.locator("time")).toHaveText("14 de marzo de 2026");
  const link = card.getByRole("link");
  await expect(link).toHaveAttribute("lang", "en");
  await expect(link).toHaveAttribute("target", "_blank");
  // The page's own words inside the quoted title are Spanish again.
  await expect(link.locator(".visually-hidden")).toHaveAttribute("lang", "es");
  await expect(link.locator(".visually-hidden")).toHaveText(" (se abre en una pestaña nueva)");
  await expect(card.getByText("Coastal Food Journal", { exact: true })).toHaveAttribute("lang", "en");
  await expect(card.getByText(/^How a family recipe/)).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 2, name: "Para los medios" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Contacto para medios: / })).toHaveAttribute("href", /^mailto:/);
  await expectSpanish(page, "/es/press", "Prensa | Sando Truck", ["Prensa"]);
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute("content", "article");

  await page.goto("/press");
  const english = page.locator(".press-card").filter({ hasText: "The Katsu Sando Truck Winning Over Santa Barbara" });
  await expect(english.locator("time")).toHaveText("March 14, 2026");
  await expect(english.getByRole("link")).not.toHaveAttribute("lang", /./);
  expect(errors).toEqual([]);
});

test("the accessibility statement is in Spanish, its links to Spanish pages", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto("/es/accessibility");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Declaración de accesibilidad");
  await expect(page.locator(".statement__reviewed")).toHaveText("Revisada por última vez en noviembre de 2026.");
  await expect(page.locator(".statement__reviewed time")).toHaveAttribute("datetime", "2026-11-25");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([
    "El estándar al que aspiramos",
    "Cómo lo revisamos",
    "Limitaciones conocidas",
    "Escribes las cosas una sola vez",
    "Iniciar sesión en el portal del personal",
    "Pide ayuda o avísanos de una barrera",
  ]);
  await expect(main.getByRole("link", { name: "página del menú" })).toHaveAttribute("href", "/es/menu");
  await expect(main.getByRole("link", { name: "página Cuándo y dónde" })).toHaveAttribute(
    "href",
    "/es/popup-locations",
  );
  await expect(main.getByRole("link", { name: "Limitaciones conocidas" })).toHaveAttribute(
    "href",
    "#limitations-title",
  );
  await expect(main.getByRole("link", { name: /^Pautas de Accesibilidad/ })).toHaveAttribute("hreflang", "en");
  await expect(main).toContainText("Te respondemos en menos de 24 horas.");
  await expect(main.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expectSpanish(page, "/es/accessibility", "Accesibilidad | Sando Truck", ["Accesibilidad"]);
  expect(errors).toEqual([]);
});

test.describe("the gallery's built-in twelve", () => {
  // These tests count on the built-in twelve: the portal's gallery test changes them meanwhile.
  let releaseGallery: (() => Promise<void>) | undefined;
  test.beforeEach(async () => {
    releaseGallery = await holdGalleryLock();
  });
  test.afterEach(async () => {
    await releaseGallery?.();
  });

  test("the gallery in Spanish: Spanish alt texts, photo links under /es, and a Spanish lightbox", async ({
    page,
    javaScriptEnabled,
  }) => {
    const errors = consoleErrors(page);
    await page.goto("/es/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Come con los ojos");
    const links = page.locator(".gallery-grid a");
    await expect(links).toHaveCount(12);
    for (let index = 0; index < 12; index += 1) {
      await expect(links.nth(index)).toHaveAttribute("href", `/es/gallery/${index + 1}`);
      await expect(links.nth(index).locator("img")).not.toHaveAttribute("lang", /./);
    }
    await expect(links.nth(3).locator("img")).toHaveAttribute(
      "alt",
      "Un barquito de papel con karaage y un gajo de limón",
    );
    await expectSpanish(page, "/es/gallery", "Galería | Sando Truck", ["Galería"]);

    if (javaScriptEnabled) await whenHydrated(links.nth(2));
    await links.nth(2).click();
    if (!javaScriptEnabled) {
      // Without JavaScript the photo's own page, in Spanish.
      await expect(page).toHaveURL(/\/es\/gallery\/3$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Foto 3 de 12");
      expect(errors).toEqual([]);
      return;
    }
    const dialog = page.getByRole("dialog");
    await expect(dialog).toHaveAccessibleName("Imagen 3 de 12");
    await expect(dialog.locator("img")).toHaveAttribute(
      "alt",
      "Katsu sandos de cerdo en fila sobre el mostrador, listos para servir",
    );
    await dialog.getByRole("button", { name: "Imagen siguiente" }).click();
    await expect(dialog).toHaveAccessibleName("Imagen 4 de 12");
    await dialog.getByRole("button", { name: "Imagen anterior" }).click();
    await expect(dialog).toHaveAccessibleName("Imagen 3 de 12");
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await expect(dialog).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("a photo's own page in Spanish, its previous and next links staying in Spanish", async ({ page }) => {
    const errors = consoleErrors(page);
    const response = await page.goto("/es/gallery/5");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Foto 5 de 12");
    await expect(page.locator("main figcaption")).toHaveText(
      "Panes shokupan recién horneados enfriándose en una rejilla",
    );
    await expectSpanish(page, "/es/gallery/5", "Foto 5 de 12 | Galería | Sando Truck", ["Galería", "Foto 5"]);
    const nav = page.getByRole("navigation", { name: "Galería" });
    await nav.getByRole("link", { name: "Foto anterior" }).click();
    await expect(page).toHaveURL(/\/es\/gallery\/4$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Foto 4 de 12");
    await page.getByRole("link", { name: "Foto siguiente" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Foto 5 de 12");
    await page.getByRole("link", { name: "Volver a la galería" }).click();
    await expect(page).toHaveURL(/\/es\/gallery$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Come con los ojos");

    // The English twin is as it was.
    await page.goto("/gallery/5");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Photo 5 of 12");
    await expect(page.locator("main figcaption")).toHaveText("Fresh shokupan loaves cooling on a rack");
    expect(errors).toEqual([]);
  });
});

test("an alt text the Owner typed stays as typed on the Spanish gallery, marked English", async ({
  page,
  javaScriptEnabled,
}) => {
  await withGalleryRestored(async () => {
    const typed = uniqueName("A katsu sando typed by the Owner");
    await updateGalleryPhoto("3", { alt: typed });

    await page.goto("/es/gallery");
    const links = page.locator(".gallery-grid a");
    await expect(links.nth(2).locator("img")).toHaveAttribute("alt", typed);
    await expect(links.nth(2).locator("img")).toHaveAttribute("lang", "en");
    // The others are still the built-in photos, in Spanish.
    await expect(links.nth(0).locator("img")).toHaveAttribute("alt", /^Un katsu sando de pollo/);
    await expectNoAxeViolations(page, javaScriptEnabled);
    if (javaScriptEnabled) {
      await whenHydrated(links.nth(2));
      await links.nth(2).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.locator("img")).toHaveAttribute("lang", "en");
      await expect(dialog.locator("figcaption")).toHaveAttribute("lang", "en");
      await expect(dialog.locator("figcaption")).toContainText(typed);
    }
    await page.goto("/es/gallery/3");
    await expect(page.locator("main figcaption")).toHaveAttribute("lang", "en");
    await expect(page.locator("main figcaption")).toHaveText(typed);

    await page.goto("/gallery");
    await expect(page.locator(".gallery-grid a").nth(2).locator("img")).toHaveAttribute("alt", typed);
    await expect(page.locator(".gallery-grid a").nth(2).locator("img")).not.toHaveAttribute("lang", /./);
  });
});

test("a page that does not exist under /es is the Spanish 404, with a 404 status and Spanish ways on", async ({
  page,
  javaScriptEnabled,
}) => {
  const errors = consoleErrors(page);
  const response = await page.goto("/es/no-such-sando");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Página no encontrada | Sando Truck");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404: Este sando ya se fue del food truck");
  await expect(page.getByRole("main")).toContainText("hasta debajo del repollo");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Ir al inicio" })).toHaveAttribute("href", "/es");
  const menu = main.getByRole("link", { name: "Ver el menú" });
  await expect(menu).toHaveAttribute("href", "/es/menu");
  const text = await ownText(main);
  expect(text.match(ENGLISH_WORDS)?.[0], text).toBeUndefined();
  await expectNoAxeViolations(page, javaScriptEnabled);
  if (javaScriptEnabled) await whenHydrated(menu);
  await menu.click();
  await expect(page).toHaveURL(/\/es\/menu$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a missing photo or stop under /es gives its reason and its way on in Spanish", async ({ page }) => {
  const photo = await page.goto("/es/gallery/99");
  expect(photo?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404: Este sando ya se fue del food truck");
  await expect(page.getByRole("alert")).toHaveText("Esta foto no está en nuestra galería.");

  const stop = await page.goto("/es/events/0123456789abcdef01234567.ics");
  expect(stop?.status()).toBe(404);
  await expect(page.getByRole("alert")).toHaveText("Esta parada ya no está en el calendario.");
  const stops = page.getByRole("main").getByRole("link", { name: "Ver dónde estará el food truck" });
  await expect(stops).toHaveAttribute("href", "/es/popup-locations");
  const text = await ownText(page.getByRole("main"));
  expect(text.match(ENGLISH_WORDS)?.[0], text).toBeUndefined();
});

test("an unknown language prefix (/fr/menu) is the English 404", async ({ page }) => {
  const response = await page.goto("/fr/menu");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Page Not Found | Sando Truck");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404: This sando has left the truck");
  await expect(page.getByRole("main").getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("main").getByRole("link", { name: "See the Menu" })).toHaveAttribute("href", "/menu");
});
