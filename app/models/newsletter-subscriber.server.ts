// Newsletter subscribers, one document per address (stored lower-case, so no duplicates).
//
// Double opt-in (issue 31) added fields that records from before it lack, and none of them has a
// schema default, so such a record reads exactly as stored: no `confirmed_at` and no `pending`
// means a subscriber from before confirmation existed (counted as confirmed, consent "before
// confirmation, <subscribed_at>"), no `topics` means every topic. See domain/newsletter/consent.
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";
import { pageLanguage } from "./schema-fields.server.ts";

/** What a visitor agreed to, as shown to them, and where; the client only as a keyed hash. */
const consentSchema = new Schema(
  {
    topics: { type: [String], default: undefined },
    wording: { type: String, required: true },
    form: { type: String, required: true },
    /** The language of the form's page (issue 48): the wording above is in it. */
    language: pageLanguage(),
    client_hash: { type: String, default: "" },
    requested_at: { type: Date, required: true },
  },
  { _id: false },
);

const newsletterSubscriberSchema = new Schema(
  {
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    subscribed_at: { type: Date, default: () => new Date() },
    unsubscribed_at: { type: Date, default: null },
    /** When the confirmation link was followed; null while pending; absent on records from before. */
    confirmed_at: { type: Date },
    /** Chosen topics; absent on records from before topics (read as all of them). */
    topics: { type: [String], default: undefined },
    /**
     * The language of the page the follower subscribed on (issue 48), for the mail part 3 writes
     * in it: set with the first request, then by each confirmed one. Absent on older records: English.
     */
    language: pageLanguage(),
    /** The consent that was confirmed (absent on records from before). */
    consent: { type: consentSchema, default: undefined },
    /** A subscription waiting for its confirmation link; its `requested_at` is in the link. */
    pending: { type: consentSchema, default: undefined },
  },
  { timestamps },
);
newsletterSubscriberSchema.index({ email: 1 }, { unique: true });
newsletterSubscriberSchema.index({ unsubscribed_at: 1, subscribed_at: -1 });

forgetModel("NewsletterSubscriber");
export const NewsletterSubscriber = mongoose.model("NewsletterSubscriber", newsletterSubscriberSchema);
