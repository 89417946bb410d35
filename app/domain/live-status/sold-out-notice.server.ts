// "Tell followers" with "Sold out, closing early" (issue 52): one notice to the followers of stop
// changes, through the same waiting notices as a stop's or a closure's (10 minutes after the tap,
// within the day's share of notices; app/domain/events/waiting-notice.server.ts). It says only
// what is true: read again just before it goes, a stop no longer sold out (back to normal, or
// the day over) withdraws it.
import { SOLD_OUT_NOTICE_WORDS } from "#app/content/live-status-words.ts";
import { findEvent } from "#app/domain/events/events.server.ts";
import { NOTICE_WAIT_MS, scheduleWaitingNotice } from "#app/domain/events/waiting-notice.server.ts";
import { fillBoth, paragraphsOf } from "#app/domain/mail/html.server.ts";
import type { MailingContent, MailingProgress } from "#app/domain/mailings/mailings.server.ts";
import { now } from "#app/domain/shared/clock.server.ts";
import { todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { publicTextIn } from "#app/domain/shared/shown-text.ts";
import { spanishOrNull } from "#app/domain/shared/spanish-texts.ts";
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
    // The staff's note is as typed (in English).
    const note = status.note ? [fillBoth("{note}", { note: publicTextIn(language, status.note, null) })] : [];
    return paragraphsOf(fillBoth(text.subject, { title: title.text }).text, [
      fillBoth(text.line, { title }),
      ...note,
      fillBoth(text.thanks, {}),
    ]);
  };
  return { ...words("en"), es: words("es") };
}

/** Schedules the notice that `eventId` sold out today, said by `by`. Null when it is no longer sold out. */
export async function noticeSoldOut(eventId: string, by: string): Promise<MailingProgress | null> {
  const day = todayInTruckTimeZone(now());
  return scheduleWaitingNotice({
    latest: () => latestClaim(eventId, day),
    claim: async (n) => {
      const id = `sold-out:${eventId}:${day}:${n}`;
      await SoldOutNotice.create({ _id: id, event_id: eventId, day, n });
      return id;
    },
    content: () => noticeWords(eventId, day),
    notify: true,
    sendAt: new Date(now().getTime() + NOTICE_WAIT_MS),
    by,
  });
}

/** A sold-out notice's words read again just before it goes; null: withdraw it; undefined: not one of these. */
export async function rereadSoldOutNotice(mailingId: string): Promise<MailingContent | null | undefined> {
  if (!mailingId.startsWith("sold-out:")) return undefined;
  const claim = await SoldOutNotice.findById(mailingId).lean<SoldOutClaim>();
  if (!claim) return undefined;
  return noticeWords(claim.event_id, claim.day);
}
