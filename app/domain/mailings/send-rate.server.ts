// MAIL_RATE_PER_MINUTE across every server: each message sent first inserts a row, and the rows of
// the last minute are counted. A server takes a few at a time: it inserts them, counts again, and
// if the window is now over the rate (another server took some meanwhile) it gives all of its
// own back and waits. Every kept row was counted by its taker with every row before it, so no
// minute holds more than the rate; a race costs a little speed, never an extra message.
import { randomUUID } from "node:crypto";
import { MailingSendSlot } from "#app/models/mailing.server.ts";

export const RATE_WINDOW_MS = 60_000;
const instanceId = randomUUID();

/** How many of `wanted` sends this server may make now (0 to `wanted`), at `rate` a minute. */
export async function takeSendSlots(wanted: number, rate: number, now: Date): Promise<number> {
  if (wanted <= 0) return 0;
  const window = { at: { $gt: new Date(now.getTime() - RATE_WINDOW_MS) } };
  const used = await MailingSendSlot.countDocuments(window);
  const take = Math.min(wanted, rate - used);
  if (take <= 0) return 0;
  const rows = await MailingSendSlot.insertMany(
    Array.from({ length: take }, () => ({ at: now, by: instanceId })),
    { lean: true },
  );
  if ((await MailingSendSlot.countDocuments(window)) <= rate) return take;
  await MailingSendSlot.deleteMany({ _id: { $in: rows.map((row) => row._id) } });
  return 0;
}

/** Rows older than the window count for nothing (FerretDB has no TTL indexes). */
export async function deleteOldSendSlots(now: Date): Promise<void> {
  await MailingSendSlot.deleteMany({ at: { $lt: new Date(now.getTime() - 2 * RATE_WINDOW_MS) } });
}
