// The words of the quote mails: the link to the client (threaded on the enquiry's receipt by the
// caller) and, to staff, the client's answer. The client's page and these share QUOTE_PAGE_TEXT.
import { QUOTE_PAGE_TEXT } from "#app/content/quote-messages.ts";
import { plainName } from "#app/domain/enquiries/enquiry-mails.server.ts";
import { mailOf } from "#app/domain/mail/html.server.ts";
import { formatDayWithWeekday } from "#app/domain/shared/dates.ts";
import { formatCents } from "#app/domain/shared/money.ts";

/** To the client: the version sent, its total, until when it holds, and the link to it. */
export function quoteMail(quote: {
  name: string;
  eventDate: string;
  totalCents: number;
  validUntil: string;
  url: string;
}) {
  const date = formatDayWithWeekday(quote.eventDate);
  const lines = QUOTE_PAGE_TEXT.mailLines(
    plainName(quote.name) ?? "there",
    date,
    formatCents(quote.totalCents),
    formatDayWithWeekday(quote.validUntil),
    quote.url,
  );
  return mailOf(QUOTE_PAGE_TEXT.mailSubject(date), lines);
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
    answer.intent === "accept"
      ? QUOTE_PAGE_TEXT.staffAcceptedSubject(quote.name, date)
      : QUOTE_PAGE_TEXT.staffDeclinedSubject(quote.name, date);
  return mailOf(subject, lines);
}
