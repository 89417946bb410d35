// /admin/events/new and /admin/events/edit/:id: the event form. The edit page loads the one
// event by id (404 'Event not found'); saving carries its version so a stale form is refused.

import { z } from "zod";
import { EventForm } from "#app/components/admin/event-form.tsx";
import { RECORD_PAGE_TEXT, RecordEditPage, RecordErrorPage } from "#app/components/admin/record-pages.tsx";
import { EVENT_MESSAGES, STOP_NOTICE_MESSAGES } from "#app/content/portal-messages.ts";
import { createEvent, findEvent } from "#app/domain/events/events.server.ts";
import { eventFormSchema } from "#app/domain/events/events.ts";
import { latestNotice, updateEventTellingFollowers } from "#app/domain/events/stop-notices.server.ts";
import { noticeStatus } from "#app/domain/events/stop-notices.ts";
import { followerAudience } from "#app/domain/newsletter/followers.server.ts";
import { saveRecordForm } from "#app/web/admin-pages.server.ts";
import { adminUserContext } from "#app/web/guards.server.ts";
import { loadOrRefuse } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import type { Route } from "./+types/event-edit";

export async function loader({ params }: Route.LoaderArgs) {
  if (!params.id) return { event: null, notice: null, audience: null };
  const event = await loadOrRefuse(EVENT_MESSAGES.loadOneFailed, () => findEvent(params.id));
  const [notice, audience] = await Promise.all([latestNotice(event.id), followerAudience("stop-changes")]);
  return {
    event: { ...event, is_active: event.is_active === 1 },
    notice: notice ? noticeStatus(notice, STOP_NOTICE_MESSAGES) : null,
    audience,
  };
}

// "Tell followers": a checkbox, absent when unticked.
const EVENT_FORM = {
  schema: eventFormSchema.and(z.object({ notify_followers: z.string().optional() })),
  image: { field: "image", kind: "event" },
  fieldsWithoutMessages: ["__v", "is_active", "notify_followers"],
} as const;

export function action({ request, params: { id }, context }: Route.ActionArgs) {
  // Read after the save, so the list's message can say when the notice goes.
  const messages: { saveFailed: string; created: string; updated: string } = { ...EVENT_MESSAGES };
  return saveRecordForm(request, { id, listPath: "/admin/events", messages }, EVENT_FORM, async (form) => {
    const { notify_followers, ...event } = form;
    if (!id) return createEvent(event);
    const { email: by, role } = context.get(adminUserContext);
    const { notice } = await updateEventTellingFollowers(id, event, event.__v, {
      notify: notify_followers === "on",
      by,
      role,
    });
    if (notice) messages.updated = `${EVENT_MESSAGES.updated}. ${noticeStatus(notice, STOP_NOTICE_MESSAGES)}.`;
  });
}

export const meta: Route.MetaFunction = ({ params }) => adminMeta(`${params.id ? "Edit" : "New"} event`);

export default function EditEvent({ loaderData, actionData, params }: Route.ComponentProps) {
  const { event, notice } = loaderData;
  return (
    <RecordEditPage heading={params.id ? "Edit Event" : "Add New Event"} record={event}>
      <EventForm
        mode={params.id ? "update" : "create"}
        record={event}
        notice={notice}
        audience={loaderData.audience}
        lastResult={actionData?.result}
      />
    </RecordEditPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecordErrorPage error={error} text={RECORD_PAGE_TEXT.events} />;
}
