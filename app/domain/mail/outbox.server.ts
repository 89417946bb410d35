// The mail outbox: messages are stored first, then sent by a worker in each server process.
// A message is claimed with one atomic update (status + lock), so with several server
// instances each message is sent by exactly one of them; failures are retried with backoff.
import { randomUUID } from "node:crypto";
import { OutboxMessage, type MAIL_KINDS } from "../../models/outbox-message.server.ts";
import type { MailSender } from "./transport.server.ts";

export type MailKind = (typeof MAIL_KINDS)[number];

export type NewMail = {
  kind: MailKind;
  relatedId: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

export const MAX_ATTEMPTS = 10;
/** How long a claimed message stays locked to its sender before another may retry it. */
const LOCK_MS = 2 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const instanceId = randomUUID();

/** Queues mail; a message of the same kind about the same record is only ever queued once. */
export async function enqueueMail(mails: NewMail[]): Promise<void> {
  try {
    await OutboxMessage.insertMany(
      mails.map((mail) => ({
      kind: mail.kind,
      related_id: mail.relatedId,
      to: mail.to,
      reply_to: mail.replyTo ?? "",
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
        headers: mail.headers ?? {},
      })),
      { ordered: false },
    );
  } catch (error) {
    if (!isOnlyDuplicates(error)) throw error;
  }
  activeWorker?.kick();
}

function isOnlyDuplicates(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: { code?: number; err?: { code?: number } }[] })
    .writeErrors;
  if ((error as { code?: number }).code === 11000 && !writeErrors) return true;
  return (
    Array.isArray(writeErrors) &&
    writeErrors.length > 0 &&
    writeErrors.every((entry) => (entry.code ?? entry.err?.code) === 11000)
  );
}

export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

type DeliveryReport = { sent: number; retrying: number; failed: number };

/** Sends every message that is due, one claim at a time. */
export async function deliverDueMail(options: {
  sender: MailSender;
  from: string;
  retryBaseMs: number;
  now?: () => Date;
}): Promise<DeliveryReport> {
  const now = options.now ?? (() => new Date());
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const claimedAt = now();
    const message = await OutboxMessage.findOneAndUpdate(
      {
        $or: [
          { status: "pending", next_attempt_at: { $lte: claimedAt } },
          // A sender that died mid-send leaves its lock to expire.
          { status: "sending", locked_until: { $lte: claimedAt } },
        ],
      },
      {
        $set: {
          status: "sending",
          locked_by: instanceId,
          locked_until: new Date(claimedAt.getTime() + LOCK_MS),
        },
        $inc: { attempts: 1 },
      },
      { sort: { next_attempt_at: 1 }, returnDocument: "after" },
    );
    if (!message) return report;

    try {
      await options.sender.send({
        messageId: `<${message._id.toString()}@sando-truck>`,
        from: options.from,
        to: message.to,
        replyTo: message.reply_to || undefined,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: Object.fromEntries(message.headers ?? new Map()),
      });
      await OutboxMessage.updateOne(
        { _id: message._id, locked_by: instanceId },
        { $set: { status: "sent", sent_at: now(), locked_until: null, last_error: "" } },
      );
      report.sent += 1;
    } catch (error) {
      const failedForGood = message.attempts >= MAX_ATTEMPTS;
      await OutboxMessage.updateOne(
        { _id: message._id, locked_by: instanceId },
        {
          $set: {
            status: failedForGood ? "failed" : "pending",
            locked_until: null,
            last_error: (error as Error).message.slice(0, 500),
            next_attempt_at: new Date(now().getTime() + backoffMs(message.attempts, options.retryBaseMs)),
          },
        },
      );
      if (failedForGood) report.failed += 1;
      else report.retrying += 1;
    }
  }
}

type Worker = { kick(): void; stop(): Promise<void> };
let activeWorker: Worker | undefined;

/** Starts this process's outbox worker: it polls, and runs at once when mail is enqueued. */
export function startOutboxWorker(options: {
  sender: MailSender;
  from: string;
  pollMs: number;
  retryBaseMs: number;
  log: (message: string) => void;
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
          `outbox: ${report.sent} sent, ${report.retrying} to retry, ${report.failed} failed for good`,
        );
      }
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
