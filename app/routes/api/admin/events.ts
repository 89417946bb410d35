// GET /api/admin/events -> {success, events} (every event, active or not);
// POST creates one from JSON -> 201 {success, event}.
import { EVENT_MESSAGES, eventInputSchema } from "../../../domain/events/events";
import { createEvent, listAdminEvents } from "../../../domain/events/events.server";
import { apiRoute } from "../../../domain/shared/refusal.server";
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import { json, readJsonBody } from "../../../lib/http.server";
import type { Route } from "./+types/events";

export const loader = apiRoute({ unavailable: EVENT_MESSAGES.loadFailed }, async ({ request, url }: Route.LoaderArgs) => {
  await requireAdminForApi(request, url);
  return json({ success: true, events: await listAdminEvents() });
});

export const action = apiRoute({ unavailable: EVENT_MESSAGES.saveFailed }, async ({ request, url }: Route.ActionArgs) => {
  await requireAdminForApi(request, url);
  const input = await readJsonBody(request, eventInputSchema);
  return json({ success: true, event: await createEvent(input) }, 201);
});
