// A change of a staff account's own e-mail waiting for, or done by, a link mailed to the new
// address (issue 27). Only hashes of the two tokens are stored: `confirm` (mailed to the new
// address, 24 hours) and `cancel` (mailed to the old one, 7 days, works after the confirmation
// too). Each token works once: using it inserts its EmailChangeUse, whose unique token_hash lets
// only one of two simultaneous clicks through (docs/decisions/0004-atomicity.md).
import mongoose, { type InferSchemaType, Schema, type Types } from "mongoose";
import { forgetModel } from "./model-registry.server.ts";
import { createdAtOnly } from "./schema-fields.server.ts";

const emailChangeSchema = new Schema(
  {
    user_id: { type: Schema.Types.ObjectId, ref: "AdminUser", required: true },
    old_email: { type: String, required: true },
    new_email: { type: String, required: true },
    confirm_token_hash: { type: String, required: true },
    cancel_token_hash: { type: String, required: true },
    confirm_expires_at: { type: Date, required: true },
    cancel_expires_at: { type: Date, required: true },
    confirmed_at: { type: Date, default: null },
    cancelled_at: { type: Date, default: null },
  },
  createdAtOnly,
);
emailChangeSchema.index({ confirm_token_hash: 1 }, { unique: true });
emailChangeSchema.index({ cancel_token_hash: 1 }, { unique: true });
emailChangeSchema.index({ user_id: 1, created_at: -1 });

/** An e-mail change as stored. */
export type EmailChangeRecord = InferSchemaType<typeof emailChangeSchema> & { _id: Types.ObjectId };

forgetModel("EmailChange");
export const EmailChange = mongoose.model("EmailChange", emailChangeSchema);

const emailChangeUseSchema = new Schema({
  token_hash: { type: String, required: true },
  used_at: { type: Date, required: true },
});
emailChangeUseSchema.index({ token_hash: 1 }, { unique: true });

forgetModel("EmailChangeUse");
export const EmailChangeUse = mongoose.model("EmailChangeUse", emailChangeUseSchema);
