// Addresses our SMTP server refused for good (a 5xx at RCPT TO or DATA): follower mail to them is
// skipped from then on. The address is the _id, so the first refusal's insert decides the record
// and later ones change nothing (docs/decisions/0004-atomicity.md).
import mongoose, { Schema } from "mongoose";
import { forgetModel } from "./model-registry.server.ts";

const bouncedAddressSchema = new Schema(
  {
    /** The address in lower case. */
    _id: { type: String, required: true },
    /** The mail server's answer, e.g. "550 at RCPT TO: 550 5.1.1 No such user". */
    reason: { type: String, required: true },
  },
  { timestamps: { createdAt: "bounced_at", updatedAt: false } },
);

forgetModel("BouncedAddress");
export const BouncedAddress = mongoose.model("BouncedAddress", bouncedAddressSchema);
