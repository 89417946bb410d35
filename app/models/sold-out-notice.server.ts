// One notice to followers that a stop sold out today (issue 52, app/domain/live-status): its
// mailing's id. The unique `_id` (sold-out:<event>:<day>:<n>) decides which "Tell followers"
// starts a new notice.
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";

const soldOutNoticeSchema = new Schema(
  {
    _id: { type: String, required: true },
    event_id: { type: String, required: true },
    /** The truck's day the stop sold out. */
    day: { type: String, required: true },
    n: { type: Number, required: true },
  },
  { timestamps },
);
// The latest notice of a stop's day; and no two notices share a number.
soldOutNoticeSchema.index({ event_id: 1, day: 1, n: -1 }, { unique: true });

forgetModel("SoldOutNotice");
export const SoldOutNotice = mongoose.model("SoldOutNotice", soldOutNoticeSchema, "sold_out_notices");
