// The Owner's view of the list (/admin/subscribers and its CSV): the numbers, a search by address
// that shows the newest 100 matches with their count, and every subscriber as a spreadsheet.
import { z } from "zod";
import { SUBSCRIBER_MESSAGES } from "#app/content/portal-messages.ts";
import { bouncedAmong } from "#app/domain/mail/bounces.server.ts";
import { csvText } from "#app/domain/shared/csv.ts";
import { type Language, storedLanguage } from "#app/i18n/language.ts";
import { BouncedAddress } from "#app/models/bounced-address.server.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import type { SubscriberRecord } from "./newsletter.server.ts";
import {
  countSubscribers,
  type GrowthWeek,
  SEARCH_MAX_LENGTH,
  type SubscriberCounts,
  type SubscriberState,
  stateOf,
  topicsOf,
  weeklyGrowth,
} from "./subscriber-stats.ts";
import type { FollowerTopic } from "./topics.ts";

/** The page shows this many of the newest matches; the CSV has them all. */
export const SUBSCRIBERS_SHOWN = 100;

export const subscriberSearchSchema = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, SUBSCRIBER_MESSAGES.searchTooLong(SEARCH_MAX_LENGTH))
  .transform((search) => search.toLowerCase());

export type SubscriberOverview = SubscriberCounts & { growth: GrowthWeek[] };

/** A line of the page's list. */
export type ListedSubscriber = {
  email: string;
  state: SubscriberState;
  topics: FollowerTopic[];
  subscribedAt: string;
  unsubscribedAt: string | null;
};

/** The search as typed, trimmed and in lower case (addresses are stored so), or why it is refused. */
export function parseSubscriberSearch(raw: unknown): { search: string; error: null } | { search: ""; error: string } {
  const parsed = subscriberSearchSchema.safeParse(typeof raw === "string" ? raw : "");
  if (parsed.success) return { search: parsed.data, error: null };
  return { search: "", error: parsed.error.issues[0]?.message ?? SUBSCRIBER_MESSAGES.searchTooLong(SEARCH_MAX_LENGTH) };
}

/**
 * The page in one read: the few fields the numbers need of every record, and the newest `limit`
 * whose address contains `search`, with how many do. On FerretDB a sort, a count or a regex is a
 * scan of the collection each, so one projected read grouped, filtered and sorted here is the
 * fastest page (measured with 10,000). The search is a plain substring test: nothing typed is
 * ever a pattern.
 */
export async function subscribersPage(
  search: string,
  now: Date,
  limit = SUBSCRIBERS_SHOWN,
): Promise<{ overview: SubscriberOverview; rows: ListedSubscriber[]; matching: number }> {
  const [subscribers, bounced] = await Promise.all([
    NewsletterSubscriber.find(
      {},
      {
        _id: 0,
        email: 1,
        subscribed_at: 1,
        unsubscribed_at: 1,
        confirmed_at: 1,
        topics: 1,
        language: 1,
        "pending.requested_at": 1,
      },
    ).lean<SubscriberRecord[]>(),
    BouncedAddress.find({}, { _id: 1 }).lean<{ _id: string }[]>(),
  ]);
  const bouncedSet = new Set(bounced.map((record) => record._id));
  const overview = { ...countSubscribers(subscribers, bouncedSet), growth: weeklyGrowth(subscribers, now) };
  const matches = search ? subscribers.filter((record) => record.email.includes(search)) : subscribers;
  const newest = matches.sort(newestFirst).slice(0, limit);
  const rows = newest.map((record) => ({
    email: record.email,
    state: stateOf(record, bouncedSet.has(record.email)),
    topics: topicsOf(record),
    subscribedAt: (record.subscribed_at ?? new Date(0)).toISOString(),
    unsubscribedAt: record.unsubscribed_at ? record.unsubscribed_at.toISOString() : null,
  }));
  return { overview, rows, matching: matches.length };
}

function newestFirst(a: SubscriberRecord, b: SubscriberRecord): number {
  const byDate = (b.subscribed_at?.getTime() ?? 0) - (a.subscribed_at?.getTime() ?? 0);
  return byDate !== 0 ? byDate : a.email < b.email ? -1 : a.email > b.email ? 1 : 0;
}

export type SubscriberRow = {
  email: string;
  state: SubscriberState;
  topics: FollowerTopic[];
  subscribedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  bounced: boolean;
  /** The language their mail is in (absent on followers from before issue 48: English). */
  language: Language;
  /** The consent in words: where, when and what; "before confirmation, <date>" for older ones. */
  consent: string;
  consentForm: string;
  consentWording: string;
  consentDate: string | null;
};

/** Every subscriber, newest first (the CSV; sorted here, as a sort on FerretDB scans anyway). */
export async function listSubscribers(): Promise<SubscriberRow[]> {
  const records = await NewsletterSubscriber.find({}, LISTED).lean<SubscriberRecord[]>();
  return rowsOf(records.sort(newestFirst));
}

const LISTED = {
  email: 1,
  subscribed_at: 1,
  unsubscribed_at: 1,
  confirmed_at: 1,
  topics: 1,
  consent: 1,
  pending: 1,
  language: 1,
};

async function rowsOf(records: SubscriberRecord[]): Promise<SubscriberRow[]> {
  const bounced = await bouncedAmong(records.map((record) => record.email));
  return records.map((record) => {
    const isBounced = bounced.has(record.email);
    const legacy = !record.consent && record.confirmed_at === undefined;
    return {
      email: record.email,
      state: stateOf(record, isBounced),
      topics: topicsOf(record),
      subscribedAt: (record.subscribed_at ?? new Date(0)).toISOString(),
      confirmedAt: record.confirmed_at ? record.confirmed_at.toISOString() : null,
      unsubscribedAt: record.unsubscribed_at ? record.unsubscribed_at.toISOString() : null,
      bounced: isBounced,
      language: storedLanguage(record),
      consent: consentOf(record),
      consentForm: legacy ? "before confirmation" : (record.consent?.form ?? ""),
      consentWording: record.consent?.wording ?? "",
      consentDate: record.consent
        ? record.consent.requested_at.toISOString()
        : legacy
          ? (record.subscribed_at ?? new Date(0)).toISOString()
          : null,
    };
  });
}

/** The consent of a record in words: confirmed ones say when, where and what; older ones say so. */
export function consentOf(subscriber: SubscriberRecord): string {
  if (subscriber.consent) {
    const { consent } = subscriber;
    const confirmed = subscriber.confirmed_at ? `, confirmed ${subscriber.confirmed_at.toISOString()}` : "";
    return `${consent.form}, asked ${consent.requested_at.toISOString()}${confirmed}: ${consent.wording}`;
  }
  if (subscriber.confirmed_at === undefined) {
    return `before confirmation, ${(subscriber.subscribed_at ?? new Date(0)).toISOString().slice(0, 10)}`;
  }
  return "";
}

export const CSV_COLUMNS = [
  "email",
  "state",
  "topics",
  "subscribed_at",
  "confirmed_at",
  "unsubscribed_at",
  "bounced",
  "consent_form",
  "consent_wording",
  "consent_date",
  // Added by issue 50: last, so a spreadsheet built on the earlier columns keeps its places.
  "language",
] as const;

export function subscribersCsv(rows: readonly SubscriberRow[]): string {
  const lines = rows.map((row) => {
    const cells: Record<(typeof CSV_COLUMNS)[number], string> = {
      email: row.email,
      state: row.state,
      topics: row.topics.join(" "),
      subscribed_at: row.subscribedAt,
      confirmed_at: row.confirmedAt ?? "",
      unsubscribed_at: row.unsubscribedAt ?? "",
      bounced: row.bounced ? "yes" : "no",
      consent_form: row.consentForm,
      consent_wording: row.consentWording,
      consent_date: row.consentDate ?? "",
      language: row.language,
    };
    return CSV_COLUMNS.map((column) => cells[column]);
  });
  return csvText(CSV_COLUMNS, lines);
}
