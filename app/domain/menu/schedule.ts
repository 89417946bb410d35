// Seasonal and scheduled items (issue 34): an item may show from and/or until a day of the
// truck's calendar, from the start of the first day to the end of the last. Days are YYYY-MM-DD
// strings, so "is it showing today?" is two string comparisons against the truck's day: no
// extra read and no time zone arithmetic per request. Client-safe.
import { z } from "zod";
import { MENU_SCHEDULE_MESSAGES } from "#app/content/portal-messages.ts";
import { isIsoDate } from "#app/models/validators.ts";

export type MenuSchedule = { available_from?: string | null; available_until?: string | null };

/** Whether an item with this schedule shows on `today` (YYYY-MM-DD, truck time zone). No dates: every day. */
export function isShowingOn(item: MenuSchedule, today: string): boolean {
  return (
    (!item.available_from || item.available_from <= today) && (!item.available_until || item.available_until >= today)
  );
}

const monthDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const monthDayYear = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Dec 1" within today's year, "Jan 5, 2027" beyond it, so a label never names the wrong year. */
function scheduleDay(day: string, today: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return (day.slice(0, 4) === today.slice(0, 4) ? monthDay : monthDayYear).format(date);
}

/**
 * What the portal's list says of an item's schedule on `today`: "Scheduled: from Dec 1" before
 * it shows, "Ended Nov 30" after, "Until Dec 24" while it shows with a last day; nothing for an
 * item showing with no last day.
 */
export function scheduleLabel(item: MenuSchedule, today: string): string | null {
  if (item.available_from && item.available_from > today) {
    return MENU_SCHEDULE_MESSAGES.scheduled(scheduleDay(item.available_from, today));
  }
  if (item.available_until && item.available_until < today) {
    return MENU_SCHEDULE_MESSAGES.ended(scheduleDay(item.available_until, today));
  }
  if (item.available_until) return MENU_SCHEDULE_MESSAGES.until(scheduleDay(item.available_until, today));
  return null;
}

/** Whether the last day comes before the first (either may be unset). */
export function endsBeforeItStarts(item: MenuSchedule): boolean {
  return Boolean(item.available_from && item.available_until && item.available_until < item.available_from);
}

const day = (message: string) => z.string({ error: message }).refine(isIsoDate, message);

/** The admin API's two dates: YYYY-MM-DD or null (unset); left out of a PUT, each stays as it was. */
export const scheduleApiFields = {
  available_from: day(MENU_SCHEDULE_MESSAGES.fromInvalid).nullable().optional(),
  available_until: day(MENU_SCHEDULE_MESSAGES.untilInvalid).nullable().optional(),
};

/** The form's two date fields: empty is unset (null). */
const formDay = (message: string) =>
  z
    .string({ error: message })
    .optional()
    .transform((value) => value || null)
    .pipe(day(message).nullable());
export const scheduleFormFields = {
  available_from: formDay(MENU_SCHEDULE_MESSAGES.fromInvalid),
  available_until: formDay(MENU_SCHEDULE_MESSAGES.untilInvalid),
};

/** The refusal of a last day before the first, beside the "until" field. */
export function checkSchedule(item: MenuSchedule, context: z.RefinementCtx): void {
  if (endsBeforeItStarts(item)) {
    context.addIssue({ code: "custom", path: ["available_until"], message: MENU_SCHEDULE_MESSAGES.untilBeforeFrom });
  }
}
