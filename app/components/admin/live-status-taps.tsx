// Today's stop's live status where staff already are (issue 52): "We're here" in one tap from the
// dashboard's today's stop and the events list (back to that page), and a link to the live status
// page for running late, sold out or closed.
import { Form, Link } from "react-router";
import { LIVE_STATUS_PORTAL_WORDS as WORDS } from "#app/content/live-status-words.ts";

export function LiveStatusTaps(props: { eventId: string; title: string; back: "/admin/dashboard" | "/admin/events" }) {
  return (
    <div className="admin-live-taps">
      <Form method="post" action="/admin/live-status">
        <input type="hidden" name="event_id" value={props.eventId} />
        <input type="hidden" name="back" value={props.back} />
        <button type="submit" name="state" value="here" className="admin-button">
          {WORDS.here}
          <span className="visually-hidden">{` ${props.title}`}</span>
        </button>
      </Form>
      <Link to="/admin/live-status">
        {WORDS.more}
        <span className="visually-hidden">{` ${props.title}`}</span>
      </Link>
    </div>
  );
}
