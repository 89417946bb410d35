// Who the mail to followers goes to (issue 31): confirmed subscribers still on the list who chose
// the topic. Records from before confirmation and topics count as confirmed, with every topic.
import mongoose from "mongoose";
import { type Language, storedLanguage } from "#app/i18n/language.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import type { FollowerAudience } from "./subscriber-stats.ts";
import type { FollowerTopic } from "./topics.ts";

export { followerLinks, oneClickUnsubscribeUrl, preferencesUrl } from "./links.server.ts";

type SubscriberRecord = {
  _id: { toString(): string };
  email: string;
  unsubscribed_at?: Date | null;
  confirmed_at?: Date | null;
  pending?: unknown;
  topics?: string[];
  language?: string | null;
};

/** As listFollowers' query and isConfirmed: confirmed, still on the list, and chose `topic`. */
function followsTopic(subscriber: SubscriberRecord, topic: FollowerTopic): boolean {
  if (subscriber.unsubscribed_at) return false;
  const confirmed =
    subscriber.confirmed_at instanceof Date
      ? subscriber.confirmed_at.getTime() > 0
      : subscriber.confirmed_at === undefined && !subscriber.pending;
  return confirmed && (subscriber.topics === undefined || subscriber.topics.includes(topic));
}

/**
 * Of these subscribers (by id), those who still follow `topic` now, with the language they read
 * now: a send checks its batch again just before it goes, so whoever unsubscribed or left the
 * topic since the list was fixed is not mailed, and whoever changed their language gets the new
 * one. One read by _id, whatever the batch.
 */
export async function stillFollowing(
  topic: FollowerTopic,
  subscriberIds: readonly string[],
): Promise<Map<string, Language>> {
  const ids = [...new Set(subscriberIds)].filter((id) => mongoose.isValidObjectId(id));
  if (ids.length === 0) return new Map();
  const subscribers = await NewsletterSubscriber.find(
    { _id: { $in: ids } },
    { email: 1, unsubscribed_at: 1, confirmed_at: 1, pending: 1, topics: 1, language: 1 },
  ).lean<SubscriberRecord[]>();
  return new Map(
    subscribers
      .filter((subscriber) => followsTopic(subscriber, topic))
      .map((subscriber) => [subscriber._id.toString(), storedLanguage(subscriber)]),
  );
}

/** Confirmed, not unsubscribed subscribers who chose `topic`, oldest first, with the language they read. */
export async function listFollowers(
  topic: FollowerTopic,
): Promise<{ id: string; email: string; language: Language }[]> {
  const followers = await NewsletterSubscriber.find({
    unsubscribed_at: null,
    $and: [
      // Confirmed by a link, or on the list before confirmation existed (no such field).
      { $or: [{ confirmed_at: { $gt: new Date(0) } }, { confirmed_at: { $exists: false } }] },
      { $or: [{ topics: topic }, { topics: { $exists: false } }] },
    ],
  })
    .sort({ subscribed_at: 1, _id: 1 })
    .lean<
      {
        _id: { toString(): string };
        email: string;
        confirmed_at?: Date | null;
        pending?: unknown;
        language?: string | null;
      }[]
    >();
  // As isConfirmed: without confirmed_at, a record with a request waiting is not on the list.
  return followers
    .filter((follower) => follower.confirmed_at instanceof Date || !follower.pending)
    .map((follower) => ({ id: follower._id.toString(), email: follower.email, language: storedLanguage(follower) }));
}

/** How many follow a topic, and how many of them read Spanish (issue 50): what a sender is told before a mail goes. */
export async function followerAudience(topic: FollowerTopic): Promise<FollowerAudience> {
  const followers = await listFollowers(topic);
  return { count: followers.length, inSpanish: followers.filter((follower) => follower.language === "es").length };
}
