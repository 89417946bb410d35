// What a follower can choose to hear about. Safe in the browser bundle: the forms list them.
export const FOLLOWER_TOPICS = ["weekly-schedule", "stop-changes", "news"] as const;
export type FollowerTopic = (typeof FOLLOWER_TOPICS)[number];

/** Each topic as the forms and the preferences page name it. */
export const TOPIC_LABELS: Record<FollowerTopic, string> = {
  "weekly-schedule": "The week's schedule",
  "stop-changes": "Changes to upcoming stops",
  news: "News and specials",
};

export function isFollowerTopic(value: unknown): value is FollowerTopic {
  return typeof value === "string" && (FOLLOWER_TOPICS as readonly string[]).includes(value);
}
