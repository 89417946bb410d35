// The words of the enquiry mails: to staff when an enquiry comes, the receipt to the visitor, a
// staff reply. Visitor input is escaped in HTML and never used in a header except as an address
// that nodemailer encodes (and that zod has already checked).
import { ENQUIRY_DETAIL_TEXT as DETAIL } from "#app/content/enquiry-details.ts";
import { ENQUIRY_SUCCESS_MESSAGE } from "#app/content/messages.ts";
import { mailOf } from "#app/domain/mail/html.server.ts";
import { formatDayWithWeekday } from "#app/domain/shared/dates.ts";
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

/** The confirmation to the visitor: the date they asked about, none of their own text, no link from it. */
export function enquiryConfirmationMail(enquiry: EnquiryForMail) {
  const name = plainName(enquiry.name);
  const lines = [
    name ? `Hi ${name},` : "Hi,",
    ENQUIRY_SUCCESS_MESSAGE,
    `We have your catering enquiry for ${formatDayWithWeekday(enquiry.eventDate)} and will reply to this address.`,
    "If you did not send it, you can ignore this mail.",
    "The Sando Truck crew",
  ];
  return mailOf("We received your catering inquiry", lines);
}

/** A staff reply to an enquiry, as written in the portal: its paragraphs, in both parts. */
export function enquiryReplyMail(reply: { subject: string; text: string }) {
  const lines = reply.text
    .replace(/\r\n/g, "\n")
    .split(/\n{2,}/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  return mailOf(reply.subject, lines);
}
