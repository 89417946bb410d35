// The page bodies every admin record shares: its edit page, the delete confirmation that
// browsers without JavaScript get as a page (with JavaScript the list asks in a dialog), and the
// error page of a record route (components/error-page): "Event not found" and friends for a 404,
// the refusal's own message for another 4xx (an unreadable or oversize form), else the record's
// load-failure message; each with the way back to its list.
import { Fragment, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { ErrorPage, type ErrorPageText } from "#app/components/error-page.tsx";
import { EVENT_MESSAGES, MENU_MESSAGES, PRESS_MESSAGES, USER_MESSAGES } from "#app/content/portal-messages.ts";

/** What the pages of one kind of record say when it is missing or cannot be read. */
export type RecordPageText = Required<Pick<ErrorPageText, "notFound" | "loadFailed" | "back">>;

/** A kind of record's texts: its messages, and its list's address and name for the way back. */
function recordPageText(
  messages: { notFound: string },
  loadFailed: string,
  list: string,
  back: string,
): RecordPageText {
  return { notFound: messages.notFound, loadFailed, back: { to: list, label: back } };
}

export const RECORD_PAGE_TEXT = {
  events: recordPageText(EVENT_MESSAGES, EVENT_MESSAGES.loadOneFailed, "/admin/events", "Back to events"),
  menu: recordPageText(MENU_MESSAGES, MENU_MESSAGES.loadOneFailed, "/admin/menu", "Back to the menu"),
  press: recordPageText(PRESS_MESSAGES, PRESS_MESSAGES.loadFailed, "/admin/press", "Back to press articles"),
  users: recordPageText(USER_MESSAGES, USER_MESSAGES.loadFailed, "/admin/users", "Back to users"),
};

/**
 * The page of a record's edit module, new or edited. Its form is keyed by the record's version,
 * so after a save, or another's, it starts afresh from the record as it now is.
 */
export function RecordEditPage(props: {
  heading: string;
  /** The record being edited; null for a new one. */
  record: { id: string; __v: number } | null;
  children: ReactNode;
}) {
  const { record } = props;
  return (
    <main className="admin-main">
      <h1>{props.heading}</h1>
      <Fragment key={record ? `${record.id}:${record.__v}` : "new"}>{props.children}</Fragment>
    </main>
  );
}

/** The kinds of record with an edit module and a delete confirmation, each listed at /admin/<kind>. */
export type RecordKind = "events" | "menu" | "press";

/** What deleting a record of each kind asks, in the list's dialog and on the confirmation page. */
export const DELETE_QUESTIONS: Record<RecordKind, string> = {
  events: EVENT_MESSAGES.deleteConfirm,
  menu: MENU_MESSAGES.deleteConfirm,
  press: PRESS_MESSAGES.deleteConfirmation,
};

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

/** What a record's edit or delete page shows when it fails (its own `meta` names the document). */
export function RecordErrorPage({ error, text }: { error: unknown; text: RecordPageText }) {
  return <ErrorPage error={error} area="portal" text={text} titled={false} />;
}
