// One document per counted request of a rate-limited action. Counting inserted documents
// (rather than incrementing a counter) stays exact on servers whose read-modify-write is not
// atomic, such as FerretDB 1.x (docs/decisions/0004-atomicity.md).
import mongoose, { Schema } from "mongoose";
import { forgetModel } from "./model-registry.server.ts";

const rateLimitHitSchema = new Schema({
  /** "<action>:<client>" */
  key: { type: String, required: true },
  at: { type: Date, required: true },
  expires_at: { type: Date, required: true },
});
rateLimitHitSchema.index({ key: 1, at: 1 });
rateLimitHitSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });

forgetModel("RateLimitHit");
export const RateLimitHit = mongoose.model("RateLimitHit", rateLimitHitSchema);
