// When the week's schedule mail is due. A pure answer to "what is due at this instant": the
// background loop asks it with the server's clock, tests with chosen instants (a daylight-saving
// Sunday, a server that was down at the hour). Whether a due week was already sent is not decided
// here but by an insert with a unique index (weekly-mail.server.ts), which holds across servers.
import { addDaysToIsoDate, todayInTruckTimeZone, truckMoment } from "#app/domain/shared/dates.ts";

/** When the mail goes: a day of the week (0 = Sunday) and a wall-clock time in the truck's time zone. */
export type WeeklyMailTime = { weekday: number; time: string };

/** What the Owner decided: off altogether, weeks skipped (by their key), and the postal address the law asks for. */
export type WeeklyMailPlan = { off: boolean; skippedWeeks: readonly string[]; postalAddress: string };

/** One week's mail: its key (the Monday of its week) and the instant it is meant to go. */
export type WeekSlot = { week: string; sendDate: string; sendAt: number };

export type Hold = "off" | "skipped" | "no-postal-address" | "too-late";

/**
 * A server that was down at the hour still sends the week's mail when it is back, up to this
 * late: later than that, most of the week it describes has begun and the next one is near.
 */
export const LATE_SEND_LIMIT_MS = 12 * 60 * 60_000;

const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/**
 * The key of the week a date is in: its Monday. Moving the send day within a week keeps the key,
 * so a week already mailed is not mailed again after the Owner changes the day.
 */
export function weekKey(isoDate: string): string {
  return addDaysToIsoDate(isoDate, -((weekdayOf(isoDate) + 6) % 7));
}

function slotOn(date: string, time: WeeklyMailTime): WeekSlot {
  return { week: weekKey(date), sendDate: date, sendAt: truckMoment(date, time.time) };
}

/** The latest send instant at or before `instant`. */
export function latestSlot(instant: Date, time: WeeklyMailTime): WeekSlot {
  const today = todayInTruckTimeZone(instant);
  const date = addDaysToIsoDate(today, -((weekdayOf(today) - time.weekday + 7) % 7));
  const slot = slotOn(date, time);
  return slot.sendAt <= instant.getTime() ? slot : slotOn(addDaysToIsoDate(date, -7), time);
}

/** The first send instant after `instant`: what the portal announces as the next mail. */
export function nextSlot(instant: Date, time: WeeklyMailTime): WeekSlot {
  const latest = latestSlot(instant, time);
  return slotOn(addDaysToIsoDate(latest.sendDate, 7), time);
}

/** The week due at `instant`, or why none is. */
export function weeklyMailDue(
  instant: Date,
  time: WeeklyMailTime,
  plan: WeeklyMailPlan,
): { due: WeekSlot } | { hold: Hold; slot: WeekSlot } {
  const slot = latestSlot(instant, time);
  if (plan.off) return { hold: "off", slot };
  if (plan.skippedWeeks.includes(slot.week)) return { hold: "skipped", slot };
  if (instant.getTime() - slot.sendAt > LATE_SEND_LIMIT_MS) return { hold: "too-late", slot };
  if (!plan.postalAddress.trim()) return { hold: "no-postal-address", slot };
  return { due: slot };
}

/** The seven days a week's mail lists: from its send day on. */
export function daysOf(slot: WeekSlot): string[] {
  return Array.from({ length: 7 }, (_, index) => addDaysToIsoDate(slot.sendDate, index));
}
