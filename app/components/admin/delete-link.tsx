// The Delete action of a record in a portal list. Without JavaScript it is a link to the
// record's confirmation page; with it, the browser asks in place and the list's action deletes.
// Either way the question names the record, so staff can check it is the right one.
import { Link, useNavigation, useSubmit } from "react-router";

/** The spec's question, then the record it is about on a line of its own. */
export function deleteQuestion(question: string, record?: string): string {
  return record ? `${question}\n\n${record}` : question;
}

export function DeleteLink(props: {
  /** The confirmation page (no JavaScript). */
  to: string;
  /** The list page whose action deletes (intent=delete, id). */
  listPath: string;
  id: string;
  question: string;
  /** The record's title or e-mail, shown beside the question. */
  record?: string;
  /** The accessible name: "Delete <record>". */
  label: string;
}) {
  const submit = useSubmit();
  const busy = useNavigation().state !== "idle";
  return (
    <Link
      to={props.to}
      className="admin-action admin-danger"
      aria-label={props.label}
      aria-disabled={busy || undefined}
      onClick={(click) => {
        click.preventDefault();
        if (busy || !window.confirm(deleteQuestion(props.question, props.record))) return;
        void submit({ intent: "delete", id: props.id }, { method: "post", action: props.listPath });
      }}
    >
      Delete
    </Link>
  );
}
