// /admin/events/:id/delete, /admin/menu/:id/delete and /admin/press/:id/delete: the delete
// confirmation as a page, for browsers without JavaScript (with JavaScript the list asks in a
// dialog instead). The list's action deletes; this page names the record so staff can check it.
import { useLocation } from "react-router";
import { TellFollowers } from "#app/components/admin/event-form.tsx";
import {
  DELETE_QUESTIONS,
  DeleteConfirmation,
  RECORD_PAGE_TEXT,
  RecordErrorPage,
  type RecordKind,
} from "#app/components/admin/record-pages.tsx";
import { findEvent } from "#app/domain/events/events.server.ts";
import { findMenuItem } from "#app/domain/menu/menu.server.ts";
import { followerAudience } from "#app/domain/newsletter/followers.server.ts";
import { findAdminArticle } from "#app/domain/press/press.server.ts";
import { loadOrRefuse } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import type { Route } from "./+types/record-delete";

/** The kind of record a path names: its second segment (/admin/<kind>/<id>/delete). */
function kindOf(pathname: string): RecordKind {
  const segment = pathname.split("/")[2];
  return segment === "events" || segment === "menu" ? segment : "press";
}

const HEADINGS = { events: "Delete event", menu: "Delete menu item", press: "Delete Press Article" } as const;

export async function loader({ params, url }: Route.LoaderArgs) {
  const kind = kindOf(url.pathname);
  const record = await loadOrRefuse(RECORD_PAGE_TEXT[kind].loadFailed, async () => {
    if (kind === "events") {
      const [event, audience] = await Promise.all([findEvent(params.id), followerAudience("stop-changes")]);
      return { id: event.id, name: event.title, detail: `(${event.date}, ${event.address})`, audience };
    }
    if (kind === "menu") {
      const item = await findMenuItem(params.id);
      return { id: item.id, name: item.name, detail: "", audience: null };
    }
    const article = await findAdminArticle(params.id);
    return { id: article.id, name: article.title, detail: "", audience: null };
  });
  return { kind, record };
}

export const meta: Route.MetaFunction = ({ location }) => adminMeta(HEADINGS[kindOf(location.pathname)]);

export default function DeleteRecord({ loaderData }: Route.ComponentProps) {
  const { kind, record } = loaderData;
  return (
    <DeleteConfirmation
      heading={HEADINGS[kind]}
      question={DELETE_QUESTIONS[kind]}
      listPath={`/admin/${kind}`}
      id={record.id}
    >
      <p>
        <strong>{record.name}</strong>
        {record.detail ? ` ${record.detail}` : null}
      </p>
      {kind === "events" && record.audience ? (
        <>
          <input type="hidden" name="notify_offered" value="1" />
          <TellFollowers notice={null} audience={record.audience} />
        </>
      ) : null}
    </DeleteConfirmation>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecordErrorPage error={error} text={RECORD_PAGE_TEXT[kindOf(useLocation().pathname)]} />;
}
