// The words of the quote mails: the link to the client (threaded on the enquiry's receipt by the
// caller), in the language of their enquiry (issue 50), and, to staff, the client's answer, in
// English. The client's mail and page share QUOTE_WORDS.
import { QUOTE_WORDS } from "#app/content/quote-words.ts";
import { plainName } from "#app/domain/enquiries/enquiry-mails.server.ts";
import { mailIn, mailOf } from "#app/domain/mail/html.server.ts";
import { formatDayWithWeekday } from "#app/domain/shared/dates.ts";
import { formatCents } from "#app/domain/shared/money.ts";
import type { Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";

/**
 * To the client: the version sent, its total, until when it holds, and the link to it (`url`, the
 * page in their language), all in their language, which the mail's Content-Language says.
 */
export function quoteMail(quote: {
  name: string;
  eventDate: string;
  totalCents: number;
  validUntil: string;
  url: string;
  language: Language;
}) {
  const { language } = quote;
  const words = QUOTE_WORDS[language].mail;
  const date = formatDayWithWeekday(quote.eventDate, language);
  const name = plainName(quote.name);
  const lines = [
    name ? fill(words.greeting, { name }) : words.greetingUnnamed,
    fill(words.quote, {
      date,
      total: formatCents(quote.totalCents, language),
      validUntil: formatDayWithWeekday(quote.validUntil, language),
    }),
    fill(words.link, { link: quote.url }),
    words.questions,
    words.signature,
  ];
  return mailIn(language, fill(words.subject, { date }), lines);
}

/** To staff: the client accepted (with the name they gave) or declined (with their note, if any). */
export function quoteAnswerMail(
  answer: { intent: "accept"; name: string } | { intent: "decline"; note: string },
  quote: { name: string; eventDate: string; version: number; totalCents: number; portalUrl: string },
) {
  const date = formatDayWithWeekday(quote.eventDate);
  const total = formatCents(quote.totalCents);
  const lines =
    answer.intent === "accept"
      ? [
          `${answer.name} accepted version ${quote.version} of the quote for ${quote.name}'s event on ${date}: ${total}.`,
          `The enquiry is booked: ${quote.portalUrl}`,
        ]
      : [
          `${quote.name} declined version ${quote.version} of the quote for ${date} (${total}).`,
          answer.note ? `Their note: ${answer.note}` : "They left no note.",
          quote.portalUrl,
        ];
  const subject =
    answer.intent === "accept" ? `Quote accepted: ${quote.name}, ${date}` : `Quote declined: ${quote.name}, ${date}`;
  return mailOf(subject, lines);
}
