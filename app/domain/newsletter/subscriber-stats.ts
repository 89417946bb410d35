// The subscribers' numbers, computed in code from plain records (FerretDB has no date operators):
// how many are in each state, how many confirmed ones follow each topic, and the growth per week.
// Pure, with no database, so the subscribers page and a later numbers page read the same figures.
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { LANGUAGES, type Language, storedLanguage } from "#app/i18n/language.ts";
import { FOLLOWER_TOPICS, type FollowerTopic } from "./topics.ts";

/** No address is longer (RFC 5321), so neither is a useful search of the list. */
export const SEARCH_MAX_LENGTH = 254;

/** What the numbers need of a subscriber record (a projection of it). */
export type SubscriberFacts = {
  subscribed_at?: Date | null;
  unsubscribed_at?: Date | null;
  confirmed_at?: Date | null;
  topics?: string[] | null;
  pending?: unknown;
  /** Absent on followers from before issue 48: English. */
  language?: string | null;
};

export const SUBSCRIBER_STATES = ["confirmed", "waiting", "unsubscribed", "bounced"] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** Confirmed: it followed a link, or it was on the list before confirmation existed (no field). */
export function isConfirmed(subscriber: Pick<SubscriberFacts, "confirmed_at" | "pending">): boolean {
  return subscriber.confirmed_at instanceof Date || (subscriber.confirmed_at === undefined && !subscriber.pending);
}

/**
 * One state per subscriber. Unsubscribed wins (they left; a bounce no longer matters); then
 * bounced, since a bounced address gets no follower mail whether it confirmed or not; then
 * confirmed; anything else waits for its confirmation link.
 */
export function stateOf(subscriber: SubscriberFacts, bounced: boolean): SubscriberState {
  if (subscriber.unsubscribed_at) return "unsubscribed";
  if (bounced) return "bounced";
  return isConfirmed(subscriber) ? "confirmed" : "waiting";
}

/** The topics of a record; absent (records from before topics) is all of them. */
export function topicsOf(subscriber: Pick<SubscriberFacts, "topics">): FollowerTopic[] {
  if (!subscriber.topics) return [...FOLLOWER_TOPICS];
  return FOLLOWER_TOPICS.filter((topic) => subscriber.topics?.includes(topic));
}

/** How many follow a topic, and how many of them read Spanish (issue 50): what a sender is told before a mail goes. */
export type FollowerAudience = { count: number; inSpanish: number };

export type SubscriberCounts = {
  total: number;
  byState: Record<SubscriberState, number>;
  /** Confirmed subscribers (the ones mail goes to) following each topic. */
  byTopic: Record<FollowerTopic, number>;
  /** Confirmed subscribers by the language their mail is in. */
  byLanguage: Record<Language, number>;
};

export function countSubscribers(
  subscribers: readonly (SubscriberFacts & { email: string })[],
  bounced: ReadonlySet<string>,
): SubscriberCounts {
  const byState = Object.fromEntries(SUBSCRIBER_STATES.map((state) => [state, 0])) as Record<SubscriberState, number>;
  const byTopic = Object.fromEntries(FOLLOWER_TOPICS.map((topic) => [topic, 0])) as Record<FollowerTopic, number>;
  const byLanguage = Object.fromEntries(LANGUAGES.map((language) => [language, 0])) as Record<Language, number>;
  for (const subscriber of subscribers) {
    const state = stateOf(subscriber, bounced.has(subscriber.email));
    byState[state] += 1;
    if (state !== "confirmed") continue;
    for (const topic of topicsOf(subscriber)) byTopic[topic] += 1;
    byLanguage[storedLanguage(subscriber)] += 1;
  }
  return { total: subscribers.length, byState, byTopic, byLanguage };
}

export type GrowthWeek = {
  /** The Monday the week starts on, YYYY-MM-DD in the truck's time zone. */
  weekOf: string;
  confirmed: number;
  unsubscribed: number;
};

/** The Monday of the truck's week a moment falls in. */
export function truckWeekOf(moment: Date): string {
  const day = todayInTruckTimeZone(moment);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDaysToIsoDate(day, -((weekday + 6) % 7));
}

/** Further back than any counted week can reach, even across a change of offset. */
const DAY_MS = 24 * 60 * 60_000;

/**
 * New confirmed subscribers and unsubscriptions per truck week (Monday to Sunday, in the truck's
 * time zone, so a week keeps its 7 days across a change to or from daylight saving), the last
 * `weeks` weeks with this one last. A record from before confirmation counts when it subscribed;
 * an address that confirms again after leaving counts again.
 */
export function weeklyGrowth(subscribers: readonly SubscriberFacts[], now: Date, weeks = 12): GrowthWeek[] {
  const thisWeek = truckWeekOf(now);
  const growth: GrowthWeek[] = [];
  for (let back = weeks - 1; back >= 0; back -= 1) {
    growth.push({ weekOf: addDaysToIsoDate(thisWeek, -7 * back), confirmed: 0, unsubscribed: 0 });
  }
  const index = new Map(growth.map((week, at) => [week.weekOf, at]));
  // Formatting a date in a time zone is the costly part; skip the ones plainly too old.
  const oldest = now.getTime() - (weeks * 7 + 1) * DAY_MS;
  const weekOf = (moment: Date | null | undefined) =>
    moment instanceof Date && moment.getTime() >= oldest ? index.get(truckWeekOf(moment)) : undefined;
  for (const subscriber of subscribers) {
    const confirmedAt =
      subscriber.confirmed_at instanceof Date
        ? subscriber.confirmed_at
        : isConfirmed(subscriber)
          ? subscriber.subscribed_at
          : null;
    const confirmedWeek = weekOf(confirmedAt);
    if (confirmedWeek !== undefined) growth[confirmedWeek]!.confirmed += 1;
    const unsubscribedWeek = weekOf(subscriber.unsubscribed_at);
    if (unsubscribedWeek !== undefined) growth[unsubscribedWeek]!.unsubscribed += 1;
  }
  return growth;
}
