// The staff portal's sessions, kept on the server so that logging out, "sign out" on the account
// page, a new password or a deactivation ends them at once: the cookie holds only a random
// token, and only its sha256 hash is stored. A session ends 12 hours after sign-in (expires_at)
// or after SESSION_IDLE_MINUTES without a request (last_seen_at).
import mongoose, { Schema, type Types } from "mongoose";
import { forgetModel } from "./model-registry.server.ts";

export type PortalSessionRecord = {
  token_hash: string;
  user_id: Types.ObjectId;
  /** The user's session_version at sign-in: a bump (new password, deactivation) ends the session. */
  session_version: number;
  expires_at: Date;
  last_seen_at: Date;
  /** As the browser sent it (cut to 300 characters), to name the device on the account page. */
  user_agent: string;
  client_address: string | null;
  created_at: Date;
};

const portalSessionSchema = new Schema<PortalSessionRecord>(
  {
    token_hash: { type: String, required: true },
    user_id: { type: Schema.Types.ObjectId, ref: "AdminUser", required: true },
    session_version: { type: Number, required: true },
    expires_at: { type: Date, required: true },
    last_seen_at: { type: Date, required: true },
    user_agent: { type: String, default: "" },
    client_address: { type: String, default: null },
  },
  { timestamps: { createdAt: "created_at", updatedAt: false } },
);
portalSessionSchema.index({ token_hash: 1 }, { unique: true });
portalSessionSchema.index({ user_id: 1 });
portalSessionSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });

forgetModel("PortalSession");
export const PortalSession = mongoose.model("PortalSession", portalSessionSchema);
