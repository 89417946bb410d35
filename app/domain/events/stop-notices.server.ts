// Notices to followers of stop changes: when staff cancel, skip, move or delete a date in the
// next 7 days and tick "Tell followers", one mailing per stop goes to the `stop-changes` topic
// 10 minutes after the last change (a later change rewrites it and restarts the wait; once it
// has started sending, a new change makes a new one). Which change starts a new notice is
// decided by the unique insert of its StopNotice (docs/decisions/0004). Staff see only when it
// goes and how many it reached, never who.
import { StopNotice } from "#app/models/stop-notice.server.ts";
import { mailingProgress, rescheduleMailing, type MailingProgress } from "#app/domain/mailings/mailings.server.ts";
import { now, truckToday } from "#app/domain/shared/clock.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { STOP_NOTICE_MESSAGES } from "#app/content/portal-messages.ts";
import {
  changeEventDate,
  deleteEvent,
  findEvent,
  listUpcomingEvents,
  updateEvent,
  type AdminEvent,
  type DateChange,
} from "./events.server.ts";
import type { EventInput } from "./events.ts";
import { nextStopAt, upcomingStops } from "./next-stop.ts";
import { noticeContent, stopChanges, type StopState } from "./stop-notices.ts";
import { NOTICE_WAIT_MS, scheduleWaitingNotice } from "./waiting-notice.server.ts";

export type NoticeChoice = { notify: boolean; by: string };

function stateOf(event: AdminEvent): StopState {
  return {
    id: event.id,
    title: event.title,
    address: event.address,
    time: event.time,
    date: event.date,
    repeat: event.repeat,
    repeat_until: event.repeat_until,
    skip_dates: [...event.skip_dates],
    cancellations: event.cancellations.map(({ date, reason }) => ({ date, reason })),
    active: event.is_active === 1,
  };
}

/** The next stop that goes ahead, after the change. */
async function nextStop() {
  const at = now();
  const stop = nextStopAt(upcomingStops(await listUpcomingEvents(at), at.getTime()), at.getTime()).stop;
  return stop ? { title: stop.title, address: stop.address, dateLabel: stop.dateLabel, time: stop.time } : null;
}

/**
 * Schedules (or rewrites) the notice of a change from `before` to `after` (null: deleted).
 * Null when the change touches no date in the next 7 days: nothing is sent.
 */
export async function noticeStopChange(
  before: AdminEvent,
  after: AdminEvent | null,
  by: string,
): Promise<MailingProgress | null> {
  const today = truckToday();
  const was = stateOf(before);
  const is = after ? stateOf(after) : null;
  if (stopChanges(was, is, today).length === 0) return null;
  const next = await nextStop();
  return scheduleWaitingNotice({
    latest: () =>
      StopNotice.findOne({ event_id: before.id })
        .sort({ n: -1 })
        .lean<{ _id: string; n: number; before: StopState }>()
        .exec(),
    claim: async (n) => {
      const id = `stop-change:${before.id}:${n}`;
      await StopNotice.create({ _id: id, event_id: before.id, n, before: was });
      return id;
    },
    // A waiting notice tells everything since the stop as it was before its first change.
    content: (latest) => noticeContent(was.title, stopChanges(latest?.before ?? was, is, today), next),
    sendAt: new Date(now().getTime() + NOTICE_WAIT_MS),
    by,
  });
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

/** "Send now": the event's waiting notice goes at once. Refused when none is waiting. */
export async function sendNoticeNow(eventId: string): Promise<MailingProgress> {
  const notice = await latestNotice(eventId);
  if (notice?.status !== "scheduled") throw new Refusal(409, STOP_NOTICE_MESSAGES.nothingWaiting);
  return rescheduleMailing(notice.id, now());
}

// ---- The event changes, telling followers when asked ------------------------------------------

export async function updateEventTellingFollowers(
  id: string,
  input: EventInput,
  version: number | undefined,
  choice: NoticeChoice,
) {
  const before = choice.notify ? await findEvent(id) : null;
  const event = await updateEvent(id, input, version);
  const notice = before ? await noticeStopChange(before, event, choice.by) : null;
  return { event, notice };
}

export async function deleteEventTellingFollowers(id: string, choice: NoticeChoice) {
  const event = await deleteEvent(id);
  const notice = choice.notify ? await noticeStopChange(event, null, choice.by) : null;
  return { event, notice };
}

export async function changeEventDateTellingFollowers(change: DateChange, choice: NoticeChoice) {
  const before = choice.notify ? await findEvent(change.id) : null;
  const message = await changeEventDate(change);
  const notice = before ? await noticeStopChange(before, await findEvent(change.id), choice.by) : null;
  return { message, notice };
}
