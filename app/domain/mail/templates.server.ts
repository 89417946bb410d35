// The words of every mail the site sends. Visitor input is escaped in HTML and never used in
// a header except as an address that nodemailer encodes (and that zod has already checked).
import { ENQUIRY_DETAIL_TEXT as DETAIL } from "#app/content/enquiry-details.ts";
import { ENQUIRY_SUCCESS_MESSAGE } from "#app/content/messages.ts";
import { emailAfterCancel } from "#app/content/portal-messages.ts";
import { type EnquiryDetails, formatClockTime } from "#app/domain/enquiries/pipeline.ts";
import { formatDayWithWeekday } from "#app/domain/shared/dates.ts";
import { followerMail, type FollowerMailInput } from "./follower-mail.server.ts";
import { escapeHtml } from "./html.server.ts";

/** A mail of plain paragraphs: the text with blank lines between them, the HTML as <p>s (the quote mails use it too). */
export function mailOf(subject: string, lines: readonly string[]) {
  return { subject, text: `${lines.join("\n\n")}\n`, html: paragraphs(lines) };
}

function paragraphs(lines: readonly string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, "<br>")}</p>`).join("\n");
}

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
  const time =
    details.startTime && details.endTime
      ? `${formatClockTime(details.startTime)} to ${formatClockTime(details.endTime)}`
      : details.startTime
        ? `from ${formatClockTime(details.startTime)}`
        : details.endTime
          ? `until ${formatClockTime(details.endTime)}`
          : "";
  const lines: [string, string][] = [
    [DETAIL.guests, details.guests === null ? "" : String(details.guests)],
    [DETAIL.eventType, details.eventType],
    ["Time", time],
    [DETAIL.eventAddress, details.eventAddress],
    [DETAIL.serviceStyle, details.serviceStyle ? DETAIL.serviceStyles[details.serviceStyle] : ""],
  ];
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

/** The follower's own links and the truck's postal address, for followerMail. */
export type FollowerLinks = Omit<FollowerMailInput, "subject" | "text" | "html">;

/** To a follower who has just joined the list. */
export function newsletterWelcomeMail(links: FollowerLinks) {
  const lines = [
    "Welcome to the Sando Truck newsletter!",
    "You'll hear from us about new popup locations, limited sandos and catering news.",
  ];
  return followerMail({ ...mailOf("Welcome to the Sando Truck newsletter", lines), ...links });
}

/** To a staff member whose password or e-mail was just changed (by them or another admin). */
export function accountChangedMail(change: { password: boolean; newEmail: string | null }, siteUrl: string) {
  const what = [change.password ? "password" : null, change.newEmail ? "e-mail address" : null]
    .filter(Boolean)
    .join(" and ");
  const lines = [
    `The ${what} of your Sando Truck staff account was just changed.`,
    ...(change.newEmail ? [`The account now signs in as ${change.newEmail}.`] : []),
    "If that was you or another admin you know about, there is nothing to do.",
    `If not, tell the owner at once: someone may have your password. Your sessions are listed at ${siteUrl}/admin/account.`,
  ];
  return mailOf(`Your Sando Truck staff account's ${what} changed`, lines);
}

/** To a staff account one of whose sessions (or API tokens) was ended after wrong current passwords. */
export function signedOutAfterWrongPasswordsMail(where: string, siteUrl: string) {
  const lines = [
    `Someone signed in to your Sando Truck staff account (${where}) typed a wrong current password 5 times in a row while trying to change its password or e-mail, so that session was ended.`,
    "If that was you, sign in again; nothing else changed.",
    `If not, someone has been using your account: sign in at ${siteUrl}/admin/login, use "Sign out everywhere" on your account page, choose a new password, and tell the owner.`,
  ];
  return mailOf("A session of your Sando Truck staff account was ended", lines);
}

/** To a staff account whose password sign-in is shut after too many failures. */
export function signInLinkMail(url: string) {
  const lines = [
    "Someone has failed to sign in to your Sando Truck staff account many times, so its password no longer signs it in.",
    `If you want to sign in, open this link within 15 minutes (it works once): ${url}`,
    "If those attempts were not yours, someone is guessing your password: tell the owner, and choose a longer password on your account page once you are in.",
  ];
  return mailOf("Your Sando Truck sign-in link", lines);
}

/** To the new address of a staff account's own e-mail change: the link that makes it happen. */
export function emailChangeConfirmMail(newEmail: string, url: string) {
  const lines = [
    `Someone signed in to a Sando Truck staff account asked to make ${newEmail} its e-mail address.`,
    `If that was you, open this link within 24 hours to confirm it (it works once): ${url}`,
    "If not, ignore this mail: nothing changes.",
  ];
  return mailOf("Confirm your new Sando Truck staff e-mail", lines);
}

/** To the old address of a staff account whose e-mail is about to change: the way to stop it. */
export function emailChangeNoticeMail(newEmail: string, cancelUrl: string) {
  const lines = [
    `Someone signed in to your Sando Truck staff account asked to change its e-mail address to ${newEmail}.`,
    "If that was you, there is nothing to do: the change happens when the link mailed to the new address is followed.",
    `If not, open this link within 7 days (it works once, even after the change): ${cancelUrl}. It cancels the change, puts your address back and signs the account out everywhere. Then sign in with your password, choose a new one on your account page, and tell the owner.`,
  ];
  return mailOf("Your Sando Truck staff e-mail is being changed", lines);
}

/** To the addresses concerned, once a change was cancelled through a link: what became of the account's e-mail. */
export function emailChangeCancelledMail(
  outcome: { result: "restored" | "kept" | "owner" | "taken"; email: string; wanted: string },
  siteUrl: string,
) {
  const lines = [
    `A change of your Sando Truck staff account's e-mail was cancelled. ${emailAfterCancel(outcome)}`,
    "Every session and token of the account was ended, so whoever asked for the change is signed out.",
    `Sign in at ${siteUrl}/admin/login, choose a new password on your account page, and tell the owner.`,
  ];
  return mailOf("The change of your Sando Truck staff e-mail was cancelled", lines);
}
