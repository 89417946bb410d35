// Popup events as staff edit them: the one zod schema that the admin API
// reads JSON through and the portal's form uses through Conform (which turns form strings into
// numbers and checkbox booleans first). Client-safe: no server imports.
import { z } from "zod";
import { EVENT_SCHEDULE_MESSAGES as SCHEDULE } from "#app/content/portal-messages.ts";
import { displayOrder, flag, image, requiredText, version } from "#app/domain/shared/record-fields.ts";
import { spanishTextFields } from "#app/domain/shared/spanish-texts.ts";
import { isIsoDate } from "#app/models/validators.ts";
import { type Cancellation, lastAllowedRepeatDate, REPEATS, type Repeat, seriesDates } from "./schedule.ts";

/** Most skipped or cancelled dates one event keeps (a year of weeks, with room). */
const MAX_DATE_CHANGES = 60;
const MAX_REASON = 200;

/** The stop's texts that Spanish pages show in Spanish (issue 49); each cancelled day's reason has its own. */
export const EVENT_SPANISH_TEXTS = ["title", "description"] as const;
export type EventText = (typeof EVENT_SPANISH_TEXTS)[number];
const spanishFields = spanishTextFields(EVENT_SPANISH_TEXTS, {
  title: { label: "Title", max: 200 },
  description: { label: "Description", max: 2000 },
});

const eventFields = {
  title: requiredText("Title", 200),
  address: requiredText("Address", 300),
  date: z.string({ error: "Date is required" }).refine(isIsoDate, "Date must be a valid date (YYYY-MM-DD)"),
  time: requiredText("Time", 100),
  description: requiredText("Description", 2000),
  image,
  display_order: displayOrder,
  is_active: flag.optional().transform((value) => value ?? true),
  __v: version,
};

type ScheduleFields = {
  date: string;
  repeat: Repeat;
  repeat_until: string | null;
  skip_dates: string[];
  cancellations: Cancellation[];
};

/** What is wrong with a weekly event's end date, if anything (one message: the first). */
function repeatUntilProblem(event: ScheduleFields): string | null {
  if (event.repeat_until && !isIsoDate(event.repeat_until)) return SCHEDULE.repeatUntilInvalid;
  if (event.repeat !== "weekly") return null;
  if (!event.repeat_until) return SCHEDULE.repeatUntilRequired;
  if (!isIsoDate(event.repeat_until) || !isIsoDate(event.date)) return null;
  if (event.repeat_until < event.date) return SCHEDULE.repeatUntilBeforeDate;
  const last = lastAllowedRepeatDate(event.date);
  return event.repeat_until > last ? SCHEDULE.repeatUntilTooLate(last) : null;
}

/**
 * The rules of an event's dates, the same for the API and the form: a weekly event needs an end
 * on or after its date and at most a year later; skipped and cancelled dates must be dates of
 * the event, a cancellation needs a reason, and no date is both.
 */
function checkSchedule(event: ScheduleFields, context: z.RefinementCtx): void {
  const problem = (path: keyof ScheduleFields, message: string) =>
    context.addIssue({ code: "custom", path: [path], message });
  const untilProblem = repeatUntilProblem(event);
  if (untilProblem) {
    problem("repeat_until", untilProblem);
    return;
  }
  if (!isIsoDate(event.date)) return;
  const dates = new Set(seriesDates(event));
  if (event.skip_dates.length + event.cancellations.length > MAX_DATE_CHANGES) problem("skip_dates", SCHEDULE.tooMany);
  for (const date of event.skip_dates) {
    if (!isIsoDate(date)) problem("skip_dates", SCHEDULE.dateInvalid(date));
    else if (!dates.has(date)) problem("skip_dates", SCHEDULE.notEventDate(date));
  }
  const skipped = new Set(event.skip_dates);
  for (const { date, reason, reason_es } of event.cancellations) {
    if (!isIsoDate(date)) problem("cancellations", SCHEDULE.dateInvalid(date));
    else if (!dates.has(date)) problem("cancellations", SCHEDULE.notEventDate(date));
    else if (!reason.trim()) problem("cancellations", SCHEDULE.reasonRequired(date));
    else if (reason.trim().length > MAX_REASON) problem("cancellations", SCHEDULE.reasonTooLong(date));
    else if ((reason_es ?? "").trim().length > MAX_REASON)
      problem("cancellations", SCHEDULE.spanishReasonTooLong(date));
    else if (skipped.has(date)) problem("cancellations", SCHEDULE.skippedAndCancelled(date));
  }
}

/**
 * Keeps one of each date, in order; a one-off event has no end date. A cancellation's Spanish
 * left out (an API client of the spec's shape) stays left out: the save keeps the stored one.
 */
function tidySchedule<T extends ScheduleFields>(event: T): T {
  const cancellations = new Map(
    event.cancellations.map(({ date, reason, reason_es }): [string, Cancellation] => [
      date,
      { date, reason: reason.trim(), ...(typeof reason_es === "string" ? { reason_es: reason_es.trim() } : {}) },
    ]),
  );
  return {
    ...event,
    repeat_until: event.repeat === "weekly" ? event.repeat_until : null,
    skip_dates: [...new Set(event.skip_dates)].sort(),
    cancellations: [...cancellations.values()].sort((a, b) => a.date.localeCompare(b.date)),
  };
}

const repeat = z
  .enum(REPEATS, { error: SCHEDULE.repeat })
  .optional()
  .transform((value): Repeat => value ?? "none");

export const eventInputSchema = z
  .object({
    ...eventFields,
    ...spanishFields.api,
    repeat,
    repeat_until: z
      .string({ error: SCHEDULE.repeatUntilInvalid })
      .nullable()
      .optional()
      .transform((value) => value || null),
    skip_dates: z
      .array(z.string({ error: SCHEDULE.dateInvalid("") }), { error: "Skip dates must be a list of dates" })
      .optional()
      .transform((value) => value ?? []),
    cancellations: z
      .array(
        z.object({
          date: z.string(),
          reason: z
            .string()
            .optional()
            .transform((value) => value ?? ""),
          reason_es: z.string({ error: SCHEDULE.spanishReasonNotText }).optional(),
        }),
        { error: "Cancellations must be a list of { date, reason }" },
      )
      .optional()
      .transform((value) => value ?? []),
  })
  .superRefine(checkSchedule)
  .transform(tidySchedule);
export type EventInput = z.infer<typeof eventInputSchema>;

/** Lines of a textarea, blank ones dropped. */
const lines = (text: string | undefined) =>
  (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The form's cancellation lines: "2026-12-04 Rained out" (a colon or dash after the date is fine). */
export function parseCancellationLines(text: string | undefined): Cancellation[] {
  return lines(text).map((line) => {
    const match = /^(\S+)\s*[:–—-]?\s*(.*)$/.exec(line)!;
    return { date: match[1]!, reason: match[2]! };
  });
}

/** The form's text for a list of cancellations, one per line. */
export function cancellationLines(cancellations: readonly Cancellation[]): string {
  return cancellations.map(({ date, reason }) => `${date} ${reason}`).join("\n");
}

/** The form's text for the cancellations' reasons in Spanish: one line for each that has one. */
export function spanishCancellationLines(cancellations: readonly Cancellation[]): string {
  return cancellations
    .filter(({ reason_es }) => reason_es?.trim())
    .map(({ date, reason_es }) => `${date} ${reason_es}`)
    .join("\n");
}

type FormCancellations = { cancellations: Cancellation[]; cancellations_es: Cancellation[] };

/** Each Spanish line is a cancelled day's, at most as long as its English. */
function checkSpanishReasons(event: FormCancellations, context: z.RefinementCtx): void {
  const cancelled = new Set(event.cancellations.map(({ date }) => date));
  for (const { date, reason } of event.cancellations_es) {
    const message = !cancelled.has(date)
      ? SCHEDULE.spanishReasonNotCancelled(date)
      : reason.length > MAX_REASON
        ? SCHEDULE.spanishReasonTooLong(date)
        : null;
    if (message) context.addIssue({ code: "custom", path: ["cancellations_es"], message });
  }
}

/** The form's Spanish lines as each cancellation's `reason_es` (a day without a line has none). */
function withSpanishReasons<T extends FormCancellations>({ cancellations_es, ...event }: T) {
  const spanish = new Map(cancellations_es.map(({ date, reason }) => [date, reason]));
  return {
    ...event,
    cancellations: event.cancellations.map((cancellation) => ({
      ...cancellation,
      reason_es: spanish.get(cancellation.date) ?? "",
    })),
  };
}

/**
 * The event form: like the API, but an unticked checkbox (absent) means inactive, and skipped
 * and cancelled dates are written one per line. The fields alone (`eventFormFields`) give the
 * browser its HTML constraints: Conform reads none from a schema that is refined as a whole.
 */
export const eventFormFields = z.object({
  ...eventFields,
  is_active: z
    .boolean()
    .optional()
    .transform((value) => value === true),
  repeat,
  repeat_until: z
    .string()
    .optional()
    .transform((value) => value || null),
  ...spanishFields.form,
  skip_dates: z.string().optional().transform(lines),
  cancellations: z.string().optional().transform(parseCancellationLines),
  /** The cancelled days' reasons in Spanish, one per line like the English (issue 49). */
  cancellations_es: z.string().optional().transform(parseCancellationLines),
});
export const eventFormSchema = eventFormFields
  .superRefine(checkSchedule)
  .superRefine(checkSpanishReasons)
  .transform(withSpanishReasons)
  .transform(tidySchedule);
