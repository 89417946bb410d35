// Every read and write of catering quotes (issue 36). A quote belongs to one enquiry; each save is
// a new version (an insert, `_id` "<quote>:<version>"), a draft until it is sent. What became of a
// version (accepted by the client, declined, or superseded) is one insert with the same id: the
// client answers only the latest sent version, and sending the next one supersedes it, so the
// client's accept and that send race for one insert and exactly one wins, on FerretDB as on
// MongoDB (decision 0004). The client's link carries a random token of 192 bits; only its SHA-256
// is stored; it ends 8 weeks after the quote's valid-until date (8 weeks after the event once
// accepted). Decisions: docs/decisions/0026-quotes.md, 0027-quotes-only-what-was-sent.md.
import { createHash, randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { z } from "zod";
import { QUOTE_TEXT } from "#app/content/portal-messages.ts";
import { QUOTE_WORDS, type QuoteWords } from "#app/content/quote-words.ts";
import { getBusinessDetails } from "#app/domain/business/business-details.server.ts";
import { findEnquiryRecord, pipelineStatusOf } from "#app/domain/enquiries/enquiries.server.ts";
import { plainName } from "#app/domain/enquiries/enquiry-mails.server.ts";
import { recordStatusChange } from "#app/domain/enquiries/pipeline.server.ts";
import { confirmationThreadOf } from "#app/domain/enquiries/threading.server.ts";
import { enqueueMail } from "#app/domain/mail/outbox.server.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { addDaysToIsoDate, todayInTruckTimeZone, truckMoment } from "#app/domain/shared/dates.ts";
import { isDuplicateKey } from "#app/domain/shared/duplicate-keys.server.ts";
import {
  centsOfPrice,
  MAX_UNIT_CENTS,
  priceQuote,
  type QuoteLineInput,
  type QuoteTotals,
} from "#app/domain/shared/money.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { spanishOrNull } from "#app/domain/shared/spanish-texts.ts";
import { fieldErrorsFrom } from "#app/domain/shared/submissions.ts";
import { type Language, pathIn, storedLanguage } from "#app/i18n/language.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { MenuItem } from "#app/models/menu-item.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { Quote, QuoteLink, QuoteOutcome, QuoteVersion } from "#app/models/quote.server.ts";
import { quoteAnswerMail, quoteMail } from "./quote-mails.server.ts";
import { type QuoteOutcomeView, type QuoteRow, type QuoteVersionView, quoteVersionSchema } from "./quotes.ts";

/** Who moved an enquiry to booked by accepting, in its history. */
export const BY_THE_CLIENT = "the client";

type VersionRecord = {
  _id: string;
  quote_id: string;
  version: number;
  lines: { description: string; unit_cents: number; quantity_hundredths: number; untaxed: boolean }[];
  tax_rate_bp: number;
  minimum_cents: number;
  guests: number | null;
  valid_until: string;
  total_cents: number;
  sent_at: Date | null;
  created_at: Date;
};
type OutcomeRecord = {
  _id: string;
  outcome: "accepted" | "declined" | "superseded";
  client_name: string;
  note: string;
  created_at: Date;
};

const versionId = (quoteId: string, version: number) => `${quoteId}:${version}`;
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
/** 24 random bytes as base64url: 32 characters, 192 bits. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/** The unique indexes decide every race here: they must exist before the first insert. */
let indexesReady: Promise<unknown> | null = null;
function quoteIndexes(): Promise<unknown> {
  indexesReady ??= Promise.all([Quote.init(), QuoteVersion.init(), QuoteOutcome.init(), QuoteLink.init()]).catch(
    (error: unknown) => {
      indexesReady = null;
      throw error;
    },
  );
  return indexesReady;
}

function linesOf(version: VersionRecord): QuoteLineInput[] {
  return version.lines.map((line) => ({
    description: line.description,
    unitCents: line.unit_cents,
    quantityHundredths: line.quantity_hundredths,
    untaxed: line.untaxed,
  }));
}

function outcomeView(outcome: OutcomeRecord | undefined): QuoteOutcomeView | null {
  if (!outcome) return null;
  const at = outcome.created_at.toISOString();
  if (outcome.outcome === "accepted") return { outcome: "accepted", clientName: outcome.client_name, at };
  if (outcome.outcome === "declined") return { outcome: "declined", note: outcome.note, at };
  return { outcome: "superseded", at };
}

function versionView(version: VersionRecord, outcome: OutcomeRecord | undefined): QuoteVersionView {
  return {
    version: version.version,
    validUntil: version.valid_until,
    guests: version.guests,
    taxRate: version.tax_rate_bp,
    totals: priceQuote({
      lines: linesOf(version),
      taxRate: version.tax_rate_bp,
      minimumCents: version.minimum_cents,
      guests: version.guests,
    }),
    sentAt: version.sent_at ? version.sent_at.toISOString() : null,
    outcome: outcomeView(outcome),
  };
}

/** Every version of a quote, latest first, each with its outcome. */
async function versionsOf(quoteId: string): Promise<QuoteVersionView[]> {
  const [versions, outcomes] = await Promise.all([
    QuoteVersion.find({ quote_id: quoteId }).sort({ version: -1 }).lean<VersionRecord[]>(),
    QuoteOutcome.find({ quote_id: quoteId }).lean<OutcomeRecord[]>(),
  ]);
  const byId = new Map(outcomes.map((outcome) => [outcome._id, outcome]));
  return versions.map((version) => versionView(version, byId.get(version._id)));
}

async function latestVersionRecord(quoteId: string): Promise<VersionRecord | null> {
  return QuoteVersion.findOne({ quote_id: quoteId }).sort({ version: -1 }).lean<VersionRecord>();
}

/** The version the client holds: the latest one sent (a draft saved since is staff's alone). */
async function latestSentRecord(quoteId: string): Promise<VersionRecord | null> {
  return QuoteVersion.findOne({ quote_id: quoteId, sent_at: { $ne: null } })
    .sort({ version: -1 })
    .lean<VersionRecord>();
}

/**
 * Whether the latest version is behind the client's acceptance: the version they accepted, or a
 * draft saved before they accepted it. Either is changed only by Revise, whose new version needs
 * an acceptance of its own.
 */
async function behindAcceptance(quoteId: string, latest: VersionRecord): Promise<boolean> {
  const sent = latest.sent_at ? latest : await latestSentRecord(quoteId);
  if (!sent) return false;
  const outcome = await QuoteOutcome.findById(sent._id).lean<OutcomeRecord>();
  return outcome?.outcome === "accepted" && latest.created_at <= outcome.created_at;
}

/** A quote mail as the portal lists it: which version went to whom, and whether it went. */
export type QuoteMail = {
  version: number;
  to: string;
  status: "sent" | "waiting" | "failed";
  sentAt: string | null;
};

export type EnquiryQuote = {
  quoteId: string | null;
  versions: QuoteVersionView[];
  mails: QuoteMail[];
  /** The latest version is behind the client's acceptance: only Revise changes it, and nothing is sent. */
  locked: boolean;
};

/** The mails of a quote's links, oldest first: each send is a link and a mail related to it. */
async function mailsOf(quoteId: string): Promise<QuoteMail[]> {
  const links = await QuoteLink.find({ quote_id: quoteId }, { version: 1 }).sort({ created_at: 1, _id: 1 }).lean();
  if (links.length === 0) return [];
  const messages = await OutboxMessage.find(
    { kind: "quote", related_id: { $in: links.map((link) => String(link._id)) } },
    { related_id: 1, to: 1, status: 1, sent_at: 1 },
  ).lean();
  const byLink = new Map(messages.map((message) => [message.related_id, message]));
  return links.flatMap((link) => {
    const message = byLink.get(String(link._id));
    if (!message) return [];
    const status = message.status === "sent" ? "sent" : message.status === "failed" ? "failed" : "waiting";
    return [{ version: link.version, to: message.to, status, sentAt: message.sent_at?.toISOString() ?? null }];
  });
}

/** An enquiry's quote for the portal: its versions, latest first (none before the first save), and its mails. */
export async function quoteOfEnquiry(enquiryId: string): Promise<EnquiryQuote> {
  const quote = await Quote.findOne({ enquiry_id: enquiryId }).lean();
  if (!quote) return { quoteId: null, versions: [], mails: [], locked: false };
  const quoteId = String(quote._id);
  const [versions, mails, latest] = await Promise.all([
    versionsOf(quoteId),
    mailsOf(quoteId),
    latestVersionRecord(quoteId),
  ]);
  return { quoteId, versions, mails, locked: latest ? await behindAcceptance(quoteId, latest) : false };
}

/** The enquiry's quote, made on its first save: a second first save loses on the unique enquiry. */
async function quoteIdFor(enquiryId: string): Promise<string> {
  const existing = await Quote.findOne({ enquiry_id: enquiryId }, { _id: 1 }).lean();
  if (existing) return String(existing._id);
  try {
    return String((await Quote.create({ enquiry_id: enquiryId }))._id);
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const winner = await Quote.findOne({ enquiry_id: enquiryId }, { _id: 1 }).lean();
    if (!winner) throw error;
    return String(winner._id);
  }
}

/**
 * Menu rows take the menu's name and price (converted to cents here, once) where staff left them
 * empty; the name in the client's language (issue 50: the item's Spanish, where it has one).
 */
async function pricedRows(rows: QuoteRow[], language: Language): Promise<QuoteLineInput[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.menuChoice ? [row.menuChoice.itemId] : [])))];
  const items = ids.length
    ? await MenuItem.find(
        { _id: { $in: ids } },
        { name: 1, name_es: 1, same_in_spanish: 1, price: 1, price_3pc: 1, price_6pc: 1 },
      ).lean()
    : [];
  const byId = new Map(items.map((item) => [String(item._id), item]));
  const fieldErrors: Record<string, string> = {};
  const lines = rows.map((row, index): QuoteLineInput => {
    if (!row.menuChoice) {
      return {
        description: row.description,
        unitCents: row.unitCents ?? 0,
        quantityHundredths: row.quantityHundredths,
        untaxed: row.untaxed,
      };
    }
    const item = byId.get(row.menuChoice.itemId);
    const { size } = row.menuChoice;
    const menuPrice = item ? (size === "3pc" ? item.price_3pc : size === "6pc" ? item.price_6pc : item.price) : null;
    if (!item || (typeof menuPrice !== "number" && row.unitCents === null)) {
      fieldErrors[`lines.${index}.menuItem`] = QUOTE_TEXT.menuItemNotFound;
    }
    // A menu price stored before menu prices were bounded may be more than a line can hold.
    const menuCents = typeof menuPrice === "number" && menuPrice >= 0 ? centsOfPrice(menuPrice) : null;
    if (row.unitCents === null && menuCents !== null && menuCents > MAX_UNIT_CENTS) {
      fieldErrors[`lines.${index}.menuItem`] = QUOTE_TEXT.menuPriceTooHigh;
    }
    return {
      description: row.description || `${item ? nameIn(item, language) : ""}${size ? ` (${size.toUpperCase()})` : ""}`,
      unitCents: row.unitCents ?? menuCents ?? 0,
      quantityHundredths: row.quantityHundredths,
      untaxed: row.untaxed,
    };
  });
  if (Object.keys(fieldErrors).length > 0) {
    throw new Refusal(400, Object.values(fieldErrors)[0] ?? QUOTE_TEXT.menuItemNotFound, { fieldErrors });
  }
  return lines;
}

/** A menu item's name as a client reading `language` reads it: its Spanish where it has one. */
function nameIn(
  item: { name: string; name_es?: string | null; same_in_spanish?: string[] | null },
  language: Language,
): string {
  if (language === "en") return item.name;
  return spanishOrNull(item, "name") ?? item.name;
}

/** A version's totals, or a refusal when a line or the minimum is more than a quote can hold. */
function pricedVersion(input: Parameters<typeof priceQuote>[0]): QuoteTotals {
  try {
    return priceQuote(input);
  } catch (error) {
    if (error instanceof RangeError) throw new Refusal(400, QUOTE_TEXT.totalTooLarge);
    throw error;
  }
}

function invalid(issues: z.core.$ZodIssue[]): Refusal {
  const fieldErrors = fieldErrorsFrom(issues, { nested: true });
  return new Refusal(400, Object.values(fieldErrors)[0] ?? QUOTE_TEXT.noLines, { fieldErrors });
}

/**
 * Saves a new version of an enquiry's quote, on the version the form was opened on (`basedOn`).
 * The new version is a draft: the version the client holds stays theirs to answer until the
 * draft is sent (sendQuote supersedes it then). A draft saved over a draft replaces it. Every
 * line is priced and checked before anything is written, so a refusal leaves nothing half made.
 * A version the client accepted (or a draft saved before they did) is changed only by `revise`,
 * which returns the enquiry to quoted; its new version needs an acceptance of its own. Returns
 * the new version's number.
 */
export async function saveQuoteVersion(
  enquiryId: string,
  raw: unknown,
  by: { email: string },
  options: { revise?: boolean } = {},
): Promise<number> {
  const parsed = quoteVersionSchema.safeParse(raw);
  if (!parsed.success) throw invalid(parsed.error.issues);
  const input = parsed.data;
  if (input.validUntil < todayInTruckTimeZone(clockNow())) {
    throw new Refusal(400, QUOTE_TEXT.validUntilInvalid, { fieldErrors: { validUntil: QUOTE_TEXT.validUntilInvalid } });
  }
  const enquiry = await findEnquiryRecord(enquiryId);
  const lines = await pricedRows(input.rows, storedLanguage(enquiry));
  const terms = (await getBusinessDetails({ fresh: true })).quoteTerms;
  const totals = pricedVersion({
    lines,
    taxRate: terms.taxRate,
    minimumCents: terms.minimumCents,
    guests: input.guests,
  });
  await quoteIndexes();
  const quoteId = await quoteIdFor(enquiryId);
  const latest = await latestVersionRecord(quoteId);
  if ((latest?.version ?? 0) !== input.basedOn) throw new Refusal(409, QUOTE_TEXT.stale);
  let revisedAccepted = false;
  if (latest) {
    const outcome = await QuoteOutcome.findById(latest._id).lean<OutcomeRecord>();
    if (outcome?.outcome === "superseded") throw new Refusal(409, QUOTE_TEXT.stale);
    if (await behindAcceptance(quoteId, latest)) {
      if (!options.revise) throw new Refusal(409, QUOTE_TEXT.acceptedLocked);
      revisedAccepted = true;
    }
  }
  const version = input.basedOn + 1;
  try {
    await QuoteVersion.create({
      _id: versionId(quoteId, version),
      quote_id: quoteId,
      version,
      lines: lines.map((line) => ({
        description: line.description,
        unit_cents: line.unitCents,
        quantity_hundredths: line.quantityHundredths,
        untaxed: line.untaxed,
      })),
      tax_rate_bp: terms.taxRate,
      minimum_cents: terms.minimumCents,
      guests: input.guests,
      valid_until: input.validUntil,
      total_cents: totals.totalCents,
      by: by.email,
    });
  } catch (error) {
    if (isDuplicateKey(error)) throw new Refusal(409, QUOTE_TEXT.stale);
    throw error;
  }
  // The draft it replaces was never the client's: marked so the portal lists it as replaced.
  if (latest && !latest.sent_at) await supersede(quoteId, latest, by).catch(ignoreDuplicate);
  const status = pipelineStatusOf(enquiry).status;
  if (revisedAccepted && status === "booked") {
    await recordStatusChange(enquiryId, { from: status, to: "quoted", reason: "", by: by.email });
  }
  return version;
}

/** Inserts a version's "superseded" outcome: the insert the client's answer to it races for. */
async function supersede(quoteId: string, version: VersionRecord, by: { email: string }): Promise<void> {
  await QuoteOutcome.create({
    _id: version._id,
    quote_id: quoteId,
    version: version.version,
    outcome: "superseded",
    by: by.email,
  });
}

function ignoreDuplicate(error: unknown): void {
  if (!isDuplicateKey(error)) throw error;
}

/** Where the quote mail comes from and what its link starts with. */
export type QuoteMailContext = { siteUrl: string; truckAddress: string };

/**
 * Mails the client a new link to the quote's latest version (which must still await an answer)
 * and moves the enquiry to quoted. Sending a draft supersedes the version the client held before,
 * by the insert their answer to it races for: if they answered first, nothing is sent. Each send
 * mints its own token; every link the client was ever sent opens the latest version sent. Like a
 * staff reply, not capped as automatic mail is.
 */
export async function sendQuote(enquiryId: string, by: { email: string }, context: QuoteMailContext) {
  const enquiry = await findEnquiryRecord(enquiryId);
  const quote = await Quote.findOne({ enquiry_id: enquiryId }).lean();
  const quoteId = quote ? String(quote._id) : "";
  const latest = quote ? await latestVersionRecord(quoteId) : null;
  if (!quote || !latest) throw new Refusal(409, QUOTE_TEXT.nothingToSend);
  if (await QuoteOutcome.exists({ _id: latest._id })) throw new Refusal(409, QUOTE_TEXT.alreadyAnswered);
  if (await behindAcceptance(quoteId, latest)) throw new Refusal(409, QUOTE_TEXT.acceptedLocked);
  await quoteIndexes();
  if (!latest.sent_at) {
    const held = await latestSentRecord(quoteId);
    if (held && !(await QuoteOutcome.exists({ _id: held._id }))) {
      try {
        await supersede(quoteId, held, by);
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const winner = await QuoteOutcome.findById(held._id).lean<OutcomeRecord>();
        // Another send of this draft got there first: it goes on as a resend of the same version.
        if (winner?.outcome !== "superseded") throw new Refusal(409, QUOTE_TEXT.clientAnsweredFirst);
      }
    }
    // Marked sent before the link exists, so the link opens this version from its first read.
    await QuoteVersion.updateOne({ _id: latest._id, sent_at: null }, { $set: { sent_at: clockNow() } });
  }
  const token = randomBytes(24).toString("base64url");
  const link = await QuoteLink.create({ token_hash: hashOf(token), quote_id: quoteId, version: latest.version });
  const view = versionView(latest, undefined);
  const thread = await confirmationThreadOf(enquiryId, context.siteUrl);
  // In the language of the enquiry (issue 50), with the link to the page in it.
  const language = storedLanguage(enquiry);
  const mail = quoteMail({
    name: enquiry.name,
    eventDate: enquiry.event_date,
    totalCents: view.totals.totalCents,
    validUntil: latest.valid_until,
    url: new URL(pathIn(language, `/quotes/${token}`), context.siteUrl).href,
    language,
  });
  await enqueueMail([
    {
      kind: "quote",
      relatedId: String(link._id),
      to: enquiry.email,
      replyTo: context.truckAddress,
      ...mail,
      headers: { ...mail.headers, ...(thread ? { "In-Reply-To": thread, References: thread } : {}) },
    },
  ]);
  const status = pipelineStatusOf(enquiry).status;
  if (status !== "quoted")
    await recordStatusChange(enquiryId, { from: status, to: "quoted", reason: "", by: by.email });
  return { to: enquiry.email };
}

/** What the client's page shows. */
export type ClientQuote = {
  /** Their name as they gave it, or null where it is not one to repeat (plainName). */
  name: string | null;
  eventDate: string;
  latest: QuoteVersionView;
  depositLink: string;
  expired: boolean;
};

/** How long a link keeps working after the valid-until date (the event, once accepted). */
export const LINK_LIFE_DAYS = 8 * 7;

/**
 * The quote a link opens, at its latest sent version. An altered or unknown token is refused 404
 * like any missing page; a link past its life is refused 410, which the page shows as "ended".
 */
async function quoteByToken(token: string) {
  const notFound = new Refusal(404, QUOTE_TEXT.notFound);
  if (!TOKEN_SHAPE.test(token)) throw notFound;
  const link = await QuoteLink.findOne({ token_hash: hashOf(token) }).lean();
  if (!link || !mongoose.isValidObjectId(link.quote_id)) throw notFound;
  const quote = await Quote.findById(link.quote_id).lean();
  const latest = quote ? await latestSentRecord(String(quote._id)) : null;
  if (!quote || !latest) throw notFound;
  const [enquiry, outcome] = await Promise.all([
    findEnquiryRecord(quote.enquiry_id),
    QuoteOutcome.findById(latest._id).lean<OutcomeRecord>(),
  ]);
  const lastDay = addDaysToIsoDate(
    outcome?.outcome === "accepted" ? enquiry.event_date : latest.valid_until,
    LINK_LIFE_DAYS,
  );
  if (todayInTruckTimeZone(clockNow()) > lastDay) throw new Refusal(410, QUOTE_WORDS.en.ended);
  return { quoteId: String(quote._id), enquiryId: quote.enquiry_id, enquiry, latest, outcome };
}

export async function quoteForClient(token: string): Promise<ClientQuote> {
  const { enquiry, latest, outcome } = await quoteByToken(token);
  const details = await getBusinessDetails();
  const view = versionView(latest, outcome ?? undefined);
  return {
    name: plainName(enquiry.name),
    eventDate: enquiry.event_date,
    latest: view,
    // The deposit page is the client's next step once they have accepted, not before.
    depositLink: view.outcome?.outcome === "accepted" ? details.quoteTerms.depositLink : "",
    expired: latest.valid_until < todayInTruckTimeZone(clockNow()),
  };
}

/** The client's answer, refused in the words of one language (the page's). */
function quoteAnswerSchemaIn(words: QuoteWords) {
  /** The version the client saw: anything else is a page that is out of date. */
  const answeredVersion = z.coerce.number({ error: words.changed }).int(words.changed).min(1, words.changed);
  return z.discriminatedUnion(
    "intent",
    [
      z.object({
        intent: z.literal("accept"),
        version: answeredVersion,
        name: z
          .string({ error: words.acceptNameRequired })
          .trim()
          .min(1, words.acceptNameRequired)
          .max(100, words.acceptNameTooLong)
          .refine((value) => !/[\r\n]/.test(value), words.acceptNameTooLong),
      }),
      z.object({
        intent: z.literal("decline"),
        version: answeredVersion,
        note: z
          .string({ error: words.declineNoteTooLong })
          .trim()
          .max(1000, words.declineNoteTooLong)
          .optional()
          .default(""),
      }),
    ],
    { error: words.chooseAnswer },
  );
}

/** The check of the client's answer in each language, built once. */
const QUOTE_ANSWER_SCHEMAS = {
  en: quoteAnswerSchemaIn(QUOTE_WORDS.en),
  es: quoteAnswerSchemaIn(QUOTE_WORDS.es),
} satisfies Record<Language, unknown>;

/**
 * The client accepts (with their name) or declines (with an optional note) the version they
 * saw. The answer is the insert a staff edit of that version races for: one wins, the other is
 * told (409, "this quote has changed" or "already answered"). Accepting books the enquiry,
 * with "the client" in its history, and mails staff (in English); so does declining, which
 * leaves the enquiry's status to staff. Refusals are in `answerIn`, the language of the page the
 * client answered on.
 */
export async function answerQuote(
  token: string,
  raw: unknown,
  answerIn: Language = "en",
): Promise<"accepted" | "declined"> {
  const words = QUOTE_WORDS[answerIn];
  const { quoteId, enquiryId, enquiry, latest } = await quoteByToken(token);
  const parsed = QUOTE_ANSWER_SCHEMAS[answerIn].safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFrom(parsed.error.issues);
    throw new Refusal(400, Object.values(fieldErrors)[0] ?? words.acceptNameRequired, { fieldErrors });
  }
  const answer = parsed.data;
  if (answer.version !== latest.version) throw new Refusal(409, words.changed);
  if (answer.intent === "accept" && latest.valid_until < todayInTruckTimeZone(clockNow())) {
    throw new Refusal(409, words.expired);
  }
  await quoteIndexes();
  try {
    await QuoteOutcome.create({
      _id: latest._id,
      quote_id: quoteId,
      version: latest.version,
      outcome: answer.intent === "accept" ? "accepted" : "declined",
      client_name: answer.intent === "accept" ? answer.name : "",
      note: answer.intent === "decline" ? answer.note : "",
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const winner = await QuoteOutcome.findById(latest._id).lean<OutcomeRecord>();
    throw new Refusal(409, winner?.outcome === "superseded" ? words.changed : words.alreadyAnswered);
  }
  await enqueueMail([
    {
      kind: "quote-answer",
      relatedId: latest._id,
      to: getConfig().mail.staffAddress,
      ...quoteAnswerMail(answer, {
        name: enquiry.name,
        eventDate: enquiry.event_date,
        version: latest.version,
        totalCents: versionView(latest, undefined).totals.totalCents,
        portalUrl: new URL(`/admin/enquiries/${enquiryId}`, getConfig().siteUrl).href,
      }),
    },
  ]);
  if (answer.intent === "accept") {
    const status = pipelineStatusOf(enquiry).status;
    if (status !== "booked")
      await recordStatusChange(enquiryId, { from: status, to: "booked", reason: "", by: BY_THE_CLIENT });
    return "accepted";
  }
  return "declined";
}

/** The dashboard's quote figures: quotes waiting for the client, and this month's booked value. */
export type QuoteFigures = { waiting: number; bookedThisMonth: { cents: number; count: number } };

/**
 * Each quote's latest sent version and what became of it. A revised booking counts once, and
 * only once re-accepted. Read in code over the versions' few fields: FerretDB 1.24 has no $lookup.
 */
async function latestSentQuotes(): Promise<{ cents: number; outcome: OutcomeRecord | undefined }[]> {
  const [versions, outcomes] = await Promise.all([
    QuoteVersion.find({}, { quote_id: 1, version: 1, sent_at: 1, total_cents: 1 }).lean<VersionRecord[]>(),
    QuoteOutcome.find({}, { outcome: 1, created_at: 1 }).lean<OutcomeRecord[]>(),
  ]);
  const latest = new Map<string, VersionRecord>();
  for (const version of versions) {
    if (!version.sent_at) continue;
    const seen = latest.get(version.quote_id);
    if (!seen || seen.version < version.version) latest.set(version.quote_id, version);
  }
  const outcomeOf = new Map(outcomes.map((outcome) => [outcome._id, outcome]));
  return [...latest.values()].map((version) => ({ cents: version.total_cents, outcome: outcomeOf.get(version._id) }));
}

type SentQuote = Awaited<ReturnType<typeof latestSentQuotes>>[number];

/** Of these quotes, those accepted at `since` or later: when, and for how much. */
function acceptedOf(quotes: readonly SentQuote[], since: Date): { at: Date; cents: number }[] {
  return quotes.flatMap(({ cents, outcome }) =>
    outcome?.outcome === "accepted" && outcome.created_at >= since ? [{ at: outcome.created_at, cents }] : [],
  );
}

/** The accepted quotes (their latest sent version) accepted at `since` or later: when, and for how much. */
export async function acceptedQuotesSince(since: Date): Promise<{ at: Date; cents: number }[]> {
  return acceptedOf(await latestSentQuotes(), since);
}

/**
 * Waiting: quotes whose latest sent version has no answer. Booked this month: accepted quotes
 * accepted since the first of this month in the truck's time zone.
 */
export async function quoteFigures(now: Date = clockNow()): Promise<QuoteFigures> {
  const monthStart = new Date(truckMoment(`${todayInTruckTimeZone(now).slice(0, 7)}-01`, "00:00"));
  const quotes = await latestSentQuotes();
  const booked = acceptedOf(quotes, monthStart);
  return {
    waiting: quotes.filter(({ outcome }) => !outcome).length,
    bookedThisMonth: { cents: booked.reduce((sum, quote) => sum + quote.cents, 0), count: booked.length },
  };
}
