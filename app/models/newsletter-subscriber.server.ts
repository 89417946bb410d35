// Newsletter subscribers, one document per address (stored lower-case, so no duplicates).
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";

const newsletterSubscriberSchema = new Schema(
  {
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    subscribed_at: { type: Date, default: () => new Date() },
    unsubscribed_at: { type: Date, default: null },
  },
  { timestamps },
);
newsletterSubscriberSchema.index({ email: 1 }, { unique: true });
newsletterSubscriberSchema.index({ unsubscribed_at: 1, subscribed_at: -1 });

forgetModel("NewsletterSubscriber");
export const NewsletterSubscriber = mongoose.model("NewsletterSubscriber", newsletterSubscriberSchema);
