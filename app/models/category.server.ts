// Menu categories. The slug (`sandos`) is the document id and the key of the public menu;
// `number` is the stable numeric id the admin side speaks of (1 = POPULAR PICKS).
// See docs/decisions/0002-category-ids.md.
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";

const categorySchema = new Schema(
  {
    _id: { type: String, required: true, match: /^[a-z][a-z0-9-]*$/ },
    number: { type: Number, required: true, min: 1, validate: Number.isInteger },
    name: { type: String, required: true, trim: true, maxlength: 60 },
    // POPULAR PICKS holds no items of its own: it is filled from the items' is_popular flags.
    is_pseudo: { type: Boolean, default: false },
  },
  { timestamps },
);
categorySchema.index({ number: 1 }, { unique: true });

forgetModel("Category");
export const Category = mongoose.model("Category", categorySchema);
