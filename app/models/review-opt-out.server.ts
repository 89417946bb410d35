// An address that asked for no more mail asking for reviews (issue 53): its `_id` is the address,
// so asking twice keeps one record.
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";

const reviewOptOutSchema = new Schema(
  {
    /** The address, lower case. */
    _id: { type: String, required: true },
  },
  { timestamps },
);

forgetModel("ReviewOptOut");
export const ReviewOptOut = mongoose.model("ReviewOptOut", reviewOptOutSchema, "review_opt_outs");
