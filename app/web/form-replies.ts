// The reply of an admin form action to an invalid submission. Errors of fields a form shows no
// message beside (its hidden version, a checkbox) only arrive from a tampered or stale page, and
// would otherwise leave a 400 with nothing on screen: they become the form's own message.
import { TAMPERED_FORM_MESSAGE } from "#app/content/messages.ts";

type ReplyOptions = { formErrors?: string[]; fieldErrors?: Record<string, string[]> };

type InvalidSubmission<Reply> = {
  error?: Record<string, string[] | null> | null;
  reply(options?: ReplyOptions): Reply;
};

/** `fieldErrors` adds errors found outside the schema (e.g. a refused image file). */
export function replyToInvalid<Reply>(
  submission: InvalidSubmission<Reply>,
  fieldsWithoutMessages: readonly string[],
  fieldErrors?: Record<string, string[]>,
): Reply {
  const unshown = Object.entries(submission.error ?? {}).some(
    ([name, messages]) => fieldsWithoutMessages.includes(name) && messages?.length,
  );
  const options: ReplyOptions = {
    ...(unshown ? { formErrors: [TAMPERED_FORM_MESSAGE] } : {}),
    ...(fieldErrors ? { fieldErrors } : {}),
  };
  return submission.reply(Object.keys(options).length ? options : undefined);
}

/** What a list's action answers a one-tap change made through a fetcher (`reply=inline`). */
export type TapReply = { ok: true; message: string } | { ok: false; error: string };
