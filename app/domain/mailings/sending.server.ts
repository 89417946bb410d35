// Sends the mailings that are due, from every server at once, each recipient once:
// - the first server to insert a mailing's start fixes its recipients, a row each, whose id
//   `<mailing>:<subscriber>` is unique (a resumed start inserts nobody twice); followers whose
//   address bounced are rows marked skipped;
// - each server reads the list once and walks it from a place of its own; each send attempt of a
//   row is claimed by inserting `<row>:<attempt>`, so two servers never both mail a recipient;
// - what became of an attempt is inserted under the claim's id. When a server has walked the
//   whole list it sweeps: an attempt that must be retried, or whose server died mid-send
//   (SIGKILL; its claim has no outcome after LOCK_MS), is claimed again as the next attempt. That
//   message may then go twice, with the same Message-ID, derived from the row;
// - every batch takes its share of MAIL_RATE_PER_MINUTE first (send-rate.server.ts), and just
//   before it goes drops whoever has since unsubscribed, left the topic or bounced (an outcome
//   "skipped" under the attempt's id): the list is fixed at the start, its people are not;
// - a stop-change notice is read again just before its start (by the `reread` its caller hands
//   in: events/notice-rereads.server.ts): it goes with what is true then, or is withdrawn when
//   nothing it said is true any more; one held
//   for an Owner (past the day's share of notices) waits until an Owner sends it.
// On FerretDB 1.24 a read by anything but _id reads the whole collection and an update costs
// about as much, while an insert is cheap: so sending writes inserts only, and reads a mailing's
// claims and outcomes once per sweep. The mail does not pass through the outbox: it is not
// visitor mail and stores no copy per recipient; the frame and links are made per recipient.
import { createHash, randomUUID } from "node:crypto";
import { getBusinessDetails, hasPostalAddress } from "#app/domain/business/business-details.server.ts";
import { bouncedAmong, permanentRecipientRefusal, recordBounce } from "#app/domain/mail/bounces.server.ts";
import { followerMail } from "#app/domain/mail/follower-mail.server.ts";
import type { MailSender } from "#app/domain/mail/transport.server.ts";
import { followerLinks, listFollowers, stillFollowing } from "#app/domain/newsletter/followers.server.ts";
import type { FollowerTopic } from "#app/domain/newsletter/topics.ts";
import { duplicateIndexes, isDuplicateKey, isOnlyDuplicates } from "#app/domain/shared/duplicate-keys.server.ts";
import type { Language } from "#app/i18n/language.ts";
import {
  Mailing,
  MailingOutcome,
  MailingRecipient,
  MailingSendClaim,
  MailingStart,
} from "#app/models/mailing.server.ts";
import { type MailingWords, type NoticeReread, withdrawMailing, wordsIn } from "./mailings.server.ts";
import { deleteOldSendSlots, giveBackSendSlots, takeSendSlots } from "./send-rate.server.ts";

/** Recipient rows per insert: measured on FerretDB 1.24 (README, "Mail to followers"). */
export const QUEUE_BATCH = 1000;
/** Rows one round sends together (the SMTP pool has 4 connections). */
const SEND_BATCH = 20;
/** How soon a server that walked a mailing's list looks again at what is left of it, at most. */
const SWEEP_MS = 1000;
const MAX_SWEEP_MS = 30_000;
/** Finished mailings keep their rows, claims and outcomes this long (their counts stay for good). */
const KEEP_FINISHED_MS = 7 * 24 * 60 * 60_000;
/** A start that has not finished queueing after this long is taken to have died; any server resumes it. */
const RESUME_AFTER_MS = 5 * 60_000;
/** How long a row being sent stays its sender's; after that (the sender died) it is sent again. */
const LOCK_MS = 2 * 60_000;
const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 60_000;

const instanceId = randomUUID();

type Context = { siteUrl: string; secret: string };
type StartRecord = MailingWords & {
  _id: string;
  /** The Spanish words, when the mailing has them (issue 50). */
  es?: MailingWords | null;
  claimed_at: Date;
  claimed_by?: string;
  queued_at: Date | null;
};
type RecipientRow = { _id: string; subscriber_id: string; email: string; skipped?: string };

/**
 * Starts every mailing whose time has come: fixes its recipients. Returns how many it started.
 * `reread` gives a notice's words as things are just before it starts.
 */
export async function startDueMailings(
  now: Date,
  log: (message: string) => void,
  reread: NoticeReread = async () => undefined,
): Promise<number> {
  const due = await Mailing.find({ status: { $in: ["scheduled", "sending"] }, send_at: { $lte: now } })
    .sort({ send_at: 1 })
    .lean<
      {
        _id: string;
        kind: string;
        topic: FollowerTopic;
        subject: string;
        text: string;
        html: string;
        es?: MailingWords | null;
        status: string;
        held_for: string;
      }[]
    >();
  // Notices of a changed stop start first, as they are sent first: a campaign started before a
  // notice's re-reading was done could take the minute's slots that the notice should have had
  // (seen as a flaky test with two servers and a rate of 2).
  const waiting = due
    .filter((mailing) => mailing.status === "scheduled" || !queuedHere.has(mailing._id))
    .sort((a, b) => Number(a.kind !== "stop-change") - Number(b.kind !== "stop-change"));
  if (waiting.length === 0) return 0;
  const details = await getBusinessDetails();
  let started = 0;
  for (const mailing of waiting) {
    // Past the day's share of notices: an Owner's "Send now" lets it go.
    if (mailing.status === "scheduled" && mailing.held_for === "owner") continue;
    if (mailing.status === "scheduled" && !hasPostalAddress(details)) {
      // No footer address, no follower mail: it waits, and the portal says why.
      if (mailing.held_for !== "postal-address") {
        await Mailing.updateOne({ _id: mailing._id, status: "scheduled" }, { $set: { held_for: "postal-address" } });
      }
      continue;
    }
    if (mailing.status === "scheduled" && mailing.kind === "stop-change") {
      const fresh = await reread(mailing._id);
      if (fresh === null) {
        await withdrawMailing(mailing._id);
        log(`mailings: ${mailing._id} withdrawn: nothing it said is true any more`);
        continue;
      }
      if (fresh) {
        Object.assign(mailing, fresh);
        await Mailing.updateOne({ _id: mailing._id, status: "scheduled" }, { $set: fresh });
      }
    }
    const start = await claimStart(mailing, now);
    if (!start) continue;
    await Mailing.updateOne({ _id: mailing._id }, { $set: { status: "sending", held_for: "" } });
    const rows = await queueRecipients(mailing._id, mailing.topic);
    const skipped = rows.filter((row) => row.skipped).length;
    await MailingStart.updateOne({ _id: mailing._id }, { $set: { queued_at: now } });
    await Mailing.updateOne({ _id: mailing._id }, { $set: { total: rows.length, skipped } });
    queuedHere.add(mailing._id);
    plans.set(mailing._id, newPlan({ ...start, queued_at: now }, mailing.topic, rows, new Set()));
    log(`mailings: ${mailing._id} queued for ${rows.length} followers`);
    started += 1;
  }
  return started;
}

/** Mailings this process knows are fully queued: the loop asks often, the database once. */
const queuedHere = new Set<string>();

/** The start this server may queue: its own new one, or one whose server died queueing. */
async function claimStart(
  mailing: MailingWords & { _id: string; es?: MailingWords | null },
  now: Date,
): Promise<StartRecord | null> {
  try {
    const start = {
      _id: mailing._id,
      subject: mailing.subject,
      text: mailing.text,
      html: mailing.html,
      ...(mailing.es ? { es: mailing.es } : {}),
      claimed_at: now,
      claimed_by: instanceId,
    };
    await MailingStart.create(start);
    return { ...start, queued_at: null };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
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

/**
 * A row per follower of `topic` now; a row already there (a resumed start) stays as it is.
 * Returns the mailing's fixed list, read back whole (a resumed start may have found more).
 */
async function queueRecipients(mailingId: string, topic: FollowerTopic): Promise<RecipientRow[]> {
  const followers = await listFollowers(topic);
  const bounced = await bouncedAmong(followers.map((follower) => follower.email));
  for (let first = 0; first < followers.length; first += QUEUE_BATCH) {
    const rows = followers.slice(first, first + QUEUE_BATCH).map((follower) => ({
      _id: `${mailingId}:${follower.id}`,
      mailing_id: mailingId,
      subscriber_id: follower.id,
      email: follower.email,
      skipped: bounced.has(follower.email) ? "this address bounced before" : "",
    }));
    try {
      await MailingRecipient.insertMany(rows, { ordered: false, lean: true });
    } catch (error) {
      if (!isOnlyDuplicates(error)) throw error;
    }
  }
  return readRecipients(mailingId);
}

async function readRecipients(mailingId: string): Promise<RecipientRow[]> {
  return MailingRecipient.find({ mailing_id: mailingId }, { _id: 1, subscriber_id: 1, email: 1, skipped: 1 }).lean<
    RecipientRow[]
  >();
}

/** The Message-ID of a recipient's mail: the same however often it is sent. */
export function mailingMessageId(rowId: string, siteUrl: string): string {
  const digest = createHash("sha256").update(rowId).digest("hex").slice(0, 32);
  return `<mailing-${digest}@${new URL(siteUrl).hostname}>`;
}

/** An attempt to make: the row, and which attempt of it this is (1 for the first). */
type Attempt = { row: RecipientRow; attempt: number };

/** What this server knows of a mailing it sends: its words, its list and where it is in it. */
type Plan = {
  start: StartRecord;
  /** Whose followers it goes to: each batch checks its recipients still are. */
  topic: FollowerTopic;
  /** Rows this server has still to try on its walk, from a place of its own. */
  walk: RecipientRow[];
  /** Attempts the last sweep found due (retries, or rows whose server died). */
  due: Attempt[];
  /** When to sweep next (this process's clock); 0 = once the walk is done. */
  sweepAt: number;
  /** The rows to send, by id (skipped ones left out). */
  rowsById: Map<string, RecipientRow>;
  /** Every row, skipped ones included, and those skipped: the counts kept when it is sent. */
  total: number;
  skipped: number;
};

/** The mailings this process sends, by id: each read from the database once. */
const plans = new Map<string, Plan>();

function newPlan(start: StartRecord, topic: FollowerTopic, rows: RecipientRow[], claimed: Set<string>): Plan {
  const sendable = rows.filter((row) => !row.skipped).sort((a, b) => (a._id < b._id ? -1 : 1));
  const unclaimed = sendable.filter((row) => !claimed.has(row._id));
  // Servers walking the same list start at different places, so they rarely reach for one row.
  const from = Math.floor(Math.random() * unclaimed.length);
  return {
    start,
    topic,
    walk: [...unclaimed.slice(from), ...unclaimed.slice(0, from)],
    due: [],
    sweepAt: 0,
    rowsById: new Map(sendable.map((row) => [row._id, row])),
    total: rows.length,
    skipped: rows.length - sendable.length,
  };
}

/** The plan of a mailing being sent, read once; null while its recipients are still being fixed. */
async function planFor(mailingId: string, topic: FollowerTopic): Promise<Plan | null> {
  const known = plans.get(mailingId);
  if (known) return known;
  const start = await MailingStart.findById(mailingId).lean<StartRecord>();
  if (!start?.queued_at) return null;
  const [rows, claims] = await Promise.all([
    readRecipients(mailingId),
    MailingSendClaim.find({ mailing_id: mailingId }, { _id: 1 }).lean<{ _id: string }[]>(),
  ]);
  // A row with any claim is left to the sweep: its first attempt was made or is being made.
  const claimed = new Set(claims.map((claim) => claim._id.slice(0, claim._id.lastIndexOf(":"))));
  const plan = newPlan(start, topic, rows, claimed);
  plans.set(mailingId, plan);
  return plan;
}

export type SendRound = {
  sent: number;
  failed: number;
  retrying: number;
  rateLimited: boolean;
  /** Nothing to send now (nothing due, or only waiting for a sweep). */
  idle: boolean;
};

/** Sends one batch of a mailing being sent, within the rate. */
export async function sendMailingRound(options: {
  sender: MailSender;
  from: string;
  context: Context;
  ratePerMinute: number;
  now: Date;
}): Promise<SendRound> {
  const { now } = options;
  const round: SendRound = { sent: 0, failed: 0, retrying: 0, rateLimited: false, idle: true };
  // Only a mailing whose time has come by this server's clock, as for starting one. A claim's age
  // is read on the clock of the server that made it, so a server whose clock stood minutes behind
  // another's would have its fresh claims taken for a dead server's and sent again (seen with a
  // test server eleven minutes ahead: a follower mailed twice).
  const sending = await Mailing.find(
    { status: "sending", send_at: { $lte: now } },
    { _id: 1, kind: 1, topic: 1, send_at: 1 },
  ).lean<{ _id: string; kind: string; topic: FollowerTopic; send_at: Date }[]>();
  // A notice that a stop changed goes before news: it is about today or this week.
  sending.sort(
    (a, b) =>
      Number(a.kind !== "stop-change") - Number(b.kind !== "stop-change") || a.send_at.getTime() - b.send_at.getTime(),
  );
  const ids = new Set(sending.map((mailing) => mailing._id));
  for (const id of plans.keys()) if (!ids.has(id)) plans.delete(id);

  let batch: Attempt[] = [];
  let plan: Plan | null = null;
  for (const { _id: id, kind, topic } of sending) {
    plan = await planFor(id, topic);
    // A notice another server is still fixing the recipients of comes first all the same: sending
    // news meanwhile would take the minute's slots the notice is about to need (seen as a flaky
    // test: two servers at a rate of 2, one sent a campaign while the other queued a notice).
    if (!plan && kind === "stop-change") return round;
    if (!plan) continue;
    batch = await nextBatch(id, plan, Math.min(SEND_BATCH, batchFor(options.ratePerMinute)), now);
    if (batch.length > 0) break;
  }
  if (!plan || batch.length === 0) return round;
  round.idle = false;

  const slots = await takeSendSlots(batch.length, options.ratePerMinute, now);
  // What the rate does not allow now goes back to the front, for the next round.
  putBack(plan, batch.slice(slots));
  batch = batch.slice(0, slots);
  if (batch.length === 0) return { ...round, rateLimited: true };
  const claimed = await claimAttempts(plan.start._id, batch, now);
  const won = await dropGoneRecipients(plan, claimed, now);
  if (won.length < slots) await giveBackSendSlots(slots - won.length, now);
  if (won.length === 0) return round;

  const postalAddress = (await getBusinessDetails()).postalAddress;
  const { start } = plan;
  const outcomes = await Promise.allSettled(
    won.map(({ row, language }) => {
      const mail = followerMail({
        ...wordsIn(start, language),
        ...followerLinks(row.email, options.context, language),
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
  const records = [];
  for (const [index, outcome] of outcomes.entries()) {
    const { row, attempt } = won[index]!;
    const base = { _id: `${row._id}:${attempt}`, mailing_id: start._id, created_at: now };
    if (outcome.status === "fulfilled") {
      records.push({ ...base, result: "sent" });
      round.sent += 1;
      continue;
    }
    const bounce = permanentRecipientRefusal(outcome.reason);
    if (bounce) await recordBounce(row.email, bounce);
    const forGood = bounce !== null || attempt >= MAX_ATTEMPTS;
    const error = String((outcome.reason as Error)?.message ?? outcome.reason).slice(0, 500);
    records.push({
      ...base,
      result: forGood ? "failed" : "retry",
      error,
      retry_at: forGood ? null : new Date(now.getTime() + RETRY_BASE_MS * 2 ** (attempt - 1)),
    });
    if (forGood) round.failed += 1;
    else round.retrying += 1;
  }
  await MailingOutcome.insertMany(records, { ordered: false, lean: true });
  return round;
}

/**
 * The attempts of a batch whose recipients still follow the mailing's topic and have not bounced,
 * read again now, each with the language the follower reads now: the others settle as "skipped"
 * (their claim's outcome), never sent.
 */
async function dropGoneRecipients(
  plan: Plan,
  attempts: Attempt[],
  now: Date,
): Promise<(Attempt & { language: Language })[]> {
  if (attempts.length === 0) return [];
  const [following, bounced] = await Promise.all([
    stillFollowing(
      plan.topic,
      attempts.map(({ row }) => row.subscriber_id),
    ),
    bouncedAmong(attempts.map(({ row }) => row.email)),
  ]);
  const gone = attempts.filter(({ row }) => !following.has(row.subscriber_id) || bounced.has(row.email));
  const staying = attempts
    .filter((attempt) => !gone.includes(attempt))
    .map((attempt) => ({ ...attempt, language: following.get(attempt.row.subscriber_id) ?? ("en" as const) }));
  if (gone.length === 0) return staying;
  await MailingOutcome.insertMany(
    gone.map(({ row, attempt }) => ({
      _id: `${row._id}:${attempt}`,
      mailing_id: plan.start._id,
      result: "skipped",
      error: bounced.has(row.email) ? "this address bounced" : "no longer follows this topic",
      created_at: now,
    })),
    { ordered: false, lean: true },
  );
  return staying;
}

/** A batch a rate can take in about ten seconds, so a low rate spreads out what it sends. */
function batchFor(ratePerMinute: number): number {
  return Math.max(1, Math.ceil(ratePerMinute / 6));
}

/** The next attempts of a plan: its walk first, then what its sweeps find due. */
async function nextBatch(mailingId: string, plan: Plan, size: number, now: Date): Promise<Attempt[]> {
  if (plan.walk.length > 0) return plan.walk.splice(0, size).map((row) => ({ row, attempt: 1 }));
  if (plan.due.length === 0 && Date.now() >= plan.sweepAt) {
    const { due, inFlight } = await sweep(mailingId, plan, now);
    plan.due = due;
    // Rows other servers are sending settle by themselves: the more there are, the later to look.
    plan.sweepAt = Date.now() + Math.min(MAX_SWEEP_MS, Math.max(SWEEP_MS, inFlight * 5));
  }
  return plan.due.splice(0, size);
}

function putBack(plan: Plan, attempts: Attempt[]): void {
  if (attempts.length === 0) return;
  if (attempts.every((entry) => entry.attempt === 1)) plan.walk.unshift(...attempts.map((entry) => entry.row));
  else plan.due.unshift(...attempts);
}

/** Claims each attempt by a unique insert; returns the ones this server won. */
async function claimAttempts(mailingId: string, batch: Attempt[], now: Date): Promise<Attempt[]> {
  const claims = batch.map(({ row, attempt }) => ({
    _id: `${row._id}:${attempt}`,
    mailing_id: mailingId,
    created_at: now,
  }));
  let lost = new Set<number>();
  try {
    await MailingSendClaim.insertMany(claims, { ordered: false, lean: true });
  } catch (error) {
    if (!isOnlyDuplicates(error)) throw error;
    lost = new Set(duplicateIndexes(error, claims.length));
  }
  return batch.filter((_, index) => !lost.has(index));
}

/**
 * What is left of a mailing once this server has walked its list: the attempts due now. When
 * every row has its last outcome (sent or failed for good), the mailing is sent, its counts kept.
 */
async function sweep(mailingId: string, plan: Plan, now: Date): Promise<{ due: Attempt[]; inFlight: number }> {
  const [claims, outcomes] = await Promise.all([
    MailingSendClaim.find({ mailing_id: mailingId }).lean<{ _id: string; created_at: Date }[]>(),
    MailingOutcome.find({ mailing_id: mailingId }, { _id: 1, result: 1, retry_at: 1 }).lean<
      { _id: string; result: "sent" | "failed" | "retry" | "skipped"; retry_at: Date | null }[]
    >(),
  ]);
  const lastClaim = new Map<string, { attempt: number; at: Date }>();
  for (const claim of claims) {
    const cut = claim._id.lastIndexOf(":");
    const rowId = claim._id.slice(0, cut);
    const attempt = Number(claim._id.slice(cut + 1));
    if ((lastClaim.get(rowId)?.attempt ?? 0) < attempt) lastClaim.set(rowId, { attempt, at: claim.created_at });
  }
  const outcomeOf = new Map(outcomes.map((outcome) => [outcome._id, outcome]));
  const due: Attempt[] = [];
  let unsettled = 0;
  let sent = 0;
  let failed = 0;
  let dropped = 0;
  for (const [rowId, row] of plan.rowsById) {
    const last = lastClaim.get(rowId);
    if (!last) {
      // Claimed by nobody yet (another server's walk is still to reach it): a first attempt.
      due.push({ row, attempt: 1 });
      unsettled += 1;
      continue;
    }
    const outcome = outcomeOf.get(`${rowId}:${last.attempt}`);
    if (outcome?.result === "sent") sent += 1;
    else if (outcome?.result === "failed") failed += 1;
    else if (outcome?.result === "skipped") dropped += 1;
    else {
      unsettled += 1;
      const dueAt = outcome ? (outcome.retry_at ?? now) : new Date(last.at.getTime() + LOCK_MS);
      if (dueAt <= now) due.push({ row, attempt: last.attempt + 1 });
    }
  }
  if (unsettled === 0) {
    await Mailing.updateOne(
      { _id: mailingId, status: "sending" },
      // The counts again with the total: a server stopped just after queueing may not have set it.
      {
        $set: { status: "sent", finished_at: now, total: plan.total, skipped: plan.skipped + dropped, sent, failed },
      },
    );
    plans.delete(mailingId);
  }
  return { due, inFlight: unsettled - due.length };
}

/**
 * Rate rows past their minute, and the claims, outcomes and rows of mailings finished a week ago
 * (their counts stay on the mailing).
 */
export async function deleteOldMailingClaims(now: Date): Promise<void> {
  await deleteOldSendSlots(now);
  const finished = await Mailing.find(
    { status: "sent", finished_at: { $lt: new Date(now.getTime() - KEEP_FINISHED_MS) }, pruned: { $ne: true } },
    { _id: 1 },
  ).lean<{ _id: string }[]>();
  if (finished.length === 0) return;
  const ids = finished.map((mailing) => mailing._id);
  await MailingSendClaim.deleteMany({ mailing_id: { $in: ids } });
  await MailingOutcome.deleteMany({ mailing_id: { $in: ids } });
  await MailingRecipient.deleteMany({ mailing_id: { $in: ids } });
  await Mailing.updateMany({ _id: { $in: ids } }, { $set: { pruned: true } });
}

/**
 * This process's mailing worker: starts due mailings and sends batches back to back while there
 * is work, spaced to the rate, else waits `pollMs`. `stop` lets the batch in hand finish
 * (SIGTERM): every attempt it made has its outcome, so nobody is mailed twice after a restart.
 */
export function startMailingWorker(options: {
  sender: MailSender;
  from: string;
  context: Context;
  ratePerMinute: number;
  pollMs: number;
  now: () => Date;
  log: (message: string) => void;
  /** A notice's words as things are just before it starts (none: each goes as it was written). */
  reread?: NoticeReread;
}): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let lastCleanup = 0;
  let wake = () => {};
  const msPerMail = 60_000 / options.ratePerMinute;
  const run = async () => {
    try {
      await startDueMailings(options.now(), options.log, options.reread);
      for (;;) {
        if (stopped) return;
        const started = performance.now();
        const round = await sendMailingRound({ ...options, now: options.now() });
        if (round.failed + round.retrying > 0) {
          options.log(`mailings: ${round.sent} sent, ${round.retrying} to retry, ${round.failed} failed for good`);
        }
        if (round.idle || round.rateLimited) break;
        // Spread over the minute rather than all at its start: the site keeps its speed.
        const made = round.sent + round.failed + round.retrying;
        const wait = made * msPerMail - (performance.now() - started);
        if (wait > 0) {
          await new Promise<void>((resolve) => {
            const pause = setTimeout(resolve, wait);
            wake = () => {
              clearTimeout(pause);
              resolve();
            };
          });
        }
      }
      if (Date.now() - lastCleanup > 60 * 60_000) {
        lastCleanup = Date.now();
        await deleteOldMailingClaims(options.now());
      } else {
        await deleteOldSendSlots(options.now());
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
      wake();
      await running;
    },
  };
}
