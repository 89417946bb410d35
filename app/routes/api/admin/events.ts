// GET /api/admin/events -> {success, events} (every event, active or not);
// POST creates one from JSON -> 201 {success, event}.

import { EVENT_MESSAGES } from "#app/content/portal-messages.ts";
import { createEvent, listAdminEvents } from "#app/domain/events/events.server.ts";
import { eventInputSchema } from "#app/domain/events/events.ts";
import { adminApiRoute } from "#app/web/guards.server.ts";
import { json, readJsonBody } from "#app/web/http.server.ts";
import type { Route } from "./+types/events";

export const loader = adminApiRoute({ unavailable: EVENT_MESSAGES.loadFailed }, async (_args: Route.LoaderArgs) =>
  json({ success: true, events: await listAdminEvents() }),
);

export const action = adminApiRoute({ unavailable: EVENT_MESSAGES.saveFailed }, async ({ request }: Route.ActionArgs) =>
  json({ success: true, event: await createEvent(await readJsonBody(request, eventInputSchema)) }, 201),
);
