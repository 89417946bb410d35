// "Tell followers" with "Sold out, closing early" (issue 52): one notice to the followers of stop
// changes, through the same waiting notices as a stop's or a closure's (10 minutes after the tap,
// within the day's share of notices and Staff's bounds: app/domain/events/waiting-notice.server.ts).
// It says only what is true: any later change of the stop's status puts a waiting notice right
// (a new note rewrites it, back to normal withdraws it), and it is read again just before it goes.
import { SOLD_OUT_NOTICE_WORDS } from "#app/content/live-status-words.ts";
import { STOP_NOTICE_MESSAGES } from "#app/content/portal-messages.ts";
import { eventAddedAt, findEvent } from "#app/domain/events/events.server.ts";
import { NEW_STOP_MS } from "#app/domain/events/stop-notices.server.ts";
import {
  NOTICE_WAIT_MS,
  scheduleWaitingNotice,
  sendWaitingNoticeNow,
} from "#app/domain/events/waiting-notice.server.ts";
import { fillBoth, paragraphsOf } from "#app/domain/mail/html.server.ts";
import { type MailingContent, type MailingProgress, mailingProgress } from "#app/domain/mailings/mailings.server.ts";
import { now } from "#app/domain/shared/clock.server.ts";
import { todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { publicTextIn } from "#app/domain/shared/shown-text.ts";
import { spanishOrNull } from "#app/domain/shared/spanish-texts.ts";
import { holdsWebAddress } from "#app/domain/shared/web-addresses.ts";
import { may } from "#app/domain/staff/rights.ts";
import type { Role } from "#app/domain/staff/users.ts";
import type { Language } from "#app/i18n/language.ts";
import { SoldOutNotice } from "#app/models/sold-out-notice.server.ts";
import { todaysLiveStatuses } from "./live-status.server.ts";

type SoldOutClaim = { _id: string; n: number; event_id: string; day: string };

const latestClaim = (eventId: string, day: string) =>
  SoldOutNotice.findOne({ event_id: eventId, day }).sort({ n: -1 }).lean<SoldOutClaim>();

/** The notice's words as things are now: null when the stop is not sold out on `day` (any more). */
async function noticeWords(eventId: string, day: string): Promise<MailingContent | null> {
  const at = now();
  if (todayInTruckTimeZone(at) !== day) return null;
  const status = (await todaysLiveStatuses(at)).get(eventId);
  if (status?.state !== "sold-out") return null;
  const event = await findEvent(eventId);
  const titleEs = spanishOrNull(event, "title");
  const words = (language: Language) => {
    const text = SOLD_OUT_NOTICE_WORDS[language];
    const title = publicTextIn(language, event.title, titleEs);
    // The staff's note is as typed (in English): in a Spanish notice it is marked so.
    const note = status.note ? [fillBoth("{note}", { note: publicTextIn(language, status.note, null) })] : [];
    return paragraphsOf(fillBoth(text.subject, { title: title.text }).text, [
      fillBoth(text.line, { title }),
      ...note,
      fillBoth(text.thanks, {}),
    ]);
  };
  return { ...words("en"), es: words("es") };
}

/** Today's latest sold-out notice of a stop, as staff see it; null before any. */
export async function latestSoldOutNotice(eventId: string): Promise<MailingProgress | null> {
  const claim = await latestClaim(eventId, todayInTruckTimeZone(now()));
  return claim ? mailingProgress(claim._id) : null;
}

/**
 * Staff's bounds, checked before the status is saved (issue 44's, as for a stop's notice): a
 * sold-out change that would reach followers (ticked, or rewriting a notice already waiting) may
 * not carry a web address in its note or the stop's name (400, at the note). True when the notice
 * must wait for an Owner: the stop was added in the last day.
 */
export async function checkSoldOutNotice(
  eventId: string,
  note: string | null,
  choice: { notify: boolean; role: Role },
): Promise<boolean> {
  if (!choice.notify && (await latestSoldOutNotice(eventId))?.status !== "scheduled") return false;
  let ownerMustSend = false;
  if (choice.notify && !may(choice.role, "newStopNotices")) {
    const added = await eventAddedAt(eventId);
    ownerMustSend = added !== null && now().getTime() - added.getTime() < NEW_STOP_MS;
  }
  if (may(choice.role, "noticesWithWebAddresses")) return ownerMustSend;
  const event = await findEvent(eventId);
  const field = holdsWebAddress(note ?? "")
    ? "note"
    : [event.title, spanishOrNull(event, "title") ?? ""].some(holdsWebAddress)
      ? "title"
      : null;
  if (field) {
    const message = STOP_NOTICE_MESSAGES.webAddress(field === "note" ? "note" : "stop's name");
    throw new Refusal(400, message, { fieldErrors: { note: message } });
  }
  return ownerMustSend;
}

/**
 * After any change of a stop's status today: with "Tell followers" (sold out, ticked) schedules
 * the notice; otherwise puts a waiting one right (rewritten, or withdrawn once it is not sold out).
 */
export async function tellSoldOut(
  eventId: string,
  options: { notify: boolean; ownerMustSend: boolean; by: string },
): Promise<MailingProgress | null> {
  const day = todayInTruckTimeZone(now());
  return scheduleWaitingNotice({
    latest: () => latestClaim(eventId, day),
    claim: async (n) => {
      const id = `sold-out:${eventId}:${day}:${n}`;
      await SoldOutNotice.create({ _id: id, event_id: eventId, day, n });
      return id;
    },
    content: () => noticeWords(eventId, day),
    notify: options.notify,
    ownerMustSend: options.ownerMustSend,
    sendAt: new Date(now().getTime() + NOTICE_WAIT_MS),
    by: options.by,
  });
}

/** "Send now" (Owners only): today's waiting sold-out notice of a stop goes at once. */
export async function sendSoldOutNoticeNow(eventId: string, admin: { role: Role }): Promise<MailingProgress> {
  return sendWaitingNoticeNow(await latestSoldOutNotice(eventId), admin);
}

/** A sold-out notice's words read again just before it goes; null: withdraw it; undefined: not one of these. */
export async function rereadSoldOutNotice(mailingId: string): Promise<MailingContent | null | undefined> {
  if (!mailingId.startsWith("sold-out:")) return undefined;
  const claim = await SoldOutNotice.findById(mailingId).lean<SoldOutClaim>();
  if (!claim) return undefined;
  return noticeWords(claim.event_id, claim.day);
}
