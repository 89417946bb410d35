// Popup events shown on /popup-locations. `date` is a calendar date in the truck's local
// time (YYYY-MM-DD), stored as text so that no time zone can shift it by a day.
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";
import { isIsoDate } from "./validators.ts";

const eventSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    address: { type: String, required: true, trim: true, maxlength: 300 },
    date: {
      type: String,
      required: true,
      validate: { validator: isIsoDate, message: "Date must be a valid YYYY-MM-DD date" },
    },
    time: { type: String, required: true, trim: true, maxlength: 100 },
    description: { type: String, required: true, trim: true, maxlength: 2000 },
    image: { type: String, default: "", maxlength: 2048 },
    is_active: { type: Boolean, default: true },
    display_order: { type: Number, default: 0, min: 0, validate: Number.isInteger },
    // Weekly stops (issue 15): every seventh day from `date` until `repeat_until`, less the
    // skipped dates; cancelled dates still show, as cancelled. The rules: domain/events/events.ts.
    repeat: { type: String, enum: ["none", "weekly"], default: "none" },
    repeat_until: { type: String, default: null },
    skip_dates: { type: [String], default: [] },
    cancellations: {
      type: [
        new Schema(
          { date: { type: String, required: true }, reason: { type: String, required: true, maxlength: 200 } },
          { _id: false },
        ),
      ],
      default: [],
    },
  },
  { timestamps },
);

// Public list: active, upcoming (date >= today, or a weekly one running until today or later),
// lower display_order first.
eventSchema.index({ is_active: 1, date: 1, display_order: 1 });
eventSchema.index({ is_active: 1, repeat_until: 1 });
// Admin table: every event in display order.
eventSchema.index({ display_order: 1, date: 1 });

forgetModel("Event");
export const PopupEvent = mongoose.model("Event", eventSchema);
