// GET, PUT, DELETE /api/admin/events/{id} -> {success, event} or {success: false, error}.
// A malformed or unknown id is 404 'Event not found'; a PUT whose `__v` is stale is 409.
import { EVENT_MESSAGES, eventInputSchema } from "../../../domain/events/events";
import { deleteEvent, findEvent, updateEvent } from "../../../domain/events/events.server";
import { apiRoute } from "../../../domain/shared/refusal.server";
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import { json, readJsonBody } from "../../../lib/http.server";
import type { Route } from "./+types/event";

// The methods this route's action answers (server/allowed-methods.ts refuses the others).
export const handle = { actionMethods: ["PUT", "DELETE"] };

export const loader = apiRoute({ unavailable: EVENT_MESSAGES.loadOneFailed }, async ({ request, url, params }: Route.LoaderArgs) => {
  await requireAdminForApi(request, url);
  return json({ success: true, event: await findEvent(params.id) });
});

export const action = apiRoute(
  { unavailable: ({ request }) => (request.method === "DELETE" ? EVENT_MESSAGES.deleteFailed : EVENT_MESSAGES.saveFailed) },
  async ({ request, url, params }: Route.ActionArgs) => {
    await requireAdminForApi(request, url);
    if (request.method === "DELETE") return json({ success: true, event: await deleteEvent(params.id) });
    const input = await readJsonBody(request, eventInputSchema);
    return json({ success: true, event: await updateEvent(params.id, input) });
  },
);
