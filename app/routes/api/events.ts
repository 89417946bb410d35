// GET /api/events: upcoming active popup events (spec section 7).
import { isDatabaseUnavailableError } from "../../db.server";
import { listUpcomingEvents } from "../../domain/events/events.server";
import { EVENTS_LOAD_ERROR } from "../../content/messages";
import { publicJson } from "../../lib/http-cache.server";

export async function loader() {
  try {
    return publicJson({ success: true, events: await listUpcomingEvents() });
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return Response.json({ success: false, events: [], error: EVENTS_LOAD_ERROR }, { status: 503 });
  }
}
