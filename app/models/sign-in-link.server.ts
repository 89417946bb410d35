// One-time sign-in links, mailed to an account whose password is no longer accepted after too
// many failures (domain/staff/sign-in-links.server.ts). Only a hash of the token is stored; a
// link works for 15 minutes, once: using it inserts its SignInLinkUse, whose unique link_id
// lets only one of two simultaneous clicks through (docs/decisions/0004-atomicity.md).
import mongoose, { Schema, type Types } from "mongoose";
import { forgetModel } from "./model-registry.server.ts";

export type SignInLinkRecord = {
  token_hash: string;
  user_id: Types.ObjectId;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
};

const signInLinkSchema = new Schema<SignInLinkRecord>(
  {
    token_hash: { type: String, required: true },
    user_id: { type: Schema.Types.ObjectId, ref: "AdminUser", required: true },
    expires_at: { type: Date, required: true },
    used_at: { type: Date, default: null },
  },
  { timestamps: { createdAt: "created_at", updatedAt: false } },
);
signInLinkSchema.index({ token_hash: 1 }, { unique: true });
signInLinkSchema.index({ user_id: 1, created_at: -1 });
signInLinkSchema.index({ expires_at: 1 }, { expireAfterSeconds: 24 * 60 * 60 });

forgetModel("SignInLink");
export const SignInLink = mongoose.model("SignInLink", signInLinkSchema);

const signInLinkUseSchema = new Schema({
  link_id: { type: Schema.Types.ObjectId, required: true },
  used_at: { type: Date, required: true },
});
signInLinkUseSchema.index({ link_id: 1 }, { unique: true });
signInLinkUseSchema.index({ used_at: 1 }, { expireAfterSeconds: 24 * 60 * 60 });

forgetModel("SignInLinkUse");
export const SignInLinkUse = mongoose.model("SignInLinkUse", signInLinkUseSchema);
