// Catering quotes (issue 36): one quote per enquiry, its versions, each version's outcome, and the
// links mailed to the client. Every record here is inserted and never rewritten, bar a version's
// sent time: FerretDB 1.x has no atomic read-modify-write (decision 0004), so whatever must
// happen once is an insert against a unique index. Decision: docs/decisions/0026-quotes.md.
import mongoose, { Schema } from "mongoose";
import { forgetModel } from "./model-registry.server.ts";

const created = { timestamps: { createdAt: "created_at", updatedAt: false } } as const;

/** The quote of an enquiry: the unique enquiry id makes a second "first save" lose. */
const quoteSchema = new Schema({ enquiry_id: { type: String, required: true } }, created);
quoteSchema.index({ enquiry_id: 1 }, { unique: true });

const quoteLineSchema = new Schema(
  {
    description: { type: String, required: true, maxlength: 200 },
    unit_cents: { type: Number, required: true, min: 0 },
    quantity_hundredths: { type: Number, required: true, min: 0 },
    untaxed: { type: Boolean, default: false },
  },
  { _id: false },
);

/** A version of a quote, `_id` "<quote id>:<version>": two saves of the same number cannot both land. */
const quoteVersionSchema = new Schema(
  {
    _id: { type: String, required: true },
    quote_id: { type: String, required: true },
    version: { type: Number, required: true, min: 1 },
    lines: { type: [quoteLineSchema], default: [] },
    /** The Owner's terms when this version was made: a later change does not reprice a sent quote. */
    tax_rate_bp: { type: Number, required: true, min: 0, max: 10_000 },
    minimum_cents: { type: Number, required: true, min: 0 },
    guests: { type: Number, default: null },
    /** "YYYY-MM-DD", the truck's day. */
    valid_until: { type: String, required: true },
    total_cents: { type: Number, required: true, min: 0 },
    /** The staff member's e-mail. */
    by: { type: String, default: "" },
    /** Set when its link is mailed to the client (null: not sent yet). */
    sent_at: { type: Date, default: null },
  },
  created,
);
quoteVersionSchema.index({ quote_id: 1, version: -1 }, { unique: true });

export const QUOTE_OUTCOMES = ["accepted", "declined", "superseded"] as const;

/**
 * What became of a version, `_id` "<quote id>:<version>": the client's accept or decline and a
 * staff edit of the same version race for this one insert, and one wins.
 */
const quoteOutcomeSchema = new Schema(
  {
    _id: { type: String, required: true },
    quote_id: { type: String, required: true },
    version: { type: Number, required: true },
    outcome: { type: String, enum: QUOTE_OUTCOMES, required: true },
    /** Accepted: the name the client signed with. */
    client_name: { type: String, default: "" },
    /** Declined: the client's optional note. */
    note: { type: String, default: "" },
    /** Superseded: the staff member who edited it. */
    by: { type: String, default: "" },
  },
  created,
);
quoteOutcomeSchema.index({ quote_id: 1 });
quoteOutcomeSchema.index({ outcome: 1, created_at: 1 });

/** A link mailed to the client: only the SHA-256 of its token is kept, so a leak opens nothing. */
const quoteLinkSchema = new Schema(
  {
    token_hash: { type: String, required: true },
    quote_id: { type: String, required: true },
    /** The version it was mailed with; the page always shows the latest. */
    version: { type: Number, required: true },
  },
  created,
);
quoteLinkSchema.index({ token_hash: 1 }, { unique: true });

forgetModel("Quote");
forgetModel("QuoteVersion");
forgetModel("QuoteOutcome");
forgetModel("QuoteLink");
export const Quote = mongoose.model("Quote", quoteSchema);
export const QuoteVersion = mongoose.model("QuoteVersion", quoteVersionSchema);
export const QuoteOutcome = mongoose.model("QuoteOutcome", quoteOutcomeSchema);
export const QuoteLink = mongoose.model("QuoteLink", quoteLinkSchema);
