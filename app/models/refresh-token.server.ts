// Refresh tokens of the token API. Only a hash of each token is stored; tokens issued by
// rotation share a family, so reuse of a rotated token can revoke the whole family.
// `rotated_from` is unique: only one successor can ever be inserted for a token, which makes
// rotation safe on servers without atomic read-modify-write (docs/decisions/0004-atomicity.md).
import mongoose, { Schema, type Types } from "mongoose";
import { forgetModel } from "./model-registry.server.ts";

export type RefreshTokenRecord = {
  token_hash: string;
  user_id: Types.ObjectId;
  family_id: string;
  /** The id of the token this one replaced, or "family:<family_id>" for the first of a family. */
  rotated_from: string;
  expires_at: Date;
  /**
   * When the family's sign-in happened, copied to every successor: no token of the family is
   * honoured 30 days after it. Tokens stored before this field read as started at creation.
   */
  family_started_at?: Date | null;
  revoked_at: Date | null;
  replaced_at: Date | null;
  created_at: Date;
};

const refreshTokenSchema = new Schema<RefreshTokenRecord>(
  {
    token_hash: { type: String, required: true },
    user_id: { type: Schema.Types.ObjectId, ref: "AdminUser", required: true },
    family_id: { type: String, required: true },
    rotated_from: { type: String, required: true },
    expires_at: { type: Date, required: true },
    family_started_at: { type: Date, default: null },
    revoked_at: { type: Date, default: null },
    replaced_at: { type: Date, default: null },
  },
  { timestamps: { createdAt: "created_at", updatedAt: false } },
);
refreshTokenSchema.index({ token_hash: 1 }, { unique: true });
refreshTokenSchema.index({ rotated_from: 1 }, { unique: true });
refreshTokenSchema.index({ user_id: 1 });
refreshTokenSchema.index({ family_id: 1 });
refreshTokenSchema.index({ expires_at: 1 });

forgetModel("RefreshToken");
export const RefreshToken = mongoose.model("RefreshToken", refreshTokenSchema);
