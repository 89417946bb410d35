// A campaign the Owner is writing. Once sent it is a mailing (app/domain/mailings) under the same
// id, and the draft stays only as the words it was sent with; `sent_at` marks it read-only.
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";

const campaignDraftSchema = new Schema(
  {
    _id: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    /** The uploaded image's URL as stored (relative for local uploads), "" without one. */
    image_url: { type: String, default: "" },
    image_alt: { type: String, default: "" },
    /** Its Spanish version (issue 50): "" while it has none (drafts from before read so). */
    subject_es: { type: String, default: "" },
    text_es: { type: String, default: "" },
    image_alt_es: { type: String, default: "" },
    created_by: { type: String, required: true },
    /** When the Owner sent it (its mailing exists from then on); null while it is a draft. */
    sent_at: { type: Date, default: null },
  },
  { timestamps },
);
campaignDraftSchema.index({ sent_at: 1, updated_at: -1 });

forgetModel("CampaignDraft");
export const CampaignDraft = mongoose.model("CampaignDraft", campaignDraftSchema);
