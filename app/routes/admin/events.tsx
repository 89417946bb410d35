// /admin/events: every popup event in display order, with add, edit and delete. Deleting asks
// in a dialog with JavaScript; without it the Delete link opens a confirm page. Changes are
// POSTs that redirect back here with a flash message.
import { data, Link } from "react-router";
import { DeleteLink } from "../../components/admin/delete-link";
import { formatEventDate } from "../../domain/shared/dates";
import { FlashMessage } from "../../components/admin/flash-message";
import { EVENT_MESSAGES } from "../../domain/events/events";
import { deleteEvent, listAdminEvents } from "../../domain/events/events.server";
import { deleteAndReturnToList } from "../../domain/shared/admin-pages.server";
import { listOrFallback } from "../../domain/shared/refusal.server";
import { takeFlash } from "../../domain/staff/session.server";
import type { Route } from "./+types/events";

export async function loader({ request }: Route.LoaderArgs) {
  const { success, error, headers } = await takeFlash(request);
  const { list: events, loadFailed, status } = await listOrFallback(listAdminEvents, []);
  return data({ events, success, error, loadFailed }, { status, headers });
}

export function action({ request }: Route.ActionArgs) {
  return deleteAndReturnToList(request, { listPath: "/admin/events", remove: deleteEvent, messages: EVENT_MESSAGES });
}

export const meta: Route.MetaFunction = () => [
  { title: "Events | Sando Truck Admin" },
  { name: "robots", content: "noindex" },
];


export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  const { events, success, error, loadFailed } = loaderData;
  return (
    <main className="admin-main">
      <div className="admin-page-heading">
        <h1>Events</h1>
        <Link to="/admin/events/new" className="admin-button">
          Add New Event
        </Link>
      </div>
      <FlashMessage success={success} error={error} />
      {loadFailed ? (
        <p role="alert" className="admin-message admin-message-error">
          {EVENT_MESSAGES.loadFailed}
        </p>
      ) : null}
      {!loadFailed && events.length === 0 ? <p className="admin-empty">No events yet.</p> : null}
      {events.length > 0 ? (
        <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Title</th>
                <th scope="col">Date</th>
                <th scope="col">Time</th>
                <th scope="col">Location</th>
                <th scope="col">Status</th>
                <th scope="col">Edit</th>
                <th scope="col">Delete</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <td data-label="Order">{event.display_order}</td>
                  <td data-label="Title">{event.title}</td>
                  <td data-label="Date">{formatEventDate(event.date)}</td>
                  <td data-label="Time">{event.time}</td>
                  <td data-label="Location">{event.address}</td>
                  <td data-label="Status">
                    <span className={event.is_active ? "admin-status-active" : "admin-status-inactive"}>
                      {event.is_active ? "Active" : "Inactive"}
                    </span>
                  </td>
                  <td className="admin-cell-action">
                    <Link to={`/admin/events/edit/${event.id}`} className="admin-action" aria-label={`Edit ${event.title}`}>
                      Edit
                    </Link>
                  </td>
                  <td className="admin-cell-action">
                    <DeleteLink
                      to={`/admin/events/${event.id}/delete`}
                      listPath="/admin/events"
                      id={event.id}
                      question={EVENT_MESSAGES.deleteConfirm}
                      record={event.title}
                      label={`Delete ${event.title}`}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
      ) : null}
    </main>
  );
}
