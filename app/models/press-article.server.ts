// Press coverage. Only published articles are public; drafts are staff-only.
import mongoose, { type InferSchemaType, Schema, type Types } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";
import { PRESS_STATUSES } from "./press-statuses.ts";
import { imageAddress, optionalText, requiredText } from "./schema-fields.server.ts";
import { isHttpUrl } from "./validators.ts";

export { PRESS_STATUSES };

const pressArticleSchema = new Schema(
  {
    title: requiredText(300),
    publication: requiredText(200),
    url: {
      type: String,
      required: true,
      maxlength: 2048,
      validate: { validator: isHttpUrl, message: "Article URL must be an http(s) URL" },
    },
    date_published: { type: Date, required: true },
    blurb: optionalText(2000),
    status: { type: String, enum: PRESS_STATUSES, default: "draft" },
    thumbnail: imageAddress(),
  },
  { timestamps },
);

pressArticleSchema.index({ status: 1, date_published: -1 });
pressArticleSchema.index({ date_published: -1 });

/** A press article as stored. */
export type PressArticleRecord = InferSchemaType<typeof pressArticleSchema> & { _id: Types.ObjectId };

forgetModel("PressArticle");
export const PressArticle = mongoose.model("PressArticle", pressArticleSchema);
