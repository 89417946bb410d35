// One waiting notice to followers of stop changes per subject (a stop, a closure): each change
// rewrites the notice while it waits and restarts its wait; once it has started sending, the next
// change makes notice n+1. Which change starts a new notice is decided by the unique insert of its
// claim (docs/decisions/0004-atomicity.md), so two changes at once make one notice.
import { STOP_NOTICE_MESSAGES } from "#app/content/portal-messages.ts";
import {
  createMailing,
  mailingProgress,
  updateScheduledMailing,
  type MailingContent,
  type MailingProgress,
} from "#app/domain/mailings/mailings.server.ts";
import { isDuplicateKey } from "#app/domain/shared/duplicate-keys.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";

/** How long a notice waits after the last change, so a quick correction goes in the same mail. */
export const NOTICE_WAIT_MS = 10 * 60_000;

export async function scheduleWaitingNotice<Claim extends { _id: string; n: number }>(options: {
  /** The subject's latest claim, or null before its first notice. */
  latest: () => Promise<Claim | null>;
  /** Inserts the claim of notice `n` and returns its id; a duplicate key when another got there. */
  claim: (n: number) => Promise<string>;
  /** The words of the notice: `latest` is the claim it rewrites, null for a new one. */
  content: (latest: Claim | null) => MailingContent;
  sendAt: Date;
  by: string;
}): Promise<MailingProgress> {
  const make = (id: string, content: MailingContent) =>
    createMailing({
      id,
      kind: "stop-change",
      topic: "stop-changes",
      content,
      sendAt: options.sendAt,
      createdBy: options.by,
    });
  for (let attempt = 0; attempt < 5; attempt++) {
    const latest = await options.latest();
    if (latest) {
      const content = options.content(latest);
      const updated = await updateScheduledMailing(latest._id, content, options.sendAt);
      if (updated) return updated;
      // Claimed by a change that has not made its mailing yet (or a server stopped between the
      // two): make it now; creating is idempotent by id, so whichever comes first stands.
      if (!(await mailingProgress(latest._id))) return make(latest._id, content);
    }
    let id: string;
    try {
      id = await options.claim((latest?.n ?? 0) + 1);
    } catch (error) {
      // Another change claimed this number a moment ago: join its notice instead.
      if (isDuplicateKey(error)) continue;
      throw error;
    }
    return make(id, options.content(null));
  }
  throw new Refusal(503, STOP_NOTICE_MESSAGES.failed);
}
