// A client who wrote to the truck from the Spanish catering page (issue 50), on a phone (390 x 844),
// JavaScript on and off: the quote mail is in Spanish and links the Spanish page, where every
// heading, label, button, date and amount is in Spanish and the page fits the screen; accepting
// without a name is stopped at the name, accepting with it books the date, answered in Spanish;
// the language switch leads to the English home page, never to the quote's other address.
import type { ConsoleMessage, Page } from "@playwright/test";
import { saveQuoteVersion, sendQuote } from "#app/domain/quotes/quotes.server.ts";
import { addDaysToIsoDate, formatDayWithWeekday, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { CateringEnquiry } from "#app/models/catering-enquiry.server.ts";
import { EnquiryHistory } from "#app/models/enquiry-history.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { Quote, QuoteLink, QuoteOutcome, QuoteVersion } from "#app/models/quote.server.ts";
import { useDatabaseInBrowserTests } from "#tests/support/browser-database.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { checkLayout } from "#tests/support/layout-checks.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The enquiries this file made, and everything hanging from them, removed after its tests. */
const enquiryIds: string[] = [];
useDatabaseInBrowserTests(async () => {
  const quotes = await Quote.find({ enquiry_id: { $in: enquiryIds } }).lean();
  const quoteIds = quotes.map((quote) => String(quote._id));
  const [links, versions] = await Promise.all([
    QuoteLink.find({ quote_id: { $in: quoteIds } }, { _id: 1 }).lean(),
    QuoteVersion.find({ quote_id: { $in: quoteIds } }, { _id: 1 }).lean(),
  ]);
  // Each mail hangs from what it is about: the enquiry, a link sent, a version answered.
  const related = [...enquiryIds, ...links.map((link) => String(link._id)), ...versions.map((v) => String(v._id))];
  await Promise.all([
    OutboxMessage.deleteMany({ related_id: { $in: related } }),
    QuoteVersion.deleteMany({ quote_id: { $in: quoteIds } }),
    QuoteOutcome.deleteMany({ quote_id: { $in: quoteIds } }),
    QuoteLink.deleteMany({ quote_id: { $in: quoteIds } }),
    Quote.deleteMany({ enquiry_id: { $in: enquiryIds } }),
    EnquiryHistory.deleteMany({ enquiry_id: { $in: enquiryIds } }),
    CateringEnquiry.deleteMany({ _id: { $in: enquiryIds } }),
  ]);
});

/** Console errors (a hydration mismatch between the server's Spanish and the browser's). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** The quote page's English words, which its Spanish twin must not show. */
const ENGLISH_WORDS =
  /\b(Your|quote|Hi|here is|Event date|Valid until|Version|Line|Qty|Price|Amount|Tax|Per guest|untaxed|Accept|Decline|note|optional|print)\b/;

test("a Spanish enquiry's client reads the quote in Spanish on a phone and accepts it with their name", async ({
  page,
  javaScriptEnabled,
}) => {
  const errors = consoleErrors(page);
  const email = `cotizacion-${Date.now().toString(36)}-${javaScriptEnabled ? "js" : "nojs"}@example.com`;
  const eventDate = addDaysToIsoDate(todayInTruckTimeZone(), 50);
  // Sent from the Spanish catering page, as its form sends it.
  const sent = await page.request.post("/api/send-email", {
    data: {
      name: "Lucía Ramírez",
      email,
      phone: "(805) 555-0177",
      eventDate,
      message: "Una fiesta de quince años.",
      guests: 40,
      language: "es",
    },
  });
  expect(sent.status()).toBe(200);
  const { id } = (await sent.json()) as { id: string };
  enquiryIds.push(id);
  // Staff quote it (the builder itself is catering-quote.spec.ts): lines they typed in Spanish.
  const staff = { email: "quote-spanish-e2e@example.com" };
  await saveQuoteVersion(
    id,
    {
      validUntil: addDaysToIsoDate(todayInTruckTimeZone(), 30),
      guests: "40",
      lines: [
        { description: "Bandeja de sandos", price: "24.50", quantity: "40" },
        { description: "Viaje a Goleta", price: "40", quantity: "1", untaxed: true },
      ],
    },
    staff,
  );
  await sendQuote(id, staff, { siteUrl: baseUrl(), truckAddress: "hello@sandotruck.com" });

  // The mail: in Spanish, with the Spanish page's link.
  const mail = await OutboxMessage.findOne({ kind: "quote", to: email }).lean();
  const eventDay = formatDayWithWeekday(eventDate, "es");
  expect(mail?.subject).toBe(`Tu cotización de catering del Sando Truck para el ${eventDay}`);
  const path = /https?:\/\/\S+?(\/es\/quotes\/[A-Za-z0-9_-]{32})$/m.exec(mail?.text ?? "")?.[1];
  expect(path, mail?.text).toBeTruthy();
  const token = path!.split("/").at(-1)!;

  // The page, in Spanish, fitting the phone.
  const response = await page.goto(path!);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Tu cotización de catering | Sando Truck");
  await expect(page.getByRole("heading", { level: 1, name: "Tu cotización de catering" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText("Hola, Lucía Ramírez. Aquí tienes la cotización del Sando Truck para tu evento.");
  await expect(main.locator("dt").first()).toHaveText("Fecha del evento");
  await expect(main.locator("dd").first()).toHaveText(eventDay);
  const table = page.getByRole("table", { name: "Versión 1" });
  await expect(table.getByRole("columnheader")).toHaveText(["Concepto", "Cant.", "Precio", "Importe"]);
  await expect(table).toContainText("Bandeja de sandos");
  await expect(table).toContainText("$980.00");
  await expect(table).toContainText("Viaje a Goleta (sin impuesto)");
  await expect(table.getByRole("rowheader", { name: /^Impuesto \([\d.]+%\)$/ })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Por invitado (40 invitados)" })).toBeVisible();
  const ownWords = (await main.textContent()) ?? "";
  expect(ownWords.match(ENGLISH_WORDS)?.[0], ownWords).toBeUndefined();
  expect(await checkLayout(page, 390)).toEqual([]);
  // The switch goes to the English home page: the quote's address is nowhere in it.
  const languageSwitch = page.locator("a.language-switch");
  await expect(languageSwitch).toHaveText("English");
  await expect(languageSwitch).toHaveAttribute("href", "/");
  expect(await page.locator(`a[href*="${token}"]`).count()).toBe(0);

  // Accepting without a name stops at the name; with it, the date is booked, in Spanish.
  const accept = page.getByRole("button", { name: "Aceptar cotización" });
  await accept.click();
  await expect(page.getByLabel("Tu nombre completo")).toBeFocused();
  await page.getByLabel("Tu nombre completo").fill("Lucía Ramírez");
  await accept.click();
  await expect(page.getByRole("heading", { name: "Cotización aceptada" })).toBeVisible();
  await expect(page.getByText("Aceptada por Lucía Ramírez. Gracias: tu fecha está reservada.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Aceptar cotización" })).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(await checkLayout(page, 390)).toEqual([]);
  await expect.poll(async () => (await CateringEnquiry.findById(id).lean())?.status).toBe("booked");
  expect(errors).toEqual([]);
});
