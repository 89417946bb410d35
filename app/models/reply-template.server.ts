// The saved starting points of staff replies to catering enquiries; Owners edit them.
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";
import { pageLanguage, requiredText } from "./schema-fields.server.ts";

const replyTemplateSchema = new Schema(
  {
    name: requiredText(80),
    subject: requiredText(200),
    body: requiredText(10000),
    /** The language it is written in (issue 50); absent on templates from before: English. */
    language: pageLanguage(),
  },
  { timestamps },
);
replyTemplateSchema.index({ name: 1 });

forgetModel("ReplyTemplate");
export const ReplyTemplate = mongoose.model("ReplyTemplate", replyTemplateSchema);
