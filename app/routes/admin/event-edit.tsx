// /admin/events/new and /admin/events/edit/:id: the event form. The edit page loads the one
// event by id (404 'Event not found'); saving carries its version so a stale form is refused.
import { data, redirect } from "react-router";
import { RecordErrorPage } from "../../components/admin/record-pages";
import { EventForm, type EventFormActionData } from "../../components/admin/event-form";
import { EVENT_MESSAGES, eventFormSchema } from "../../domain/events/events";
import { parseAdminFormWithImage } from "../../domain/images/admin-image-form.server";
import { createEvent, findEvent, updateEvent } from "../../domain/events/events.server";
import { loadOrRefuse, refusedForm } from "../../domain/shared/refusal.server";
import { flash } from "../../domain/staff/session.server";
import type { Route } from "./+types/event-edit";

export async function loader({ params }: Route.LoaderArgs) {
  if (!params.id) return { event: null };
  const event = await loadOrRefuse(EVENT_MESSAGES.loadOneFailed, () => findEvent(params.id));
  return { event: { ...event, is_active: event.is_active === 1 } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await parseAdminFormWithImage(request, eventFormSchema, { field: "image", kind: "event" }, ["__v", "is_active"]);
  if (!form.ok) return data<EventFormActionData>({ result: form.result }, { status: form.status });
  try {
    if (params.id) await updateEvent(params.id, form.value, form.value.__v);
    else await createEvent(form.value);
  } catch (error) {
    return refusedForm(form, error, EVENT_MESSAGES.saveFailed);
  }
  const message = params.id ? EVENT_MESSAGES.updated : EVENT_MESSAGES.created;
  return redirect("/admin/events", { headers: await flash(request, "success", message) });
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id ? "Edit" : "New"} event | Sando Truck Admin` },
  { name: "robots", content: "noindex" },
];

export default function EditEvent({ loaderData, actionData, params }: Route.ComponentProps) {
  const { event } = loaderData;
  return (
    <main className="admin-main">
      <h1>{params.id ? "Edit Event" : "Add New Event"}</h1>
      <EventForm
        key={event ? `${event.id}:${event.__v}` : "new"}
        mode={params.id ? "update" : "create"}
        event={event}
        lastResult={actionData?.result}
      />
    </main>
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
