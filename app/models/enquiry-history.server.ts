// The history of each catering enquiry: one row per change of status and per reply sent, never
// updated (an insert per change is safe on FerretDB, where read-modify-write is not). The id is a
// string so that a change that must happen once (the conversion at start) can be claimed by it.
import { randomUUID } from "node:crypto";
import mongoose, { Schema } from "mongoose";
import { forgetModel } from "./model-registry.server.ts";

const enquiryHistorySchema = new Schema(
  {
    _id: { type: String, default: () => randomUUID() },
    enquiry_id: { type: String, required: true },
    kind: { type: String, enum: ["status", "reply"], required: true },
    /** The staff member's e-mail; "" for the site itself (the conversion at start). */
    by: { type: String, default: "" },
    from_status: { type: String, default: "" },
    to_status: { type: String, default: "" },
    /** A lost enquiry's reason. */
    reason: { type: String, default: "" },
    /** A reply: what was sent, to whom; its mail is the outbox message related to this row's id. */
    reply_to_address: { type: String, default: "" },
    reply_subject: { type: String, default: "" },
    reply_text: { type: String, default: "" },
  },
  { timestamps: { createdAt: "created_at", updatedAt: false } },
);
enquiryHistorySchema.index({ enquiry_id: 1, created_at: 1 });

forgetModel("EnquiryHistory");
export const EnquiryHistory = mongoose.model("EnquiryHistory", enquiryHistorySchema);
