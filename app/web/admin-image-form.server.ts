// The admin forms that carry an image (event, menu item, press thumbnail) submit as multipart,
// so they work without JavaScript. This reads such a form once, stores a newly chosen file,
// puts the image's URL in place of the file and parses the whole with the form's zod schema.
// The image is stored before the other fields are checked: when they fail, the form comes back
// with the stored image in it, so the user does not choose the file again.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { ImageKind } from "#app/domain/images/image-rules.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { replyToInvalid } from "./form-replies.ts";
import { type ImageForm, imageFileFieldName, imageUrlFromForm, readImageFromForm } from "./image-form.server.ts";

export type AdminImageFormResult<Output> =
  | { ok: true; value: Output; reply: (options?: { formErrors: string[] }) => SubmissionResult<string[]> }
  | { ok: false; status: number; result: SubmissionResult<string[]> };

/**
 * Parses the admin form in `request`, whose ImageUploadField is named `imageField`. On success
 * `value` holds the schema's output with the image URL to save; otherwise `result` is the
 * Conform reply to render (every message beside its field) and `status` the HTTP status.
 */
export async function parseAdminFormWithImage<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  image: { field: string; kind: ImageKind },
  /** Fields the form shows no message beside (hidden version, checkboxes): see replyToInvalid. */
  fieldsWithoutMessages: readonly string[],
): Promise<AdminImageFormResult<z.output<Schema>>> {
  let form: ImageForm;
  try {
    form = await readImageFromForm(request, imageFileFieldName(image.field));
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    // A body cut off at the size limit has no fields to show again: the page shows the record.
    return { ok: false, status: error.status, result: { status: "error", error: { [image.field]: [error.message] } } };
  }
  let refusal = form.imageRefusal;
  try {
    if (!refusal) form.fields.set(image.field, await imageUrlFromForm(form, image.field, image.kind));
  } catch (error) {
    // The record keeps the image it had (the URL the form carried back).
    if (!(error instanceof Refusal)) throw error;
    refusal = error;
  }

  const submission = parseWithZod(form.fields, { schema });
  if (submission.status !== "success" || refusal) {
    const imageErrors = refusal ? { [image.field]: [refusal.message] } : undefined;
    return {
      ok: false,
      status: refusal?.status ?? 400,
      result: replyToInvalid(submission, fieldsWithoutMessages, imageErrors),
    };
  }
  return { ok: true, value: submission.value, reply: (options) => submission.reply(options) };
}
