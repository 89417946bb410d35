// A public form's field: its label, the control passed as the child and its message. Apart from
// the portal's field family (./forms.tsx), which brings Conform along, so that the catering page
// ships none of it.
import type { ReactNode } from "react";

/**
 * A field of a public form, which works without Conform: the label, the control given as the
 * child (it carries its own id, aria-describedby and aria-invalid), and its message below with
 * the id `<id>-error`.
 */
export function Field(props: {
  id: string;
  label: string;
  error?: string;
  wide?: boolean;
  /** Given when the error comes from a check in the browser: it is announced, again on each new key. */
  alertKey?: number;
  children: ReactNode;
}) {
  return (
    <div className={props.wide ? "field field--wide" : "field"}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.error ? (
        <p
          key={props.alertKey}
          id={`${props.id}-error`}
          role={props.alertKey === undefined ? undefined : "alert"}
          className="field-error"
        >
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
