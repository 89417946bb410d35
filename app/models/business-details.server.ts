// The business details: one document with a fixed id holding the facts the Owner edits in the
// portal: the postal address, the weekly mail's day and time, the opening hours and their note,
// the general enquiries e-mail and phone, the social and review links, the "write a review" pages,
// and where people order.
// No field has a schema default: a field never saved stays absent, and the domain reads it as
// its default (app/domain/business), so adding a field later needs no conversion.
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";

export const BUSINESS_DETAILS_ID = "business";

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const hoursRangeSchema = new Schema(
  { opens: { type: String, match: CLOCK, required: true }, closes: { type: String, match: CLOCK, required: true } },
  { _id: false },
);
const WEEKDAY_KEYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
const link = { type: String, maxlength: 500, required: true };

const businessDetailsSchema = new Schema(
  {
    _id: { type: String, default: BUSINESS_DETAILS_ID },
    postal_address: { type: String, maxlength: 300 },
    weekly_mail: {
      type: new Schema(
        {
          weekday: { type: Number, min: 0, max: 6, required: true },
          time: { type: String, match: /^([01]\d|2[0-3]):[0-5]\d$/, required: true },
        },
        { _id: false },
      ),
      default: undefined,
    },
    /** Each weekday's ranges, earliest first; an empty day is closed. */
    opening_hours: {
      type: new Schema(
        Object.fromEntries(WEEKDAY_KEYS.map((day) => [day, { type: [hoursRangeSchema], default: undefined }])),
        { _id: false },
      ),
      default: undefined,
    },
    hours_note: { type: String, maxlength: 300 },
    // Its Spanish (issue 49); absent before, read as the built-in note's Spanish or as none.
    hours_note_es: { type: String, maxlength: 300 },
    email: { type: String, maxlength: 254 },
    telephone: { type: String, maxlength: 40 },
    links: {
      type: new Schema(
        { maps: link, instagram: link, facebook: link, google_reviews: link, yelp: link },
        { _id: false },
      ),
      default: undefined,
    },
    /** Each site's "write a review" page (issue 53); "" for none. */
    review_links: {
      type: new Schema(
        { google_url: { type: String, maxlength: 500 }, yelp_url: { type: String, maxlength: 500 } },
        { _id: false },
      ),
      default: undefined,
    },
    /** Where people order (issue 34): pickup page, delivery services, whether the phone shows. */
    order_links: {
      type: new Schema(
        {
          pickup_url: { type: String, maxlength: 500 },
          delivery: {
            type: [
              new Schema({ label: { type: String, maxlength: 40, required: true }, url: { ...link } }, { _id: false }),
            ],
            default: undefined,
          },
          show_phone: { type: Boolean },
        },
        { _id: false },
      ),
      default: undefined,
    },
    /** Minutes between a catering booking and anything else that day, each side (issue 36). */
    travel_buffer_minutes: { type: Number, min: 0, max: 480 },
    /** What catering quotes are built on (issue 36): tax rate in basis points, minimum in cents, deposit page. */
    quote_terms: {
      type: new Schema(
        {
          tax_rate_bp: { type: Number, min: 0, max: 10_000 },
          minimum_cents: { type: Number, min: 0 },
          deposit_url: { type: String, maxlength: 500 },
        },
        { _id: false },
      ),
      default: undefined,
    },
    /** The admin who saved last. */
    updated_by: { type: String },
  },
  { timestamps },
);

forgetModel("BusinessDetails");
export const BusinessDetails = mongoose.model("BusinessDetails", businessDetailsSchema);
