// Sends the mailings that are due, from every server at once, each recipient once:
// - the first server to insert a mailing's start fixes its recipients, a row each, whose id
//   `<mailing>:<subscriber>` is unique (a resumed start inserts nobody twice); followers whose
//   address bounced are rows "skipped";
// - each send attempt of a row is claimed by inserting `<row>:<attempt>`, so two servers never
//   both mail a recipient, and a row a server stopped mid-send (SIGKILL) is retried only after
//   its lock runs out: that message may then go twice, with the same Message-ID, derived from
//   the row;
// - every send takes a slot of MAIL_RATE_PER_MINUTE first (send-rate.server.ts).
// The mail does not pass through the outbox: it is not visitor mail and stores no copy per
// recipient; the frame and links are made per recipient as it goes.
import { createHash, randomUUID } from "node:crypto";
import { getBusinessDetails, hasPostalAddress } from "#app/domain/business/business-details.server.ts";
import { bouncedAmong, permanentRecipientRefusal, recordBounce } from "#app/domain/mail/bounces.server.ts";
import { followerMail } from "#app/domain/mail/follower-mail.server.ts";
import type { MailSender } from "#app/domain/mail/transport.server.ts";
import { listFollowers, oneClickUnsubscribeUrl, preferencesUrl } from "#app/domain/newsletter/followers.server.ts";
import type { FollowerTopic } from "#app/domain/newsletter/topics.ts";
import { Mailing, MailingRecipient, MailingSendClaim, MailingStart } from "#app/models/mailing.server.ts";
import { deleteOldSendSlots, takeSendSlots } from "./send-rate.server.ts";

/** Recipient rows per insert: measured on FerretDB 1.24 (README, "Mail to followers"). */
export const QUEUE_BATCH = 1000;
/** Rows one round sends together (the SMTP pool has 4 connections). */
const SEND_BATCH = 20;
/** A start that has not finished queueing after this long is taken to have died; any server resumes it. */
const RESUME_AFTER_MS = 5 * 60_000;
/** How long a row being sent stays its sender's; after that (the sender died) it is sent again. */
const LOCK_MS = 2 * 60_000;
const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 60_000;

const instanceId = randomUUID();

type Context = { siteUrl: string; secret: string };
type StartRecord = {
  _id: string;
  subject: string;
  text: string;
  html: string;
  claimed_at: Date;
  claimed_by?: string;
  queued_at: Date | null;
};
type RowRecord = { _id: string; mailing_id: string; subscriber_id: string; email: string; attempts: number };

/** Starts every mailing whose time has come: fixes its recipients. Returns how many it started. */
export async function startDueMailings(now: Date, log: (message: string) => void): Promise<number> {
  const due = await Mailing.find({ status: { $in: ["scheduled", "sending"] }, send_at: { $lte: now } })
    .sort({ send_at: 1 })
    .lean<
      {
        _id: string;
        topic: FollowerTopic;
        subject: string;
        text: string;
        html: string;
        status: string;
        held_for: string;
      }[]
    >();
  const waiting = due.filter((mailing) => mailing.status === "scheduled" || !queuedHere.has(mailing._id));
  if (waiting.length === 0) return 0;
  const details = await getBusinessDetails();
  let started = 0;
  for (const mailing of waiting) {
    if (mailing.status === "scheduled" && !hasPostalAddress(details)) {
      // No footer address, no follower mail: it waits, and the portal says why.
      if (mailing.held_for !== "postal-address") {
        await Mailing.updateOne({ _id: mailing._id, status: "scheduled" }, { $set: { held_for: "postal-address" } });
      }
      continue;
    }
    const start = await claimStart(mailing, now);
    if (!start) continue;
    await Mailing.updateOne({ _id: mailing._id }, { $set: { status: "sending", held_for: "" } });
    const total = await queueRecipients(mailing._id, mailing.topic);
    await MailingStart.updateOne({ _id: mailing._id }, { $set: { queued_at: now } });
    await Mailing.updateOne({ _id: mailing._id }, { $set: { total } });
    queuedHere.add(mailing._id);
    log(`mailings: ${mailing._id} queued for ${total} followers`);
    started += 1;
  }
  return started;
}

/** Mailings this process knows are fully queued: the loop asks often, the database once. */
const queuedHere = new Set<string>();

/** The start this server may queue: its own new one, or one whose server died queueing. */
async function claimStart(
  mailing: { _id: string; subject: string; text: string; html: string },
  now: Date,
): Promise<StartRecord | null> {
  try {
    const start = {
      _id: mailing._id,
      subject: mailing.subject,
      text: mailing.text,
      html: mailing.html,
      claimed_at: now,
    };
    await MailingStart.create(start);
    return { ...start, queued_at: null };
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
  }
  const start = await MailingStart.findById(mailing._id).lean<StartRecord>();
  if (!start) return null;
  if (start.queued_at) {
    queuedHere.add(mailing._id);
    // Its server stopped between the start and the status: say it is sending.
    await Mailing.updateOne({ _id: mailing._id, status: "scheduled" }, { $set: { status: "sending" } });
    return null;
  }
  // This server's own start, cut short by an error (a slow database): it goes on at once.
  if (start.claimed_by === instanceId) return start;
  return now.getTime() - start.claimed_at.getTime() > RESUME_AFTER_MS ? start : null;
}

/** A row per follower of `topic` now; a row already there (a resumed start) stays as it is. */
async function queueRecipients(mailingId: string, topic: FollowerTopic): Promise<number> {
  const followers = await listFollowers(topic);
  const bounced = await bouncedAmong(followers.map((follower) => follower.email));
  for (let first = 0; first < followers.length; first += QUEUE_BATCH) {
    const rows = followers.slice(first, first + QUEUE_BATCH).map((follower) => ({
      _id: `${mailingId}:${follower.id}`,
      mailing_id: mailingId,
      subscriber_id: follower.id,
      email: follower.email,
      status: bounced.has(follower.email) ? "skipped" : "queued",
      attempts: 0,
      next_attempt_at: new Date(0),
      locked_until: null,
      last_error: bounced.has(follower.email) ? "not sent: this address bounced before" : "",
    }));
    try {
      await MailingRecipient.insertMany(rows, { ordered: false, lean: true });
    } catch (error) {
      if (!isOnlyDuplicates(error)) throw error;
    }
  }
  return MailingRecipient.countDocuments({ mailing_id: mailingId });
}

function isOnlyDuplicates(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: { code?: number; err?: { code?: number } }[] }).writeErrors;
  if ((error as { code?: number }).code === 11000 && !writeErrors) return true;
  return (
    Array.isArray(writeErrors) &&
    writeErrors.length > 0 &&
    writeErrors.every((entry) => (entry.code ?? entry.err?.code) === 11000)
  );
}

/** The Message-ID of a recipient's mail: the same however often it is sent. */
export function mailingMessageId(rowId: string, siteUrl: string): string {
  const digest = createHash("sha256").update(rowId).digest("hex").slice(0, 32);
  return `<mailing-${digest}@${new URL(siteUrl).hostname}>`;
}

export type SendRound = { sent: number; failed: number; retrying: number; rateLimited: boolean };

/** Sends one round of due rows of the mailings being sent, within the rate. */
export async function sendMailingRound(options: {
  sender: MailSender;
  from: string;
  context: Context;
  ratePerMinute: number;
  now: Date;
}): Promise<SendRound> {
  const { now } = options;
  const round: SendRound = { sent: 0, failed: 0, retrying: 0, rateLimited: false };
  const sending = await Mailing.find({ status: "sending" }, { _id: 1 }).lean<{ _id: string }[]>();
  if (sending.length === 0) return round;
  const ids = sending.map((mailing) => mailing._id);
  const candidates = await dueRows(ids, now);
  if (candidates.length === 0) {
    await finishSettledMailings(ids, now);
    return round;
  }
  const slots = await takeSendSlots(Math.min(SEND_BATCH, candidates.length), options.ratePerMinute, now);
  if (slots === 0) return { ...round, rateLimited: true };
  const claimed = await claimRows(shuffled(candidates), slots, now);
  if (claimed.length === 0) return round;

  const starts = new Map<string, StartRecord>();
  for (const start of await MailingStart.find({
    _id: { $in: [...new Set(claimed.map((row) => row.mailing_id))] },
  }).lean<StartRecord[]>()) {
    starts.set(start._id, start);
  }
  const postalAddress = (await getBusinessDetails()).postalAddress;
  const outcomes = await Promise.allSettled(
    claimed.map((row) => {
      const start = starts.get(row.mailing_id)!;
      const mail = followerMail({
        subject: start.subject,
        text: start.text,
        html: start.html,
        oneClickUnsubscribeUrl: oneClickUnsubscribeUrl(row.email, options.context),
        preferencesUrl: preferencesUrl(row.email, options.context),
        postalAddress,
        siteUrl: options.context.siteUrl,
      });
      return options.sender.send({
        messageId: mailingMessageId(row._id, options.context.siteUrl),
        from: options.from,
        to: row.email,
        ...mail,
      });
    }),
  );
  const sentIds = claimed.filter((_, index) => outcomes[index]?.status === "fulfilled").map((row) => row._id);
  // One write per row by _id: FerretDB 1.24 answers that from the index, an $in by scanning.
  await Promise.all(
    sentIds.map((id) => MailingRecipient.updateOne({ _id: id }, { $set: { status: "sent", locked_until: null } })),
  );
  round.sent = sentIds.length;
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.status !== "rejected") continue;
    const row = claimed[index]!;
    const bounce = permanentRecipientRefusal(outcome.reason);
    if (bounce) await recordBounce(row.email, bounce);
    const forGood = bounce !== null || row.attempts >= MAX_ATTEMPTS;
    await MailingRecipient.updateOne(
      { _id: row._id },
      {
        $set: {
          status: forGood ? "failed" : "queued",
          locked_until: null,
          last_error: String((outcome.reason as Error)?.message ?? outcome.reason).slice(0, 500),
          next_attempt_at: new Date(now.getTime() + RETRY_BASE_MS * 2 ** (row.attempts - 1)),
        },
      },
    );
    if (forGood) round.failed += 1;
    else round.retrying += 1;
  }
  return round;
}

/** Claims up to `wanted` rows, each attempt by a unique insert; returns the won ones, attempt counted. */
async function claimRows(candidates: RowRecord[], wanted: number, now: Date): Promise<RowRecord[]> {
  const won = await Promise.all(
    candidates.slice(0, wanted).map(async (row) => {
      try {
        await MailingSendClaim.create({ _id: `${row._id}:${row.attempts}`, created_at: now });
      } catch (error) {
        if ((error as { code?: number }).code !== 11000) throw error;
        return null;
      }
      // Only the claim's winner writes the row now: no atomic update needed.
      await MailingRecipient.updateOne(
        { _id: row._id },
        { $set: { status: "sending", attempts: row.attempts + 1, locked_until: new Date(now.getTime() + LOCK_MS) } },
      );
      return { ...row, attempts: row.attempts + 1 };
    }),
  );
  return won.filter((row) => row !== null);
}

/**
 * Rows to send now: queued ones, then rows whose sender died mid-send. Equality filters only,
 * which FerretDB 1.24 answers without reading every row; the time is checked here.
 */
async function dueRows(mailingIds: string[], now: Date): Promise<RowRecord[]> {
  const due: RowRecord[] = [];
  for (const mailingId of mailingIds) {
    for (const status of ["queued", "sending"] as const) {
      const rows = await MailingRecipient.find({ mailing_id: mailingId, status })
        .limit(SEND_BATCH * 4)
        .lean<(RowRecord & { next_attempt_at: Date; locked_until: Date | null })[]>();
      due.push(
        ...rows.filter((row) => (status === "queued" ? row.next_attempt_at <= now : (row.locked_until ?? now) <= now)),
      );
      if (due.length >= SEND_BATCH) return due;
    }
  }
  return due;
}

/** Servers racing for the same rows start at different ones. */
function shuffled<Item>(items: Item[]): Item[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** A mailing fully queued with no row left to send is sent. */
async function finishSettledMailings(ids: string[], now: Date): Promise<void> {
  for (const id of ids) {
    const start = await MailingStart.findById(id, { queued_at: 1 }).lean<{ queued_at: Date | null }>();
    if (!start?.queued_at) continue;
    if (await MailingRecipient.exists({ mailing_id: id, status: { $in: ["queued", "sending"] } })) continue;
    await Mailing.updateOne({ _id: id, status: "sending" }, { $set: { status: "sent", finished_at: now } });
  }
}

export async function deleteOldMailingClaims(now: Date): Promise<void> {
  await deleteOldSendSlots(now);
  await MailingSendClaim.deleteMany({ created_at: { $lt: new Date(now.getTime() - 24 * 60 * 60_000) } });
}

/**
 * This process's mailing worker: starts due mailings and sends rounds back to back while there is
 * work and rate to spare, else waits `pollMs`. `stop` lets the round in hand finish (SIGTERM).
 */
export function startMailingWorker(options: {
  sender: MailSender;
  from: string;
  context: Context;
  ratePerMinute: number;
  pollMs: number;
  now: () => Date;
  log: (message: string) => void;
}): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let lastCleanup = 0;
  const run = async () => {
    try {
      await startDueMailings(options.now(), options.log);
      for (;;) {
        if (stopped) return;
        const round = await sendMailingRound({ ...options, now: options.now() });
        if (round.failed + round.retrying > 0) {
          options.log(`mailings: ${round.sent} sent, ${round.retrying} to retry, ${round.failed} failed for good`);
        }
        if (round.sent + round.failed + round.retrying === 0) break;
      }
      if (Date.now() - lastCleanup > 60_000) {
        lastCleanup = Date.now();
        await deleteOldMailingClaims(options.now());
      }
    } catch (error) {
      // Most likely the database is down: try again on the next tick.
      options.log(`mailings: ${(error as Error).message}`);
    }
  };
  const tick = () => {
    if (stopped) return;
    running = run().finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(tick, options.pollMs);
    });
  };
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
