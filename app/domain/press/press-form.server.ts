// The action behind /admin/press/new and /admin/press/edit/:id: parse the form with the
// shared schema, save through the press domain, then redirect to the list with a flash message.
import { data, redirect } from "react-router";
import { isDatabaseUnavailableError } from "../../db.server.ts";
import { parseAdminFormWithImage } from "../images/admin-image-form.server.ts";
import { PRESS_MESSAGES, pressArticleFormSchema } from "./press.ts";
import { createPressArticle, PressArticleConflictError, updatePressArticle } from "./press.server.ts";
import { flash } from "../staff/session.server.ts";

export async function savePressArticleFromForm(request: Request, id: string | null) {
  const form = await parseAdminFormWithImage(request, pressArticleFormSchema, { field: "thumbnail", kind: "press" }, ["version"]);
  if (!form.ok) return data({ result: form.result }, { status: form.status });
  const { version, ...input } = form.value;
  try {
    if (id === null) {
      await createPressArticle(input);
    } else {
      const updated = await updatePressArticle(id, input, version ?? 0);
      if (!updated) throw data(PRESS_MESSAGES.notFound, { status: 404 });
    }
  } catch (error) {
    if (error instanceof PressArticleConflictError) {
      return data({ result: form.reply({ formErrors: [error.message] }) }, { status: 409 });
    }
    if (!isDatabaseUnavailableError(error)) throw error;
    return data({ result: form.reply({ formErrors: [PRESS_MESSAGES.saveFailed] }) }, { status: 503 });
  }
  return redirect("/admin/press", {
    headers: await flash(request, "success", id === null ? PRESS_MESSAGES.created : PRESS_MESSAGES.updated),
  });
}
