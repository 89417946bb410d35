// The Owner's view of the list (/admin/subscribers and its CSV): the numbers, a search by address
// that shows the newest matches with their count, and every subscriber as a spreadsheet.
import { z } from "zod";
import { SUBSCRIBER_MESSAGES } from "#app/content/portal-messages.ts";
import { bouncedAmong } from "#app/domain/mail/bounces.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
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

/**
 * The counts and the growth of the last 12 weeks, from the few fields they need of every record
 * (no date operators on FerretDB: the dates are grouped here).
 */
export async function subscriberOverview(now: Date): Promise<SubscriberOverview> {
  const [subscribers, bounced] = await Promise.all([
    NewsletterSubscriber.find(
      {},
      { _id: 0, email: 1, subscribed_at: 1, unsubscribed_at: 1, confirmed_at: 1, topics: 1, "pending.requested_at": 1 },
    ).lean<SubscriberRecord[]>(),
    BouncedAddress.find({}, { _id: 1 }).lean<{ _id: string }[]>(),
  ]);
  const bouncedSet = new Set(bounced.map((record) => record._id));
  return { ...countSubscribers(subscribers, bouncedSet), growth: weeklyGrowth(subscribers, now) };
}

export type SubscriberRow = {
  email: string;
  state: SubscriberState;
  topics: FollowerTopic[];
  subscribedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  bounced: boolean;
  /** The consent in words: where, when and what; "before confirmation, <date>" for older ones. */
  consent: string;
  consentForm: string;
  consentWording: string;
  consentDate: string | null;
};

/** A search typed as text, matched literally: `.*` is a dot and a star, never a pattern. */
function literally(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
}

/** The newest `limit` subscribers whose address contains `search`, and how many match in all. */
export async function searchSubscribers(
  rawSearch: unknown,
  limit = SUBSCRIBERS_SHOWN,
): Promise<{ rows: SubscriberRow[]; matching: number }> {
  const parsed = subscriberSearchSchema.safeParse(rawSearch ?? "");
  if (!parsed.success) throw new Refusal(400, parsed.error.issues[0]?.message ?? SUBSCRIBER_MESSAGES.loadFailed);
  const filter = parsed.data ? { email: { $regex: literally(parsed.data) } } : {};
  const [records, matching] = await Promise.all([
    NewsletterSubscriber.find(filter, LISTED)
      .sort({ subscribed_at: -1, email: 1 })
      .limit(limit)
      .lean<SubscriberRecord[]>(),
    NewsletterSubscriber.countDocuments(filter),
  ]);
  return { rows: await rowsOf(records), matching };
}

/** Every subscriber, newest first (the CSV). */
export async function listSubscribers(): Promise<SubscriberRow[]> {
  const records = await NewsletterSubscriber.find({}, LISTED)
    .sort({ subscribed_at: -1, email: 1 })
    .lean<SubscriberRecord[]>();
  return rowsOf(records);
}

const LISTED = { email: 1, subscribed_at: 1, unsubscribed_at: 1, confirmed_at: 1, topics: 1, consent: 1, pending: 1 };

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

/** A CSV cell: quoted, and never starting with a character a spreadsheet runs as a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
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
] as const;

export function subscribersCsv(rows: readonly SubscriberRow[]): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const row of rows) {
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
    };
    lines.push(CSV_COLUMNS.map((column) => csvCell(cells[column])).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
