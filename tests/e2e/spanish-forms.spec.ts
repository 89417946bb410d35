// The two public forms in Spanish on a phone (390 x 844), with JavaScript and without (issue 48):
// a visitor sends a catering enquiry from /es/catering-events (the calendar's months and weekdays
// in Spanish, the week starting Sunday) and subscribes from the footer and /es/newsletter; every
// answer is in Spanish, and the stored enquiry and follower carry the language "es" (for the mail
// of part 3), the consent its Spanish words. The newsletter links' Spanish pages confirm, change
// topics and unsubscribe in Spanish. The English twins answer and store as before.
import { preferencesUrl } from "#app/domain/newsletter/followers.server.ts";
import { unsubscribeUrl } from "#app/domain/newsletter/newsletter.server.ts";
import { CateringEnquiry } from "#app/models/catering-enquiry.server.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { TEST_SESSION_SECRET } from "#scripts/lib/server-process.ts";
import { useDatabaseInBrowserTests } from "#tests/support/browser-database.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { chooseEventDateInSpanish, fillContactDetailsInSpanish, GRACIAS } from "./catering-helpers";

const emails: string[] = [];
useDatabaseInBrowserTests(() =>
  Promise.all([
    CateringEnquiry.deleteMany({ email: { $in: emails } }),
    NewsletterSubscriber.deleteMany({ email: { $in: emails } }),
    OutboxMessage.deleteMany({ to: { $in: emails } }),
  ]),
);
test.use({ viewport: { width: 390, height: 844 } });

function uniqueEmail(name: string): string {
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  emails.push(email);
  return email;
}

const SUSCRITO = "¡Te suscribiste!Revisa tu correo: te enviamos un enlace para confirmar tu dirección.";
const TEMAS = ["El horario de la semana", "Cambios en las próximas paradas", "Noticias y especiales"];

test("a visitor sends a catering enquiry in Spanish, answered in Spanish and stored as Spanish", async ({
  page,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("lupita");
  await page.goto("/es/catering-events");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Catering y eventos");
  await expect(page.getByText("El catering empieza en $500.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Sobre el evento (opcional)" })).toBeVisible();
  await expect(page.getByLabel("Tipo de servicio").locator("option").first()).toHaveText("Todavía no lo sé");
  await fillContactDetailsInSpanish(page, email);
  await page.getByLabel("Número de invitados").fill("80");
  await page.getByLabel("Tipo de servicio").selectOption("truck");
  const date = await chooseEventDateInSpanish(page, javaScriptEnabled);
  await page.getByRole("button", { name: "ENVIAR" }).click();

  await expect(page.getByRole("status").filter({ hasText: GRACIAS })).toBeVisible();
  await expect(page).toHaveURL(/\/es\/catering-events$/);
  await expect(page.getByLabel("Nombre")).toHaveValue("");
  const stored = await CateringEnquiry.findOne({ email }).lean();
  expect(stored?.language).toBe("es");
  expect(stored?.guests).toBe(80);
  expect(stored?.event_date).toBe(
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`,
  );
});

test("a refused enquiry in Spanish says why in Spanish and keeps what was typed", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/es/catering-events");
  await fillContactDetailsInSpanish(page, uniqueEmail("rechazada"));
  await page.getByLabel("Teléfono").fill("llámame");
  if (javaScriptEnabled) {
    // No date: the browser's own check, before anything is sent.
    await page.getByRole("button", { name: "ENVIAR" }).click();
    await expect(page.getByRole("alert")).toHaveText("Elige la fecha del evento antes de enviar");
  }
  await chooseEventDateInSpanish(page, javaScriptEnabled);
  await page.getByRole("button", { name: "ENVIAR" }).click();

  await expect(page.getByRole("alert")).toHaveText("Corrige los campos marcados e inténtalo de nuevo.");
  await expect(page.getByLabel("Teléfono")).toHaveAccessibleDescription("Escribe un número de teléfono válido");
  await expect(page.getByLabel("Nombre")).toHaveValue("Lupita Ramírez");
  await expect(page).toHaveURL(/\/es\/catering-events$/);
});

test("a visitor subscribes in Spanish from the footer; the follower and the consent are Spanish", async ({
  page,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("seguidora");
  await page.goto("/es/menu");
  const footer = page.locator("footer");
  await footer.getByLabel("Suscríbete a nuestro boletín").fill(email);
  await footer.getByRole("button", { name: "Suscribirme" }).click();
  if (javaScriptEnabled) {
    await expect(footer.getByRole("status")).toHaveText(SUSCRITO);
    await expect(page).toHaveURL(/\/es\/menu$/);
  } else {
    await expect(page).toHaveURL(/\/es\/newsletter$/);
    await expect(page.locator("main").getByRole("status")).toHaveText(SUSCRITO);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boletín");
  }
  const follower = await NewsletterSubscriber.findOne({ email }).lean();
  expect(follower?.language).toBe("es");
  expect(follower?.pending?.language).toBe("es");
  // The words the visitor saw: the footer's Spanish label, the topics' Spanish names.
  expect(follower?.pending?.wording).toBe(`Suscríbete a nuestro boletín | Temas: ${TEMAS.join("; ")}`);
});

test("on /es/newsletter the topics are in Spanish, and so is every answer", async ({ page }) => {
  const email = uniqueEmail("temas");
  await page.goto("/es/newsletter");
  const main = page.locator("main");
  const topics = main.getByRole("group", { name: "Temas" });
  for (const name of TEMAS) await expect(topics.getByRole("checkbox", { name })).toBeChecked();
  await main.getByLabel("Correo electrónico").fill(email);
  for (const name of TEMAS) await topics.getByRole("checkbox", { name }).uncheck();
  await main.getByRole("button", { name: "Suscribirme" }).click();
  await expect(main.getByRole("alert")).toHaveText("Elige al menos un tema, o date de baja abajo.");
  await expect(main.getByLabel("Correo electrónico")).toHaveValue(email);

  await topics.getByRole("checkbox", { name: "Noticias y especiales" }).check();
  await main.getByRole("button", { name: "Suscribirme" }).click();
  await expect(main.getByRole("status")).toHaveText(SUSCRITO);
  await expect(page).toHaveURL(/\/es\/newsletter$/);
  const follower = await NewsletterSubscriber.findOne({ email }).lean();
  expect(follower?.language).toBe("es");
  expect(follower?.pending?.wording).toBe(
    "Te enviaremos un enlace por correo electrónico para confirmar. Cada correo trae un enlace para cambiar de temas o darte de baja. | Temas: Noticias y especiales",
  );
});

test("the newsletter links' Spanish pages confirm, change topics and unsubscribe in Spanish", async ({ page }) => {
  const email = uniqueEmail("enlaces");
  await page.goto("/es/newsletter");
  await page.locator("main").getByLabel("Correo electrónico").fill(email);
  await page.locator("main").getByRole("button", { name: "Suscribirme" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText(SUSCRITO);

  // The mail is in Spanish (issue 50), and its link opens the Spanish page.
  await expect.poll(() => OutboxMessage.countDocuments({ to: email })).toBe(1);
  const mail = await OutboxMessage.findOne({ to: email }).lean();
  expect(mail?.subject).toBe("Confirma tu suscripción al boletín del Sando Truck");
  const link = new URL(/(https?:\/\/\S+\/newsletter\/confirm\?\S+)/.exec(mail?.text ?? "")?.[1] ?? "");
  expect(link.pathname).toBe("/es/newsletter/confirm");
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirma tu suscripción");
  await expect(page.getByText(`¿Empezamos a enviar el boletín del Sando Truck a ${email}?`)).toBeVisible();
  await page.getByRole("button", { name: "Confirmar la suscripción" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText(
    "Tu suscripción está confirmada. ¡Bienvenido a bordo!",
  );
  await expect.poll(async () => (await NewsletterSubscriber.findOne({ email }).lean())?.consent?.language).toBe("es");
  expect((await NewsletterSubscriber.findOne({ email }).lean())?.language).toBe("es");

  const context = { siteUrl: baseUrl(), secret: TEST_SESSION_SECRET };
  const preferences = new URL(preferencesUrl(email, context));
  await page.goto(`/es${preferences.pathname}${preferences.search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Preferencias del boletín");
  await expect(page.getByText(`Correo para ${email}`)).toBeVisible();
  await page.getByRole("checkbox", { name: "El horario de la semana" }).check();
  await page.getByRole("button", { name: "Guardar las preferencias" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText("Tus preferencias quedaron guardadas.");
  for (const name of TEMAS) await page.getByRole("checkbox", { name }).uncheck();
  await page.getByRole("button", { name: "Guardar las preferencias" }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText("Elige al menos un tema, o date de baja abajo.");

  const unsubscribe = new URL(unsubscribeUrl(email, context));
  await page.goto(`/es${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Darte de baja");
  await expect(page.getByText(`¿Dejamos de enviar el boletín del Sando Truck a ${email}?`)).toBeVisible();
  await page.getByRole("button", { name: "Darme de baja" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText(
    "Te diste de baja. Ya no recibirás nuestro boletín.",
  );
});

test("the English twins answer and store in English, as before", async ({ page, javaScriptEnabled }) => {
  const email = uniqueEmail("english-fan");
  await page.goto("/menu");
  const footer = page.locator("footer");
  await footer.getByLabel("Subscribe to our newsletter").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  const answer = javaScriptEnabled ? footer.getByRole("status") : page.locator("main").getByRole("status");
  await expect(answer).toHaveText(
    "Successfully subscribed!Please check your inbox: we sent you a link to confirm your address.",
  );
  const follower = await NewsletterSubscriber.findOne({ email }).lean();
  expect(follower?.language).toBe("en");
  expect(follower?.pending?.wording).toBe(
    "Subscribe to our newsletter | Topics: The week's schedule; Changes to upcoming stops; News and specials",
  );

  await page.goto("/catering-events");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Catering & events");
  await expect(page.getByText("Catering starts at $500.")).toBeVisible();
});
