// MAIL_RATE_PER_MINUTE across every server: before sending a batch, a server inserts a row saying
// how many it sends, and the rows of the last minute are summed. It sums first, inserts what is
// left of the rate, and sums again: if the minute is now over the rate (another server took some
// meanwhile), it deletes its row and waits. Every kept row was summed by its taker with every row
// before it, so no minute holds more than the rate; a race costs a little speed, never a message.
// A row per batch rather than per message keeps the sum a read of a few hundred rows at most.
import { randomUUID } from "node:crypto";
import { MailingSendSlot } from "#app/models/mailing.server.ts";

export const RATE_WINDOW_MS = 60_000;
const instanceId = randomUUID();

/** How many of `wanted` sends this server may make now (0 to `wanted`), at `rate` a minute. */
export async function takeSendSlots(wanted: number, rate: number, now: Date): Promise<number> {
  if (wanted <= 0) return 0;
  const since = new Date(now.getTime() - RATE_WINDOW_MS);
  const take = Math.min(wanted, rate - (await sentSince(since)));
  if (take <= 0) return 0;
  const row = await MailingSendSlot.create({ at: now, count: take, by: instanceId });
  if ((await sentSince(since)) <= rate) return take;
  await MailingSendSlot.deleteOne({ _id: row._id });
  return 0;
}

/** Slots taken but not used (another server had claimed those rows): they count for nothing. */
export async function giveBackSendSlots(count: number, now: Date): Promise<void> {
  await MailingSendSlot.create({ at: now, count: -count, by: instanceId });
}

async function sentSince(since: Date): Promise<number> {
  const [sum] = await MailingSendSlot.aggregate<{ total: number }>([
    { $match: { at: { $gt: since } } },
    { $group: { _id: null, total: { $sum: "$count" } } },
  ]);
  return sum?.total ?? 0;
}

/** Rows older than the window count for nothing (FerretDB has no TTL indexes). */
export async function deleteOldSendSlots(now: Date): Promise<void> {
  await MailingSendSlot.deleteMany({ at: { $lt: new Date(now.getTime() - 2 * RATE_WINDOW_MS) } });
}
