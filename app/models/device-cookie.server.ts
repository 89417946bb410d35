// Device cookies (OWASP's "device cookie" pattern, issue 27): a browser or API client that signed
// in to an account with its password or its sign-in link holds a random token for that account.
// Sign-ins that bring it are exempt from the throttles other clients set off, within a limit of
// their own (domain/staff/device-cookies.server.ts). Only a hash of the token is stored. A device
// cookie ends 90 days after it was given, when its user's session_version moves on (a new
// password, deactivation), at "sign out everywhere", or when its user forgets it on My Account.
import mongoose, { Schema } from "mongoose";
import { forgetModel } from "./model-registry.server.ts";
import { createdAtOnly, indexUserTokens, type UserTokenRecord, userTokenFields } from "./schema-fields.server.ts";

export type DeviceCookieRecord = UserTokenRecord & {
  /** The user's session_version when it was given: a bump (new password, deactivation) ends it. */
  session_version: number;
  last_used_at: Date;
  /** As the client sent it (cut to 300 characters), to name the device on the account page. */
  user_agent: string;
};

const deviceCookieSchema = new Schema<DeviceCookieRecord>(
  {
    ...userTokenFields(),
    session_version: { type: Number, required: true },
    last_used_at: { type: Date, required: true },
    user_agent: { type: String, default: "" },
  },
  createdAtOnly,
);
indexUserTokens(deviceCookieSchema);
deviceCookieSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });

forgetModel("DeviceCookie");
export const DeviceCookie = mongoose.model("DeviceCookie", deviceCookieSchema);
