// The actions every portal record shares: saving its form (new or edit, with an image),
// deleting from its list (whose JS dialog and no-JS confirm page both post intent=delete, id)
// and a one-tap change from the list (components/admin/one-tap.tsx).
import { data } from "react-router";
import type { z } from "zod";
import type { ImageKind } from "#app/domain/images/image-rules.ts";
import { parseAdminFormWithImage } from "./admin-image-form.server.ts";
import type { TapReply } from "./form-replies.ts";
import { readFormBody } from "./http.server.ts";
import { asRefusal, refusedForm } from "./refusal.server.ts";
import { redirectWithFlash } from "./session.server.ts";

/** How a record's portal form is read: its schema, its image field, fields without a message beside them. */
export type RecordForm<Schema extends z.ZodType> = {
  schema: Schema;
  image: { field: string; kind: ImageKind };
  fieldsWithoutMessages: readonly string[];
};

/**
 * The action of a record's edit page (new when `id` is undefined): reads the form, saves it,
 * then redirects to the list with the spec's created/updated message. An invalid form or a
 * refused save comes back with the messages beside the fields, or above the form.
 */
export async function saveRecordForm<Schema extends z.ZodType>(
  request: Request,
  target: {
    id: string | undefined;
    listPath: string;
    messages: { saveFailed: string; created: string; updated: string };
  },
  form: RecordForm<Schema>,
  save: (value: z.output<Schema>) => Promise<unknown>,
) {
  const parsed = await parseAdminFormWithImage(request, form.schema, form.image, form.fieldsWithoutMessages);
  if (!parsed.ok) return data({ result: parsed.result }, { status: parsed.status });
  try {
    await save(parsed.value);
  } catch (error) {
    return refusedForm(parsed, error, target.messages.saveFailed);
  }
  const message = target.id ? target.messages.updated : target.messages.created;
  return redirectWithFlash(request, target.listPath, "success", message);
}

/** Deletes, then redirects back to the list with a flash message: the refusal's, or `deleteFailed`. */
export async function deleteAndReturnToList(
  request: Request,
  options: {
    listPath: string;
    remove: (id: string) => Promise<unknown>;
    messages: { deleted: string; deleteFailed: string };
    /** The spec gives this list one failure message whatever the reason (press). */
    sameMessageForEveryFailure?: boolean;
    /** The request's form, when the list's action has read it already. */
    form?: FormData;
  },
): Promise<Response> {
  const { listPath, remove, messages } = options;
  const form = options.form ?? (await readFormBody(request));
  const id = String(form.get("id") ?? "");
  if (form.get("intent") !== "delete") {
    return redirectWithFlash(request, listPath, "error", messages.deleteFailed);
  }
  try {
    await remove(id);
    return redirectWithFlash(request, listPath, "success", messages.deleted);
  } catch (error) {
    const refusal = asRefusal(error, messages.deleteFailed);
    const message = options.sameMessageForEveryFailure ? messages.deleteFailed : refusal.message;
    return redirectWithFlash(request, listPath, "error", message);
  }
}

/**
 * Answers a one-tap change from a list: `change` makes it and returns what staff read. A tap
 * through the fetcher (`reply=inline`) gets that message, or the refusal, as data; a plain
 * form POST is redirected to `listPath` with it as a flash message.
 */
export async function answerTap(
  request: Request,
  form: FormData,
  options: { listPath: string; change: () => Promise<string>; failed: string },
): Promise<Response | ReturnType<typeof data<TapReply>>> {
  const inline = form.get("reply") === "inline";
  try {
    const message = await options.change();
    if (inline) return data<TapReply>({ ok: true, message });
    return redirectWithFlash(request, options.listPath, "success", message);
  } catch (error) {
    const refusal = asRefusal(error, options.failed);
    if (inline) return data<TapReply>({ ok: false, error: refusal.message }, { status: refusal.status });
    return redirectWithFlash(request, options.listPath, "error", refusal.message);
  }
}
