// GET /api/events: upcoming active popup events (spec section 7).
import { EVENTS_LOAD_ERROR } from "#app/content/messages.ts";
import { listUpcomingEvents } from "#app/domain/events/events.server.ts";
import { publicJson } from "#app/web/http-cache.server.ts";
import { apiRoute } from "#app/web/refusal.server.ts";

export const loader = apiRoute({ unavailable: EVENTS_LOAD_ERROR, failureFields: { events: [] } }, async () =>
  publicJson({ success: true, events: await listUpcomingEvents() }),
);
