// Items on the menu. Prices are USD numbers; an item has a single price, sized prices
// (3PC / 6PC), or both, and at least one of the three.
import mongoose, { Schema } from "mongoose";
import { MENU_MESSAGES } from "#app/content/portal-messages.ts";
import { DIETARY_LABELS } from "./dietary-labels.ts";
import { forgetModel, timestamps } from "./model-registry.server.ts";
import {
  displayOrder,
  imageAddress,
  nullableChecked,
  optionalText,
  requiredText,
  sameInSpanishField,
} from "./schema-fields.server.ts";
import { isPrice } from "./validators.ts";

const priceField = nullableChecked(Number, isPrice, "Prices must be at least 0 with at most two decimals");

const menuItemSchema = new Schema(
  {
    category_id: { type: String, required: true, ref: "Category" },
    name: requiredText(120),
    description: requiredText(1000),
    // In Spanish (issue 49): "" is not yet; a name that stays as it is is listed in same_in_spanish.
    name_es: optionalText(120),
    description_es: optionalText(1000),
    same_in_spanish: sameInSpanishField(["name", "description"]),
    price: priceField,
    price_3pc: priceField,
    price_6pc: priceField,
    image: imageAddress(),
    is_popular: { type: Boolean, default: false },
    is_limited: { type: Boolean, default: false },
    is_available: { type: Boolean, default: true },
    display_order: displayOrder(),
    // The day (YYYY-MM-DD, truck time zone) staff marked it sold out: sold out while that day
    // lasts, back on the menu by itself the next morning.
    sold_out_on: { type: String, default: null, match: /^\d{4}-\d{2}-\d{2}$/ },
    dietary: { type: [{ type: String, enum: DIETARY_LABELS }], default: [] },
    // Seasonal and scheduled items: the first and last day (YYYY-MM-DD, truck time zone) it shows
    // on the menu. Absent or null is no limit, so items stored before issue 34 show every day.
    available_from: { type: String, default: null, match: /^\d{4}-\d{2}-\d{2}$/ },
    available_until: { type: String, default: null, match: /^\d{4}-\d{2}-\d{2}$/ },
  },
  { timestamps },
);

menuItemSchema.pre("validate", function () {
  if (this.price === null && this.price_3pc === null && this.price_6pc === null) {
    this.invalidate("price", MENU_MESSAGES.priceRequired);
  }
});

// Public menu: available items by category in display order; popular picks across categories.
menuItemSchema.index({ is_available: 1, category_id: 1, display_order: 1 });
menuItemSchema.index({ is_popular: 1, is_available: 1, display_order: 1 });
// Admin table with the category filter.
menuItemSchema.index({ category_id: 1, display_order: 1 });
// The dashboard's "sold out today".
menuItemSchema.index({ sold_out_on: 1 });

forgetModel("MenuItem");
export const MenuItem = mongoose.model("MenuItem", menuItemSchema);
