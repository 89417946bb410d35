// Plumbing of the forms, shared by the HTML actions and the JSON API.
import type { z } from "zod";

export const HONEYPOT_FIELD = "website";

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };
/** Any field's message by its name; with the fields a form shows, each of theirs and the form's, where given. */
type FieldErrors<Name extends string> = string extends Name
  ? Record<string, string>
  : { [Key in Name | "form"]?: string };

/**
 * The one step from a failed parse to field messages, for pages and the API alike: the first
 * message per field. A field is named by its first step (`topics`), or with `nested` by its
 * whole path (`openingHours.monday.1.opens`). An issue of the whole input, or, when `shown`
 * lists the fields a form shows messages beside, of any other field (only a forged or stale
 * form gets those wrong), is the form's own message: `form`.
 */
export function fieldErrorsFrom<Name extends string = string>(
  issues: readonly Issue[],
  options: { nested?: boolean; shown?: readonly Name[] } = {},
): FieldErrors<Name> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = (options.nested ? issue.path.join(".") : String(issue.path[0] ?? "")) || "form";
    const shown = !options.shown || (options.shown as readonly string[]).includes(name);
    errors[shown ? name : "form"] ??= issue.message;
  }
  return errors as FieldErrors<Name>;
}

/**
 * A form's fields parsed by its schema, or, refused, the field messages of fieldErrorsFrom (with
 * its options): the one parse of a form its action alone checks.
 */
export function parseFormFields<Schema extends z.ZodType, Name extends string = string>(
  schema: Schema,
  input: unknown,
  options: { nested?: boolean; shown?: readonly Name[] } = {},
): { success: true; data: z.output<Schema> } | { success: false; problems: FieldErrors<Name> } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, problems: fieldErrorsFrom(parsed.error.issues, options) };
}
