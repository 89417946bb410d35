// One waiting notice to followers of stop changes per subject (a stop, a closure): each change
// rewrites the notice while it waits (with "Tell followers" ticked, its wait restarts); once it has
// started sending, the next change told makes notice n+1. Which change starts a new notice is
// decided by the unique insert of its claim (docs/decisions/0004-atomicity.md), so two changes at
// once make one notice. A notice says only what is true (issue 44): a change that leaves nothing
// to tell withdraws the waiting notice, ticked or not, and one that takes part of its news back
// rewrites it. A new notice takes one of the day's places (NOTICES_PER_DAY); past them it waits
// for an Owner to send it.
import { STOP_NOTICE_MESSAGES } from "#app/content/portal-messages.ts";
import {
  createMailing,
  holdForOwner,
  type MailingContent,
  type MailingProgress,
  mailingProgress,
  rescheduleMailing,
  updateScheduledMailing,
  withdrawMailing,
} from "#app/domain/mailings/mailings.server.ts";
import { now } from "#app/domain/shared/clock.server.ts";
import { todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { isDuplicateKey } from "#app/domain/shared/duplicate-keys.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { may } from "#app/domain/staff/rights.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { NoticeDayPlace } from "#app/models/mailing.server.ts";

/** How long a notice waits after the last change, so a quick correction goes in the same mail. */
export const NOTICE_WAIT_MS = 10 * 60_000;

/**
 * Takes one of the truck day's places for a new notice: the insert of `<day>:<place>` decides,
 * so servers and requests at once cannot hand out more than NOTICES_PER_DAY. False when none is
 * left (the notice then waits for an Owner).
 */
async function takeDayPlace(mailingId: string, at: Date): Promise<boolean> {
  const day = todayInTruckTimeZone(at);
  const taken = await NoticeDayPlace.find({ _id: { $regex: `^${day}:` } }, { mailing_id: 1 }).lean<
    { mailing_id: string }[]
  >();
  // This notice's own place, taken by a first try that stopped before making its mailing.
  if (taken.some((place) => place.mailing_id === mailingId)) return true;
  for (let place = taken.length + 1; place <= getConfig().mail.noticesPerDay; place++) {
    try {
      await NoticeDayPlace.create({ _id: `${day}:${place}`, mailing_id: mailingId, created_at: at });
      return true;
    } catch (error) {
      // Another notice took this place a moment ago: try the next.
      if (!isDuplicateKey(error)) throw error;
    }
  }
  return false;
}

/**
 * "Send now" (Owners only, issue 44): a subject's waiting notice goes at once, one held past the
 * day's share too. Refused when none is waiting.
 */
export async function sendWaitingNoticeNow(
  notice: MailingProgress | null,
  admin: { role: "owner" | "staff" },
): Promise<MailingProgress> {
  if (!may(admin.role, "sendNoticeNow")) throw new Refusal(403, STOP_NOTICE_MESSAGES.sendNowOwnersOnly);
  if (notice?.status !== "scheduled") throw new Refusal(409, STOP_NOTICE_MESSAGES.nothingWaiting);
  return rescheduleMailing(notice.id, now(), { release: true });
}

const notYetSent = (progress: MailingProgress | null) =>
  progress === null || progress.status === "scheduled" || progress.status === "withdrawn";

export async function scheduleWaitingNotice<Claim extends { _id: string; n: number }>(options: {
  /** The subject's latest claim, or null before its first notice. */
  latest: () => Promise<Claim | null>;
  /** Inserts the claim of notice `n` and returns its id; a duplicate key when another got there. */
  claim: (n: number) => Promise<string>;
  /**
   * The words of the notice as things are now: `latest` is the claim it rewrites, null for a new
   * one. Null when there is nothing to tell (any more).
   */
  content: (latest: Claim | null) => Promise<MailingContent | null>;
  /** "Tell followers": may start a new notice and restarts the wait. Unticked, only a waiting notice is put right. */
  notify: boolean;
  /** Held for an Owner whatever today's share: a Staff notice about a stop added in the last day. */
  ownerMustSend?: boolean;
  sendAt: Date;
  by: string;
}): Promise<MailingProgress | null> {
  const make = async (id: string, content: MailingContent) =>
    createMailing({
      id,
      kind: "stop-change",
      topic: "stop-changes",
      content,
      sendAt: options.sendAt,
      createdBy: options.by,
      heldForOwner: options.ownerMustSend === true || !(await takeDayPlace(id, now())),
    });
  for (let attempt = 0; attempt < 5; attempt++) {
    const latest = await options.latest();
    const progress = latest ? await mailingProgress(latest._id) : null;
    // Unticked, a withdrawn notice stays withdrawn: nobody asked for it again.
    if (latest && notYetSent(progress) && (options.notify || progress?.status !== "withdrawn")) {
      const content = await options.content(latest);
      if (!content) {
        // Nothing it would say is true now: withdrawn, whatever the box says.
        if (!progress) return null;
        if (await withdrawMailing(latest._id)) return mailingProgress(latest._id);
      } else {
        const updated = await updateScheduledMailing(latest._id, content, options.notify ? options.sendAt : undefined);
        // A withdrawn notice with news again goes after all: it takes a place of today's share.
        if (updated && progress?.status === "withdrawn") {
          return holdForOwner(latest._id, options.ownerMustSend === true || !(await takeDayPlace(latest._id, now())));
        }
        if (updated) return updated;
        // Claimed by a change that has not made its mailing yet (or a server stopped between the
        // two): make it now; creating is idempotent by id, so whichever comes first stands.
        if (!progress) return make(latest._id, content);
      }
      // It started meanwhile: its words were fixed before this change; only a new notice tells it.
    }
    if (!options.notify) return null;
    const content = await options.content(null);
    if (!content) return null;
    let id: string;
    try {
      id = await options.claim((latest?.n ?? 0) + 1);
    } catch (error) {
      // Another change claimed this number a moment ago: join its notice instead.
      if (isDuplicateKey(error)) continue;
      throw error;
    }
    return make(id, content);
  }
  throw new Refusal(503, STOP_NOTICE_MESSAGES.failed);
}
