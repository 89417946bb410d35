// Work that must happen once per database (seeding the reply templates): whoever inserts the
// run's id first does it, so two servers starting together cannot both (decision 0004).
import mongoose, { Schema } from "mongoose";
import { forgetModel } from "./model-registry.server.ts";

const oneTimeRunSchema = new Schema(
  { _id: { type: String, required: true } },
  { timestamps: { createdAt: "created_at", updatedAt: false } },
);

forgetModel("OneTimeRun");
export const OneTimeRun = mongoose.model("OneTimeRun", oneTimeRunSchema);
