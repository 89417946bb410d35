// The mail outbox: messages are stored first, then sent by a worker in each server process.
// Each attempt is claimed by inserting a uniquely keyed claim record, so with several server
// instances (or several sends in flight) each attempt is made by exactly one sender; failures
// are retried with exponential backoff, except a recipient the mail server refuses for good (a
// bounce), whose address then gets no more follower mail.
import { randomUUID } from "node:crypto";
import { isDuplicateKey, isOnlyDuplicates } from "#app/domain/shared/duplicate-keys.server.ts";
import { OutboxClaim } from "#app/models/outbox-claim.server.ts";
import { FOLLOWER_MAIL_KINDS, type MAIL_KINDS, OutboxMessage } from "#app/models/outbox-message.server.ts";
import { bouncedAmong, permanentRecipientRefusal, recordBounce } from "./bounces.server.ts";
import type { MailSender, OutgoingMail } from "./transport.server.ts";
import { ANONYMOUS_TRIGGERED_KINDS, takeVisitorMailShare } from "./visitor-mail-limit.server.ts";

export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * A mail to queue: what the transport sends, less what the outbox adds (the sender, and the
 * message id unless the mail brings its own: one that later mail threads on).
 */
export type NewMail = Omit<OutgoingMail, "messageId" | "from"> & {
  kind: MailKind;
  relatedId: string;
  messageId?: string;
};

export const MAX_ATTEMPTS = 10;

/** The Message-ID of a message queued without its own: its outbox id on the site's domain. */
export function outboxMessageId(outboxId: string, domain: string): string {
  return `<${outboxId}@${domain}>`;
}
/** How long a claimed message stays locked to its sender before another may retry it. */
const LOCK_MS = 2 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const instanceId = randomUUID();

/**
 * Queues mail; a message of the same kind about the same record is only ever queued once. Mail an
 * anonymous request triggers is queued only within the visitor caps (visitor-mail-limit.server.ts);
 * follower mail to an address that bounced is stored as skipped, never to be sent.
 */
export async function enqueueMail(mails: NewMail[]): Promise<void> {
  const bounced = await bouncedAmong(mails.filter((mail) => FOLLOWER_MAIL_KINDS.has(mail.kind)).map((mail) => mail.to));
  const skipped = (mail: NewMail) => FOLLOWER_MAIL_KINDS.has(mail.kind) && bounced.has(mail.to);
  const queued: NewMail[] = [];
  for (const mail of mails) {
    if (!skipped(mail) && ANONYMOUS_TRIGGERED_KINDS.has(mail.kind) && !(await takeVisitorMailShare(mail.to))) {
      continue;
    }
    queued.push(mail);
  }
  if (queued.length === 0) return;
  try {
    await OutboxMessage.insertMany(
      queued.map((mail) => ({
        ...(skipped(mail) ? { status: "skipped", last_error: BOUNCED_BEFORE } : {}),
        kind: mail.kind,
        related_id: mail.relatedId,
        to: mail.to,
        reply_to: mail.replyTo ?? "",
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers ?? {},
        message_id: mail.messageId ?? "",
      })),
      { ordered: false },
    );
  } catch (error) {
    if (!isOnlyDuplicates(error)) throw error;
  }
  activeWorker?.kick();
}

/** Why a message was skipped: its address had bounced before it was sent. */
const BOUNCED_BEFORE = "not sent: this address bounced before";
/**
 * Who of `subscriberIds` still follows `topic`: the newsletter's answer, handed in by the server
 * (the outbox sits below the features that use it).
 */
export type StillFollowing = (
  topic: "weekly-schedule",
  subscriberIds: string[],
) => Promise<{ has(subscriberId: string): boolean }>;

/** Why a weekly schedule was skipped: its follower unsubscribed or left the topic after it was queued. */
const NO_LONGER_FOLLOWS = "not sent: no longer follows this topic";

export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/**
 * What one delivery round did. `lastErrorCode` is the code of the latest failure (nodemailer's:
 * ETLS, EAUTH, ECONNECTION, EENVELOPE...), for the log: the message itself may name a recipient.
 * `failed` counts `bounced` too (recipients refused for good, now recorded); `skipped` is follower
 * mail not sent to an address that bounced before.
 */
type DeliveryReport = {
  sent: number;
  retrying: number;
  failed: number;
  bounced?: number;
  skipped?: number;
  lastErrorCode?: string;
};

/** How many due messages one round claims and sends together. */
const BATCH_SIZE = 20;

type DueMessage = Awaited<ReturnType<typeof findDueMessages>>[number];

function findDueMessages(now: Date) {
  return OutboxMessage.find({
    $or: [
      { status: "pending", next_attempt_at: { $lte: now } },
      // A sender that died mid-send leaves its lock to expire; then anyone may retry.
      { status: "sending", locked_until: { $lte: now } },
    ],
  })
    .sort({ next_attempt_at: 1 })
    .limit(BATCH_SIZE)
    .lean();
}

/**
 * Claims due messages for this sender. Each attempt has a claim record with the unique id
 * `<message id>:<attempt>`, so exactly one sender wins it even when several instances race.
 */
async function claimDueMessages(now: Date): Promise<DueMessage[]> {
  // Another sender may win every candidate of a round; look again a couple of times.
  for (let round = 0; round < 3; round += 1) {
    const candidates = await findDueMessages(now);
    if (candidates.length === 0) return [];
    const claimed = await claimCandidates(candidates, now);
    if (claimed.length > 0) return claimed;
  }
  return [];
}

async function claimCandidates(candidates: DueMessage[], now: Date): Promise<DueMessage[]> {
  const claimed: DueMessage[] = [];
  for (const candidate of candidates) {
    try {
      await OutboxClaim.create({
        _id: `${candidate._id.toString()}:${candidate.attempts}`,
        claimed_by: instanceId,
      });
      claimed.push({ ...candidate, attempts: candidate.attempts + 1 });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  if (claimed.length > 0) {
    await OutboxMessage.updateMany(
      { _id: { $in: claimed.map((message) => message._id) } },
      {
        $set: { status: "sending", locked_by: instanceId, locked_until: new Date(now.getTime() + LOCK_MS) },
        // Safe without atomic $inc: only the claim's winner writes these messages now.
        $inc: { attempts: 1 },
      },
    );
  }
  return claimed;
}

export async function deleteOldOutboxClaims(now: Date = new Date()): Promise<void> {
  await OutboxClaim.deleteMany({ created_at: { $lt: new Date(now.getTime() - 24 * 60 * 60_000) } });
}

/** Sends every message that is due, a batch at a time. */
export async function deliverDueMail(options: {
  sender: MailSender;
  from: string;
  /** The site's address: each Message-ID is on its domain. */
  siteUrl: string;
  retryBaseMs: number;
  now?: () => Date;
  /** For weekly schedules queued here before the mailing engine sent them (none: all still follow). */
  stillFollowing?: StillFollowing;
}): Promise<DeliveryReport> {
  const now = options.now ?? (() => new Date());
  const domain = new URL(options.siteUrl).hostname;
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDueMessages(now());
    if (claimed.length === 0) return report;
    const batch = await setAsideGone(claimed, options.stillFollowing);
    if (batch.length < claimed.length) report.skipped = (report.skipped ?? 0) + claimed.length - batch.length;
    const outcomes = await Promise.allSettled(
      batch.map((message) =>
        options.sender.send({
          messageId: message.message_id || outboxMessageId(message._id.toString(), domain),
          from: options.from,
          to: message.to,
          replyTo: message.reply_to || undefined,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: headersOf(message.headers),
        }),
      ),
    );
    const sentIds = batch.filter((_, index) => outcomes[index]?.status === "fulfilled").map((m) => m._id);
    if (sentIds.length > 0) {
      await OutboxMessage.updateMany(
        { _id: { $in: sentIds }, locked_by: instanceId },
        { $set: { status: "sent", sent_at: now(), locked_until: null, last_error: "" } },
      );
      report.sent += sentIds.length;
    }
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.status !== "rejected") continue;
      const message = batch[index]!;
      const bounce = permanentRecipientRefusal(outcome.reason);
      // A recipient refused for good is not retried: retrying only tells providers we ignore bounces.
      if (bounce) {
        await recordBounce(message.to, bounce);
        report.bounced = (report.bounced ?? 0) + 1;
      }
      const failedForGood = bounce !== null || message.attempts >= MAX_ATTEMPTS;
      const error = String((outcome.reason as Error)?.message ?? outcome.reason).slice(0, 500);
      const code = (outcome.reason as { code?: unknown } | undefined)?.code;
      report.lastErrorCode = code === undefined ? "no code" : String(code);
      await OutboxMessage.updateOne(
        { _id: message._id, locked_by: instanceId },
        {
          $set: {
            status: failedForGood ? "failed" : "pending",
            locked_until: null,
            last_error: error,
            next_attempt_at: new Date(now().getTime() + backoffMs(message.attempts, options.retryBaseMs)),
          },
        },
      );
      if (failedForGood) report.failed += 1;
      else report.retrying += 1;
    }
  }
}

/**
 * The follower of a week's schedule mail: its related id is "<week>:<subscriber id>". Such mail
 * is only here if it was queued before the weekly mail went through the mailing engine (issue 47).
 */
function weeklyFollowerOf(message: DueMessage): string | null {
  if (message.kind !== "weekly-schedule") return null;
  const id = message.related_id.slice(message.related_id.lastIndexOf(":") + 1);
  return /^[a-f\d]{24}$/.test(id) ? id : null;
}

/**
 * Marks as skipped the claimed follower mail whose address bounced after it was queued, and the
 * weekly schedule of whoever has since unsubscribed or left that topic (read again now, just
 * before the batch goes); gives back the rest to send.
 */
async function setAsideGone(claimed: DueMessage[], stillFollowing?: StillFollowing): Promise<DueMessage[]> {
  const weeklyFollowers = claimed.flatMap((message) => weeklyFollowerOf(message) ?? []);
  const [bounced, following] = await Promise.all([
    bouncedAmong(claimed.filter((message) => FOLLOWER_MAIL_KINDS.has(message.kind)).map((message) => message.to)),
    weeklyFollowers.length > 0 && stillFollowing ? stillFollowing("weekly-schedule", weeklyFollowers) : null,
  ]);
  const left = (message: DueMessage) => {
    const follower = weeklyFollowerOf(message);
    return follower !== null && following !== null && !following.has(follower);
  };
  const bouncedOnes = claimed.filter((message) => FOLLOWER_MAIL_KINDS.has(message.kind) && bounced.has(message.to));
  const leftOnes = claimed.filter((message) => !bouncedOnes.includes(message) && left(message));
  for (const [skipped, why] of [
    [bouncedOnes, BOUNCED_BEFORE],
    [leftOnes, NO_LONGER_FOLLOWS],
  ] as const) {
    if (skipped.length === 0) continue;
    await OutboxMessage.updateMany(
      { _id: { $in: skipped.map((message) => message._id) }, locked_by: instanceId },
      { $set: { status: "skipped", locked_until: null, last_error: why } },
    );
  }
  return claimed.filter((message) => !bouncedOnes.includes(message) && !leftOnes.includes(message));
}

type Worker = { kick(): void; stop(): Promise<void> };
let activeWorker: Worker | undefined;

/** Starts this process's outbox worker: it polls, and runs at once when mail is enqueued. */
export function startOutboxWorker(options: {
  sender: MailSender;
  from: string;
  siteUrl: string;
  pollMs: number;
  retryBaseMs: number;
  log: (message: string) => void;
  stillFollowing?: StillFollowing;
  /** Other periodic chores to run before each delivery round (errors are logged). */
  housekeeping?: () => Promise<void>;
}): Worker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const run = async () => {
    try {
      await options.housekeeping?.();
      const report = await deliverDueMail(options);
      if (report.retrying + report.failed > 0) {
        options.log(
          `outbox: ${report.sent} sent, ${report.retrying} to retry, ${report.failed} failed for good (last error: ${report.lastErrorCode})`,
        );
      }
      if (report.bounced) {
        // Many at once may mean a relay refusing everyone, not dead mailboxes: say so where it shows.
        options.log(
          `outbox: ${report.bounced} recipients refused for good (5xx at RCPT TO or DATA), recorded as bounced`,
        );
      }
      if (report.skipped) options.log(`outbox: ${report.skipped} follower mails skipped (address bounced before)`);
    } catch (error) {
      // Most likely the database is down: try again on the next tick.
      options.log(`outbox: ${(error as Error).message}`);
    }
  };

  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = run().finally(() => {
      running = undefined;
      if (stopped) return;
      if (again) {
        again = false;
        setImmediate(tick);
      } else {
        timer = setTimeout(tick, options.pollMs);
      }
    });
  };

  const worker: Worker = {
    kick: () => setImmediate(tick),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      if (activeWorker === worker) activeWorker = undefined;
    },
  };
  activeWorker = worker;
  options.log(`outbox worker started; mail goes to ${options.sender.description}`);
  tick();
  return worker;
}

/** Lean documents give a Map field back as a plain object. */
function headersOf(headers: unknown): Record<string, string> {
  if (headers instanceof Map) return Object.fromEntries(headers);
  return (headers as Record<string, string> | null | undefined) ?? {};
}
