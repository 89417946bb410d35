// Closures (issue 33) as the schedule, the pages and the forms read them: which dates one covers,
// whether one is on at a moment, what visitors are told ("Closed until Monday, December 29"),
// and the one zod schema the admin API and the portal form read input through. Pure and
// client-safe: the server module stores them (closures.server.ts).
import { z } from "zod";
import { CLOSURE_MESSAGES } from "#app/content/portal-messages.ts";
import { addDaysToIsoDate, truckMoment } from "#app/domain/shared/dates.ts";
import { spanishTextFields } from "#app/domain/shared/spanish-texts.ts";
import { INTL_LOCALE, type Language } from "#app/i18n/language.ts";
import { isIsoDate } from "#app/models/validators.ts";

/** The truck closed from `starts_on` to `ends_on` (truck dates, both included), with the reason visitors see. */
/** `reasonEs` (issue 49): the reason's Spanish where the public side reads it; null while it has none. */
export type DateClosure = { starts_on: string; ends_on: string; reason: string; reasonEs?: string | null };

/** A closure as the portal and the admin API show it. */
export type AdminClosure = DateClosure & {
  id: string;
  /** "Closed for the rest of today": on from `starts_at` to the end of `starts_on`. */
  rest_of_today: boolean;
  starts_at: string | null;
  /** In Spanish (issue 49): "" when not yet; ["reason"] when it stays as it is. */
  reason_es: string;
  same_in_spanish: ClosureText[];
  __v: number;
};

/** A closure as the public side reads it: its dates, its reason (and its Spanish: issue 49), and the moment it starts. */
export type ActiveClosure = DateClosure & { startsAt: number; reasonEs: string | null };

/** A closure runs at most this many days (a year, with room for a leap day). */
export const MAX_CLOSURE_DAYS = 366;
export const MAX_CLOSURE_REASON = 200;

/** The closure covering `date`, if any (the first in the list). */
export function closureOn<C extends DateClosure>(date: string, closures: readonly C[]): C | null {
  return closures.find((closure) => closure.starts_on <= date && date <= closure.ends_on) ?? null;
}

/** The moment a closure stops: midnight after its last day, in the truck's time zone. */
export function closureEndsAt(closure: DateClosure): number {
  return truckMoment(addDaysToIsoDate(closure.ends_on, 1), "00:00");
}

/** The closure that is on at `now` (milliseconds), if any. */
export function closureNow(closures: readonly ActiveClosure[], now: number): ActiveClosure | null {
  return closures.find((closure) => closure.startsAt <= now && now < closureEndsAt(closure)) ?? null;
}

/** The first day the truck is open again after `closure`, past any closure that follows on. */
export function reopensOn(closure: DateClosure, closures: readonly DateClosure[]): string {
  let day = addDaysToIsoDate(closure.ends_on, 1);
  for (let next = closureOn(day, closures); next; next = closureOn(day, closures)) {
    day = addDaysToIsoDate(next.ends_on, 1);
  }
  return day;
}

const untilFormats: Partial<Record<Language, Intl.DateTimeFormat>> = {};

/** The day the truck opens again as "Closed until …" names it: "Monday, December 29" ("lunes, 29 de diciembre"). */
export function reopeningDay(reopening: string, language: Language = "en"): string {
  untilFormats[language] ??= new Intl.DateTimeFormat(INTL_LOCALE[language], {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return untilFormats[language].format(new Date(`${reopening}T00:00:00Z`));
}

/** "Closed until Monday, December 29": the day the truck opens again (in Spanish: public-closures.server.ts). */
export function closedUntil(reopening: string): string {
  return CLOSURE_MESSAGES.closedUntil(reopeningDay(reopening));
}

/**
 * What the public is told while a closure is on: the wording and its reason; `reasonEs` (issue 49)
 * is its Spanish, null while it has none.
 */
export type ClosureNotice = { closedUntil: string; reason: string; reasonEs: string | null; reopensOn: string };

/** A closure notice as a page shows it: `reasonLang` is "en" where the reason fell back to English. */
export type ShownClosureNotice = ClosureNotice & { reasonLang?: "en" };

export function closureNotice(closures: readonly ActiveClosure[], now: number): ClosureNotice | null {
  const closure = closureNow(closures, now);
  if (!closure) return null;
  const reopening = reopensOn(closure, closures);
  return {
    closedUntil: closedUntil(reopening),
    reason: closure.reason,
    reasonEs: closure.reasonEs,
    reopensOn: reopening,
  };
}

// ---- Input ----------------------------------------------------------------------------------

/** The closure's text that Spanish pages show in Spanish (issue 49). */
export const CLOSURE_SPANISH_TEXTS = ["reason"] as const;
export type ClosureText = (typeof CLOSURE_SPANISH_TEXTS)[number];

const spanishFields = spanishTextFields(CLOSURE_SPANISH_TEXTS, {
  reason: { label: "Reason", max: MAX_CLOSURE_REASON },
});

const date = (message: string) => z.string({ error: message }).refine(isIsoDate, message);

const closureFields = {
  /** "range" (the default) or "rest-of-today" (then the dates are today's, set by the server). */
  kind: z
    .enum(["range", "rest-of-today"], { error: CLOSURE_MESSAGES.kindInvalid })
    .optional()
    .transform((value) => value ?? "range"),
  starts_on: date(CLOSURE_MESSAGES.startInvalid).optional(),
  ends_on: date(CLOSURE_MESSAGES.endInvalid).optional(),
  reason: z
    .string({ error: CLOSURE_MESSAGES.reasonRequired })
    .trim()
    .min(1, CLOSURE_MESSAGES.reasonRequired)
    .max(MAX_CLOSURE_REASON, CLOSURE_MESSAGES.reasonTooLong),
};

type ClosureFields = { kind: "range" | "rest-of-today"; starts_on?: string | undefined; ends_on?: string | undefined };

function checkDates(closure: ClosureFields, context: z.RefinementCtx): void {
  if (closure.kind !== "range") return;
  const problem = (path: "starts_on" | "ends_on", message: string) =>
    context.addIssue({ code: "custom", path: [path], message });
  // A date that is not one has its own message already (its field's); nothing to compare.
  if (!closure.starts_on) problem("starts_on", CLOSURE_MESSAGES.startInvalid);
  else if (!closure.ends_on) problem("ends_on", CLOSURE_MESSAGES.endInvalid);
  else if (!isIsoDate(closure.starts_on) || !isIsoDate(closure.ends_on)) return;
  else if (closure.ends_on < closure.starts_on) problem("ends_on", CLOSURE_MESSAGES.endBeforeStart);
  else if (closure.ends_on > addDaysToIsoDate(closure.starts_on, MAX_CLOSURE_DAYS - 1)) {
    problem("ends_on", CLOSURE_MESSAGES.tooLong);
  }
}

/** The body of POST and PUT /api/admin/closures: `notify_followers` (default false, as on the event routes) tells followers. */
export const closureInputSchema = z
  .object({
    ...closureFields,
    ...spanishFields.api,
    notify_followers: z.boolean({ error: CLOSURE_MESSAGES.notifyInvalid }).optional(),
    __v: z.number({ error: CLOSURE_MESSAGES.versionInvalid }).int().min(0).optional(),
  })
  .strict()
  .superRefine(checkDates);
export type ClosureInput = z.infer<typeof closureInputSchema>;

/** The portal form: the same, from form strings; an unticked "Tell followers" is absent. */
export const closureFormSchema = z
  .object({
    ...closureFields,
    ...spanishFields.form,
    starts_on: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .pipe(date(CLOSURE_MESSAGES.startInvalid).optional()),
    ends_on: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .pipe(date(CLOSURE_MESSAGES.endInvalid).optional()),
    notify_followers: z
      .string()
      .optional()
      .transform((value) => value === "on" || value === "true"),
    __v: z.coerce.number().int().min(0).optional(),
  })
  .superRefine(checkDates);
