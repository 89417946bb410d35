// The parts every portal list page is built from: the page (heading with its Add link, the
// flash message, the load-failure alert, the empty message), its filter, the table with its
// column heads, and a record's Edit and Delete actions.
import type { ReactNode } from "react";
import { Form, Link, useSubmit } from "react-router";
import { DeleteLink } from "./delete-link";
import { FlashMessage } from "./flash-message";
import { DELETE_QUESTIONS, type RecordKind } from "./record-pages";

export function AdminListPage(props: {
  heading: string;
  add?: { to: string; label: string };
  /** What the list's loader says: its flash messages and whether the list could be read. */
  state: { success?: string | null; error?: string | null; loadFailed: boolean };
  /** How many records were read. */
  count: number;
  /** The spec's load-failure message, and what an empty list says. */
  text: { loadFailed: string; empty: string };
  /** What sits above the list (a filter, a form). */
  tools?: ReactNode;
  children: ReactNode;
}) {
  const { success = null, error = null, loadFailed } = props.state;
  return (
    <main className="admin-main">
      <div className="admin-page-heading">
        <h1>{props.heading}</h1>
        {props.add ? (
          <Link to={props.add.to} className="admin-button">
            {props.add.label}
          </Link>
        ) : null}
      </div>
      <FlashMessage success={success} error={error} />
      {loadFailed ? (
        <p role="alert" className="admin-message admin-message-error">
          {props.text.loadFailed}
        </p>
      ) : null}
      {props.tools}
      {!loadFailed && props.count === 0 ? <p className="admin-empty">{props.text.empty}</p> : null}
      {props.count > 0 ? props.children : null}
    </main>
  );
}

/**
 * A list's filter: one choice in a GET form, so it works without JavaScript (the Filter button).
 * Keyed by the value, the choice follows the address after back and forward too.
 */
export function ListFilter(props: {
  id: string;
  /** The query parameter. */
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** With JavaScript, filter as soon as a choice is made. */
  submitOnChange?: boolean;
}) {
  const submit = useSubmit();
  return (
    <Form method="get" className="admin-filter">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        name={props.name}
        defaultValue={props.value}
        key={props.value}
        onChange={props.submitOnChange ? (change) => void submit(change.currentTarget.form) : undefined}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit">Filter</button>
    </Form>
  );
}

/** A list table (cards below 768 px: each cell carries its column's name in data-label). */
export function AdminTable(props: { columns: readonly string[]; children: ReactNode }) {
  return (
    <table className="admin-table">
      <thead>
        <tr>
          {props.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{props.children}</tbody>
    </table>
  );
}

/** Edit and Delete of one record, named after it for screen readers. */
export function RecordActions(props: {
  /** Its list is /admin/<kind>: edit is <list>/edit/<id>, delete <list>/<id>/delete. */
  kind: RecordKind;
  id: string;
  /** The record's title or name. */
  name: string;
  /** Each action in a table cell of its own (a table with Edit and Delete columns). */
  cells?: boolean;
}) {
  const list = `/admin/${props.kind}`;
  const edit = (
    <Link to={`${list}/edit/${props.id}`} className="admin-action" aria-label={`Edit ${props.name}`}>
      Edit
    </Link>
  );
  const remove = (
    <DeleteLink
      to={`${list}/${props.id}/delete`}
      listPath={list}
      id={props.id}
      question={DELETE_QUESTIONS[props.kind]}
      record={props.name}
      label={`Delete ${props.name}`}
    />
  );
  if (!props.cells) {
    return (
      <div className="admin-actions">
        {edit}
        {remove}
      </div>
    );
  }
  return (
    <>
      <td className="admin-cell-action">{edit}</td>
      <td className="admin-cell-action">{remove}</td>
    </>
  );
}
