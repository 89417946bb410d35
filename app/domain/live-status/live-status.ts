// Where the truck is right now (issue 52): what staff say about one of today's stops from the
// portal, and what visitors read of it until the truck's day ends. Every change is kept (who and
// when); a stop's status is its latest change of the day, so nothing is ever updated in place and
// the status ends by itself at midnight in Santa Barbara (only today's changes are read).
// "Closed today" is not a status: it saves the closure "closed for the rest of today" (decision
// 0022), which cancels the day's stops everywhere already.
import { z } from "zod";
import { LIVE_STATUS_WORDS } from "#app/content/live-status-words.ts";
import { formatClockTime, truckClockAt } from "#app/domain/shared/dates.ts";
import { publicTextIn, type ShownText } from "#app/domain/shared/shown-text.ts";
import type { Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";

/** What staff can say: "We're here", "Running late" (minutes), "Sold out, closing early" (a note), or back to normal. */
export const LIVE_STATES = ["here", "late", "sold-out", "normal"] as const;
export type LiveState = (typeof LIVE_STATES)[number];

export const LATE_MINUTES = { min: 5, max: 180 } as const;
export const MAX_LIVE_NOTE = 160;

export const LIVE_STATUS_MESSAGES = {
  stateInvalid: "Choose what to tell visitors",
  minutesInvalid: `Say how late, in minutes from ${LATE_MINUTES.min} to ${LATE_MINUTES.max}`,
  noteTooLong: `The note must be ${MAX_LIVE_NOTE} characters or fewer`,
  notToday: "That stop is not on today's schedule, so it has no live status",
} as const;

/** One change as kept: minutes only with "late", a note only with "sold-out". */
export type LiveChange = { state: LiveState; minutes: number | null; note: string | null };

/** One change as staff send it. */
export const liveChangeSchema = z
  .object({
    state: z.enum(LIVE_STATES, { error: LIVE_STATUS_MESSAGES.stateInvalid }),
    minutes: z.string().trim().optional(),
    note: z.string().trim().max(MAX_LIVE_NOTE, LIVE_STATUS_MESSAGES.noteTooLong).optional(),
  })
  .transform((change, context): LiveChange => {
    if (change.state === "late") {
      const minutes = Number(change.minutes);
      if (!change.minutes || !Number.isInteger(minutes) || minutes < LATE_MINUTES.min || minutes > LATE_MINUTES.max) {
        context.addIssue({ code: "custom", path: ["minutes"], message: LIVE_STATUS_MESSAGES.minutesInvalid });
        return z.NEVER;
      }
      return { state: change.state, minutes, note: null };
    }
    return { state: change.state, minutes: null, note: change.state === "sold-out" ? change.note || null : null };
  });

/**
 * A change as kept: which stop on which truck day, what was said, by whom and when. "closed" is
 * "Closed today" said from the live status: the closure it saved cancels the stop, so it leaves
 * no status of its own, and the history shows who said it.
 */
export type LiveChangeRecord = Omit<LiveChange, "state"> & {
  state: LiveState | "closed";
  eventId: string;
  day: string;
  by: string;
  at: Date;
};

/** A stop's status now: its latest change of the day, or none ("normal" is none). */
export type LiveStatus = { state: Exclude<LiveState, "normal">; minutes: number | null; note: string | null; at: Date };

/**
 * Each stop's status on `day` from that day's changes (any order): the latest change wins; a
 * stop whose latest change is "normal", or that has none, has no status.
 */
export function liveStatusesOf(changes: readonly LiveChangeRecord[], day: string): Map<string, LiveStatus> {
  const latest = new Map<string, LiveChangeRecord>();
  for (const change of changes) {
    if (change.day !== day) continue;
    const before = latest.get(change.eventId);
    if (!before || change.at.getTime() >= before.at.getTime()) latest.set(change.eventId, change);
  }
  const statuses = new Map<string, LiveStatus>();
  for (const [eventId, change] of latest) {
    if (change.state === "normal" || change.state === "closed") continue;
    statuses.set(eventId, { state: change.state, minutes: change.minutes, note: change.note, at: change.at });
  }
  return statuses;
}

/** A status as a visitor reads it: what it says, the staff's note (typed in English), and when it was said. */
export type ShownLiveStatus = {
  state: LiveStatus["state"];
  text: string;
  note: ShownText | null;
  updated: string;
};

/** What a status says in `language`, without its note: "Running about 20 minutes late". */
export function liveStatusText(status: LiveStatus, language: Language): string {
  const words = LIVE_STATUS_WORDS[language];
  if (status.state === "here") return words.here;
  return status.state === "late" ? fill(words.late, { minutes: status.minutes ?? 0 }) : words.soldOut;
}

/** What a stop's card and the next-stop block say of `status` on a page in `language`. */
export function shownLiveStatus(status: LiveStatus, language: Language): ShownLiveStatus {
  const words = LIVE_STATUS_WORDS[language];
  return {
    state: status.state,
    text: liveStatusText(status, language),
    // Typed by staff in English: marked so on a Spanish page.
    note: status.note ? publicTextIn(language, status.note, null) : null,
    updated: fill(words.updated, { time: formatClockTime(truckClockAt(status.at.getTime()), language) }),
  };
}

/** Today's statuses as the next-stop block shows them: the day they are for, and each stop's. */
export type TodaysShownStatuses = { day: string; byStop: Record<string, ShownLiveStatus> };

export function todaysShownStatuses(
  statuses: Map<string, LiveStatus>,
  day: string,
  language: Language,
): TodaysShownStatuses {
  return {
    day,
    byStop: Object.fromEntries([...statuses].map(([eventId, status]) => [eventId, shownLiveStatus(status, language)])),
  };
}
