// The delete action shared by the admin list pages (their JS dialog and no-JS confirm page both
// post intent=delete and an id): delete, then redirect back to the list with a flash message.
import { redirect } from "react-router";
import { isDatabaseUnavailableError } from "../../db.server.ts";
import { RecordError } from "./record-errors.server.ts";
import { flash } from "../staff/session.server.ts";
import { readFormBody } from "../../lib/http.server.ts";

export async function deleteAndReturnToList(
  request: Request,
  options: {
    listPath: string;
    remove: (id: string) => Promise<unknown>;
    messages: { deleted: string; deleteFailed: string };
  },
): Promise<Response> {
  const { listPath, remove, messages } = options;
  const form = await readFormBody(request);
  const id = String(form.get("id") ?? "");
  if (form.get("intent") !== "delete") {
    return redirect(listPath, { headers: await flash(request, "error", messages.deleteFailed) });
  }
  try {
    await remove(id);
    return redirect(listPath, { headers: await flash(request, "success", messages.deleted) });
  } catch (error) {
    const message = error instanceof RecordError ? error.message : messages.deleteFailed;
    if (!(error instanceof RecordError) && !isDatabaseUnavailableError(error)) {
      console.error(messages.deleteFailed, error);
    }
    return redirect(listPath, { headers: await flash(request, "error", message) });
  }
}
