// Catering and event enquiries: the business's most valuable messages, stored before any mail.
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";

export const ENQUIRY_STATUSES = ["new", "replied", "archived"] as const;

const cateringEnquirySchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 200 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    phone: { type: String, required: true, trim: true, maxlength: 40 },
    message: { type: String, required: true, trim: true, maxlength: 5000 },
    event_date: { type: Date, required: true },
    status: { type: String, enum: ENQUIRY_STATUSES, default: "new" },
  },
  { timestamps },
);
cateringEnquirySchema.index({ created_at: -1 });
cateringEnquirySchema.index({ status: 1, created_at: -1 });

forgetModel("CateringEnquiry");
export const CateringEnquiry = mongoose.model("CateringEnquiry", cateringEnquirySchema);
