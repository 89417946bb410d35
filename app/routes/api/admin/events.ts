// GET /api/admin/events -> {success, events} (every event, active or not);
// POST creates one from JSON -> 201 {success, event}.
import { isDatabaseUnavailableError } from "../../../db.server";
import { EVENT_MESSAGES, eventInputSchema } from "../../../domain/events/events";
import { json, jsonError, readJsonBody } from "../../../lib/http.server";
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import { createEvent, listAdminEvents } from "../../../domain/events/events.server";
import type { Route } from "./+types/events";

export async function loader({ request, url }: Route.LoaderArgs) {
  try {
    await requireAdminForApi(request, url);
    return json({ success: true, events: await listAdminEvents() });
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDatabaseUnavailableError(error)) return jsonError(503, EVENT_MESSAGES.loadFailed);
    throw error;
  }
}

export async function action({ request, url }: Route.ActionArgs) {
  try {
    await requireAdminForApi(request, url);
    const input = await readJsonBody(request, eventInputSchema);
    return json({ success: true, event: await createEvent(input) }, 201);
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDatabaseUnavailableError(error)) return jsonError(503, EVENT_MESSAGES.saveFailed);
    throw error;
  }
}
