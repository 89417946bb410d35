// Mailings to followers (campaigns, stop-change notices) and what sending them needs. Everything
// that must happen once is decided by an insert whose unique id says what it decides
// (docs/decisions/0004-atomicity.md): a mailing's start, each recipient's row, each send attempt.
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";

export const MAILING_KINDS = ["campaign", "stop-change"] as const;
export const MAILING_STATUSES = ["scheduled", "sending", "sent"] as const;
export const RECIPIENT_STATUSES = ["queued", "sending", "sent", "failed", "skipped"] as const;

const mailingSchema = new Schema(
  {
    /** The caller's id (a campaign's, or a stop's notice): creating it twice creates it once. */
    _id: { type: String, required: true },
    kind: { type: String, enum: MAILING_KINDS, required: true },
    topic: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String, required: true },
    send_at: { type: Date, required: true },
    status: { type: String, enum: MAILING_STATUSES, default: "scheduled" },
    created_by: { type: String, required: true },
    /** Why a due mailing waits (no postal address for the footer); "" when nothing holds it. */
    held_for: { type: String, default: "" },
    /** Recipients fixed at the start (skipped ones included). */
    total: { type: Number, default: 0 },
    finished_at: { type: Date, default: null },
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
    claimed_at: { type: Date, required: true },
    /** The server process that inserted it: it resumes its own start at once after an error. */
    claimed_by: { type: String, default: "" },
    /** Set once every recipient row is in; a start left without it is resumed by any server. */
    queued_at: { type: Date, default: null },
  },
  { timestamps },
);

/** One row per (mailing, recipient): its id `<mailing>:<subscriber>` makes each recipient once. */
const mailingRecipientSchema = new Schema(
  {
    _id: { type: String, required: true },
    mailing_id: { type: String, required: true },
    subscriber_id: { type: String, required: true },
    email: { type: String, required: true },
    status: { type: String, enum: RECIPIENT_STATUSES, default: "queued" },
    attempts: { type: Number, default: 0 },
    next_attempt_at: { type: Date, default: () => new Date(0) },
    locked_until: { type: Date, default: null },
    last_error: { type: String, default: "" },
  },
  { versionKey: false },
);
mailingRecipientSchema.index({ mailing_id: 1, status: 1 });

/** A send attempt's claim, `<recipient row>:<attempt>`: exactly one server makes each attempt. */
const mailingSendClaimSchema = new Schema(
  { _id: { type: String, required: true }, created_at: { type: Date, required: true } },
  { versionKey: false },
);
mailingSendClaimSchema.index({ created_at: 1 });

/** One row per message sent, counted over the last minute for MAIL_RATE_PER_MINUTE. */
const mailingSendSlotSchema = new Schema(
  { at: { type: Date, required: true }, by: { type: String, required: true } },
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
forgetModel("MailingSendSlot");
export const MailingSendSlot = mongoose.model("MailingSendSlot", mailingSendSlotSchema);
