// GET, PUT, DELETE /api/admin/events/{id} -> {success, event} or {success: false, error}.
// A malformed or unknown id is 404 'Event not found'; a PUT whose `__v` is stale is 409.
import { isDatabaseUnavailableError } from "../../../db.server";
import { EVENT_MESSAGES, eventInputSchema } from "../../../domain/events/events";
import { json, jsonError, readJsonBody } from "../../../lib/http.server";
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import { deleteEvent, findEvent, updateEvent } from "../../../domain/events/events.server";
import { RecordError } from "../../../domain/shared/record-errors.server";
import type { Route } from "./+types/event";

// The methods this route's action answers (server/allowed-methods.ts refuses the others).
export const handle = { actionMethods: ["PUT", "DELETE"] };

export async function loader({ request, url, params }: Route.LoaderArgs) {
  try {
    await requireAdminForApi(request, url);
    const event = await findEvent(params.id);
    if (!event) return jsonError(404, EVENT_MESSAGES.notFound);
    return json({ success: true, event });
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDatabaseUnavailableError(error)) return jsonError(503, EVENT_MESSAGES.loadOneFailed);
    throw error;
  }
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const fallback = request.method === "DELETE" ? EVENT_MESSAGES.deleteFailed : EVENT_MESSAGES.saveFailed;
  try {
    await requireAdminForApi(request, url);
    if (request.method === "DELETE") {
      return json({ success: true, event: await deleteEvent(params.id) });
    }
    const input = await readJsonBody(request, eventInputSchema);
    return json({ success: true, event: await updateEvent(params.id, input) });
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof RecordError) return jsonError(error.status, error.message);
    if (isDatabaseUnavailableError(error)) return jsonError(503, fallback);
    throw error;
  }
}
