// Plumbing of the visitors' forms, shared by the HTML actions and the JSON API.
export const HONEYPOT_FIELD = "website";

/** Field errors from a zod error: the first message per field. */
export function fieldErrorsFrom(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
