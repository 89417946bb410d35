// "Tell followers" when a closure is saved (issue 33): one notice per closure, listing every stop
// it cancels in the next 7 days, to the `stop-changes` topic 10 minutes after the last save (a
// later save rewrites it and restarts the wait; once it has started sending, a new save makes a
// new one). As for stop notices (events/stop-notices.server.ts), which save starts a new notice
// is decided by the unique insert of its ClosureNotice (docs/decisions/0004). A notice says only
// what is true (issue 44): deleting or shortening the closure puts a waiting notice right (or
// withdraws it), ticked or not; once a notice has gone, the next one says which of the stops it
// told of are back on (each ClosureNotice keeps what followers were told before it, `told`);
// and the mailing engine reads it again just before it goes (rereadClosureNotice).

import { CLOSURE_NOTICE_WORDS } from "#app/content/closure-notice-words.ts";
import { STOP_NOTICE_MESSAGES } from "#app/content/portal-messages.ts";
import {
  createClosure,
  deleteClosure,
  findClosure,
  findClosureForNotice,
  listActiveClosures,
  updateClosure,
} from "#app/domain/closures/closures.server.ts";
import {
  type AdminClosure,
  type ClosureInput,
  type DateClosure,
  reopeningDay,
  reopensOn,
} from "#app/domain/closures/closures.ts";
import { fillBoth, paragraphsOf } from "#app/domain/mail/html.server.ts";
import type { MailingContent, MailingProgress, MailingWords } from "#app/domain/mailings/mailings.server.ts";
import { mailingProgress } from "#app/domain/mailings/mailings.server.ts";
import { now, truckToday } from "#app/domain/shared/clock.server.ts";
import { addDaysToIsoDate, formatDayWithWeekday } from "#app/domain/shared/dates.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { publicTextIn, type ShownText } from "#app/domain/shared/shown-text.ts";
import { spanishOrNull } from "#app/domain/shared/spanish-texts.ts";
import { holdsWebAddress } from "#app/domain/shared/web-addresses.ts";
import { may } from "#app/domain/staff/rights.ts";
import type { Role } from "#app/domain/staff/users.ts";
import type { Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { ClosureNotice } from "#app/models/closure-notice.server.ts";
import { listScheduledEvents } from "./events.server.ts";
import { cancelledDates, seriesDates, stopTimeIn } from "./schedule.ts";
import { NOTICE_WINDOW_DAYS } from "./stop-notices.ts";
import { NOTICE_WAIT_MS, scheduleWaitingNotice, sendWaitingNoticeNow } from "./waiting-notice.server.ts";

/** A stop a closure cancels; `titleEs` (issue 50): its title's Spanish, null while it has none. */
export type ClosedStop = {
  event_id: string;
  date: string;
  title: string;
  titleEs: string | null;
  address: string;
  time: string;
};
/** A stop as a claim keeps it: one stored before issue 50 has no `titleEs` (it is read again from its event). */
type ToldStop = Omit<ClosedStop, "titleEs"> & { titleEs?: string | null };
type ClosureNoticeClaim = { _id: string; n: number; closure_id: string; told?: ToldStop[] };
export type ClosureNoticeChoice = { notify: boolean; by: string; role: Role };

const sameClosure = (a: DateClosure, b: DateClosure) =>
  a.starts_on === b.starts_on && a.ends_on === b.ends_on && a.reason === b.reason;
const stopKey = (stop: { event_id: string; date: string }) => `${stop.event_id}:${stop.date}`;

/** The stops `closure` cancels in the next 7 days (a date staff cancelled themselves is not its), by date. */
export async function stopsClosedBy(closure: DateClosure, at: Date = now()): Promise<ClosedStop[]> {
  const today = truckToday();
  const end = addDaysToIsoDate(today, NOTICE_WINDOW_DAYS);
  const stops: ClosedStop[] = [];
  for (const event of await listScheduledEvents(at)) {
    for (const cancelled of cancelledDates(event)) {
      if (cancelled.date < today || cancelled.date >= end) continue;
      if (!cancelled.closure || !sameClosure(cancelled.closure, closure)) continue;
      stops.push({
        event_id: event.id,
        date: cancelled.date,
        title: event.title,
        titleEs: event.titleEs,
        address: event.address,
        time: event.time,
      });
    }
  }
  return stops.sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
}

/** Of these stops, those that go ahead now (not past, not skipped, cancelled by nobody), as they are now. */
async function stopsGoingAhead(stops: readonly ToldStop[], at: Date = now()): Promise<ClosedStop[]> {
  if (stops.length === 0) return [];
  const today = truckToday();
  const events = new Map((await listScheduledEvents(at)).map((event) => [event.id, event]));
  return stops.flatMap((stop) => {
    const event = events.get(stop.event_id);
    if (!event || stop.date < today || event.skip_dates.includes(stop.date)) return [];
    if (!seriesDates(event).includes(stop.date)) return [];
    if (cancelledDates(event).some((cancelled) => cancelled.date === stop.date)) return [];
    return [{ ...stop, title: event.title, titleEs: event.titleEs, address: event.address, time: event.time }];
  });
}

/**
 * The notice's words: closed until when and why, then each stop it cancels, then each stop
 * followers were told of that is back on. With no stop cancelled any more (the closure deleted or
 * shortened past them), a "Back on" notice. In English, with its Spanish for the followers who
 * read Spanish (issue 50).
 */
export function closureNoticeContent(
  closure: DateClosure,
  reopening: string,
  stops: readonly ClosedStop[],
  backOn: readonly ClosedStop[] = [],
): MailingContent {
  return {
    ...closureNoticeIn("en", closure, reopening, stops, backOn),
    es: closureNoticeIn("es", closure, reopening, stops, backOn),
  };
}

/**
 * The notice in one language. In Spanish the reason and the stops' names are the Owner's Spanish
 * where written, else their English marked lang="en" in the HTML; days and hours as es-US writes
 * them (hours typed in a way the site cannot read stay as typed, marked English).
 */
function closureNoticeIn(
  language: Language,
  closure: DateClosure,
  reopening: string,
  stops: readonly ClosedStop[],
  backOn: readonly ClosedStop[],
): MailingWords {
  const words = CLOSURE_NOTICE_WORDS[language];
  const reason = publicTextIn(language, closure.reason, closure.reasonEs ?? null);
  const day = reopeningDay(reopening, language);
  const stopSlots = (stop: ClosedStop) => {
    const hours = stopTimeIn(stop.time, language);
    const time: ShownText = hours.typed && language !== "en" ? { text: hours.text, lang: "en" } : { text: hours.text };
    return {
      title: publicTextIn(language, stop.title, stop.titleEs ?? null),
      day: formatDayWithWeekday(stop.date, language),
      time,
      address: stop.address,
    };
  };
  const cancelled = stops.map((stop) => fillBoth(words.cancelled, stopSlots(stop)));
  const back = backOn.map((stop) => fillBoth(words.backOn, stopSlots(stop)));
  const first = backOn[0];
  if (stops.length > 0 || !first) {
    return paragraphsOf(fill(words.closedSubject, { reason: reason.text, day }), [
      fillBoth(words.closed, { reason, day }),
      ...cancelled,
      ...back,
    ]);
  }
  const subject = fill(backOn.length > 1 ? words.backOnSubjectMore : words.backOnSubject, {
    title: publicTextIn(language, first.title, first.titleEs ?? null).text,
    day: formatDayWithWeekday(first.date, language),
  });
  return paragraphsOf(subject, [fillBoth(words.openAgain, { reason }), ...back]);
}

/**
 * The words of a closure's notice as things are now: the stops it cancels (none once deleted),
 * and which of the stops followers were told of (`told`) are back on. Null: nothing to tell.
 */
async function closureWords(
  closure: AdminClosure,
  deleted: boolean,
  told: readonly ToldStop[],
): Promise<MailingContent | null> {
  const closed = deleted ? [] : await stopsClosedBy(closure);
  const stillClosed = new Set(closed.map(stopKey));
  const backOn = await stopsGoingAhead(told.filter((stop) => !stillClosed.has(stopKey(stop))));
  if (closed.length === 0 && backOn.length === 0) return null;
  // The reason's Spanish as the public side reads it: the English where it stays the same, null while missing.
  const words = { ...closure, reasonEs: spanishOrNull(closure, "reason") };
  return closureNoticeContent(words, reopensOn(closure, await listActiveClosures()), closed, backOn);
}

const latestClaim = (closureId: string) =>
  ClosureNotice.findOne({ closure_id: closureId }).sort({ n: -1 }).lean<ClosureNoticeClaim>().exec();

/**
 * Schedules, rewrites or withdraws the closure's notice after a change. `wereClosed`: the stops it
 * cancelled in the next 7 days before the change, which followers heard of if its last notice
 * has gone. Unticked, only a notice already waiting is put right. Null when there is nothing to tell.
 */
async function noticeClosure(
  closure: AdminClosure,
  deleted: boolean,
  wereClosed: readonly ClosedStop[],
  choice: { notify: boolean; by: string },
): Promise<MailingProgress | null> {
  let toldBefore: ClosedStop[] = [];
  return scheduleWaitingNotice<ClosureNoticeClaim>({
    latest: async () => {
      const latest = await latestClaim(closure.id);
      // A new notice after one that went tells what that one said, as far as followers know.
      toldBefore = latest && !(await waiting(latest._id)) ? [...wereClosed] : [];
      return latest;
    },
    claim: async (n) => {
      const id = `closure:${closure.id}:${n}`;
      await ClosureNotice.create({ _id: id, closure_id: closure.id, n, told: toldBefore });
      return id;
    },
    content: (latest) => closureWords(closure, deleted, latest ? (latest.told ?? []) : toldBefore),
    notify: choice.notify,
    sendAt: new Date(now().getTime() + NOTICE_WAIT_MS),
    by: choice.by,
  });
}

async function waiting(mailingId: string): Promise<boolean> {
  const progress = await mailingProgress(mailingId);
  return progress === null || progress.status === "scheduled" || progress.status === "withdrawn";
}

/** A closure notice's words read again just before it is sent; null: nothing to tell (withdrawn). */
export async function rereadClosureNotice(mailingId: string): Promise<MailingContent | null | undefined> {
  const claim = await ClosureNotice.findById(mailingId).lean<ClosureNoticeClaim>();
  if (!claim) return undefined;
  const found = await findClosureForNotice(claim.closure_id);
  if (!found) return null;
  return closureWords(found.closure, found.deleted, claim.told ?? []);
}

/** The closure's latest notice, as staff see it; null when it has none. */
export async function latestClosureNotice(closureId: string): Promise<MailingProgress | null> {
  const latest = await latestClaim(closureId);
  return latest ? mailingProgress(latest._id) : null;
}

/**
 * The stops a closure over these days would list in its notice: those with a date in the next 7
 * days inside them (as a check before the save; the notice itself reads them once saved).
 */
async function stopsWithin(from: string, to: string): Promise<ClosedStop[]> {
  const today = truckToday();
  const end = addDaysToIsoDate(today, NOTICE_WINDOW_DAYS);
  return (await listScheduledEvents()).flatMap((event) =>
    seriesDates(event)
      .filter((date) => date >= today && date < end && from <= date && date <= to)
      .map((date) => ({
        event_id: event.id,
        date,
        title: event.title,
        titleEs: event.titleEs,
        address: event.address,
        time: event.time,
      })),
  );
}

/** "Send now" (Owners only): the closure's waiting notice goes at once. */
export async function sendClosureNoticeNow(closureId: string, admin: { role: Role }): Promise<MailingProgress> {
  return sendWaitingNoticeNow(await latestClosureNotice(closureId), admin);
}

/**
 * Refuses a Staff save that would reach followers (ticked, or rewriting a notice already waiting)
 * with a web address in the reason (400, at the reason) or in a stop it lists (400).
 */
async function checkStaffNotice(
  closureId: string | null,
  closure: { reason: string; reason_es?: string | null; from: string; to: string },
  choice: ClosureNoticeChoice,
): Promise<void> {
  if (may(choice.role, "noticesWithWebAddresses")) return;
  if (!choice.notify) {
    const latest = closureId ? await latestClaim(closureId) : null;
    if (!latest || !(await waiting(latest._id))) return;
  }
  if (holdsWebAddress(closure.reason)) {
    const message = STOP_NOTICE_MESSAGES.webAddress("reason");
    throw new Refusal(400, message, { fieldErrors: { reason: message } });
  }
  // Followers who read Spanish get the Spanish (issue 50): it is held to the same rule.
  if (holdsWebAddress(closure.reason_es ?? "")) {
    const message = STOP_NOTICE_MESSAGES.webAddress("reason in Spanish");
    throw new Refusal(400, message, { fieldErrors: { reason_es: message } });
  }
  const stops = await stopsWithin(closure.from, closure.to);
  const listed = stops.find(
    (stop) => holdsWebAddress(stop.title) || holdsWebAddress(stop.titleEs ?? "") || holdsWebAddress(stop.address),
  );
  if (listed) throw new Refusal(400, STOP_NOTICE_MESSAGES.webAddress(`list of stops (${listed.title})`));
}

/** The days a closure input covers: "rest of today" is today. */
function daysOf(input: ClosureInput): { from: string; to: string } {
  const today = truckToday();
  return input.kind === "rest-of-today"
    ? { from: today, to: today }
    : { from: input.starts_on ?? today, to: input.ends_on ?? today };
}

// ---- A closure saved or deleted, telling followers when asked --------------------------------

export type SavedClosure = { closure: AdminClosure; notice: MailingProgress | null };

export async function createClosureTellingFollowers(
  input: ClosureInput,
  choice: ClosureNoticeChoice,
): Promise<SavedClosure> {
  await checkStaffNotice(null, { reason: input.reason, reason_es: input.reason_es, ...daysOf(input) }, choice);
  const closure = await createClosure(input);
  return { closure, notice: await noticeClosure(closure, false, [], choice) };
}

export async function updateClosureTellingFollowers(
  id: string | undefined,
  input: ClosureInput,
  version: number | undefined,
  choice: ClosureNoticeChoice,
): Promise<SavedClosure> {
  const current = await findClosure(id);
  await checkStaffNotice(
    current.id,
    { reason: input.reason, reason_es: input.reason_es ?? current.reason_es, ...daysOf(input) },
    choice,
  );
  const wereClosed = await stopsClosedBy(current);
  const { after } = await updateClosure(id, input, version);
  return { closure: after, notice: await noticeClosure(after, false, wereClosed, choice) };
}

/**
 * Deletes a closure: a notice still waiting is withdrawn (or keeps only what is still true);
 * once one has gone, "Tell followers" sends a "Back on" notice of the stops it had cancelled.
 */
export async function deleteClosureTellingFollowers(
  id: string | undefined,
  version: number | undefined,
  choice: ClosureNoticeChoice,
): Promise<SavedClosure> {
  const current = await findClosure(id);
  const wereClosed = await stopsClosedBy(current);
  await checkStaffNotice(
    current.id,
    { reason: current.reason, reason_es: current.reason_es, from: current.starts_on, to: current.ends_on },
    choice,
  );
  const closure = await deleteClosure(id, version);
  return { closure, notice: await noticeClosure(closure, true, wereClosed, choice) };
}
