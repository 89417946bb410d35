// Popup events shown on /popup-locations. `date` is a calendar date in the truck's local
// time (YYYY-MM-DD), stored as text so that no time zone can shift it by a day.
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";
import {
  displayOrder,
  imageAddress,
  optionalText,
  requiredIsoDate,
  requiredText,
  sameInSpanishField,
} from "./schema-fields.server.ts";

const eventSchema = new Schema(
  {
    title: requiredText(200),
    address: requiredText(300),
    date: requiredIsoDate("Date must be a valid YYYY-MM-DD date"),
    time: requiredText(100),
    description: requiredText(2000),
    // In Spanish (issue 49): "" is not yet; a name in same_in_spanish stays as it is.
    title_es: optionalText(200),
    description_es: optionalText(2000),
    same_in_spanish: sameInSpanishField(["title", "description"]),
    image: imageAddress(),
    is_active: { type: Boolean, default: true },
    display_order: displayOrder(),
    // Weekly stops (issue 15): every seventh day from `date` until `repeat_until`, less the
    // skipped dates; cancelled dates still show, as cancelled. The rules: domain/events/events.ts.
    repeat: { type: String, enum: ["none", "weekly"], default: "none" },
    repeat_until: { type: String, default: null },
    skip_dates: { type: [String], default: [] },
    cancellations: {
      type: [
        new Schema(
          {
            date: { type: String, required: true },
            reason: { type: String, required: true, maxlength: 200 },
            // Its Spanish (issue 49); absent on a cancellation from before, read as none.
            reason_es: { type: String, maxlength: 200 },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    // When it was added, by the server's clock (issue 44: a notice about a stop added in the last
    // day is an Owner's). Absent on stops from before: read as added long ago.
    added_at: { type: Date, default: undefined },
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
