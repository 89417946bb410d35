// A closure (issue 33): the truck is closed from `starts_on` to `ends_on` (truck dates), or for
// the rest of today from `starts_at`. Nothing else is written when one is made: the schedule,
// the banner, the hours card and the feeds read closures (app/domain/closures). A deleted
// closure is kept, marked `deleted_at` with its version bumped, and `touched_from`/`touched_until`
// keep every date it ever covered, so the calendar feeds' SEQUENCE only ever goes up.
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";
import { optionalText, requiredIsoDate, requiredText, sameInSpanishField } from "./schema-fields.server.ts";

const closureSchema = new Schema(
  {
    starts_on: requiredIsoDate("Start date must be a valid YYYY-MM-DD date"),
    ends_on: requiredIsoDate("End date must be a valid YYYY-MM-DD date"),
    reason: requiredText(200),
    // In Spanish (issue 49): "" is not yet; ["reason"] in same_in_spanish when it stays as it is.
    reason_es: optionalText(200),
    same_in_spanish: sameInSpanishField(["reason"]),
    rest_of_today: { type: Boolean, default: false },
    starts_at: { type: Date, default: null },
    touched_from: { type: String, required: true },
    touched_until: { type: String, required: true },
    deleted_at: { type: Date, default: null },
  },
  { timestamps },
);
// The schedule reads the closures still to end; the feeds every one touching a date still shown.
closureSchema.index({ deleted_at: 1, ends_on: 1 });
closureSchema.index({ touched_until: 1 });

forgetModel("Closure");
export const Closure = mongoose.model("Closure", closureSchema);
