// The two page bodies every admin record shares: the delete confirmation that browsers without
// JavaScript get as a page (with JavaScript the list asks in a dialog), and the error page of a
// record route: "Event not found" and friends for a 404, the refusal's own message for another
// 4xx (an unreadable or oversize form), else the record's load-failure message.
import type { ReactNode } from "react";
import { Form, isRouteErrorResponse, Link } from "react-router";
import { EVENT_MESSAGES } from "#app/content/portal-messages.ts";
import { MENU_MESSAGES } from "#app/content/portal-messages.ts";
import { PRESS_MESSAGES } from "#app/content/portal-messages.ts";
import { USER_MESSAGES } from "#app/content/portal-messages.ts";

/** What the pages of one kind of record say when it is missing or cannot be read. */
export type RecordPageText = { notFound: string; loadFailed: string; back: { to: string; label: string } };

export const RECORD_PAGE_TEXT = {
  events: {
    notFound: EVENT_MESSAGES.notFound,
    loadFailed: EVENT_MESSAGES.loadOneFailed,
    back: { to: "/admin/events", label: "Back to events" },
  },
  menu: {
    notFound: MENU_MESSAGES.notFound,
    loadFailed: MENU_MESSAGES.loadOneFailed,
    back: { to: "/admin/menu", label: "Back to the menu" },
  },
  press: {
    notFound: PRESS_MESSAGES.notFound,
    loadFailed: PRESS_MESSAGES.loadFailed,
    back: { to: "/admin/press", label: "Back to press articles" },
  },
  users: {
    notFound: USER_MESSAGES.notFound,
    loadFailed: USER_MESSAGES.loadFailed,
    back: { to: "/admin/users", label: "Back to users" },
  },
} satisfies Record<string, RecordPageText>;

/** The ErrorBoundary of a record's edit or delete page. */
export function recordErrorBoundary(text: RecordPageText) {
  return function RecordErrorBoundary({ error }: { error: unknown }) {
    return <RecordErrorPage error={error} {...text} />;
  };
}

export function DeleteConfirmation(props: {
  heading: string;
  question: string;
  /** The list page whose action deletes (intent=delete, id) and where Cancel goes. */
  listPath: string;
  id: string;
  /** What is about to be deleted, so staff can check it is the right record. */
  children?: ReactNode;
}) {
  return (
    <main className="admin-main">
      <h1>{props.heading}</h1>
      <Form method="post" action={props.listPath} className="admin-confirm">
        <p>{props.question}</p>
        {props.children ? <div className="admin-confirm-record">{props.children}</div> : null}
        <input type="hidden" name="id" value={props.id} />
        <div className="admin-form-buttons">
          <button type="submit" name="intent" value="delete" className="admin-danger">
            Delete
          </button>
          <Link to={props.listPath}>Cancel</Link>
        </div>
      </Form>
    </main>
  );
}

export function RecordErrorPage(props: {
  error: unknown;
  notFound: string;
  loadFailed: string;
  back: { to: string; label: string };
}) {
  const { error } = props;
  let message = props.loadFailed;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) message = props.notFound;
    else if (error.status < 500 && typeof error.data === "string" && error.data) message = error.data;
  }
  return (
    <main className="admin-main admin-error-page">
      <h1>{message}</h1>
      <p>
        <Link to={props.back.to}>{props.back.label}</Link>
      </p>
    </main>
  );
}
