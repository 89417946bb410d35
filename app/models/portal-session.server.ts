// The staff portal's sessions, kept on the server so that logging out, "sign out" on the account
// page, a new password or a deactivation ends them at once: the cookie holds only a random
// token, and only its sha256 hash is stored. A session ends 12 hours after sign-in (expires_at)
// or after SESSION_IDLE_MINUTES without a request (last_seen_at).
import mongoose, { Schema } from "mongoose";
import { forgetModel } from "./model-registry.server.ts";
import { createdAtOnly, indexUserTokens, type UserTokenRecord, userTokenFields } from "./schema-fields.server.ts";

export type PortalSessionRecord = UserTokenRecord & {
  /** The user's session_version at sign-in: a bump (new password, deactivation) ends the session. */
  session_version: number;
  last_seen_at: Date;
  /** As the browser sent it (cut to 300 characters), to name the device on the account page. */
  user_agent: string;
  client_address: string | null;
};

const portalSessionSchema = new Schema<PortalSessionRecord>(
  {
    ...userTokenFields(),
    session_version: { type: Number, required: true },
    last_seen_at: { type: Date, required: true },
    user_agent: { type: String, default: "" },
    client_address: { type: String, default: null },
  },
  createdAtOnly,
);
indexUserTokens(portalSessionSchema);
portalSessionSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });

forgetModel("PortalSession");
export const PortalSession = mongoose.model("PortalSession", portalSessionSchema);
