// Refresh tokens of the token API. Only a hash of each token is stored; tokens issued by
// rotation share a family, so reuse of a rotated token can revoke the whole family.
// `rotated_from` is unique: only one successor can ever be inserted for a token, which makes
// rotation safe on servers without atomic read-modify-write (docs/decisions/0004-atomicity.md).
import mongoose, { Schema } from "mongoose";
import { forgetModel } from "./model-registry.server.ts";
import { createdAtOnly, indexUserTokens, type UserTokenRecord, userTokenFields } from "./schema-fields.server.ts";

export type RefreshTokenRecord = UserTokenRecord & {
  family_id: string;
  /** The id of the token this one replaced, or "family:<family_id>" for the first of a family. */
  rotated_from: string;
  /**
   * When the family's sign-in happened, copied to every successor: no token of the family is
   * honoured 30 days after it. Tokens stored before this field read as started at creation.
   */
  family_started_at?: Date | null;
  revoked_at: Date | null;
  replaced_at: Date | null;
};

const refreshTokenSchema = new Schema<RefreshTokenRecord>(
  {
    ...userTokenFields(),
    family_id: { type: String, required: true },
    rotated_from: { type: String, required: true },
    family_started_at: { type: Date, default: null },
    revoked_at: { type: Date, default: null },
    replaced_at: { type: Date, default: null },
  },
  createdAtOnly,
);
indexUserTokens(refreshTokenSchema);
refreshTokenSchema.index({ rotated_from: 1 }, { unique: true });
refreshTokenSchema.index({ family_id: 1 });
refreshTokenSchema.index({ expires_at: 1 });

forgetModel("RefreshToken");
export const RefreshToken = mongoose.model("RefreshToken", refreshTokenSchema);
