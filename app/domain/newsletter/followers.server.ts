// Who the mail to followers goes to (issue 31): confirmed subscribers still on the list who chose
// the topic. Records from before confirmation and topics count as confirmed, with every topic.
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import type { FollowerTopic } from "./topics.ts";

export { oneClickUnsubscribeUrl, preferencesUrl } from "./links.server.ts";

/** Confirmed, not unsubscribed subscribers who chose `topic`, oldest first. */
export async function listFollowers(topic: FollowerTopic): Promise<{ id: string; email: string }[]> {
  const followers = await NewsletterSubscriber.find({
    unsubscribed_at: null,
    $and: [
      // Confirmed by a link, or on the list before confirmation existed (no such field).
      { $or: [{ confirmed_at: { $gt: new Date(0) } }, { confirmed_at: { $exists: false } }] },
      { $or: [{ topics: topic }, { topics: { $exists: false } }] },
    ],
  })
    .sort({ subscribed_at: 1, _id: 1 })
    .lean<{ _id: { toString(): string }; email: string; confirmed_at?: Date | null; pending?: unknown }[]>();
  // As isConfirmed: without confirmed_at, a record with a request waiting is not on the list.
  return followers
    .filter((follower) => follower.confirmed_at instanceof Date || !follower.pending)
    .map((follower) => ({ id: follower._id.toString(), email: follower.email }));
}
