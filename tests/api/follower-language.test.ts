// Followers hear from the truck in their language (issue 50), through a real SMTP server: a
// follower who subscribed on a Spanish page gets the confirmation, the welcome and the follower
// frame in Spanish (Content-Language, the HTML's lang, the list headers as ever), and the links in
// them open the Spanish pages, whose preferences page changes the language; an English follower
// gets the same in English. A stop-change notice and a campaign, sent by the server's mailing
// engine, reach each in their language; a campaign with no Spanish version reaches a follower who
// reads Spanish in English, in a Spanish frame.
import { beforeAll, describe, expect, it } from "vitest";
import { saveBusinessDetails } from "#app/domain/business/business-details.server.ts";
import { getCampaignDraft, saveCampaignDraft, sendCampaign } from "#app/domain/campaigns/campaigns.server.ts";
import { createEvent } from "#app/domain/events/events.server.ts";
import { eventInputSchema } from "#app/domain/events/events.ts";
import { sendNoticeNow, updateEventTellingFollowers } from "#app/domain/events/stop-notices.server.ts";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { postForm } from "#tests/support/form-posts.ts";
import { mailingServerOfThisFile } from "#tests/support/mailing-server.ts";
import type { ReceivedMail } from "#tests/support/smtp.ts";

const mail = mailingServerOfThisFile("language", (smtpPort) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SMTP_REQUIRE_TLS: "false",
  MAIL_FROM: "Sando Truck <hello@example.com>",
}));

let clientNumber = 0;
function subscribe(email: string, language: "en" | "es") {
  clientNumber += 1;
  return fetch(`${mail.server.url}/api/subscribe`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${clientNumber}` },
    body: JSON.stringify({ email, language, topics: ["weekly-schedule", "news"] }),
  });
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
const mailsTo = (email: string) => mail.smtp.messages.filter((message) => message.envelopeTo.includes(email));

async function waitForMails(email: string, count: number): Promise<ReceivedMail[]> {
  await mail.smtp.waitFor(() => mailsTo(email).length >= count);
  return mailsTo(email);
}

/** The first link to `path` (with its query) in a mail's plain text. */
function linkIn(message: ReceivedMail, path: RegExp): string {
  const links = (message.text ?? "").match(/https?:\/\/[^\s?]+\?\S+/g) ?? [];
  const link = links.find((url) => path.test(new URL(url).pathname));
  if (!link) throw new Error(`no link to ${path} in: ${message.text}`);
  return link;
}

const header = (message: ReceivedMail, name: string) => message.headers.find((found) => found.key === name)?.value;

describe("a follower who reads Spanish", () => {
  it("is asked to confirm, welcomed and framed in Spanish; the links open the Spanish pages, which change the language", async () => {
    const email = unique("lectora");
    expect((await subscribe(email, "es")).status).toBe(200);
    const [confirmation] = await waitForMails(email, 1);
    expect(confirmation!.subject).toBe("Confirma tu suscripción al boletín del Sando Truck");
    expect(header(confirmation!, "content-language")).toBe("es");
    expect(confirmation!.text).toContain("Pediste:\n- El horario de la semana\n- Noticias y especiales");
    expect(confirmation!.text).toContain("el enlace sirve durante 7 días");

    const confirm = linkIn(confirmation!, /\/newsletter\/confirm$/);
    expect(new URL(confirm).pathname).toBe("/es/newsletter/confirm");
    const asked = await fetch(confirm);
    expect(await asked.text()).toContain(`¿Empezamos a enviar el boletín del Sando Truck a ${email}?`);
    expect((await postForm(confirm, {})).status).toBe(200);

    const [, welcome] = await waitForMails(email, 2);
    expect(welcome!.subject).toBe("Te damos la bienvenida al boletín del Sando Truck");
    expect(header(welcome!, "content-language")).toBe("es");
    expect(welcome!.html).toContain('<html lang="es">');
    expect(welcome!.text).toContain("¡Te damos la bienvenida al boletín del Sando Truck!");
    // The footer in Spanish, its pages in Spanish; the list headers as they always were.
    expect(welcome!.text).toMatch(/^Recibes este correo porque sigues a Sando Truck en https?:\/\/\S+\.$/m);
    const preferences = linkIn(welcome!, /\/newsletter\/preferences$/);
    const leave = linkIn(welcome!, /\/newsletter\/unsubscribe$/);
    expect(welcome!.text).toContain(`Elige qué te enviamos: ${preferences}`);
    expect(welcome!.text).toContain(`Darte de baja: ${leave}`);
    expect(new URL(preferences).pathname).toBe("/es/newsletter/preferences");
    expect(new URL(leave).pathname).toBe("/es/newsletter/unsubscribe");
    expect(header(welcome!, "list-unsubscribe")).toMatch(/^<https?:\/\/[^/]+\/newsletter\/unsubscribe\?email=/);
    expect(header(welcome!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header(welcome!, "list-id")).toMatch(/^Sando Truck followers <followers\./);

    // The preferences page from the mail is in Spanish, and changes the mail's language.
    const page = await fetch(preferences);
    const html = await page.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain("Idioma de nuestros correos");
    const saved = await postForm(preferences, { intent: "save", topics: "news", language: "en" });
    expect(await saved.text()).toContain("Tus preferencias quedaron guardadas.");
    expect(await NewsletterSubscriber.findOne({ email }).lean()).toMatchObject({ language: "en", topics: ["news"] });
  });
});

describe("a follower who reads English", () => {
  it("is asked to confirm and welcomed in English, with the English pages", async () => {
    const email = unique("reader");
    expect((await subscribe(email, "en")).status).toBe(200);
    const [confirmation] = await waitForMails(email, 1);
    expect(confirmation!.subject).toBe("Confirm your Sando Truck newsletter subscription");
    expect(header(confirmation!, "content-language")).toBe("en");
    const confirm = linkIn(confirmation!, /\/newsletter\/confirm$/);
    expect(new URL(confirm).pathname).toBe("/newsletter/confirm");
    expect((await postForm(confirm, {})).status).toBe(200);

    const [, welcome] = await waitForMails(email, 2);
    expect(welcome!.subject).toBe("Welcome to the Sando Truck newsletter");
    expect(header(welcome!, "content-language")).toBe("en");
    expect(welcome!.html).toContain('<html lang="en">');
    expect(new URL(linkIn(welcome!, /\/newsletter\/preferences$/)).pathname).toBe("/newsletter/preferences");
    expect(welcome!.text).toContain("Unsubscribe: ");
  });
});

describe("a stop-change notice", () => {
  beforeAll(async () => {
    // Follower mail needs the postal address for its footer.
    await saveBusinessDetails(
      { postalAddress: "Sando Truck, PO Box 1234, Goleta, CA 93117" },
      { adminId: "language-test" },
    );
  });

  it("reaches a follower who reads Spanish in Spanish and one who reads English in English", async () => {
    const lectora = unique("aviso");
    const reader = unique("notice");
    await NewsletterSubscriber.create([
      { email: lectora, confirmed_at: new Date(), topics: ["stop-changes"], language: "es" },
      { email: reader, confirmed_at: new Date(), topics: ["stop-changes"] },
    ]);
    const tomorrow = addDaysToIsoDate(todayInTruckTimeZone(new Date()), 1);
    const input = eventInputSchema.parse({
      title: "Harbor Lunch",
      title_es: "Almuerzo en el puerto",
      address: "1 Harbor Way, Santa Barbara, CA 93109",
      date: tomorrow,
      time: "11:00 AM - 2:00 PM",
      description: "Sandos by the boats.",
    });
    const event = await createEvent(input);
    const owner = { notify: true, by: "language-test", role: "owner" as const };
    await updateEventTellingFollowers(
      event.id,
      { ...input, cancellations: [{ date: tomorrow, reason: "Engine trouble", reason_es: "Problemas con el motor" }] },
      event.__v,
      owner,
    );
    await sendNoticeNow(event.id, owner);

    const [spanish] = await waitForMails(lectora, 1);
    expect(spanish!.subject).toMatch(/^Cancelada: Almuerzo en el puerto, el \w+, \d+ de \w+ de \d{4}$/);
    expect(header(spanish!, "content-language")).toBe("es");
    expect(spanish!.html).toContain('<html lang="es">');
    expect(spanish!.text).toContain("Problemas con el motor");
    expect(spanish!.text).toContain("Elige qué te enviamos: ");
    expect(header(spanish!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header(spanish!, "list-id")).toMatch(/^Sando Truck followers </);

    const [english] = await waitForMails(reader, 1);
    expect(english!.subject).toMatch(/^Cancelled: Harbor Lunch, \w+, \w+ \d+, \d{4}$/);
    expect(header(english!, "content-language")).toBe("en");
    expect(english!.text).toContain("Engine trouble");
    expect(english!.text).not.toContain("Problemas");
  });
});

describe("a campaign", () => {
  /** A follower of news in each language; a campaign sent to them now, with or without its Spanish. */
  async function sendToBoth(spanish: { subject_es: string; text_es: string }) {
    const lectora = unique("noticias");
    const reader = unique("news");
    await NewsletterSubscriber.create([
      { email: lectora, confirmed_at: new Date(), topics: ["news"], language: "es" },
      { email: reader, confirmed_at: new Date(), topics: ["news"] },
    ]);
    const id = await saveCampaignDraft(
      null,
      {
        subject: "Yuzu katsu is back",
        text: "Back this Friday.",
        imageUrl: "",
        imageAlt: "",
        imageAlt_es: "",
        ...spanish,
      },
      "language-test",
    );
    await sendCampaign((await getCampaignDraft(id))!, {
      by: "language-test",
      now: new Date(),
      siteUrl: mail.server.url,
    });
    const [spanishMail] = await waitForMails(lectora, 1);
    const [englishMail] = await waitForMails(reader, 1);
    return { spanishMail: spanishMail!, englishMail: englishMail! };
  }

  it("with its Spanish version reaches a follower who reads Spanish in Spanish, and one who reads English in English", async () => {
    const { spanishMail, englishMail } = await sendToBoth({
      subject_es: "Vuelve el katsu de yuzu",
      text_es: "Vuelve este viernes.",
    });
    expect(spanishMail.subject).toBe("Vuelve el katsu de yuzu");
    expect(header(spanishMail, "content-language")).toBe("es");
    expect(spanishMail.html).toContain('<html lang="es">');
    expect(spanishMail.text).toContain("Vuelve este viernes.");
    expect(spanishMail.text).toContain("Darte de baja: ");
    expect(header(spanishMail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(englishMail.subject).toBe("Yuzu katsu is back");
    expect(header(englishMail, "content-language")).toBe("en");
    expect(englishMail.text).toContain("Back this Friday.");
    expect(englishMail.text).not.toContain("Vuelve");
  });

  it("without a Spanish version reaches a follower who reads Spanish in English, marked so, with the footer in Spanish", async () => {
    const { spanishMail, englishMail } = await sendToBoth({ subject_es: "", text_es: "" });
    expect(spanishMail.subject).toBe("Yuzu katsu is back");
    expect(header(spanishMail, "content-language")).toBe("en, es");
    expect(spanishMail.html).toContain('<html lang="es">');
    expect(spanishMail.html).toMatch(/<div lang="en">\s*<p[^>]*>Back this Friday\.<\/p>/);
    expect(spanishMail.text).toContain("Elige qué te enviamos: ");
    expect(englishMail.subject).toBe("Yuzu katsu is back");
    expect(header(englishMail, "content-language")).toBe("en");
  });
});
