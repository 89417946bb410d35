// /admin/events/:id/delete: the delete confirmation as a page, for browsers without JavaScript
// (with JavaScript the events table asks in a dialog instead).
import { data, Form, Link } from "react-router";
import { rethrowAsServiceUnavailable } from "../../db.server";
import { EVENT_MESSAGES } from "../../domain/admin-content-forms";
import { findEvent } from "../../domain/events.server";
import type { Route } from "./+types/event-delete";

export async function loader({ params }: Route.LoaderArgs) {
  let event;
  try {
    event = await findEvent(params.id);
  } catch (error) {
    rethrowAsServiceUnavailable(error);
  }
  if (!event) throw data(EVENT_MESSAGES.notFound, { status: 404 });
  return { event };
}

export const meta: Route.MetaFunction = () => [
  { title: "Delete event | Sando Truck Admin" },
  { name: "robots", content: "noindex" },
];

export default function DeleteEvent({ loaderData }: Route.ComponentProps) {
  const { event } = loaderData;
  return (
    <main className="admin-main">
      <h1>Delete event</h1>
      <Form method="post" action="/admin/events" className="admin-confirm">
        <p>{EVENT_MESSAGES.deleteConfirm}</p>
        <p>
          <strong>{event.title}</strong> ({event.date}, {event.address})
        </p>
        <input type="hidden" name="id" value={event.id} />
        <button type="submit" name="intent" value="delete" className="admin-danger">
          Delete
        </button>{" "}
        <Link to="/admin/events">Cancel</Link>
      </Form>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = error && typeof error === "object" && "status" in error && error.status === 404;
  return (
    <main className="admin-main">
      <h1>{notFound ? EVENT_MESSAGES.notFound : EVENT_MESSAGES.loadOneFailed}</h1>
      <p>
        <Link to="/admin/events">Back to events</Link>
      </p>
    </main>
  );
}
