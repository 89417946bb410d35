// Catering enquiries: validated, stored, then mailed (to staff with reply-to the visitor, and
// a confirmation to the visitor) through the outbox. Shared by /catering-events and
// POST /api/send-email. The enquiry is stored before any mail is attempted.
import mongoose from "mongoose";
import { z } from "zod";
import { CateringEnquiry, type CateringEnquiryRecord, ENQUIRY_STATUSES } from "#app/models/catering-enquiry.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { isIsoDate } from "#app/models/validators.ts";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { truckToday } from "#app/domain/shared/clock.server.ts";
import { enqueueMail, type NewMail } from "#app/domain/mail/outbox.server.ts";
import { enquiryConfirmationMail, staffEnquiryMail, type EnquiryForMail } from "#app/domain/mail/templates.server.ts";
import {
  CORRECT_FIELDS_MESSAGE,
  ENTER_EMAIL_MESSAGE,
  HONEYPOT_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  MISSING_EVENT_DATE_MESSAGE,
  RATE_LIMITED_MESSAGE,
} from "#app/content/messages.ts";
import { INBOX_MESSAGES } from "#app/content/portal-messages.ts";
import { consumeRateLimit } from "#app/domain/shared/rate-limit.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { fieldErrorsFrom, HONEYPOT_FIELD } from "#app/domain/shared/submissions.ts";

/** Enquiries more than this far ahead are almost certainly typos. */
const LATEST_EVENT_DAYS = 3 * 366;

/** "2026-12-05", or a full ISO timestamp: the calendar day in the truck's time zone. */
function toCalendarDate(value: string): string | null {
  if (isIsoDate(value)) return value;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : todayInTruckTimeZone(instant);
}

const singleLine = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}` })
    .trim()
    .min(1, `Please enter your ${label}`)
    .max(max, `Your ${label} is too long`)
    .refine((value) => !/[\r\n]/.test(value), `Your ${label} must be on one line`);

export const cateringEnquirySchema = z.object({
  name: singleLine("name", 200),
  email: z
    .string({ error: ENTER_EMAIL_MESSAGE })
    .trim()
    .pipe(z.email(INVALID_EMAIL_MESSAGE).max(254, INVALID_EMAIL_MESSAGE)),
  phone: singleLine("phone number", 40).refine(
    (value) => /^[0-9+().\-\s]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7,
    "Please enter a valid phone number",
  ),
  eventDate: z
    .string({ error: MISSING_EVENT_DATE_MESSAGE })
    .trim()
    .min(1, MISSING_EVENT_DATE_MESSAGE)
    .transform((value, context) => {
      const date = toCalendarDate(value);
      if (!date) {
        context.addIssue({ code: "custom", message: "Please select a valid event date" });
        return z.NEVER;
      }
      return date;
    })
    .refine((date) => date >= truckToday(), "Please select an event date that is today or later")
    .refine(
      (date) => date <= addDaysToIsoDate(truckToday(), LATEST_EVENT_DAYS),
      "Please select an event date within the next three years",
    ),
  message: z
    .string({ error: "Please enter a message" })
    .trim()
    .min(1, "Please enter a message")
    .max(5000, "Your message is too long (5000 characters at most)"),
});

export type CateringEnquiryInput = z.infer<typeof cateringEnquirySchema>;

/** Where an enquiry's mails point: the site's address (for the inbox link) and the staff inbox. */
type EnquiryMailContext = { siteUrl: string; staffAddress: string };

export type EnquiryContext = EnquiryMailContext & {
  /** Who is submitting (IP address), for the rate limit. */
  client: string;
  limitPerHour: number;
};

/**
 * Validates and stores an enquiry, then queues its mail. A honeypot hit or an exhausted rate
 * limit is answered with a clear message, never silently dropped.
 */
export async function receiveCateringEnquiry(
  raw: Record<string, unknown>,
  context: EnquiryContext,
): Promise<{ id: string }> {
  if (typeof raw[HONEYPOT_FIELD] === "string" && raw[HONEYPOT_FIELD] !== "") {
    throw new Refusal(400, HONEYPOT_MESSAGE, { fieldErrors: {} });
  }
  const parsed = cateringEnquirySchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFrom(parsed.error.issues);
    const error =
      fieldErrors.eventDate === MISSING_EVENT_DATE_MESSAGE ? MISSING_EVENT_DATE_MESSAGE : CORRECT_FIELDS_MESSAGE;
    throw new Refusal(400, error, { fieldErrors });
  }
  const limit = await consumeRateLimit("enquiry", context.client, context.limitPerHour, 60 * 60_000);
  if (!limit.allowed) throw new Refusal(429, RATE_LIMITED_MESSAGE, { fieldErrors: {} });
  return { id: await storeCateringEnquiry(parsed.data, context) };
}

export async function storeCateringEnquiry(input: CateringEnquiryInput, context: EnquiryMailContext): Promise<string> {
  const enquiry = await CateringEnquiry.create({
    name: input.name,
    email: input.email.toLowerCase(),
    phone: input.phone,
    event_date: input.eventDate,
    message: input.message,
  });
  const id = enquiry._id.toString();
  try {
    await queueEnquiryMail(id, context);
  } catch {
    // The enquiry is safe; the outbox worker queues its mail later (queueForgottenEnquiryMail).
  }
  return id;
}

async function queueEnquiryMail(id: string, context: EnquiryMailContext): Promise<void> {
  const enquiry = await CateringEnquiry.findById(id).lean();
  if (!enquiry) return;
  const forMail: EnquiryForMail = {
    id,
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    eventDate: enquiry.event_date,
    message: enquiry.message,
  };
  const replyTo = { name: enquiry.name, address: enquiry.email };
  const mails: NewMail[] = [
    {
      kind: "enquiry-staff",
      relatedId: id,
      to: context.staffAddress,
      replyTo: `"${replyTo.name.replace(/["\\]/g, "")}" <${replyTo.address}>`,
      ...staffEnquiryMail(forMail, context.siteUrl),
    },
    // Staff always hear of it; the outbox queues the visitor's receipt only within the visitor caps.
    { kind: "enquiry-confirmation", relatedId: id, to: enquiry.email, ...enquiryConfirmationMail(forMail) },
  ];
  await enqueueMail(mails);
  await CateringEnquiry.updateOne({ _id: id }, { $set: { mail_queued: true } });
}

/** Queues the mail of enquiries stored while the outbox could not be written. */
export async function queueForgottenEnquiryMail(context: EnquiryMailContext, olderThanMs = 30_000): Promise<number> {
  const forgotten = await CateringEnquiry.find(
    { mail_queued: false, created_at: { $lt: new Date(Date.now() - olderThanMs) } },
    { _id: 1 },
  )
    .limit(50)
    .lean();
  for (const enquiry of forgotten) await queueEnquiryMail(enquiry._id.toString(), context);
  return forgotten.length;
}

// --- The staff inbox -------------------------------------------------------------------------

export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export type MailDelivery = "sent" | "pending" | "failed" | "not queued";

export type InboxEnquiry = EnquiryForMail & {
  status: EnquiryStatus;
  receivedAt: string;
  /** The staff mail's state (the one that matters for not losing the lead). */
  staffMail: MailDelivery;
};

export type EnquiryMailDetail = {
  kind: string;
  to: string;
  status: string;
  attempts: number;
  lastError: string;
  sentAt: string | null;
};

type EnquiryRecord = CateringEnquiryRecord;

function deliveryOf(message: { status: string } | undefined): MailDelivery {
  if (!message) return "not queued";
  if (message.status === "sent" || message.status === "failed") return message.status;
  return "pending";
}

/** How many enquiries no one has answered yet: what the dashboard counts. */
export function countNewEnquiries(): Promise<number> {
  return CateringEnquiry.countDocuments({ status: "new" });
}

/** Enquiries, newest first, optionally of one status. */
export async function listEnquiries(filter: { status?: EnquiryStatus } = {}): Promise<InboxEnquiry[]> {
  const query = filter.status ? { status: filter.status } : {};
  const enquiries = await CateringEnquiry.find(query).sort({ created_at: -1 }).limit(500).lean<EnquiryRecord[]>();
  const ids = enquiries.map((enquiry) => enquiry._id.toString());
  const staffMails = await OutboxMessage.find(
    { related_id: { $in: ids }, kind: "enquiry-staff" },
    { related_id: 1, status: 1 },
  ).lean();
  const mailById = new Map(staffMails.map((mail) => [mail.related_id, mail]));
  return enquiries.map((enquiry) => toInboxEnquiry(enquiry, mailById.get(enquiry._id.toString())));
}

function toInboxEnquiry(enquiry: EnquiryRecord, staffMail: { status: string } | undefined): InboxEnquiry {
  return {
    id: enquiry._id.toString(),
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    eventDate: enquiry.event_date,
    message: enquiry.message,
    status: enquiry.status,
    receivedAt: enquiry.created_at.toISOString(),
    staffMail: deliveryOf(staffMail),
  };
}

/** One enquiry with the delivery state of each of its mails; null when there is none. */
export async function getEnquiry(id: string): Promise<{ enquiry: InboxEnquiry; mail: EnquiryMailDetail[] }> {
  const enquiry = mongoose.isValidObjectId(id) ? await CateringEnquiry.findById(id).lean<EnquiryRecord>() : null;
  if (!enquiry) throw new Refusal(404, INBOX_MESSAGES.notFound);
  const messages = await OutboxMessage.find({ related_id: id }).sort({ kind: 1 }).lean();
  return {
    enquiry: toInboxEnquiry(
      enquiry,
      messages.find((message) => message.kind === "enquiry-staff"),
    ),
    mail: messages.map((message) => ({
      kind: message.kind,
      to: message.to,
      status: message.status,
      attempts: message.attempts,
      lastError: message.last_error,
      sentAt: message.sent_at ? message.sent_at.toISOString() : null,
    })),
  };
}

export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES);

/** Sets an enquiry's status; refused with 404 'Enquiry not found' for a malformed or unknown id. */
export async function setEnquiryStatus(id: string, status: EnquiryStatus): Promise<void> {
  const result = mongoose.isValidObjectId(id)
    ? await CateringEnquiry.updateOne({ _id: id }, { $set: { status } })
    : null;
  if (result?.matchedCount !== 1) throw new Refusal(404, INBOX_MESSAGES.notFound);
}
