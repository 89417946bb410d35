// The field family every form is built from: a label, its control and the control's error list,
// wired once. Portal forms pass Conform's field metadata, so the id, name, the HTML constraints
// from the zod schema (required, minLength, type), aria-invalid and aria-describedby all come
// from one place. The public forms, which work without Conform, use ./field.tsx.
// Each field renders as siblings (label, control, errors) so the forms' grids lay them out.
import {
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { Link, useNavigation } from "react-router";
import { Announcement } from "./admin/announcement";
import { ImageUploadField } from "./admin/image-upload-field";
import type { ImageKind } from "#app/domain/images/image-rules.ts";

// Conform's metadata is generic over the field's and the form's schema; a field component only
// reads its id, name, constraints and errors, so it takes any of them.
type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** The messages of one field (or a form), with the id its control's aria-describedby names. */
export function ErrorList(props: { id?: string; errors?: readonly string[] | null; className?: string }) {
  if (!props.errors?.length) return null;
  return (
    <p id={props.id} className={props.className ?? "admin-field-error"}>
      {props.errors.join(" ")}
    </p>
  );
}

type InputType = "text" | "email" | "password" | "url" | "date" | "number" | "tel" | "color";

export function InputField(props: {
  meta: Meta;
  label: ReactNode;
  type?: InputType;
  /** Extra attributes for the control (autoComplete, placeholder, min, step...). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const { meta } = props;
  return (
    <>
      <label htmlFor={meta.id}>{props.label}</label>
      <input {...getInputProps(meta, { type: props.type ?? "text" })} {...props.inputProps} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </>
  );
}

export function TextareaField(props: {
  meta: Meta;
  label: ReactNode;
  textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement>;
}) {
  const { meta } = props;
  return (
    <>
      <label htmlFor={meta.id}>{props.label}</label>
      <textarea {...getTextareaProps(meta)} {...props.textareaProps} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </>
  );
}

export function SelectField(props: {
  meta: Meta;
  label: ReactNode;
  selectProps?: SelectHTMLAttributes<HTMLSelectElement>;
  children: ReactNode;
}) {
  const { meta } = props;
  return (
    <>
      <label htmlFor={meta.id}>{props.label}</label>
      <select {...getSelectProps(meta)} {...props.selectProps}>
        {props.children}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </>
  );
}

/** A checkbox inside its label, as staff tap the words as well as the box. */
export function CheckboxField(props: { meta: Meta; label: ReactNode }) {
  const { meta } = props;
  return (
    <>
      <label className="admin-checkbox">
        <input {...getInputProps(meta, { type: "checkbox" })} /> {props.label}
      </label>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </>
  );
}

/** A set of checkboxes that share one name (a list of values), under a legend. */
export function CheckboxGroupField(props: {
  meta: Meta;
  legend: string;
  options: readonly { value: string; label: ReactNode }[];
}) {
  const { meta } = props;
  const inputs = getCollectionProps(meta, { type: "checkbox", options: props.options.map((option) => option.value) });
  // A value the boxes never send (a tampered form) is reported on its item: show those too.
  const errors = Object.values(meta.allErrors).flat();
  return (
    <fieldset className="admin-fieldset" aria-describedby={errors.length ? meta.errorId : undefined}>
      <legend>{props.legend}</legend>
      {inputs.map(({ key, ...input }, index) => (
        <label key={key} className="admin-checkbox">
          <input {...input} /> {props.options[index]!.label}
        </label>
      ))}
      <ErrorList id={meta.errorId} errors={errors} />
    </fieldset>
  );
}

/** An image of a record: upload with a preview, or keep or remove the current one. */
export function ImageField(props: { meta: Meta; label: string; kind: ImageKind }) {
  const { meta } = props;
  const current = typeof meta.initialValue === "string" ? meta.initialValue : "";
  return (
    <ImageUploadField
      name={meta.name}
      label={props.label}
      kind={props.kind}
      defaultValue={current}
      error={meta.errors?.join(" ")}
    />
  );
}

/** The form's own message (a refused save, a stale version), announced and focused. */
export function FormErrors(props: { id: string; errors?: readonly string[] | null }) {
  if (!props.errors?.length) return null;
  return (
    <Announcement tone="error" id={props.id}>
      {props.errors.join(" ")}
    </Announcement>
  );
}

/** Save and Cancel of a portal form; the button says "Saving..." while the form is posted. */
export function FormButtons(props: {
  label: string;
  /** Where Cancel goes; no Cancel without it. */
  cancelTo?: string;
  /** Whether this form is being posted, where the page has other forms too. */
  saving?: boolean;
}) {
  const submitting = useNavigation().state === "submitting";
  const saving = props.saving ?? submitting;
  return (
    <div className="admin-form-buttons">
      <button type="submit" disabled={saving}>
        {saving ? "Saving..." : props.label}
      </button>
      {props.cancelTo ? <Link to={props.cancelTo}>Cancel</Link> : null}
    </div>
  );
}
