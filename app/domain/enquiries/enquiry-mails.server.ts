// The words of the enquiry mails: to staff when an enquiry comes, the receipt to the visitor, a
// staff reply. Visitor input is escaped in HTML and never used in a header except as an address
// that nodemailer encodes (and that zod has already checked).
import { ENQUIRY_ERRORS } from "#app/content/catering-words.ts";
import { ENQUIRY_DETAIL_TEXT as DETAIL } from "#app/content/enquiry-details.ts";
import { ENQUIRY_MAIL_WORDS } from "#app/content/enquiry-mail-words.ts";
import { mailIn, mailOf } from "#app/domain/mail/html.server.ts";
import { formatDayWithWeekday } from "#app/domain/shared/dates.ts";
import type { Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { type EnquiryDetails, enquiryDetailRows } from "./pipeline.ts";

export type EnquiryForMail = {
  id: string;
  name: string;
  email: string;
  phone: string;
  eventDate: string;
  message: string;
  details: EnquiryDetails;
};

/** The details the visitor gave, as "Label: value" lines (none for those left blank). */
export function enquiryDetailLines(details: EnquiryDetails): string[] {
  const lines = enquiryDetailRows(details);
  return [
    ...lines.filter(([, value]) => value !== "").map(([label, value]) => `${label}: ${value}`),
    ...(details.siteNotes ? [`${DETAIL.siteNotes}:\n${details.siteNotes}`] : []),
  ];
}

export function staffEnquiryMail(enquiry: EnquiryForMail, siteUrl: string) {
  const lines = [
    `Name: ${enquiry.name}`,
    `Email: ${enquiry.email}`,
    `Phone: ${enquiry.phone}`,
    `Event date: ${formatDayWithWeekday(enquiry.eventDate)}`,
    ...enquiryDetailLines(enquiry.details),
    `Message:\n${enquiry.message}`,
    `Open it in the staff inbox: ${siteUrl}/admin/enquiries/${enquiry.id}`,
  ];
  return mailOf(`New catering enquiry for ${formatDayWithWeekday(enquiry.eventDate)}`, lines);
}

/**
 * A name fit to repeat to whoever owns the address given: letters of any script, spaces,
 * hyphens, apostrophes and periods, at most 60 characters, and nothing like a domain
 * ("evil.example"). Anything else is left out of the mail, so the form cannot be used to send
 * one's own words to a stranger in the truck's name.
 */
export function plainName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > 60) return null;
  if (!/^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u.test(trimmed)) return null;
  if (/\.\p{L}{2,}/u.test(trimmed)) return null;
  return trimmed;
}

/**
 * The confirmation to the visitor, in the language of the page they wrote from (issue 50): the
 * date they asked about, none of their own text, no link from it.
 */
export function enquiryConfirmationMail(enquiry: EnquiryForMail, language: Language) {
  const words = ENQUIRY_MAIL_WORDS[language].confirmation;
  const name = plainName(enquiry.name);
  const lines = [
    name ? fill(words.hi, { name }) : words.hiNoName,
    ENQUIRY_ERRORS[language].success,
    fill(words.received, { date: formatDayWithWeekday(enquiry.eventDate, language) }),
    words.notYou,
    words.signature,
  ];
  return mailIn(language, words.subject, lines);
}

/**
 * A staff reply to an enquiry, as written in the portal: its paragraphs, in both parts, marked
 * with the language it was written in (the template's, issue 50; English when written from blank
 * to an English enquiry).
 */
export function enquiryReplyMail(reply: { subject: string; text: string }, language: Language) {
  const lines = reply.text
    .replace(/\r\n/g, "\n")
    .split(/\n{2,}/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  return mailIn(language, reply.subject, lines);
}
