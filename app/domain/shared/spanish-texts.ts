// What staff type in both languages (issue 49): beside each English text visitors read, its
// Spanish, or the mark that it stays the same in Spanish (a name such as "Karaage"), so nothing
// is typed twice. A record stored before issue 49 has neither: its texts read as still needing
// Spanish, and Spanish pages show the English, marked as English. Client-safe.
import { z } from "zod";
import type { Language } from "#app/i18n/language.ts";
import type { ShownText } from "./shown-text.ts";

/** A Spanish text as the API and the forms take it: trimmed, at most as long as its English. */
export function spanishText(label: string, max: number) {
  return z
    .string({ error: `${label} in Spanish must be text` })
    .trim()
    .max(max, `${label} in Spanish must be at most ${max} characters`);
}

/** Which of a record's texts stay the same in Spanish: known names only, each once. */
export function sameInSpanish<Field extends string>(fields: readonly [Field, ...Field[]]) {
  const known = fields.join(", ");
  return z
    .array(z.enum(fields, { error: `same_in_spanish may only name ${known}` }), {
      error: `same_in_spanish must be a list of ${known}`,
    })
    .max(fields.length * 2, `same_in_spanish must be a list of ${known}`)
    .transform((names) => fields.filter((field) => names.includes(field)));
}

const apiText = (label: string, max: number) => spanishText(label, max).optional();
const formText = (label: string, max: number) =>
  spanishText(label, max)
    .optional()
    .transform((value) => value ?? "");
type KeyedInSpanish<Field extends string, Schema> = { [Name in Field as `${Name}_es`]: Schema };

/**
 * A record's Spanish fields, each as long as its English at most: for the API, each optional (one
 * left out stays as it was); for a form, which always sends its Spanish, an emptied field (sent
 * as nothing) is cleared and no box ticked is nothing the same.
 */
export function spanishTextFields<Field extends string>(
  fields: readonly [Field, ...Field[]],
  limits: Record<Field, { label: string; max: number }>,
) {
  const each = <Schema>(make: (label: string, max: number) => Schema) =>
    Object.fromEntries(
      fields.map((field) => [`${field}_es`, make(limits[field].label, limits[field].max)]),
    ) as KeyedInSpanish<Field, Schema>;
  const same = sameInSpanish(fields);
  return {
    api: { ...each(apiText), same_in_spanish: same.optional() },
    form: { ...each(formText), same_in_spanish: same.optional().transform((names) => names ?? []) },
  };
}

/**
 * A record's Spanish texts as stored and as the API names them, beside the English ones
 * (`name` and `name_es`): absent on a record older than issue 49.
 */
export type SpanishTexts<Field extends string> = { [Name in Field as `${Name}_es`]?: string | null } & {
  same_in_spanish?: readonly string[] | null;
};

function spanishOf<Field extends string>(record: SpanishTexts<Field>, field: Field): string {
  return ((record as Record<string, string | null | undefined>)[`${field}_es`] ?? "").trim();
}

/** One of a record's texts in a language: the Spanish, the English where it stays the same, else the English marked. */
export function shownText<Field extends string>(
  language: Language,
  record: SpanishTexts<Field> & Record<Field, string>,
  field: Field,
): ShownText {
  const english = record[field];
  if (language === "en") return { text: english };
  const spanish = spanishOf(record, field);
  if (spanish) return { text: spanish };
  if (record.same_in_spanish?.includes(field)) return { text: english };
  return { text: english, lang: "en" };
}

/** A text as the public API gives its Spanish (spec fields ending in `Es`): the Spanish, or null while it still needs Spanish. */
export function spanishOrNull<Field extends string>(
  record: SpanishTexts<Field> & Partial<Record<Field, string | null>>,
  field: Field,
): string | null {
  const texts = { ...record, [field]: record[field] ?? "" } as SpanishTexts<Field> & Record<Field, string>;
  const shown = shownText("es", texts, field);
  return shown.lang ? null : shown.text;
}

/** The texts of a record that still need Spanish: typed in English, with no Spanish and not marked the same. */
export function textsNeedingSpanish<Field extends string>(
  record: SpanishTexts<Field> & Record<Field, string | null | undefined>,
  fields: readonly Field[],
): Field[] {
  return fields.filter(
    (field) => Boolean(record[field]?.trim()) && !spanishOf(record, field) && !record.same_in_spanish?.includes(field),
  );
}

/** The kinds of record whose texts are typed in both languages: where the dashboard sends staff. */
export type SpanishTextsKind = "menuItem" | "banner" | "closure" | "stop" | "business" | "photo";

/** A record with texts that still need Spanish: what the dashboard lists, each linked to its form. */
export type NeedsSpanish = { kind: SpanishTextsKind; id: string; name: string; texts: string[] };
