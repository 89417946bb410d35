// The outcome of a visitor's form submission, shared by the HTML actions and the JSON API.
export type SubmissionRejection = {
  ok: false;
  status: 400 | 429;
  /** The message shown above the form (or the API's `error`). */
  error: string;
  /** Messages shown beside each field, by field name. */
  fieldErrors: Record<string, string>;
};

export type SubmissionResult<T> = { ok: true; value: T } | SubmissionRejection;

export const HONEYPOT_FIELD = "website";
export const HONEYPOT_MESSAGE =
  "Your submission could not be accepted because it looked automated. Please try again, or email us directly.";

/** Field errors from a zod error: the first message per field. */
export function fieldErrorsFrom(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
