// What a follower can choose to hear about. Safe in the browser bundle: the forms list them.
import { TOPIC_NAMES } from "#app/content/newsletter-messages.ts";

export const FOLLOWER_TOPICS = ["weekly-schedule", "stop-changes", "news"] as const;
export type FollowerTopic = (typeof FOLLOWER_TOPICS)[number];

/** Each topic as the English forms, the preferences page, the mail and the portal name it. */
export const TOPIC_LABELS: Record<FollowerTopic, string> = TOPIC_NAMES;

export function isFollowerTopic(value: unknown): value is FollowerTopic {
  return typeof value === "string" && (FOLLOWER_TOPICS as readonly string[]).includes(value);
}
