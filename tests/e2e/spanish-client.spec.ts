// A catering client from the Spanish site, start to end (issue 50), on phones (390 x 844),
// JavaScript on and off: the client sends an enquiry from /es/catering-events and gets the receipt
// in Spanish; staff see it marked Spanish, reply from the Spanish template offered first, and
// build and send a quote, which goes in Spanish; the client opens its Spanish page and accepts it.
import { CateringEnquiry } from "#app/models/catering-enquiry.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { expect, openPortal, test } from "./admin-fixtures.ts";
import { chooseEventDateInSpanish, GRACIAS } from "./catering-helpers.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, signedInAs: "staff" });

/** The mails of one kind to the client, oldest first. */
const mailsTo = (kind: "enquiry-confirmation" | "enquiry-reply" | "quote", to: string) =>
  OutboxMessage.find({ kind, to }).sort({ created_at: 1, _id: 1 }).lean();

test("a client who writes in Spanish hears back in Spanish and accepts the quote on its Spanish page", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const email = `cliente-${Date.now().toString(36)}-${javaScriptEnabled ? "js" : "nojs"}@example.com`;
  const name = `Rocío Fuentes ${javaScriptEnabled ? "Uno" : "Dos"}`;

  // The client, on their phone, from the Spanish catering page.
  const client = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
  const clientPage = await client.newPage();
  await clientPage.goto("/es/catering-events");
  await clientPage.getByLabel("Nombre").fill(name);
  await clientPage.getByLabel("Correo electrónico").fill(email);
  await clientPage.getByLabel("Teléfono").fill("805-555-0188");
  await clientPage.getByLabel("Mensaje").fill("Una boda para 60 invitados.");
  await clientPage.getByLabel("Número de invitados").fill("60");
  await chooseEventDateInSpanish(clientPage, javaScriptEnabled);
  await clientPage.getByRole("button", { name: "ENVIAR" }).click();
  await expect(clientPage.getByRole("status").filter({ hasText: GRACIAS })).toBeVisible();

  // The receipt, in Spanish.
  await expect.poll(async () => (await mailsTo("enquiry-confirmation", email)).length).toBe(1);
  const [receipt] = await mailsTo("enquiry-confirmation", email);
  expect(receipt!.subject).toBe("Recibimos tu solicitud de catering");
  expect(receipt!.text).toContain(`Hola, ${name}:`);
  const enquiry = await CateringEnquiry.findOne({ email }).lean();
  const id = String(enquiry!._id);

  // Staff: the inbox marks it Spanish; the reply starts from the Spanish template, offered first.
  await openPortal(page, "/admin/enquiries");
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText(`${name}Spanish`);
  await page.goto(`/admin/enquiries/${id}`);
  await expect(page.locator(".admin-details")).toContainText("LanguageSpanish");
  const templates = page.getByLabel("Start from");
  await expect(templates.locator("option").nth(1)).toHaveText(/\(Spanish\)$/);
  await templates.selectOption({ label: "Presupuesto (Spanish)" });
  await page.getByRole("button", { name: "Use template" }).click();
  await expect(page.getByLabel("Subject")).toHaveValue(/^Tu solicitud de catering para el /);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status")).toHaveText(`Reply sent to ${email}`);
  await expect.poll(async () => (await mailsTo("enquiry-reply", email)).length).toBe(1);
  const [reply] = await mailsTo("enquiry-reply", email);
  expect(reply!.subject).toMatch(/^Tu solicitud de catering para el /);
  expect(reply!.text).toContain(`Hola, ${name}:`);

  // The quote, built and sent from the portal, goes in Spanish with the Spanish page's link.
  await page.getByRole("link", { name: "Build or send the quote" }).click();
  await page.getByLabel("Line 1: description").fill("Bandeja de sandos");
  await page.getByLabel("Line 1: price of one (USD)").fill("20");
  await page.getByLabel("Line 1: quantity").fill("60");
  await page.getByRole("button", { name: "Save quote" }).click();
  await expect(page.getByRole("status")).toHaveText("Quote version 1 saved");
  await page.getByRole("button", { name: "Send to the client" }).click();
  await expect(page.getByRole("status")).toHaveText(`Quote sent to ${email}`);
  await expect.poll(async () => (await mailsTo("quote", email)).length).toBe(1);
  const [quote] = await mailsTo("quote", email);
  expect(quote!.subject).toMatch(/^Tu cotización de catering del Sando Truck para el /);
  const link = /https?:\/\/\S+?(\/es\/quotes\/[A-Za-z0-9_-]{32})$/m.exec(quote!.text)?.[1];
  expect(link, quote!.text).toBeTruthy();

  // The client accepts on the Spanish page.
  await clientPage.goto(link!);
  await expect(clientPage.getByRole("heading", { level: 1, name: "Tu cotización de catering" })).toBeVisible();
  await clientPage.getByLabel("Tu nombre completo").fill(name);
  await clientPage.getByRole("button", { name: "Aceptar cotización" }).click();
  await expect(clientPage.getByRole("heading", { name: "Cotización aceptada" })).toBeVisible();
  await client.close();
  await expect.poll(async () => (await CateringEnquiry.findById(id).lean())?.status).toBe("booked");
  await CateringEnquiry.deleteOne({ _id: id });
});
