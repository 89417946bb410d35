// /admin/events: every popup event in display order, with add, edit and delete. Deleting asks
// in a dialog with JavaScript; without it the Delete link opens a confirm page. Changes are
// POSTs that redirect back here with a flash message.
import { data } from "react-router";
import { AdminListPage, AdminTable, RecordActions } from "../../components/admin/record-list";
import { formatEventDate } from "../../domain/shared/dates";
import { EVENT_MESSAGES } from "../../content/messages";
import { deleteEvent, listAdminEvents } from "../../domain/events/events.server";
import { deleteAndReturnToList } from "../../domain/shared/admin-pages.server";
import { listOrFallback } from "../../domain/shared/refusal.server";
import { takeFlash } from "../../domain/staff/session.server";
import type { Route } from "./+types/events";
import { adminMeta } from "../../lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  const { success, error, headers } = await takeFlash(request);
  const { list: events, loadFailed, status } = await listOrFallback(listAdminEvents, []);
  return data({ events, success, error, loadFailed }, { status, headers });
}

export function action({ request }: Route.ActionArgs) {
  return deleteAndReturnToList(request, { listPath: "/admin/events", remove: deleteEvent, messages: EVENT_MESSAGES });
}

export const meta: Route.MetaFunction = () => adminMeta("Events");


const PAGE = { heading: "Events", add: { to: "/admin/events/new", label: "Add New Event" }, text: { loadFailed: EVENT_MESSAGES.loadFailed, empty: EVENT_MESSAGES.empty } };

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  const { events } = loaderData;
  return (
    <AdminListPage {...PAGE} state={loaderData} count={events.length}>
      <AdminTable columns={["Order", "Title", "Date", "Time", "Location", "Status", "Edit", "Delete"]}>
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
            <RecordActions base="/admin/events" id={event.id} name={event.title} deleteQuestion={EVENT_MESSAGES.deleteConfirm} cells />
          </tr>
        ))}
      </AdminTable>
    </AdminListPage>
  );
}
