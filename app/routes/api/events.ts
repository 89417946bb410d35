// GET /api/events: upcoming active popup events (spec section 7).
import { EVENTS_LOAD_ERROR } from "../../content/messages";
import { listUpcomingEvents } from "../../domain/events/events.server";
import { apiRoute } from "../../domain/shared/refusal.server";
import { publicJson } from "../../lib/http-cache.server";

export const loader = apiRoute({ unavailable: EVENTS_LOAD_ERROR, failureFields: { events: [] } }, async () =>
  publicJson({ success: true, events: await listUpcomingEvents() }),
);
