// /admin/events/new and /admin/events/edit/:id: the event form. The edit page loads the one
// event by id (404 'Event not found'); saving carries its version so a stale form is refused.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import { EventForm, type EventFormActionData } from "../../components/admin/event-form";
import { rethrowAsServiceUnavailable } from "../../db.server";
import { EVENT_MESSAGES, eventFormSchema } from "../../domain/admin-content-forms";
import { createEvent, findEvent, updateEvent } from "../../domain/events.server";
import { RecordError } from "../../domain/record-errors.server";
import { flash } from "../../domain/session.server";
import type { Route } from "./+types/event-edit";

export async function loader({ params }: Route.LoaderArgs) {
  if (!params.id) return { event: null };
  let event;
  try {
    event = await findEvent(params.id);
  } catch (error) {
    rethrowAsServiceUnavailable(error);
  }
  if (!event) throw data(EVENT_MESSAGES.notFound, { status: 404 });
  return { event: { ...event, is_active: event.is_active === 1 } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: eventFormSchema });
  if (submission.status !== "success") {
    return data<EventFormActionData>({ result: submission.reply() }, { status: 400 });
  }
  try {
    if (params.id) await updateEvent(params.id, submission.value, submission.value.__v);
    else await createEvent(submission.value);
  } catch (error) {
    const known = error instanceof RecordError;
    if (!known) console.error(EVENT_MESSAGES.saveFailed, error);
    return data<EventFormActionData>(
      { result: submission.reply({ formErrors: [known ? error.message : EVENT_MESSAGES.saveFailed] }) },
      { status: known ? error.status : 500 },
    );
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
