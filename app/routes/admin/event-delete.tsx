// /admin/events/:id/delete: the delete confirmation as a page, for browsers without JavaScript
// (with JavaScript the events table asks in a dialog instead).
import { DeleteConfirmation, RecordErrorPage } from "../../components/admin/record-pages";
import { loadOrRefuse } from "../../domain/shared/refusal.server";
import { EVENT_MESSAGES } from "../../domain/events/events";
import { findEvent } from "../../domain/events/events.server";
import type { Route } from "./+types/event-delete";

export async function loader({ params }: Route.LoaderArgs) {
  return { event: await loadOrRefuse(EVENT_MESSAGES.loadOneFailed, () => findEvent(params.id)) };
}

export const meta: Route.MetaFunction = () => [
  { title: "Delete event | Sando Truck Admin" },
  { name: "robots", content: "noindex" },
];

export default function DeleteEvent({ loaderData }: Route.ComponentProps) {
  const { event } = loaderData;
  return (
    <DeleteConfirmation heading="Delete event" question={EVENT_MESSAGES.deleteConfirm} listPath="/admin/events" id={event.id}>
      <p>
        <strong>{event.title}</strong> ({event.date}, {event.address})
      </p>
    </DeleteConfirmation>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RecordErrorPage
      error={error}
      notFound={EVENT_MESSAGES.notFound}
      loadFailed={EVENT_MESSAGES.loadOneFailed}
      back={{ to: "/admin/events", label: "Back to events" }}
    />
  );
}
