// The quote mail in the language of the client's enquiry (issue 50): a Spanish enquiry's client
// reads its subject, every line, the dates and the total in Spanish, with the link to the
// Spanish page, and the mail says its language; an English enquiry's mail is word for word as it
// was. A name not fit to repeat is left out in either language.
import { describe, expect, it } from "vitest";
import { quoteMail } from "#app/domain/quotes/quote-mails.server.ts";
import { formatCents } from "#app/domain/shared/money.ts";

const SITE = "https://sandotruck.example";
/** A mail's plain text: its paragraphs, a blank line between. */
const paragraphs = (lines: string[]) => `${lines.join("\n\n")}\n`;
const quote = {
  name: "Aiko Tanaka",
  eventDate: "2026-12-12",
  totalCents: 123_450,
  validUntil: "2026-12-01",
};

describe("the quote mail", () => {
  it("is all Spanish for a Spanish enquiry, linking the Spanish page", () => {
    const mail = quoteMail({ ...quote, url: `${SITE}/es/quotes/abc`, language: "es" });
    expect(mail.subject).toBe("Tu cotización de catering del Sando Truck para el sábado, 12 de diciembre de 2026");
    expect(mail.text).toBe(
      paragraphs([
        "Hola, Aiko Tanaka:",
        "Aquí tienes nuestra cotización para tu evento del sábado, 12 de diciembre de 2026: $1,234.50 en total, válida hasta el martes, 1 de diciembre de 2026.",
        `Mira cada línea, y acepta o rechaza la cotización, en esta página:\n${SITE}/es/quotes/abc`,
        "Responde a este correo con cualquier pregunta.",
        "El equipo del Sando Truck",
      ]),
    );
    expect(mail.html).toContain("<p>Hola, Aiko Tanaka:</p>");
    expect(mail.html).toContain(`en esta página:<br>${SITE}/es/quotes/abc</p>`);
    expect(mail.headers).toEqual({ "Content-Language": "es" });
  });

  it("is as it always was for an English enquiry, and says it is English", () => {
    const mail = quoteMail({ ...quote, url: `${SITE}/quotes/abc`, language: "en" });
    expect(mail.subject).toBe("Your Sando Truck catering quote for Saturday, December 12, 2026");
    expect(mail.text).toBe(
      paragraphs([
        "Hi Aiko Tanaka,",
        "Here is our quote for your event on Saturday, December 12, 2026: $1,234.50 in all, valid until Tuesday, December 1, 2026.",
        `See every line, and accept or decline it, on this page:\n${SITE}/quotes/abc`,
        "Reply to this mail with any question.",
        "The Sando Truck crew",
      ]),
    );
    expect(mail.headers).toEqual({ "Content-Language": "en" });
  });

  it("leaves out a name that is a web address or a template's slot, in both languages", () => {
    for (const name of ["evil.example", "Visit {url} now"]) {
      const spanish = quoteMail({ ...quote, name, url: `${SITE}/es/quotes/abc`, language: "es" });
      expect(spanish.text.startsWith("Hola:\n\n"), name).toBe(true);
      expect(spanish.text).not.toContain("evil");
      expect(spanish.text).not.toContain("Visit");
      const english = quoteMail({ ...quote, name, url: `${SITE}/quotes/abc`, language: "en" });
      expect(english.text.startsWith("Hi there,\n\n"), name).toBe(true);
    }
  });

  it("writes dollars as es-US does in Spanish", () => {
    const spanishDollars = new Intl.NumberFormat("es-US", { style: "currency", currency: "USD" });
    for (const cents of [0, 5, 1_999, 123_450, 100_000_000_000]) {
      expect(formatCents(cents, "es")).toBe(spanishDollars.format(cents / 100));
    }
    expect(formatCents(123_450, "es")).toBe("$1,234.50");
    expect(formatCents(123_450)).toBe("$1,234.50");
  });
});
