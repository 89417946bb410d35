// One-time sign-in links, mailed to an account whose password is no longer accepted after too
// many failures (domain/staff/sign-in-links.server.ts). Only a hash of the token is stored; a
// link works for 15 minutes, once: using it inserts its SignInLinkUse, whose unique link_id
// lets only one of two simultaneous clicks through (docs/decisions/0004-atomicity.md).
import mongoose, { Schema } from "mongoose";
import { forgetModel } from "./model-registry.server.ts";
import { createdAtOnly, type UserTokenRecord, userTokenFields } from "./schema-fields.server.ts";

export type SignInLinkRecord = UserTokenRecord & { used_at: Date | null };

const signInLinkSchema = new Schema<SignInLinkRecord>(
  {
    ...userTokenFields(),
    used_at: { type: Date, default: null },
  },
  createdAtOnly,
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
