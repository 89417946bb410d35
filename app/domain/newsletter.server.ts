// Newsletter subscriptions, shared by the footer form and POST /api/subscribe.
import { z } from "zod";
import { NewsletterSubscriber } from "../models/newsletter-subscriber.server.ts";

export const newsletterSchema = z.object({
  email: z
    .email("Please enter a valid email address")
    .max(254, "Please enter a valid email address")
    .transform((email) => email.toLowerCase()),
});

export type NewsletterSubscription = { email: string; isNew: boolean };

/** Subscribes an address; subscribing again is not an error and creates no duplicate. */
export async function subscribeToNewsletter(input: {
  email: string;
}): Promise<NewsletterSubscription> {
  const { email } = newsletterSchema.parse(input);
  const result = await NewsletterSubscriber.updateOne(
    { email },
    {
      $setOnInsert: { email, subscribed_at: new Date() },
      // A returning subscriber who had unsubscribed is subscribed again.
      $set: { unsubscribed_at: null },
    },
    { upsert: true },
  );
  return { email, isNew: result.upsertedCount === 1 };
}
