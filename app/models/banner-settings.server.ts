// The site-wide announcement banner: a single document with a fixed id.
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";
import { nullableChecked, optionalText, sameInSpanishField } from "./schema-fields.server.ts";
import { HEX_COLOUR, isIsoDate, isSafeLinkUrl } from "./validators.ts";

export const BANNER_SETTINGS_ID = "site";
export const DEFAULT_BANNER_COLOURS = { background_color: "#ea1e25", text_color: "#ffffff" } as const;

const optionalDate = nullableChecked(String, isIsoDate, "Dates must be valid YYYY-MM-DD dates");

const bannerSettingsSchema = new Schema(
  {
    _id: { type: String, default: BANNER_SETTINGS_ID },
    is_active: { type: Boolean, default: false },
    message: { type: String, default: "", trim: true, maxlength: 300 },
    link_url: {
      type: String,
      default: "",
      maxlength: 2048,
      validate: {
        validator: (value: string) => value === "" || isSafeLinkUrl(value),
        message: "Link URL must be a relative path or an http(s) URL",
      },
    },
    link_text: optionalText(100),
    // In Spanish (issue 49): "" is not yet; a text that stays as it is is listed in same_in_spanish.
    message_es: optionalText(300),
    link_text_es: optionalText(100),
    same_in_spanish: sameInSpanishField(["message", "link_text"]),
    background_color: {
      type: String,
      default: DEFAULT_BANNER_COLOURS.background_color,
      match: HEX_COLOUR,
    },
    text_color: { type: String, default: DEFAULT_BANNER_COLOURS.text_color, match: HEX_COLOUR },
    start_date: optionalDate,
    end_date: optionalDate,
  },
  { timestamps },
);

forgetModel("BannerSettings");
export const BannerSettings = mongoose.model("BannerSettings", bannerSettingsSchema);
