// /admin/events/new and /admin/events/edit/:id: the event form. The edit page loads the one
// event by id (404 'Event not found'); saving carries its version so a stale form is refused.
import { RECORD_PAGE_TEXT, RecordEditPage, RecordErrorPage } from "#app/components/admin/record-pages.tsx";
import { EventForm } from "#app/components/admin/event-form.tsx";
import { eventFormSchema } from "#app/domain/events/events.ts";
import { EVENT_MESSAGES } from "#app/content/portal-messages.ts";
import { createEvent, findEvent, updateEvent } from "#app/domain/events/events.server.ts";
import { loadOrRefuse } from "#app/web/refusal.server.ts";
import { saveRecordForm } from "#app/web/admin-pages.server.ts";
import type { Route } from "./+types/event-edit";
import { adminMeta } from "#app/web/seo.ts";

export async function loader({ params }: Route.LoaderArgs) {
  if (!params.id) return { event: null };
  const event = await loadOrRefuse(EVENT_MESSAGES.loadOneFailed, () => findEvent(params.id));
  return { event: { ...event, is_active: event.is_active === 1 } };
}

const EVENT_FORM = {
  schema: eventFormSchema,
  image: { field: "image", kind: "event" },
  fieldsWithoutMessages: ["__v", "is_active"],
} as const;

export function action({ request, params: { id } }: Route.ActionArgs) {
  return saveRecordForm(request, { id, listPath: "/admin/events", messages: EVENT_MESSAGES }, EVENT_FORM, (event) =>
    id ? updateEvent(id, event, event.__v) : createEvent(event),
  );
}

export const meta: Route.MetaFunction = ({ params }) => adminMeta(`${params.id ? "Edit" : "New"} event`);

export default function EditEvent({ loaderData, actionData, params }: Route.ComponentProps) {
  const { event } = loaderData;
  return (
    <RecordEditPage heading={params.id ? "Edit Event" : "Add New Event"} record={event}>
      <EventForm mode={params.id ? "update" : "create"} record={event} lastResult={actionData?.result} />
    </RecordEditPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecordErrorPage error={error} text={RECORD_PAGE_TEXT.events} />;
}
