// Catering and event enquiries: the business's most valuable messages, stored before any mail.
// Issue 35 added the caterer's details (all optional: older records have none) and the pipeline;
// each change of status is a row in enquiry-history (who, when, from what). Issue 48 added the
// language of the page it was sent from (absent on older records, which read as English).
import mongoose, { type InferSchemaType, Schema, type Types } from "mongoose";
import { LEGACY_ARCHIVED, PIPELINE_STATUSES, SERVICE_STYLES } from "./enquiry-statuses.ts";
import { forgetModel, timestamps } from "./model-registry.server.ts";
import { optionalText, pageLanguage, requiredIsoDate, requiredText } from "./schema-fields.server.ts";

/** What the status field may hold: the pipeline, and "archived" until the conversion at start. */
export const STORED_ENQUIRY_STATUSES = [...PIPELINE_STATUSES, LEGACY_ARCHIVED] as const;

const cateringEnquirySchema = new Schema(
  {
    name: requiredText(200),
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    phone: requiredText(40),
    message: requiredText(5000),
    // The calendar day of the event as the visitor chose it (YYYY-MM-DD, truck's time zone).
    event_date: requiredIsoDate("Event date must be a valid date"),
    guests: { type: Number, default: null },
    event_type: optionalText(100),
    start_time: optionalText(5),
    end_time: optionalText(5),
    event_address: optionalText(300),
    service_style: { type: String, enum: [...SERVICE_STYLES, ""], default: "" },
    site_notes: optionalText(2000),
    /** The language of the page it was sent from (issue 48); absent on older records: English. */
    language: pageLanguage(),
    status: { type: String, enum: STORED_ENQUIRY_STATUSES, default: "new" },
    /** Why a lost enquiry was lost ("" otherwise). */
    lost_reason: optionalText(300),
    // False until both mails are in the outbox; the worker queues any left behind.
    mail_queued: { type: Boolean, default: false },
  },
  { timestamps },
);
cateringEnquirySchema.index({ created_at: -1 });
cateringEnquirySchema.index({ status: 1, created_at: -1 });
cateringEnquirySchema.index({ event_date: 1 });
cateringEnquirySchema.index({ mail_queued: 1, created_at: 1 });

/** An enquiry as stored. */
export type CateringEnquiryRecord = InferSchemaType<typeof cateringEnquirySchema> & { _id: Types.ObjectId };

forgetModel("CateringEnquiry");
export const CateringEnquiry = mongoose.model("CateringEnquiry", cateringEnquirySchema);
