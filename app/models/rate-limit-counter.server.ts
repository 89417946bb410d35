// Fixed-window request counters for the public forms, shared by every server instance.
// The id is "<action>:<client>:<window start>"; expired windows are deleted by the worker
// (FerretDB does not enforce TTL indexes, MongoDB also does through the TTL index).
import mongoose, { Schema } from "mongoose";
import { forgetModel } from "./model-registry.server.ts";

const rateLimitCounterSchema = new Schema({
  _id: { type: String, required: true },
  count: { type: Number, default: 0 },
  expires_at: { type: Date, required: true },
});
rateLimitCounterSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });

forgetModel("RateLimitCounter");
export const RateLimitCounter = mongoose.model("RateLimitCounter", rateLimitCounterSchema);
