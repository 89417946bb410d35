// One notice to followers about one closure (app/domain/events/closure-notices.server.ts): its
// mailing's id. The unique `_id` (closure:<closure>:<n>) decides which save starts a new notice.
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";

const closureNoticeSchema = new Schema(
  {
    _id: { type: String, required: true },
    closure_id: { type: String, required: true },
    n: { type: Number, required: true },
    /**
     * The stops followers were told this closure cancels when this notice was claimed (issue 44:
     * what the last notice that went said), each `{event_id, date, title, titleEs, address, time}`
     * (`titleEs` since issue 50); a later notice tells which of them are back on. Absent (notices
     * from before): none.
     */
    told: { type: [Schema.Types.Mixed], default: undefined },
  },
  { timestamps },
);
// The latest notice of a closure; and no two notices share a number.
closureNoticeSchema.index({ closure_id: 1, n: -1 }, { unique: true });

forgetModel("ClosureNotice");
export const ClosureNotice = mongoose.model("ClosureNotice", closureNoticeSchema);
