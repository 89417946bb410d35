// Issue 48 on a phone (390 x 844), JavaScript on and off: a Spanish reader opens /es/menu and reads
// it in Spanish (headings, categories, cards, labels, prices, hours in es-US, the allergies
// notice), with what staff typed kept in English and marked so; filters it in Spanish, staying on
// the Spanish menu; and downloads the Spanish PDF. The English menu stays as it was.
// A seeded database and a server of this file's own, its clock fixed on a Friday noon: the page
// does not depend on what other files add, nor on the hour the test runs.
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/browser-test.ts";
import { readPdf } from "#tests/support/pdf-text.ts";
import { useSeededBrowserServer } from "#tests/support/seeded-browser-server.ts";

// A Friday noon in May 2030 (Pacific Daylight Time).
const CLOCK = "2030-05-03T12:00:00-07:00";

test.use({ viewport: { width: 390, height: 844 } });

const { url } = useSeededBrowserServer("spanish_menu", { env: { NODE_ENV: "test", TEST_CLOCK_NOW: CLOCK } });

/** An item's card in a section of the menu. */
const card = (page: Page, section: string, name: string) =>
  page.locator(`section#${section} .menu-item`).filter({ hasText: name });

test("a Spanish reader reads the menu in Spanish, with what staff typed marked English", async ({ page }) => {
  const response = await page.goto(url("/es/menu"));
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Menú | Sando Truck");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^Katsu sandos de pollo y de cerdo/,
  );
  await expect(page.getByRole("heading", { level: 1, name: "Menú" })).toBeVisible();
  await expect(page.getByText("Todo se prepara al momento. Empanizado en casa, cada mañana.")).toBeVisible();

  const nav = page.getByRole("navigation", { name: "Categorías del menú" });
  await expect(nav.getByRole("link")).toHaveText([
    "LOS MÁS PEDIDOS",
    "SANDOS",
    "PARA ACOMPAÑAR",
    "POSTRES",
    "BEBIDAS",
    "MERCANCÍA",
  ]);
  await expect(page.getByRole("heading", { level: 2, name: "PARA ACOMPAÑAR" })).toBeAttached();

  const chicken = card(page, "sandos", "Chicken Katsu Sando");
  await expect(chicken.getByText("Favorito de los fans")).toBeVisible();
  await expect(chicken.locator("h3 [lang=en]")).toHaveText("Chicken Katsu Sando");
  await expect(chicken.locator("img")).toHaveAttribute("lang", "en");
  await expect(chicken.locator("p[lang=en]")).toContainText("Crispy chicken thigh");
  await expect(chicken.getByRole("list", { name: "Etiquetas de dieta y alérgenos" }).getByRole("listitem")).toHaveText([
    "Contiene huevo",
    "Contiene soya",
  ]);
  await expect(chicken).toContainText("$12.00");
  const karaage = card(page, "sides", "Karaage");
  await expect(karaage.locator(".menu-item__price span")).toHaveText(["3 pzas $8.00", "6 pzas $14.00"]);
  await expect(card(page, "dessert", "Strawberry Fruit Sando")).toContainText("CANTIDAD LIMITADA");

  const hours = page.locator(".info-card").filter({ has: page.getByRole("heading", { name: "Horario" }) });
  await expect(hours.locator("dt")).toHaveText(["lunes a viernes", "sábado", "domingo"]);
  await expect(hours.locator("dd")).toHaveText(["11:00 a.m.-8:00 p.m.", "11:00 a.m.-6:00 p.m.", "Cerrado"]);
  // The built-in note has its Spanish (issue 49).
  await expect(hours.locator(".info-card__note")).toHaveText(
    "El horario puede cambiar por eventos o cuando se nos agota la comida.",
  );
  await expect(hours.locator(".info-card__note")).not.toHaveAttribute("lang");
  await expect(page.getByRole("complementary", { name: "Horario y alergias" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Alergias y necesidades alimentarias" })).toBeAttached();
  await expect(
    page.getByText(/^En nuestra cocina se usan trigo, huevo, leche, soya, ajonjolí y mariscos/),
  ).toBeAttached();

  const download = page.getByRole("link", { name: "Descargar el menú en PDF (se abre en una pestaña nueva)" });
  await expect(download).toHaveAttribute("href", "/es/menu/sando-truck-menu.pdf");
  await expect(download).toHaveAttribute("target", "_blank");
  await expect(
    page.getByRole("link", { name: "Ver el menú completo en PDF (se abre en una pestaña nueva)" }),
  ).toHaveAttribute("href", "/es/menu/sando-truck-menu.pdf");

  // No English interface word left in the menu itself, outside what staff typed.
  const shown = await page.locator("main").evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const english of copy.querySelectorAll("[lang=en], .order-links, .info-card__closed")) english.remove();
    // Each text on its own, so that two words of neighbouring elements never run together.
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? "");
    return texts.join(" ");
  });
  expect(shown).not.toMatch(
    /\b(?:Menu|Download|Opening|Closed|Show|Filter|items|Contains|Vegan|Vegetarian|Fan Favorite|SOLD OUT|LIMITED|PC|Allergies|SIDES|DESSERT|DRINKS|MERCH|POPULAR|Monday|Sunday|AM|PM)\b/,
  );
});

test("a Spanish reader filters the menu in Spanish and stays on the Spanish menu", async ({ page }) => {
  await page.goto(url("/es/menu"));
  await page.getByText("Filtrar por dieta o alérgeno").click();
  await expect(page.getByLabel("Apto para").locator("option")).toHaveText([
    "Cualquier dieta",
    "Vegetariano",
    "Vegano",
    "Sin gluten",
    "Sin lácteos",
  ]);
  await page.getByLabel("Apto para").selectOption("vegan");
  await page.getByRole("button", { name: "Ver productos" }).click();
  await expect(page).toHaveURL(/\/es\/menu\?diet=vegan/);
  await expect(page.locator(".menu-item h3")).toHaveText(["Ramune"]);
  const notice = page.getByRole("status").filter({ hasText: "Mostrando productos marcados como Vegano." });
  await expect(notice).toContainText("Nuestro personal pone las etiquetas como guía, no como garantía.");
  await expect(page.locator("section#sandos")).toContainText("Aquí no hay nada que coincida con tu filtro.");

  await page.goto(url("/es/menu?without=contains-egg"));
  await expect(page.getByLabel("Excluir")).toHaveValue("contains-egg");
  await expect(page.getByRole("status").filter({ hasText: "Mostrando productos sin huevo." })).toBeVisible();
  await page.getByRole("link", { name: "Ver todo el menú" }).click();
  await expect(page).toHaveURL(/\/es\/menu$/);
  await expect(page.locator("section#sandos .menu-item")).toHaveCount(3);

  const unknown = await page.goto(url("/es/menu?diet=keto"));
  expect(unknown?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText(
    'No marcamos productos como "keto". Elige una de estas: vegetarian, vegan, gluten-free, dairy-free. Mostrando todo el menú.',
  );
});

test("a Spanish reader downloads the PDF menu in Spanish", async ({ page }) => {
  await page.goto(url("/es/menu"));
  const href = await page.getByRole("link", { name: /^Descargar el menú en PDF/ }).getAttribute("href");
  const response = await page.request.get(url(href ?? ""));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const pdf = await readPdf(await response.body());
  expect(pdf).toMatchObject({ language: "es-US", title: "Menú de Sando Truck", tagged: true });
  // Its whole text is compared in tests/api/spanish-menu-pdf.test.ts.
  expect(pdf.text).toContain("SANDO TRUCK MENÚ Katsu sandos japoneses tradicionales SANDOS Chicken Katsu Sando");
  expect(pdf.text).toContain("Sin lácteos · Contiene soya 3 pzas $8.00 6 pzas $14.00");
  expect(pdf.text).toContain(
    "Horario lunes a viernes 11:00 a.m.-8:00 p.m. sábado 11:00 a.m.-6:00 p.m. domingo Cerrado",
  );
});

test("the English menu is unchanged beside it", async ({ page }) => {
  await page.goto(url("/menu"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Menu | Sando Truck");
  await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Menu categories" }).getByRole("link")).toHaveText([
    "POPULAR PICKS",
    "SANDOS",
    "SIDES",
    "DESSERT",
    "DRINKS",
    "MERCH",
  ]);
  const chicken = card(page, "sandos", "Chicken Katsu Sando");
  await expect(chicken.locator("[lang]")).toHaveCount(0);
  await expect(chicken.getByText("Fan Favorite")).toBeVisible();
  await expect(card(page, "sides", "Karaage").locator(".menu-item__price span")).toHaveText([
    "3PC $8.00",
    "6PC $14.00",
  ]);
  const hours = page.locator(".info-card").filter({ hasText: "Opening hours" });
  await expect(hours.locator("dt")).toHaveText(["Monday-Friday", "Saturday", "Sunday"]);
  await expect(hours.locator("dd")).toHaveText(["11:00 AM-8:00 PM", "11:00 AM-6:00 PM", "Closed"]);
  await expect(page.getByRole("link", { name: "Download PDF Menu (opens in a new tab)" })).toHaveAttribute(
    "href",
    "/menu/sando-truck-menu.pdf",
  );
  await page.getByText("Filter by diet or allergen").click();
  await page.getByLabel("Leave out").selectOption("contains-soy");
  await page.getByRole("button", { name: "Show items" }).click();
  await expect(page).toHaveURL(/\/menu\?diet=&without=contains-soy$/);
  await expect(page.getByRole("status").filter({ hasText: "Showing items without soy." })).toBeVisible();
});
