// The delete action of the portal's lists: their JS dialog and no-JS confirm page both post
// intent=delete and an id.
import { redirect } from "react-router";
import { readFormBody } from "../../lib/http.server.ts";
import { flash } from "../staff/session.server.ts";
import { asRefusal } from "./refusal.server.ts";

/** Deletes, then redirects back to the list with a flash message: the refusal's, or `deleteFailed`. */
export async function deleteAndReturnToList(
  request: Request,
  options: {
    listPath: string;
    remove: (id: string) => Promise<unknown>;
    messages: { deleted: string; deleteFailed: string };
    /** The spec gives this list one failure message whatever the reason (press). */
    sameMessageForEveryFailure?: boolean;
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
    const refusal = asRefusal(error, messages.deleteFailed);
    const message = options.sameMessageForEveryFailure ? messages.deleteFailed : refusal.message;
    return redirect(listPath, { headers: await flash(request, "error", message) });
  }
}
