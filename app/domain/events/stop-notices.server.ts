// Notices to followers of stop changes: when staff cancel, skip, move or delete a date in the
// next 7 days and tick "Tell followers", one mailing per stop goes to the `stop-changes` topic
// 10 minutes after the last change (a later change rewrites it and restarts the wait; once it
// has started sending, a new change makes a new one). Which change starts a new notice is
// decided by the unique insert of its StopNotice (docs/decisions/0004). Staff see only when it
// goes and how many it reached, never who. A notice says only what is true (issue 44): every
// change to a stop with a notice waiting puts the notice right (a restore withdraws it), ticked
// or not, and the mailing engine reads it again just before it goes (rereadStopNotice). Staff
// may not aim a notice at followers with a web address in it, nor about a stop added in the
// last day, nor send one at once: those are an Owner's.

import { STOP_NOTICE_MESSAGES } from "#app/content/portal-messages.ts";
import { type MailingContent, type MailingProgress, mailingProgress } from "#app/domain/mailings/mailings.server.ts";
import { now, truckToday } from "#app/domain/shared/clock.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { spanishOrNull } from "#app/domain/shared/spanish-texts.ts";
import { holdsWebAddress } from "#app/domain/shared/web-addresses.ts";
import { may } from "#app/domain/staff/rights.ts";
import type { Role } from "#app/domain/staff/users.ts";
import { StopNotice } from "#app/models/stop-notice.server.ts";
import {
  type AdminEvent,
  changeEventDate,
  type DateChange,
  deleteEvent,
  eventAddedAt,
  findEvent,
  listUpcomingEvents,
  updateEvent,
} from "./events.server.ts";
import type { EventInput } from "./events.ts";
import { nextStopAt, upcomingStops } from "./next-stop.ts";
import { type NextStopLine, noticeContent } from "./stop-notice-mail.server.ts";
import { type StopState, stopChanges } from "./stop-notices.ts";
import { NOTICE_WAIT_MS, scheduleWaitingNotice, sendWaitingNoticeNow } from "./waiting-notice.server.ts";

export type NoticeChoice = { notify: boolean; by: string; role: Role };

type StopNoticeClaim = { _id: string; n: number; event_id: string; before: StopState };

/** A stop added this recently is told of to followers by an Owner only. */
export const NEW_STOP_MS = 24 * 60 * 60_000;

function stateOf(event: AdminEvent): StopState {
  return {
    id: event.id,
    title: event.title,
    title_es: spanishOrNull(event, "title"),
    address: event.address,
    time: event.time,
    date: event.date,
    repeat: event.repeat,
    repeat_until: event.repeat_until,
    skip_dates: [...event.skip_dates],
    cancellations: event.cancellations.map(({ date, reason, reason_es }) => ({ date, reason, reason_es })),
    active: event.is_active === 1,
  };
}

/** The next stop that goes ahead, after the change, as each language shows it. */
async function nextStop(): Promise<Record<"en" | "es", NextStopLine | null>> {
  const at = now();
  const events = await listUpcomingEvents(at);
  const nextIn = (language: "en" | "es") =>
    nextStopAt(upcomingStops(events, at.getTime(), undefined, language), at.getTime()).stop ?? null;
  return { en: nextIn("en"), es: nextIn("es") };
}

const latestClaim = (eventId: string) =>
  StopNotice.findOne({ event_id: eventId }).sort({ n: -1 }).lean<StopNoticeClaim>().exec();

/** The words of a notice telling what changed from `before` to the stop as it is (null: gone); null when nothing did. */
async function noticeWords(before: StopState, is: StopState | null, today: string) {
  const changes = stopChanges(before, is, today);
  if (changes.length === 0) return null;
  // The stop's name as it is now (as it was, once deleted).
  const named = is ?? before;
  return noticeContent({ title: named.title, titleEs: named.title_es ?? null }, changes, await nextStop());
}

/** Whether the stop's latest notice has not gone yet (a claim without its mailing counts). */
async function hasWaitingNotice(eventId: string): Promise<boolean> {
  const latest = await latestClaim(eventId);
  if (!latest) return false;
  const progress = await mailingProgress(latest._id);
  return progress === null || progress.status === "scheduled";
}

/**
 * Schedules, rewrites or withdraws the notice of a change from `before` to `after` (null:
 * deleted). Unticked, only a notice already waiting is put right. Null when there is nothing to
 * tell: the change touches no date in the next 7 days, or no notice was asked for.
 */
export async function noticeStopChange(
  before: AdminEvent,
  after: AdminEvent | null,
  choice: Omit<NoticeChoice, "role"> & { ownerMustSend?: boolean },
): Promise<MailingProgress | null> {
  const today = truckToday();
  const was = stateOf(before);
  const is = after ? stateOf(after) : null;
  if (stopChanges(was, is, today).length === 0) return null;
  if (!choice.notify && !(await hasWaitingNotice(before.id))) return null;
  return scheduleWaitingNotice({
    latest: () => latestClaim(before.id),
    claim: async (n) => {
      const id = `stop-change:${before.id}:${n}`;
      await StopNotice.create({ _id: id, event_id: before.id, n, before: was });
      return id;
    },
    // A waiting notice tells everything since the stop as it was before its first change.
    content: (latest) => noticeWords(latest?.before ?? was, is, today),
    notify: choice.notify,
    ownerMustSend: choice.ownerMustSend ?? false,
    sendAt: new Date(now().getTime() + NOTICE_WAIT_MS),
    by: choice.by,
  });
}

/**
 * A stop notice's words read again just before it is sent: what changed from the stop as it was
 * before the notice's first change to the stop as it is now. Null: nothing (it is withdrawn).
 */
export async function rereadStopNotice(mailingId: string): Promise<MailingContent | null | undefined> {
  const claim = await StopNotice.findById(mailingId).lean<StopNoticeClaim>();
  if (!claim) return undefined;
  const event = await findEvent(claim.event_id).catch((error: unknown) => {
    if (error instanceof Refusal && error.status === 404) return null;
    throw error;
  });
  return noticeWords(claim.before, event ? stateOf(event) : null, truckToday());
}

/** The event's latest notice, as staff see it; null when it has none. */
export async function latestNotice(eventId: string): Promise<MailingProgress | null> {
  const latest = await StopNotice.findOne({ event_id: eventId }).sort({ n: -1 }).lean<{ _id: string }>();
  return latest ? mailingProgress(latest._id) : null;
}

/** The latest notice of each of these events (by event id). */
export async function latestNotices(eventIds: readonly string[]): Promise<Map<string, MailingProgress>> {
  const notices = await StopNotice.find({ event_id: { $in: [...eventIds] } })
    .sort({ n: -1 })
    .lean<{ _id: string; event_id: string }[]>();
  const latest = new Map<string, string>();
  for (const notice of notices) if (!latest.has(notice.event_id)) latest.set(notice.event_id, notice._id);
  const progress = new Map<string, MailingProgress>();
  for (const [eventId, id] of latest) {
    const found = await mailingProgress(id);
    if (found) progress.set(eventId, found);
  }
  return progress;
}

/** "Send now" (Owners only): the event's waiting notice goes at once. */
export async function sendNoticeNow(eventId: string, admin: { role: Role }): Promise<MailingProgress> {
  return sendWaitingNoticeNow(await latestNotice(eventId), admin);
}

// ---- What Staff may tell followers (issue 44) ---------------------------------------------------

/**
 * What a notice of the change would carry from the stop: its title (and its Spanish, which
 * followers who read Spanish get since issue 50), address and new reasons in either language.
 */
type NoticeFields = {
  title: string;
  title_es?: string | null;
  address: string;
  reasons: { field: string; text: string }[];
};

/**
 * Refuses a Staff change that would reach followers (ticked, or rewriting a notice already
 * waiting) with a web address in the stop's title, address or a reason (400, at that field).
 * True when its notice must wait for an Owner: a ticked Staff change to a stop added in the last
 * day is saved, and its notice held until an Owner sends it (Owners are held by neither rule).
 */
async function checkStaffNotice(eventId: string, fields: NoticeFields, choice: NoticeChoice): Promise<boolean> {
  const newStops = may(choice.role, "newStopNotices");
  const webAddresses = may(choice.role, "noticesWithWebAddresses");
  if (newStops && webAddresses) return false;
  if (!choice.notify && !(await hasWaitingNotice(eventId))) return false;
  let ownerMustSend = false;
  if (choice.notify && !newStops) {
    const added = await eventAddedAt(eventId);
    ownerMustSend = added !== null && now().getTime() - added.getTime() < NEW_STOP_MS;
  }
  if (webAddresses) return ownerMustSend;
  const fieldErrors: Record<string, string> = {};
  if (holdsWebAddress(fields.title)) fieldErrors.title = STOP_NOTICE_MESSAGES.webAddress("title");
  if (holdsWebAddress(fields.title_es ?? ""))
    fieldErrors.title_es = STOP_NOTICE_MESSAGES.webAddress("title in Spanish");
  if (holdsWebAddress(fields.address)) fieldErrors.address = STOP_NOTICE_MESSAGES.webAddress("address");
  for (const reason of fields.reasons) {
    if (holdsWebAddress(reason.text)) fieldErrors[reason.field] ??= STOP_NOTICE_MESSAGES.webAddress("reason");
  }
  const first = Object.values(fieldErrors)[0];
  if (first) throw new Refusal(400, first, { fieldErrors });
  return ownerMustSend;
}

/** The reasons of `after` that `before` did not have, in either language: what this change types into a notice. */
function newReasons(
  before: AdminEvent,
  cancellations: readonly { date: string; reason: string; reason_es?: string | null }[],
) {
  const had = new Set(
    before.cancellations.flatMap(({ date, reason, reason_es }) => [
      `${date}\n${reason}`,
      `${date}\n${reason_es ?? ""}`,
    ]),
  );
  return cancellations.flatMap(({ date, reason, reason_es }) => [
    ...(had.has(`${date}\n${reason}`) ? [] : [{ field: "cancellations", text: reason }]),
    ...(reason_es && !had.has(`${date}\n${reason_es}`) ? [{ field: "cancellations_es", text: reason_es }] : []),
  ]);
}

// ---- The event changes, telling followers when asked ------------------------------------------

export async function updateEventTellingFollowers(
  id: string,
  input: EventInput,
  version: number | undefined,
  choice: NoticeChoice,
) {
  const before = await findEvent(id);
  const ownerMustSend = await checkStaffNotice(
    before.id,
    {
      title: input.title,
      title_es: input.title_es ?? before.title_es,
      address: input.address,
      reasons: newReasons(before, input.cancellations),
    },
    choice,
  );
  const event = await updateEvent(id, input, version);
  return { event, notice: await noticeStopChange(before, event, { ...choice, ownerMustSend }) };
}

export async function deleteEventTellingFollowers(id: string, choice: NoticeChoice) {
  const before = await findEvent(id);
  const ownerMustSend = await checkStaffNotice(
    before.id,
    { title: before.title, title_es: before.title_es, address: before.address, reasons: [] },
    choice,
  );
  const event = await deleteEvent(id);
  return { event, notice: await noticeStopChange(event, null, { ...choice, ownerMustSend }) };
}

export async function changeEventDateTellingFollowers(change: DateChange, choice: NoticeChoice) {
  const before = await findEvent(change.id);
  const reasons = change.change === "cancel" ? [{ field: "reason", text: change.reason ?? "" }] : [];
  const ownerMustSend = await checkStaffNotice(
    before.id,
    { title: before.title, title_es: before.title_es, address: before.address, reasons },
    choice,
  );
  const message = await changeEventDate(change);
  return {
    message,
    notice: await noticeStopChange(before, await findEvent(change.id), { ...choice, ownerMustSend }),
  };
}
