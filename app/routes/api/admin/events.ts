// GET /api/admin/events -> {success, events} (every event, active or not);
// POST creates one from JSON -> 201 {success, event}.
import { eventInputSchema } from "../../../domain/events/events";
import { EVENT_MESSAGES } from "../../../content/portal-messages";
import { createEvent, listAdminEvents } from "../../../domain/events/events.server";
import { adminApiRoute } from "../../../domain/staff/auth.server";
import { json, readJsonBody } from "../../../lib/http.server";
import type { Route } from "./+types/events";

export const loader = adminApiRoute({ unavailable: EVENT_MESSAGES.loadFailed }, async (_args: Route.LoaderArgs) =>
  json({ success: true, events: await listAdminEvents() }),
);

export const action = adminApiRoute({ unavailable: EVENT_MESSAGES.saveFailed }, async ({ request }: Route.ActionArgs) =>
  json({ success: true, event: await createEvent(await readJsonBody(request, eventInputSchema)) }, 201),
);
