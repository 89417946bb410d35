// Catering and event enquiries: the business's most valuable messages, stored before any mail.
import mongoose, { type InferSchemaType, Schema, type Types } from "mongoose";
import { requiredIsoDate, requiredText } from "./schema-fields.server.ts";
import { forgetModel, timestamps } from "./model-registry.server.ts";

export const ENQUIRY_STATUSES = ["new", "replied", "archived"] as const;

const cateringEnquirySchema = new Schema(
  {
    name: requiredText(200),
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    phone: requiredText(40),
    message: requiredText(5000),
    // The calendar day of the event as the visitor chose it (YYYY-MM-DD, truck's time zone).
    event_date: requiredIsoDate("Event date must be a valid date"),
    status: { type: String, enum: ENQUIRY_STATUSES, default: "new" },
    // False until both mails are in the outbox; the worker queues any left behind.
    mail_queued: { type: Boolean, default: false },
  },
  { timestamps },
);
cateringEnquirySchema.index({ created_at: -1 });
cateringEnquirySchema.index({ status: 1, created_at: -1 });
cateringEnquirySchema.index({ mail_queued: 1, created_at: 1 });

/** An enquiry as stored. */
export type CateringEnquiryRecord = InferSchemaType<typeof cateringEnquirySchema> & { _id: Types.ObjectId };

forgetModel("CateringEnquiry");
export const CateringEnquiry = mongoose.model("CateringEnquiry", cateringEnquirySchema);
