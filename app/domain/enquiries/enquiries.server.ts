// Catering enquiries: validated, stored, then mailed (to staff with reply-to the visitor, and
// a confirmation to the visitor) through the outbox. Shared by /catering-events and
// POST /api/send-email. The enquiry is stored before any mail is attempted.
import mongoose from "mongoose";
import { z } from "zod";
import { CATERING_WORDS, type CateringWords, ENQUIRY_ERRORS, type EnquiryErrors } from "#app/content/catering-words.ts";
import { INBOX_MESSAGES } from "#app/content/portal-messages.ts";
import { enqueueMail, type NewMail } from "#app/domain/mail/outbox.server.ts";
import { truckToday } from "#app/domain/shared/clock.server.ts";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { consumeRateLimit } from "#app/domain/shared/rate-limit.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { fieldErrorsFrom, HONEYPOT_FIELD } from "#app/domain/shared/submissions.ts";
import { LANGUAGES, type Language, storedLanguage } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { CateringEnquiry, type CateringEnquiryRecord } from "#app/models/catering-enquiry.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { isIsoDate } from "#app/models/validators.ts";
import { type EnquiryForMail, enquiryConfirmationMail, staffEnquiryMail } from "./enquiry-mails.server.ts";
import {
  type CalendarEnquiry,
  DETAIL_LIMITS,
  type EnquiryDetails,
  type EnquiryStatus,
  LEGACY_ARCHIVED,
  PIPELINE_STATUSES,
  SERVICE_STYLES,
} from "./pipeline.ts";
import { confirmationMessageId } from "./threading.server.ts";

/** Enquiries more than this far ahead are almost certainly typos. */
const LATEST_EVENT_DAYS = 3 * 366;

/** "2026-12-05", or a full ISO timestamp: the calendar day in the truck's time zone. */
function toCalendarDate(value: string): string | null {
  if (isIsoDate(value)) return value;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : todayInTruckTimeZone(instant);
}

/** Absent, null or blank: not given (a form sends every field, blank or not). */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/**
 * The enquiry's check, answering in one language's words (the page's; the API's English). The
 * `language` field is the language of the page it was sent from, stored with it (issue 48).
 */
function enquirySchemaIn(words: EnquiryErrors, labels: Pick<CateringWords["details"], "eventType" | "eventAddress">) {
  const singleLine = (messages: { enter: string; tooLong: string; oneLine: string }, max: number) =>
    z
      .string({ error: messages.enter })
      .trim()
      .min(1, messages.enter)
      .max(max, messages.tooLong)
      .refine((value) => !/[\r\n]/.test(value), messages.oneLine);

  const optionalLine = (label: string, max: number, tooLong: string) =>
    z.preprocess(
      blankToUndefined,
      z
        .string({ error: tooLong })
        .trim()
        .max(max, tooLong)
        .refine((value) => !/[\r\n]/.test(value), fill(words.oneLine, { label }))
        .optional(),
    );

  const clockTime = z.preprocess(
    blankToUndefined,
    z
      .string({ error: words.timeInvalid })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, words.timeInvalid)
      .optional(),
  );

  const guestsInvalid = fill(words.guestsInvalid, DETAIL_LIMITS.guests);
  return z
    .object({
      name: singleLine({ enter: words.enterName, tooLong: words.nameTooLong, oneLine: words.nameOneLine }, 200),
      email: z
        .string({ error: words.enterEmail })
        .trim()
        .pipe(z.email(words.invalidEmail).max(254, words.invalidEmail)),
      phone: singleLine(
        { enter: words.enterPhone, tooLong: words.phoneTooLong, oneLine: words.phoneOneLine },
        40,
      ).refine((value) => /^[0-9+().\-\s]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7, words.invalidPhone),
      eventDate: z
        .string({ error: words.missingDate })
        .trim()
        .min(1, words.missingDate)
        .transform((value, context) => {
          const date = toCalendarDate(value);
          if (!date) {
            context.addIssue({ code: "custom", message: words.invalidDate });
            return z.NEVER;
          }
          return date;
        })
        .refine((date) => date >= truckToday(), words.pastDate)
        .refine((date) => date <= addDaysToIsoDate(truckToday(), LATEST_EVENT_DAYS), words.farDate),
      message: z
        .string({ error: words.enterMessage })
        .trim()
        .min(1, words.enterMessage)
        .max(5000, words.messageTooLong),
      // The details a caterer needs (issue 35): each optional, checked when given.
      guests: z.preprocess((value) => {
        const given = blankToUndefined(value);
        return typeof given === "string" && /^\s*\d+\s*$/.test(given) ? Number(given) : given;
      }, z
        .number({ error: guestsInvalid })
        .int(guestsInvalid)
        .min(DETAIL_LIMITS.guests.min, guestsInvalid)
        .max(DETAIL_LIMITS.guests.max, guestsInvalid)
        .optional()),
      eventType: optionalLine(
        labels.eventType,
        DETAIL_LIMITS.eventType,
        fill(words.eventTypeTooLong, { max: DETAIL_LIMITS.eventType }),
      ),
      startTime: clockTime,
      endTime: clockTime,
      eventAddress: optionalLine(
        labels.eventAddress,
        DETAIL_LIMITS.eventAddress,
        fill(words.addressTooLong, { max: DETAIL_LIMITS.eventAddress }),
      ),
      serviceStyle: z.preprocess(
        blankToUndefined,
        z.enum(SERVICE_STYLES, { error: words.serviceStyleInvalid }).optional(),
      ),
      siteNotes: z.preprocess(
        blankToUndefined,
        z
          .string({ error: fill(words.siteNotesTooLong, { max: DETAIL_LIMITS.siteNotes }) })
          .trim()
          .max(DETAIL_LIMITS.siteNotes, fill(words.siteNotesTooLong, { max: DETAIL_LIMITS.siteNotes }))
          .optional(),
      ),
      language: z.enum(LANGUAGES, { error: words.languageInvalid }).default("en"),
    })
    .refine(
      // An end time, when both are given, comes after the start (an event past midnight: say so in the notes).
      (enquiry) => !enquiry.startTime || !enquiry.endTime || enquiry.endTime > enquiry.startTime,
      { message: words.endBeforeStart, path: ["endTime"] },
    );
}

/** The check in each language, built once. */
const ENQUIRY_SCHEMAS = {
  en: enquirySchemaIn(ENQUIRY_ERRORS.en, CATERING_WORDS.en.details),
  es: enquirySchemaIn(ENQUIRY_ERRORS.es, CATERING_WORDS.es.details),
} satisfies Record<Language, unknown>;

/** The check that answers in English (the API's, and fixtures'). */
export const cateringEnquirySchema = ENQUIRY_SCHEMAS.en;
export type CateringEnquiryInput = z.infer<typeof cateringEnquirySchema>;

/** Where an enquiry's mails point: the site's address (for the inbox link) and the staff inbox. */
type EnquiryMailContext = { siteUrl: string; staffAddress: string };

export type EnquiryContext = EnquiryMailContext & {
  /** Who is submitting (IP address), for the rate limit. */
  client: string;
  limitPerHour: number;
  /** The language the refusals answer in: the page's (the API's, English, when not given). */
  answerIn?: Language;
};

/**
 * Validates and stores an enquiry, then queues its mail. A honeypot hit or an exhausted rate
 * limit is answered with a clear message, never silently dropped.
 */
export async function receiveCateringEnquiry(
  raw: Record<string, unknown>,
  context: EnquiryContext,
): Promise<{ id: string }> {
  const answerIn = context.answerIn ?? "en";
  const words = ENQUIRY_ERRORS[answerIn];
  if (typeof raw[HONEYPOT_FIELD] === "string" && raw[HONEYPOT_FIELD] !== "") {
    throw new Refusal(400, words.honeypot, { fieldErrors: {} });
  }
  const parsed = ENQUIRY_SCHEMAS[answerIn].safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFrom(parsed.error.issues);
    const error = fieldErrors.eventDate === words.missingDate ? words.missingDate : words.correctFields;
    throw new Refusal(400, error, { fieldErrors });
  }
  const limit = await consumeRateLimit("enquiry", context.client, context.limitPerHour, 60 * 60_000);
  if (!limit.allowed) throw new Refusal(429, words.rateLimited, { fieldErrors: {} });
  return { id: await storeCateringEnquiry(parsed.data, context) };
}

export async function storeCateringEnquiry(input: CateringEnquiryInput, context: EnquiryMailContext): Promise<string> {
  const enquiry = await CateringEnquiry.create({
    name: input.name,
    email: input.email.toLowerCase(),
    phone: input.phone,
    event_date: input.eventDate,
    message: input.message,
    guests: input.guests ?? null,
    event_type: input.eventType ?? "",
    start_time: input.startTime ?? "",
    end_time: input.endTime ?? "",
    event_address: input.eventAddress ?? "",
    service_style: input.serviceStyle ?? "",
    site_notes: input.siteNotes ?? "",
    language: input.language,
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
  const forMail: EnquiryForMail = { id, ...contactOf(enquiry), details: detailsOf(enquiry) };
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
    {
      kind: "enquiry-confirmation",
      relatedId: id,
      to: enquiry.email,
      // Stored, so that staff replies thread on it (In-Reply-To, References).
      messageId: confirmationMessageId(id, context.siteUrl),
      ...enquiryConfirmationMail(forMail, storedLanguage(enquiry)),
    },
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

export type MailDelivery = "sent" | "pending" | "failed" | "not queued";

export type InboxEnquiry = EnquiryForMail & {
  status: EnquiryStatus;
  /** Why a lost enquiry was lost. */
  lostReason: string;
  receivedAt: string;
  /** The staff mail's state (the one that matters for not losing the lead). */
  staffMail: MailDelivery;
  /** The language of the page it came from, which the client's mail is in (issue 50). */
  language: Language;
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

/** Archived before the pipeline: what a record not yet converted reads as. */
export const ARCHIVED_BEFORE_PIPELINE = "Archived before the pipeline";

function contactOf(enquiry: EnquiryRecord) {
  return {
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    eventDate: enquiry.event_date,
    message: enquiry.message,
  };
}

/** The caterer's details; a record from before issue 35 has none and reads as blank. */
function detailsOf(enquiry: Partial<EnquiryRecord>): EnquiryDetails {
  const style = enquiry.service_style ?? "";
  return {
    guests: typeof enquiry.guests === "number" ? enquiry.guests : null,
    eventType: enquiry.event_type ?? "",
    startTime: enquiry.start_time ?? "",
    endTime: enquiry.end_time ?? "",
    eventAddress: enquiry.event_address ?? "",
    serviceStyle: (SERVICE_STYLES as readonly string[]).includes(style)
      ? (style as EnquiryDetails["serviceStyle"])
      : "",
    siteNotes: enquiry.site_notes ?? "",
  };
}

/** The status as the pipeline reads it: "archived" (not converted yet) is lost. */
export function pipelineStatusOf(enquiry: { status?: string | null; lost_reason?: string | null }): {
  status: EnquiryStatus;
  lostReason: string;
} {
  if (enquiry.status === LEGACY_ARCHIVED) return { status: "lost", lostReason: ARCHIVED_BEFORE_PIPELINE };
  const status = (PIPELINE_STATUSES as readonly string[]).includes(enquiry.status ?? "")
    ? (enquiry.status as EnquiryStatus)
    : "new";
  return { status, lostReason: status === "lost" ? (enquiry.lost_reason ?? "") : "" };
}

function deliveryOf(message: { status: string } | undefined): MailDelivery {
  if (!message) return "not queued";
  if (message.status === "sent" || message.status === "failed") return message.status;
  return "pending";
}

/** How many enquiries no one has answered yet: what the dashboard counts. */
export function countNewEnquiries(): Promise<number> {
  return CateringEnquiry.countDocuments({ status: "new" });
}

export type InboxFilter = {
  status?: EnquiryStatus;
  /** Event dates from and to (YYYY-MM-DD, both ends included). */
  eventFrom?: string;
  eventTo?: string;
};

/** The inbox's query parameters, read leniently: anything malformed is left out of the filter. */
export const inboxFilterSchema = z.object({
  status: z.enum(PIPELINE_STATUSES).optional().catch(undefined),
  eventFrom: z.string().refine(isIsoDate).optional().catch(undefined),
  eventTo: z.string().refine(isIsoDate).optional().catch(undefined),
});

function statusQuery(status: EnquiryStatus): Record<string, unknown> {
  // Until the conversion at start has run, archived records count as lost.
  return status === "lost" ? { status: { $in: ["lost", LEGACY_ARCHIVED] } } : { status };
}

function eventDateQuery(filter: InboxFilter): Record<string, unknown> {
  const range: Record<string, string> = {};
  if (filter.eventFrom) range.$gte = filter.eventFrom;
  if (filter.eventTo) range.$lte = filter.eventTo;
  return Object.keys(range).length > 0 ? { event_date: range } : {};
}

/** Enquiries, newest first, narrowed by status and event dates (the 500 newest at most). */
export async function listEnquiries(filter: InboxFilter = {}): Promise<InboxEnquiry[]> {
  const query = { ...(filter.status ? statusQuery(filter.status) : {}), ...eventDateQuery(filter) };
  const enquiries = await CateringEnquiry.find(query).sort({ created_at: -1 }).limit(500).lean<EnquiryRecord[]>();
  const ids = enquiries.map((enquiry) => enquiry._id.toString());
  const staffMails = await OutboxMessage.find(
    { related_id: { $in: ids }, kind: "enquiry-staff" },
    { related_id: 1, status: 1 },
  ).lean();
  const mailById = new Map(staffMails.map((mail) => [mail.related_id, mail]));
  return enquiries.map((enquiry) => toInboxEnquiry(enquiry, mailById.get(enquiry._id.toString())));
}

/**
 * How many enquiries stand at each status, within the filter's event dates: counted by the
 * database ($match, $group), so the numbers hold past the list's 500 rows.
 */
export async function countEnquiriesByStatus(filter: InboxFilter = {}): Promise<Record<EnquiryStatus, number>> {
  const groups = await CateringEnquiry.aggregate<{ _id: string; count: number }>([
    { $match: eventDateQuery(filter) },
    { $group: { _id: "$status", count: { $sum: 1 } } },
  ]);
  const counts = Object.fromEntries(PIPELINE_STATUSES.map((status) => [status, 0])) as Record<EnquiryStatus, number>;
  for (const group of groups) counts[pipelineStatusOf({ status: group._id }).status] += group.count;
  return counts;
}

function toInboxEnquiry(enquiry: EnquiryRecord, staffMail: { status: string } | undefined): InboxEnquiry {
  return {
    id: enquiry._id.toString(),
    ...contactOf(enquiry),
    details: detailsOf(enquiry),
    ...pipelineStatusOf(enquiry),
    receivedAt: enquiry.created_at.toISOString(),
    staffMail: deliveryOf(staffMail),
    language: storedLanguage(enquiry),
  };
}

/** The enquiry's record, or the refusal 'Enquiry not found' for a malformed or unknown id. */
export async function findEnquiryRecord(id: string): Promise<EnquiryRecord> {
  const enquiry = mongoose.isValidObjectId(id) ? await CateringEnquiry.findById(id).lean<EnquiryRecord>() : null;
  if (!enquiry) throw new Refusal(404, INBOX_MESSAGES.notFound);
  return enquiry;
}

/** One enquiry with the delivery state of each of its mails. */
export async function getEnquiry(id: string): Promise<{ enquiry: InboxEnquiry; mail: EnquiryMailDetail[] }> {
  const enquiry = await findEnquiryRecord(id);
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

/** For the mail templates: an enquiry as mailed. */
export function enquiryForMail(enquiry: EnquiryRecord): EnquiryForMail {
  return { id: enquiry._id.toString(), ...contactOf(enquiry), details: detailsOf(enquiry) };
}

// ---- The calendar and the dashboard's catering figures (issue 36) ------------------------------

/** Still in hand: no answer yet, answered, or quoted and waiting for the client. */
export const OPEN_STATUSES = ["new", "replied", "quoted"] as const satisfies readonly EnquiryStatus[];
/** Statuses that mean the client booked: booked, and done (booked, and the event is over). */
const BOOKED_STATUSES = ["booked", "done"] as const satisfies readonly EnquiryStatus[];

/** How many enquiries are still open, counted by the database. */
export function countOpenEnquiries(): Promise<number> {
  return CateringEnquiry.countDocuments({ status: { $in: [...OPEN_STATUSES] } });
}

/**
 * Of the enquiries received since `since`, how many there were and how many were booked (booked
 * or done): one $match and $group, so it holds past the inbox's 500 rows.
 */
export async function bookedSince(since: Date): Promise<{ received: number; booked: number }> {
  const groups = await CateringEnquiry.aggregate<{ _id: string; count: number }>([
    { $match: { created_at: { $gte: since } } },
    { $group: { _id: "$status", count: { $sum: 1 } } },
  ]);
  let received = 0;
  let booked = 0;
  for (const group of groups) {
    received += group.count;
    if ((BOOKED_STATUSES as readonly string[]).includes(group._id)) booked += group.count;
  }
  return { received, booked };
}

/** When each enquiry received from `from` up to `to` came in (the Owner's numbers count them by month). */
export async function enquiryArrivalsBetween(from: Date, to: Date): Promise<Date[]> {
  const records = await CateringEnquiry.find({ created_at: { $gte: from, $lt: to } }, { created_at: 1 }).lean();
  return records.map((record) => record.created_at as Date);
}

/** A catering event on the calendar: a booked enquiry, or a quoted one (tentative). */
export type CalendarBooking = CalendarEnquiry & {
  date: string;
  /** "HH:MM", or "" when not given. */
  startTime: string;
  endTime: string;
};

/** The booked and quoted enquiries whose event falls from `from` to `to` (both included). */
export async function listCalendarBookings(from: string, to: string): Promise<CalendarBooking[]> {
  const records = await CateringEnquiry.find({
    status: { $in: ["booked", "quoted"] },
    event_date: { $gte: from, $lte: to },
  })
    .sort({ event_date: 1, start_time: 1 })
    .lean<EnquiryRecord[]>();
  return records.map((record) => {
    const details = detailsOf(record);
    return {
      id: record._id.toString(),
      status: record.status === "booked" ? "booked" : "quoted",
      name: record.name,
      eventType: details.eventType,
      guests: details.guests,
      eventAddress: details.eventAddress,
      date: record.event_date,
      startTime: details.startTime,
      endTime: details.endTime,
    };
  });
}
