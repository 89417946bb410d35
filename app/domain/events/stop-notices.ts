// What a change to a stop means for the people who follow the truck: which of its dates in the
// next 7 days (truck time zone) were cancelled, skipped, moved or deleted. Pure: the server module
// decides when to send (stop-notices.server.ts), stop-notice-mail.server.ts words the notice.
import { addDaysToIsoDate, TRUCK_TIME_ZONE } from "#app/domain/shared/dates.ts";
import { type Cancellation, type Repeat, seriesDates } from "./schedule.ts";

/** Changes to dates this close are told to followers. */
export const NOTICE_WINDOW_DAYS = 7;

/** An event as a notice compares it: its place, hours and dates. */
export type StopState = {
  id: string;
  title: string;
  /** Its Spanish (issue 50), null while it has none; absent in notices claimed before. */
  title_es?: string | null;
  address: string;
  time: string;
  date: string;
  repeat: Repeat;
  repeat_until: string | null;
  skip_dates: string[];
  cancellations: Cancellation[];
  active: boolean;
};

export type StopChange =
  | { kind: "cancelled"; date: string; reason: string; reasonEs?: string | null }
  | { kind: "skipped"; date: string }
  | { kind: "deleted"; date: string }
  | { kind: "moved-day"; date: string; to: string }
  | { kind: "moved-time"; date: string; from: string; to: string }
  | { kind: "moved-place"; date: string; from: string; to: string }
  | { kind: "back-on"; date: string };

type DayState = { on: true } | { on: false; reason: string | null; reasonEs?: string | null };

/** Each date of the event in [today, today + 7 days): on, or off (cancelled with a reason, or skipped). */
function daysInWindow(state: StopState | null, today: string): Map<string, DayState> {
  const days = new Map<string, DayState>();
  if (!state?.active) return days;
  const end = addDaysToIsoDate(today, NOTICE_WINDOW_DAYS);
  const skipped = new Set(state.skip_dates);
  const cancellations = new Map(state.cancellations.map((cancellation) => [cancellation.date, cancellation]));
  for (const date of seriesDates(state)) {
    if (date < today || date >= end) continue;
    const cancellation = cancellations.get(date);
    if (skipped.has(date)) days.set(date, { on: false, reason: null });
    else if (cancellation) {
      days.set(date, { on: false, reason: cancellation.reason, reasonEs: cancellation.reason_es?.trim() || null });
    } else days.set(date, { on: true });
  }
  return days;
}

/** What changed between `before` and `after` (null: deleted) on dates in the next 7 days. */
export function stopChanges(before: StopState, after: StopState | null, today: string): StopChange[] {
  const was = daysInWindow(before, today);
  const is = daysInWindow(after, today);
  const changes: StopChange[] = [];
  // A date that appears in the window only after the change: where a one-off stop moved to.
  const newDays = [...is].filter(([date, day]) => day.on && !was.has(date)).map(([date]) => date);
  for (const [date, day] of was) {
    const now = is.get(date);
    if (!day.on) {
      if (now?.on) changes.push({ kind: "back-on", date });
      // A cancellation given a new reason: followers read the new one.
      else if (now?.reason && now.reason !== day.reason) {
        changes.push({ kind: "cancelled", date, reason: now.reason, reasonEs: now.reasonEs ?? null });
      }
      continue;
    }
    if (!after?.active) changes.push({ kind: "deleted", date });
    else if (!now) {
      const to = newDays.shift();
      changes.push(to ? { kind: "moved-day", date, to } : { kind: "skipped", date });
    } else if (!now.on) {
      changes.push(
        now.reason === null
          ? { kind: "skipped", date }
          : { kind: "cancelled", date, reason: now.reason, reasonEs: now.reasonEs ?? null },
      );
    } else {
      if (after.time !== before.time) changes.push({ kind: "moved-time", date, from: before.time, to: after.time });
      if (after.address !== before.address) {
        changes.push({ kind: "moved-place", date, from: before.address, to: after.address });
      }
    }
  }
  // A stop moved into the window from a later day.
  for (const date of newDays) changes.push({ kind: "moved-day", date: before.date, to: date });
  return changes;
}

const truckClock = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: TRUCK_TIME_ZONE });

/**
 * What staff read about a notice: "A notice goes to followers at 10:42 AM", "Sent to 12
 * followers", that it waits for an Owner (past the day's share) or was withdrawn.
 */
export function noticeStatus(
  notice: {
    status: "scheduled" | "sending" | "sent" | "withdrawn";
    sendAt: string;
    sent: number;
    heldFor?: string;
  },
  messages: {
    scheduled: (time: string) => string;
    held: string;
    heldForOwner: string;
    withdrawn: string;
    sending: string;
    sent: (count: number) => string;
  },
): string {
  if (notice.status === "withdrawn") return messages.withdrawn;
  if (notice.status === "scheduled" && notice.heldFor === "owner") return messages.heldForOwner;
  if (notice.status === "scheduled" && notice.heldFor) return messages.held;
  if (notice.status === "scheduled") return messages.scheduled(truckClock.format(new Date(notice.sendAt)));
  return notice.status === "sending" ? messages.sending : messages.sent(notice.sent);
}

/** A notice as a portal page shows it: what staff read of it, and whether "Send now" may be offered. */
export type ShownNotice = { text: string; waiting: boolean };

export function shownNotice(
  notice: Parameters<typeof noticeStatus>[0],
  messages: Parameters<typeof noticeStatus>[1],
): ShownNotice {
  return { text: noticeStatus(notice, messages), waiting: notice.status === "scheduled" };
}
