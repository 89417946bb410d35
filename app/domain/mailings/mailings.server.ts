// Mailings to followers, the one engine for every mail to the list: campaigns, stop-change
// notices and the week's schedule are created, rescheduled and followed here; sending.server.ts sends them. A mailing waits "scheduled" until its time, is "sending"
// from the moment one server fixes its recipients, and is "sent" once every recipient's row is
// settled (sent, failed or skipped). A notice may instead be "withdrawn" before it starts, when
// nothing it said is true any more (issue 44).
import { MAILING_MESSAGES } from "#app/content/portal-messages.ts";
import type { FollowerTopic } from "#app/domain/newsletter/topics.ts";
import { now } from "#app/domain/shared/clock.server.ts";
import { isDuplicateKey } from "#app/domain/shared/duplicate-keys.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import type { Language } from "#app/i18n/language.ts";
import { Mailing, MailingOutcome, MailingStart } from "#app/models/mailing.server.ts";

export type MailingKind = "campaign" | "stop-change" | "weekly-schedule";
/** A message body in one language; the engine adds followerMail's frame per recipient. */
export type MailingWords = { subject: string; text: string; html: string };
/**
 * The message in English, and in Spanish when it has it (issue 50): followers who read Spanish
 * get the Spanish, else the English.
 */
export type MailingContent = MailingWords & { es?: MailingWords | null };

/**
 * The words a follower who reads `language` gets: the Spanish when the mailing has it, else the
 * English, with the language they are in (followerMail marks English in a Spanish frame).
 */
export function wordsIn(content: MailingContent, language: Language): MailingWords & { bodyLanguage: Language } {
  if (language === "es" && content.es) return { ...content.es, bodyLanguage: "es" };
  return { subject: content.subject, text: content.text, html: content.html, bodyLanguage: "en" };
}
/**
 * A notice's words as things are now, read again just before it starts: null when nothing it
 * would say is true (withdraw it), undefined when it is not a notice the reader knows (send it).
 */
export type NoticeReread = (mailingId: string) => Promise<MailingContent | null | undefined>;
export type MailingStatus = "scheduled" | "sending" | "sent" | "withdrawn";
export type MailingProgress = {
  id: string;
  kind: MailingKind;
  subject: string;
  status: MailingStatus;
  /** ISO */
  sendAt: string;
  total: number;
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
  /**
   * Why a due mailing still waits: "postal-address" when the footer has no address to show;
   * "owner" when a notice came past the day's share and waits for an Owner to send it.
   */
  heldFor?: "postal-address" | "owner";
};

type MailingRecord = {
  _id: string;
  kind: MailingKind;
  subject: string;
  status: MailingStatus;
  send_at: Date;
  total?: number;
  skipped?: number;
  sent?: number;
  failed?: number;
  held_for?: string;
};

/** Creates a mailing to the followers of `topic`, to go at `sendAt` (default now). Idempotent by id. */
export async function createMailing(input: {
  id: string;
  kind: MailingKind;
  topic: FollowerTopic;
  content: MailingContent;
  sendAt?: Date;
  createdBy: string;
  /** A notice past the day's share: it waits, however due, until an Owner sends it. */
  heldForOwner?: boolean;
}): Promise<MailingProgress> {
  try {
    await Mailing.create({
      _id: input.id,
      kind: input.kind,
      topic: input.topic,
      subject: input.content.subject,
      text: input.content.text,
      html: input.content.html,
      ...(input.content.es ? { es: input.content.es } : {}),
      send_at: input.sendAt ?? now(),
      created_by: input.createdBy,
      held_for: input.heldForOwner ? "owner" : "",
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  return (await mailingProgress(input.id))!;
}

/**
 * Moves a scheduled mailing's time (e.g. "send now": sendAt = now); refused once it is sending.
 * `release` also lets go a notice held for an Owner (only an Owner's "Send now" passes it).
 */
export async function rescheduleMailing(
  id: string,
  sendAt: Date,
  { release = false }: { release?: boolean } = {},
): Promise<MailingProgress> {
  if (await MailingStart.exists({ _id: id })) throw new Refusal(409, MAILING_MESSAGES.alreadySending);
  const result = await Mailing.updateOne(
    { _id: id, status: "scheduled" },
    { $set: { send_at: sendAt, ...(release ? { held_for: "" } : {}) } },
  );
  if (result.matchedCount === 0) {
    if (!(await Mailing.exists({ _id: id }))) throw new Refusal(404, MAILING_MESSAGES.notFound);
    throw new Refusal(409, MAILING_MESSAGES.alreadySending);
  }
  return (await mailingProgress(id))!;
}

/**
 * Replaces a still-scheduled mailing's content and time (no time: it keeps its own); null if it
 * already started (its recipients get the words it started with) or does not exist. A withdrawn
 * notice that has news again is scheduled again by this.
 */
export async function updateScheduledMailing(
  id: string,
  content: MailingContent,
  sendAt?: Date,
): Promise<MailingProgress | null> {
  if (await MailingStart.exists({ _id: id })) return null;
  const result = await Mailing.updateOne(
    { _id: id, status: { $in: ["scheduled", "withdrawn"] } },
    {
      $set: {
        subject: content.subject,
        text: content.text,
        html: content.html,
        status: "scheduled",
        ...(content.es ? { es: content.es } : {}),
        ...(sendAt ? { send_at: sendAt } : {}),
      },
      // Words that no longer have their Spanish lose the old Spanish too.
      ...(content.es ? {} : { $unset: { es: 1 } }),
    },
  );
  // A start inserted meanwhile froze the words before this change: the change did not go out.
  if (result.matchedCount === 0 || (await MailingStart.exists({ _id: id }))) return null;
  return mailingProgress(id);
}

/** Holds a scheduled notice for an Owner's "Send now", or lets it go at its time. */
export async function holdForOwner(id: string, held: boolean): Promise<MailingProgress | null> {
  await Mailing.updateOne({ _id: id, status: "scheduled" }, { $set: { held_for: held ? "owner" : "" } });
  return mailingProgress(id);
}

/**
 * Withdraws a notice that has not started: it is never sent. False if it already started (its
 * words were fixed before the change that made them untrue) or does not exist.
 */
export async function withdrawMailing(id: string): Promise<boolean> {
  if (await MailingStart.exists({ _id: id })) return false;
  const result = await Mailing.updateOne(
    { _id: id, status: { $in: ["scheduled", "withdrawn"] } },
    { $set: { status: "withdrawn" } },
  );
  // A start inserted meanwhile sends it with the words it read (its server sets it sending).
  return result.matchedCount > 0 && !(await MailingStart.exists({ _id: id }));
}

export async function mailingProgress(id: string): Promise<MailingProgress | null> {
  const mailing = await Mailing.findById(id).lean<MailingRecord>();
  return mailing ? progressOf(mailing) : null;
}

/** The newest first. */
export async function listMailings(kind: MailingKind, limit = 20): Promise<MailingProgress[]> {
  const mailings = await Mailing.find({ kind }).sort({ created_at: -1, _id: -1 }).limit(limit).lean<MailingRecord[]>();
  return Promise.all(mailings.map(progressOf));
}

async function progressOf(mailing: MailingRecord): Promise<MailingProgress> {
  const total = mailing.total ?? 0;
  // Once sent, its counts are kept on it; while sending, they are the outcomes so far.
  const { sent, failed, dropped } =
    mailing.status === "sending"
      ? await countOutcomes(mailing._id)
      : { sent: mailing.sent ?? 0, failed: mailing.failed ?? 0, dropped: 0 };
  // Skipped at the start (bounced before), and, while sending, those dropped from a batch since.
  const skipped = (mailing.skipped ?? 0) + dropped;
  return {
    id: mailing._id,
    kind: mailing.kind,
    subject: mailing.subject,
    status: mailing.status,
    sendAt: mailing.send_at.toISOString(),
    total,
    // A row being sent right now is still queued to whoever watches.
    queued: Math.max(0, total - skipped - sent - failed),
    sent,
    failed,
    skipped,
    ...(mailing.held_for === "postal-address" || mailing.held_for === "owner" ? { heldFor: mailing.held_for } : {}),
  };
}

/** Sent, failed and dropped so far (attempts to retry are not outcomes yet). */
async function countOutcomes(mailingId: string): Promise<{ sent: number; failed: number; dropped: number }> {
  const groups = await MailingOutcome.aggregate<{ _id: string; count: number }>([
    { $match: { mailing_id: mailingId, result: { $in: ["sent", "failed", "skipped"] } } },
    { $group: { _id: "$result", count: { $sum: 1 } } },
  ]);
  const count = (result: string) => groups.find((group) => group._id === result)?.count ?? 0;
  return { sent: count("sent"), failed: count("failed"), dropped: count("skipped") };
}
