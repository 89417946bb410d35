// Each kind of mail a follower or a catering client gets, in each language (issue 50), rendered
// as the .eml a mail client opens (nodemailer's own composer, as the transport sends it) and
// compared with its sample in tests/mail-samples/. The samples were read as a person reads mail;
// a change to any of these mails shows up here as a diff to read again. To accept a change on
// purpose: npx vitest run tests/unit/mail-samples.test.ts -u, then read the new samples.
import MailComposer from "nodemailer/lib/mail-composer";
import { describe, expect, it } from "vitest";
import { campaignContent } from "#app/domain/campaigns/campaigns.server.ts";
import { enquiryConfirmationMail, enquiryReplyMail } from "#app/domain/enquiries/enquiry-mails.server.ts";
import { closureNoticeContent } from "#app/domain/events/closure-notices.server.ts";
import { noticeContent } from "#app/domain/events/stop-notice-mail.server.ts";
import { followerMail } from "#app/domain/mail/follower-mail.server.ts";
import { type MailingContent, wordsIn } from "#app/domain/mailings/mailings.server.ts";
import { newsletterConfirmationMail } from "#app/domain/newsletter/confirmation-mail.server.ts";
import { newsletterWelcomeMail } from "#app/domain/newsletter/welcome-mail.server.ts";
import { quoteMail } from "#app/domain/quotes/quote-mails.server.ts";
import { weeklyMailContent } from "#app/domain/weekly-mail/weekly-mail-content.server.ts";
import { LANGUAGES, type Language, pathIn } from "#app/i18n/language.ts";

const SITE = "https://sandotruck.example";
const POSTAL_ADDRESS = "Sando Truck\nPO Box 1234\nGoleta, CA 93117";

/** A follower's links in their language, as the links module signs them (a fixed token here). */
function linksIn(language: Language) {
  const query = "email=ana%40example.com&token=sample-token";
  return {
    language,
    oneClickUnsubscribeUrl: `${SITE}/newsletter/unsubscribe?${query}`,
    unsubscribeUrl: `${SITE}${pathIn(language, "/newsletter/unsubscribe")}?${query}`,
    preferencesUrl: `${SITE}${pathIn(language, "/newsletter/preferences")}?${query}`,
    postalAddress: POSTAL_ADDRESS,
    siteUrl: SITE,
  };
}

/** A mailing's words as the engine frames them for a follower who reads `language`. */
const framed = (content: MailingContent, language: Language) =>
  followerMail({ ...wordsIn(content, language), ...linksIn(language) });

const WEEK = {
  days: ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"],
  stops: [
    {
      date: "2026-12-02",
      title: "Goleta Farmers Market",
      titleEs: null,
      time: "3:00 PM - 7:00 PM",
      address: "5800 Calle Real, Goleta, CA 93117",
      directions: "https://www.google.com/maps/search/?api=1&query=5800%20Calle%20Real%2C%20Goleta%2C%20CA%2093117",
      cancelled: true,
      reason: "Rain in the forecast",
      reasonEs: "Se pronostica lluvia",
    },
    {
      date: "2026-12-04",
      title: "Funk Zone Friday",
      titleEs: "Viernes en la Funk Zone",
      time: "5:00 PM - 9:00 PM",
      address: "131 Anacapa St, Santa Barbara, CA 93101",
      directions:
        "https://www.google.com/maps/search/?api=1&query=131%20Anacapa%20St%2C%20Santa%20Barbara%2C%20CA%2093101",
      cancelled: false,
      reason: "",
      reasonEs: null,
    },
  ],
  note: "Our new karaage sando debuts on Friday.",
  noteEs: "",
  siteUrl: SITE,
};

const NEXT = {
  en: {
    title: "Goleta Beach",
    address: "5986 Sandspit Rd, Goleta, CA 93117",
    dateLabel: "Saturday, December 5, 2026",
    time: "11:00 AM - 4:00 PM",
    timeTyped: true,
  },
  es: {
    title: "Goleta Beach",
    titleLang: "en" as const,
    address: "5986 Sandspit Rd, Goleta, CA 93117",
    dateLabel: "sábado, 5 de diciembre de 2026",
    time: "11:00 a.m. - 4:00 p.m.",
    timeTyped: false,
  },
};

const CAMPAIGN = {
  id: "5b1e4c1e-8f3a-4c1e-9a7b-2d3e4f5a6b7c",
  subject: "Yuzu katsu is back",
  text: "Back this Friday at the Funk Zone.\n\nOrder ahead at https://sandotruck.example/menu.",
  imageUrl: "/images/hero-800.webp",
  imageAlt: "A katsu sando cut in half",
  subject_es: "Vuelve el katsu de yuzu",
  text_es: "Vuelve este viernes a la Funk Zone.\n\nPide por adelantado en https://sandotruck.example/es/menu.",
  imageAlt_es: "Un katsu sando cortado a la mitad",
  updatedAt: "2026-11-30T10:00:00.000Z",
  sentAt: null,
};

const ENQUIRY = {
  id: "665f1c2e8a1b2c3d4e5f6a7b",
  name: "Ana López",
  email: "ana@example.com",
  phone: "(805) 555-0142",
  eventDate: "2026-12-12",
  message: "A birthday for 60 people.",
  details: {
    guests: 60,
    eventType: "",
    startTime: "",
    endTime: "",
    eventAddress: "",
    serviceStyle: "" as const,
    siteNotes: "",
  },
};

const REPLY = {
  en: {
    subject: "Your catering enquiry for Saturday, December 12, 2026",
    text: "Hi Ana López,\n\nThank you for thinking of the Sando Truck. We would love to be there.\n\nThe Sando Truck crew",
  },
  es: {
    subject: "Tu solicitud de catering para el sábado, 12 de diciembre de 2026",
    text: "Hola, Ana López:\n\nGracias por pensar en el Sando Truck. Nos encantaría estar ahí.\n\nEl equipo del Sando Truck",
  },
};

/** Each kind of mail in a language: subject, both parts, and its own headers. */
const SAMPLES: Record<
  string,
  (language: Language) => { subject: string; text: string; html: string; headers?: Record<string, string> }
> = {
  "newsletter-confirmation": (language) =>
    newsletterConfirmationMail(
      `${SITE}${pathIn(language, "/newsletter/confirm")}?email=ana%40example.com&at=1796000000000&token=sample-token`,
      ["weekly-schedule", "news"],
      language,
    ),
  "newsletter-welcome": (language) => newsletterWelcomeMail(linksIn(language)),
  "weekly-schedule": (language) => framed(weeklyMailContent(WEEK), language),
  "stop-change": (language) =>
    framed(
      noticeContent(
        { title: "Funk Zone Friday", titleEs: "Viernes en la Funk Zone" },
        [{ kind: "cancelled", date: "2026-12-04", reason: "Engine trouble", reasonEs: "Problemas con el motor" }],
        NEXT,
      ),
      language,
    ),
  "closure-notice": (language) =>
    framed(
      closureNoticeContent(
        { starts_on: "2026-12-24", ends_on: "2026-12-26", reason: "Holidays", reasonEs: "Fiestas" },
        "2026-12-27",
        [
          {
            event_id: "e1",
            date: "2026-12-24",
            title: "Goleta Farmers Market",
            titleEs: null,
            address: "5800 Calle Real, Goleta, CA 93117",
            time: "3:00 PM - 7:00 PM",
          },
        ],
      ),
      language,
    ),
  campaign: (language) => framed(campaignContent(CAMPAIGN, SITE), language),
  "campaign-without-spanish": (language) =>
    framed(campaignContent({ ...CAMPAIGN, subject_es: "", text_es: "", imageAlt_es: "" }, SITE), language),
  "enquiry-confirmation": (language) => enquiryConfirmationMail(ENQUIRY, language),
  "enquiry-reply": (language) => enquiryReplyMail(REPLY[language], language),
  quote: (language) =>
    quoteMail({
      name: "Ana López",
      eventDate: "2026-12-12",
      totalCents: 123450,
      validUntil: "2026-12-05",
      url: `${SITE}${pathIn(language, "/quotes/sample-token-sample-token-sample-t")}`,
      language,
    }),
};

/** The mail as the transport writes it, with what varies per send (date, ids, boundaries) fixed. */
async function eml(mail: { subject: string; text: string; html: string; headers?: Record<string, string> }) {
  const composer = new MailComposer({
    from: "Sando Truck <hello@sandotruck.example>",
    to: "ana@example.com",
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers ?? {},
    messageId: "<sample@sandotruck.example>",
    date: new Date("2026-11-30T16:00:00Z"),
    baseBoundary: "sample",
    newline: "\n",
  } as ConstructorParameters<typeof MailComposer>[0]);
  const message = await composer.compile().build();
  return message.toString("utf8");
}

describe("each mail to followers and catering clients, as a mail client opens it", () => {
  for (const [kind, build] of Object.entries(SAMPLES)) {
    for (const language of LANGUAGES) {
      it(`${kind} in ${language === "es" ? "Spanish" : "English"}`, async () => {
        await expect(await eml(build(language))).toMatchFileSnapshot(`../mail-samples/${kind}.${language}.eml`);
      });
    }
  }
});
