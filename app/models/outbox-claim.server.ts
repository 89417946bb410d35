// Claims on outbox messages: inserting `<message id>:<attempt>` succeeds for exactly one
// sender, because the id is unique. This works on any MongoDB-compatible server, including
// FerretDB 1.x where findOneAndUpdate is not atomic (docs/decisions/0004-atomicity.md).
import mongoose, { Schema } from "mongoose";
import { forgetModel } from "./model-registry.server.ts";

const outboxClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    claimed_by: { type: String, required: true },
  },
  { timestamps: { createdAt: "created_at", updatedAt: false } },
);
outboxClaimSchema.index({ created_at: 1 });

forgetModel("OutboxClaim");
export const OutboxClaim = mongoose.model("OutboxClaim", outboxClaimSchema);
