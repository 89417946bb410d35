// One notice to followers about changes to one stop (app/domain/events/stop-notices.server.ts):
// its mailing's id, and the stop as it was before the first change the notice tells of. The
// unique `_id` (stop-change:<event>:<n>) decides which change starts a new notice.
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";

const stopNoticeSchema = new Schema(
  {
    _id: { type: String, required: true },
    event_id: { type: String, required: true },
    n: { type: Number, required: true },
    /** The stop before the first change: what later changes are told against. */
    before: { type: Schema.Types.Mixed, required: true },
  },
  { timestamps },
);
// The latest notice of an event; and no two notices share a number.
stopNoticeSchema.index({ event_id: 1, n: -1 }, { unique: true });

forgetModel("StopNotice");
export const StopNotice = mongoose.model("StopNotice", stopNoticeSchema);
