// Mailings to followers (campaigns, stop-change notices, the week's schedule) and what sending them needs. Everything
// that must happen once is decided by an insert whose unique id says what it decides
// (docs/decisions/0004-atomicity.md): a mailing's start, each recipient's row, each send attempt.
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";

export const MAILING_KINDS = ["campaign", "stop-change", "weekly-schedule"] as const;
/** withdrawn: a notice nothing of which was true any more before it started (issue 44); never sent. */
export const MAILING_STATUSES = ["scheduled", "sending", "sent", "withdrawn"] as const;
/** skipped: dropped just before its batch went (unsubscribed, left the topic or bounced since the start). */
export const OUTCOME_RESULTS = ["sent", "failed", "retry", "skipped"] as const;

/**
 * A mailing's words in Spanish (issue 50), for its followers who read Spanish: the notices and the
 * week's schedule always have them; a campaign has them when the Owner wrote them. Absent: every
 * follower gets the English (mailings from before issue 50 read so).
 */
const spanishWordsSchema = new Schema(
  {
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String, required: true },
  },
  { _id: false },
);

const mailingSchema = new Schema(
  {
    /** The caller's id (a campaign's, a stop's notice, a week's schedule): creating it twice creates it once. */
    _id: { type: String, required: true },
    kind: { type: String, enum: MAILING_KINDS, required: true },
    topic: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String, required: true },
    es: { type: spanishWordsSchema, default: undefined },
    send_at: { type: Date, required: true },
    status: { type: String, enum: MAILING_STATUSES, default: "scheduled" },
    created_by: { type: String, required: true },
    /**
     * Why a due mailing waits: "postal-address" (none for the footer), "owner" (a notice past the
     * day's share, until an Owner sends it); "" when nothing holds it.
     */
    held_for: { type: String, default: "" },
    /** Recipients fixed at the start (skipped ones included), and those skipped. */
    total: { type: Number, default: 0 },
    skipped: { type: Number, default: 0 },
    /** The outcome, kept once every recipient is settled (their rows may be pruned later). */
    sent: { type: Number, default: 0 },
    failed: { type: Number, default: 0 },
    finished_at: { type: Date, default: null },
    /** Its rows, claims and outcomes deleted, a week after it finished. */
    pruned: { type: Boolean, default: false },
  },
  { timestamps },
);
mailingSchema.index({ status: 1, send_at: 1 });
mailingSchema.index({ kind: 1, created_at: -1 });

/**
 * The start of a mailing: inserting it decides which server fixes the recipients, and it keeps
 * the words as they were at that moment, so a late edit cannot change a mailing half sent.
 */
const mailingStartSchema = new Schema(
  {
    _id: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String, required: true },
    es: { type: spanishWordsSchema, default: undefined },
    claimed_at: { type: Date, required: true },
    /** The server process that inserted it: it resumes its own start at once after an error. */
    claimed_by: { type: String, default: "" },
    /** Set once every recipient row is in; a start left without it is resumed by any server. */
    queued_at: { type: Date, default: null },
  },
  { timestamps },
);

/**
 * One row per (mailing, recipient), written when the mailing starts: its id
 * `<mailing>:<subscriber>` makes each recipient once, however often the start is resumed. The
 * rows are the mailing's fixed list; what became of each send is in the claims and outcomes.
 */
const mailingRecipientSchema = new Schema(
  {
    _id: { type: String, required: true },
    mailing_id: { type: String, required: true },
    subscriber_id: { type: String, required: true },
    email: { type: String, required: true },
    /** Why it is never sent ("" if it is): an address that bounced before. */
    skipped: { type: String, default: "" },
  },
  { versionKey: false },
);
mailingRecipientSchema.index({ mailing_id: 1 });

/**
 * A send attempt's claim, `<recipient row>:<attempt>`: exactly one server makes each attempt. A
 * claim with no outcome after its lock ran out belongs to a server that died sending it.
 */
const mailingSendClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    mailing_id: { type: String, required: true },
    created_at: { type: Date, required: true },
  },
  { versionKey: false },
);
mailingSendClaimSchema.index({ mailing_id: 1 });

/** What became of an attempt, inserted under its claim's id once the SMTP server answered. */
const mailingOutcomeSchema = new Schema(
  {
    _id: { type: String, required: true },
    mailing_id: { type: String, required: true },
    /** sent, failed (for good), retry (after `retry_at`, as the next attempt) or skipped (not sent: gone). */
    result: { type: String, enum: OUTCOME_RESULTS, required: true },
    retry_at: { type: Date, default: null },
    error: { type: String, default: "" },
    created_at: { type: Date, required: true },
  },
  { versionKey: false },
);
mailingOutcomeSchema.index({ mailing_id: 1 });

/**
 * Sends counted against MAIL_RATE_PER_MINUTE: a row per batch a server takes, with how many it
 * takes; the rows of the last minute are summed. Few rows, so the sum stays cheap to read.
 */
const mailingSendSlotSchema = new Schema(
  {
    at: { type: Date, required: true },
    count: { type: Number, required: true },
    by: { type: String, required: true },
  },
  { versionKey: false },
);
mailingSendSlotSchema.index({ at: 1 });

forgetModel("Mailing");
export const Mailing = mongoose.model("Mailing", mailingSchema);
forgetModel("MailingStart");
export const MailingStart = mongoose.model("MailingStart", mailingStartSchema);
forgetModel("MailingRecipient");
export const MailingRecipient = mongoose.model("MailingRecipient", mailingRecipientSchema);
forgetModel("MailingSendClaim");
export const MailingSendClaim = mongoose.model("MailingSendClaim", mailingSendClaimSchema);
forgetModel("MailingOutcome");
export const MailingOutcome = mongoose.model("MailingOutcome", mailingOutcomeSchema);
forgetModel("MailingSendSlot");

/**
 * The day's notices to followers (issue 44): a notice takes one of the day's places by inserting
 * `<truck day>:<place>` (place 1 to NOTICES_PER_DAY); when none is left it waits for an Owner.
 */
const noticeDayPlaceSchema = new Schema(
  {
    _id: { type: String, required: true },
    mailing_id: { type: String, required: true },
    created_at: { type: Date, required: true },
  },
  { versionKey: false },
);
forgetModel("NoticeDayPlace");
export const NoticeDayPlace = mongoose.model("NoticeDayPlace", noticeDayPlaceSchema);
export const MailingSendSlot = mongoose.model("MailingSendSlot", mailingSendSlotSchema);
