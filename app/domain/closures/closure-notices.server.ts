// "Tell followers" when a closure is saved (issue 33): one notice per closure, listing every stop
// it cancels in the next 7 days, to the `stop-changes` topic 10 minutes after the last save (a
// later save rewrites it and restarts the wait; once it has started sending, a new save makes a
// new one). As for stop notices (events/stop-notices.server.ts), which save starts a new notice
// is decided by the unique insert of its ClosureNotice (docs/decisions/0004).
import { ClosureNotice } from "#app/models/closure-notice.server.ts";
import type { MailingContent, MailingProgress } from "#app/domain/mailings/mailings.server.ts";
import { now, truckToday } from "#app/domain/shared/clock.server.ts";
import { addDaysToIsoDate, formatDayWithWeekday } from "#app/domain/shared/dates.ts";
import { listScheduledEvents } from "#app/domain/events/events.server.ts";
import { cancelledDates } from "#app/domain/events/schedule.ts";
import { NOTICE_WINDOW_DAYS } from "#app/domain/events/stop-notices.ts";
import { NOTICE_WAIT_MS, scheduleWaitingNotice } from "#app/domain/events/waiting-notice.server.ts";
import { closedUntil, reopensOn, type AdminClosure, type ClosureInput, type DateClosure } from "./closures.ts";
import { createClosure, listActiveClosures, updateClosure } from "./closures.server.ts";

export type ClosedStop = { date: string; title: string; address: string; time: string };

const sameClosure = (a: DateClosure, b: DateClosure) =>
  a.starts_on === b.starts_on && a.ends_on === b.ends_on && a.reason === b.reason;

/** The stops `closure` cancels in the next 7 days (a date staff cancelled themselves is not its), by date. */
export async function stopsClosedBy(closure: DateClosure, at: Date = now()): Promise<ClosedStop[]> {
  const today = truckToday();
  const end = addDaysToIsoDate(today, NOTICE_WINDOW_DAYS);
  const stops: ClosedStop[] = [];
  for (const event of await listScheduledEvents(at)) {
    for (const cancelled of cancelledDates(event)) {
      if (cancelled.date < today || cancelled.date >= end) continue;
      if (!cancelled.closure || !sameClosure(cancelled.closure, closure)) continue;
      stops.push({ date: cancelled.date, title: event.title, address: event.address, time: event.time });
    }
  }
  return stops.sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The notice's words: closed until when and why, then each stop it cancels. */
export function closureNoticeContent(
  closure: DateClosure,
  reopening: string,
  stops: readonly ClosedStop[],
): MailingContent {
  const until = closedUntil(reopening);
  const lines = stops.map(
    (stop) => `Cancelled: ${stop.title}, ${formatDayWithWeekday(stop.date)}, ${stop.time}, at ${stop.address}.`,
  );
  const paragraphs = [`The truck is closed: ${closure.reason}. ${until}.`, ...lines];
  return {
    subject: `${until}: ${closure.reason}`,
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n"),
  };
}

/** Schedules (or rewrites) the closure's notice; null when it cancels no stop in the next 7 days. */
export async function noticeClosure(closure: AdminClosure, by: string): Promise<MailingProgress | null> {
  const stops = await stopsClosedBy(closure);
  if (stops.length === 0) return null;
  const content = closureNoticeContent(closure, reopensOn(closure, await listActiveClosures()), stops);
  return scheduleWaitingNotice({
    latest: () =>
      ClosureNotice.findOne({ closure_id: closure.id }).sort({ n: -1 }).lean<{ _id: string; n: number }>().exec(),
    claim: async (n) => {
      const id = `closure:${closure.id}:${n}`;
      await ClosureNotice.create({ _id: id, closure_id: closure.id, n });
      return id;
    },
    content: () => content,
    sendAt: new Date(now().getTime() + NOTICE_WAIT_MS),
    by,
  });
}

// ---- A closure saved, telling followers when asked ------------------------------------------

export type SavedClosure = { closure: AdminClosure; notice: MailingProgress | null };

export async function createClosureTellingFollowers(
  input: ClosureInput,
  choice: { notify: boolean; by: string },
): Promise<SavedClosure> {
  const closure = await createClosure(input);
  return { closure, notice: choice.notify ? await noticeClosure(closure, choice.by) : null };
}

export async function updateClosureTellingFollowers(
  id: string | undefined,
  input: ClosureInput,
  version: number | undefined,
  choice: { notify: boolean; by: string },
): Promise<SavedClosure> {
  const { after } = await updateClosure(id, input, version);
  return { closure: after, notice: choice.notify ? await noticeClosure(after, choice.by) : null };
}
