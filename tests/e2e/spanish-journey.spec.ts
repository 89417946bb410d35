// Issue 48 as one visit, on a phone (390 x 844), JavaScript on and off: a visitor on the English
// home switches to Spanish, reads the next stop with its Spanish date and the menu with its
// Spanish words and prices, downloads the Spanish PDF (its whole text compared, accents
// included), sends a catering enquiry (mailed through a real SMTP server) and subscribes to the
// newsletter in Spanish, both stored as Spanish, then filters the menu and switches back to
// English in the same place. A seeded database and a server of the file's own: the next stop is
// the one this file schedules, and the menu and its PDF are the seed's, whatever other files do.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { CateringEnquiry } from "#app/models/catering-enquiry.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { readPdf } from "#tests/support/pdf-text.ts";
import { TEST_EVENT } from "#tests/support/popup-events.ts";
import { useSeededBrowserServer } from "#tests/support/seeded-browser-server.ts";
import { SPANISH_MENU_PDF_TEXT } from "#tests/support/seeded-menu-pdf.ts";
import { chooseEventDateInSpanish, fillContactDetailsInSpanish, GRACIAS } from "./catering-helpers";

test.use({ viewport: { width: 390, height: 844 } });

const server = useSeededBrowserServer("spanish_journey", { mail: true });

/** Follows a link of the phone's navigation; done once the new page's heading shows. */
async function navigate(page: Page, link: string, heading: string) {
  await page.locator("header summary").click();
  await page.getByRole("navigation", { name: "Móvil" }).getByRole("link", { name: link, exact: true }).click();
  // With JavaScript the address changes before the new page is drawn: its heading says it is there.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

test("a visitor switches to Spanish, reads, downloads, enquires and subscribes in Spanish, and switches back", async ({
  page,
  javaScriptEnabled,
}) => {
  // Six pages, a download and two forms: 12-15 s alone, more than a test's 30 s on a loaded machine.
  test.setTimeout(60_000);
  // The next stop, in two days (the seed's stops are six days away and more).
  const stop = await server.model(PopupEvent).create({
    ...TEST_EVENT,
    title: "Shoreline Park",
    date: addDaysToIsoDate(todayInTruckTimeZone(), 2),
  });
  const email = `lupita-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;

  // The English home; the header's switch, named in Spanish.
  await page.goto(server.url("/"));
  await expect(page.getByRole("region", { name: "Next stop" })).toContainText("Shoreline Park");
  const spanish = page.locator("header").getByRole("link", { name: "Español" });
  await expect(spanish).toHaveAttribute("lang", "es");
  await spanish.click();

  // The next stop, its date and hours as es-US writes them.
  const nextStop = page.getByRole("region", { name: "Próxima parada" });
  const date = new Date(`${stop.date}T12:00:00Z`).toLocaleDateString("es-US", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(nextStop).toContainText(`${date}, 5:00 p.m. - 8:00 p.m.`);
  await expect(page).toHaveURL(server.url("/es"));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(nextStop.locator(".next-stop__title [lang=en]")).toHaveText("Shoreline Park");
  await expect(nextStop.getByRole("link", { name: "Cómo llegar" })).toBeVisible();

  // The menu, in Spanish words and prices.
  await navigate(page, "Menú", "Menú");
  await expect(page).toHaveURL(server.url("/es/menu"));
  await expect(page.getByRole("heading", { level: 2, name: "PARA ACOMPAÑAR" })).toBeVisible();
  const chicken = page.locator("section#sandos .menu-item").filter({ hasText: "Chicken Katsu Sando" });
  await expect(chicken).toContainText("Favorito de los fans");
  await expect(chicken).toContainText("$12.00");
  const karaage = page.locator("section#sides .menu-item").filter({ hasText: "Karaage" });
  await expect(karaage.locator(".menu-item__price span")).toHaveText(["3 pzas $8.00", "6 pzas $14.00"]);

  // The PDF from the menu's link (a new tab, which a browser without a PDF viewer saves as a
  // download, reported on the page that opened it): every word it prints.
  const downloaded = page.waitForEvent("download");
  await page.getByRole("link", { name: "Descargar el menú en PDF (se abre en una pestaña nueva)" }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe("sando-truck-menu.pdf");
  const pdf = await readPdf(await readFile(await download.path()));
  expect(pdf).toMatchObject({ language: "es-US", title: "Menú de Sando Truck", text: SPANISH_MENU_PDF_TEXT });

  // A catering enquiry: thanked in Spanish, stored as Spanish, mailed to staff with its accents.
  await navigate(page, "Catering/Eventos", "Catering y eventos");
  if (javaScriptEnabled) await whenHydrated(page.getByLabel("Nombre"));
  await fillContactDetailsInSpanish(page, email);
  await chooseEventDateInSpanish(page, javaScriptEnabled);
  await page.getByRole("button", { name: "ENVIAR" }).click();
  await expect(page.getByRole("status").filter({ hasText: GRACIAS })).toBeVisible();
  await expect(page).toHaveURL(server.url("/es/catering-events"));
  expect(await server.model(CateringEnquiry).findOne({ email }).lean()).toMatchObject({
    language: "es",
    name: "Lupita Ramírez",
  });
  const smtp = server.smtp();
  const toStaff = () => smtp.messages.find((mail) => !mail.envelopeTo.includes(email) && mail.text?.includes(email));
  await smtp.waitFor(() => toStaff() !== undefined && smtp.messages.some((mail) => mail.envelopeTo.includes(email)));
  expect(toStaff()?.text).toContain("Quinceañera para 80 invitados en Santa María.");

  // The newsletter from the footer: with JavaScript the footer answers, without the newsletter page.
  const footer = page.locator("footer");
  if (javaScriptEnabled) await whenHydrated(footer.getByLabel("Suscríbete a nuestro boletín"));
  await footer.getByLabel("Suscríbete a nuestro boletín").fill(email);
  await footer.getByRole("button", { name: "Suscribirme" }).click();
  const answer = javaScriptEnabled ? footer.getByRole("status") : page.locator("main").getByRole("status");
  await expect(answer).toHaveText(
    "¡Te suscribiste!Revisa tu correo: te enviamos un enlace para confirmar tu dirección.",
  );
  await expect(page).toHaveURL(server.url(javaScriptEnabled ? "/es/catering-events" : "/es/newsletter"));
  expect((await server.model(NewsletterSubscriber).findOne({ email }).lean())?.language).toBe("es");

  // The vegan drinks, then back to English: the same menu, filter and (with JavaScript) anchor.
  await navigate(page, "Menú", "Menú");
  await page.getByText("Filtrar por dieta o alérgeno").click();
  await page.getByLabel("Apto para").selectOption("vegan");
  await page.getByRole("button", { name: "Ver productos" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Mostrando productos marcados como Vegano." })).toBeVisible();
  await page.getByRole("navigation", { name: "Categorías del menú" }).getByRole("link", { name: "BEBIDAS" }).click();
  await expect(page).toHaveURL(/\/es\/menu\?diet=vegan\b.*#drinks$/);
  const { search } = new URL(page.url());
  // The anchor is never sent to the server: without JavaScript only the path and query are kept.
  const anchor = javaScriptEnabled ? "#drinks" : "";
  await page.locator("header").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(server.url(`/menu${search}${anchor}`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("status").filter({ hasText: "Showing Vegan items." })).toBeVisible();
  await expect(page.locator(".menu-item h3")).toHaveText(["Ramune"]);
  if (javaScriptEnabled) await expect(page.locator("section#drinks h2")).toBeInViewport();
});
