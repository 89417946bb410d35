// A change of a stop's live status (issue 52), kept as said: which stop, which truck day, what,
// by whom and when. Never updated: a stop's status is its latest change of the day
// (app/domain/live-status/live-status.ts), so two staff tapping at once both leave their change.
import mongoose, { Schema } from "mongoose";
import { forgetModel } from "./model-registry.server.ts";

const liveStatusChangeSchema = new Schema(
  {
    event_id: { type: String, required: true },
    /** The truck's day, YYYY-MM-DD (America/Los_Angeles). */
    day: { type: String, required: true },
    state: { type: String, required: true, enum: ["here", "late", "sold-out", "normal", "closed"] },
    minutes: { type: Number, default: null },
    note: { type: String, default: null, maxlength: 160 },
    /** The staff member's address as it was when they said it. */
    by: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
liveStatusChangeSchema.index({ day: 1, at: 1 });

forgetModel("LiveStatusChange");
export const LiveStatusChange = mongoose.model("LiveStatusChange", liveStatusChangeSchema, "live_status_changes");
