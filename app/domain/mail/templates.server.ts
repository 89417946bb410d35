// The words of every mail the site sends. Visitor input is escaped in HTML and never used in
// a header except as an address that nodemailer encodes (and that zod has already checked).
import { ENQUIRY_SUCCESS_MESSAGE } from "../../content/messages.ts";
import { formatDayWithWeekday } from "../shared/dates.ts";

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, "<br>")}</p>`).join("\n");
}

export type EnquiryForMail = {
  id: string;
  name: string;
  email: string;
  phone: string;
  eventDate: string;
  message: string;
};

export function staffEnquiryMail(enquiry: EnquiryForMail, siteUrl: string) {
  const lines = [
    `Name: ${enquiry.name}`,
    `Email: ${enquiry.email}`,
    `Phone: ${enquiry.phone}`,
    `Event date: ${formatDayWithWeekday(enquiry.eventDate)}`,
    `Message:\n${enquiry.message}`,
    `Open it in the staff inbox: ${siteUrl}/admin/enquiries/${enquiry.id}`,
  ];
  return {
    subject: `New catering enquiry for ${formatDayWithWeekday(enquiry.eventDate)}`,
    text: `${lines.join("\n\n")}\n`,
    html: paragraphs(lines),
  };
}

export function enquiryConfirmationMail(enquiry: EnquiryForMail) {
  const lines = [
    `Hi ${enquiry.name},`,
    ENQUIRY_SUCCESS_MESSAGE,
    `Here is what you sent us for ${formatDayWithWeekday(enquiry.eventDate)}:`,
    enquiry.message,
    "The Sando Truck crew",
  ];
  return {
    subject: "We received your catering inquiry",
    text: `${lines.join("\n\n")}\n`,
    html: paragraphs(lines),
  };
}

export function newsletterWelcomeMail(unsubscribeUrl: string) {
  const lines = [
    "Welcome to the Sando Truck newsletter!",
    "You'll hear from us about new popup locations, limited sandos and catering news.",
    `Changed your mind? Unsubscribe here: ${unsubscribeUrl}`,
  ];
  return {
    subject: "Welcome to the Sando Truck newsletter",
    text: `${lines.join("\n\n")}\n`,
    html: paragraphs(lines),
    // One-click unsubscribe for mail clients (RFC 8058).
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
