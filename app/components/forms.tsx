// The field family every form is built from: a label, its control and the control's error list,
// wired once. Portal forms pass Conform's field metadata, so the id, name, the HTML constraints
// from the zod schema (required, minLength, type), aria-invalid and aria-describedby all come
// from one place. The public forms, which work without Conform, use ./field.tsx.
// Each field renders as siblings (label, control, errors) so the forms' grids lay them out.
// usePortalForm sets up Conform the same way for every one of these forms.
import {
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { Link, useNavigation } from "react-router";
import { z } from "zod";
import { Announcement } from "./admin/announcement";
import { ImageUploadField } from "./admin/image-upload-field";
import type { ImageKind } from "#app/domain/images/image-rules.ts";

// Conform's metadata is generic over the field's and the form's schema; a field component only
// reads its id, name, constraints and errors, so it takes any of them.
export type FieldMeta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

export type PortalFormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export type PortalFormOptions<Schema extends PortalFormSchema> = {
  id: string;
  schema: Schema;
  /** Where the constraints are read from, if not `schema`: Conform reads none from a schema refined as a whole. */
  constraintSchema?: z.ZodType;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue?: DefaultValue<z.input<Schema>>;
};

/**
 * A portal form checked in the browser by the zod schema its action parses: the HTML
 * constraints come from the schema, and a field is checked when it loses focus, then again as
 * the user types.
 */
export function usePortalForm<Schema extends PortalFormSchema>(options: PortalFormOptions<Schema>) {
  const { schema } = options;
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    constraint: formConstraint(options.constraintSchema ?? schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/**
 * The HTML constraints of a form's fields, from its schema. Conform reads a field as required
 * unless it is wrapped in `.optional()`, and it does not look through a transform piped into a
 * check (the menu's optional days): a field is `required` here only where its schema refuses it
 * left empty, which Conform sends as no value at all.
 */
export function formConstraint(schema: z.ZodType): ReturnType<typeof getZodConstraint> {
  const constraint = getZodConstraint(schema);
  const fields = schema instanceof z.ZodObject ? Object.entries(schema.shape as Record<string, z.ZodType>) : [];
  for (const [name, field] of fields) {
    const own = constraint[name];
    if (own?.required && field.safeParse(undefined).success) own.required = false;
  }
  return constraint;
}

/** The messages of one field (or a form), with the id its control's aria-describedby names. */
export function ErrorList(props: { id?: string; errors?: readonly string[] | null; className?: string }) {
  if (!props.errors?.length) return null;
  return (
    <p id={props.id} className={props.className ?? "admin-field-error"}>
      {props.errors.join(" ")}
    </p>
  );
}

/** What every labelled field takes: Conform's metadata of its field, and the label's words. */
type FieldProps = { meta: FieldMeta; label: ReactNode };

/** A field's label, its control (the child) and its errors. */
function LabelledControl(props: FieldProps & { children: ReactNode }) {
  const { meta } = props;
  return (
    <>
      <label htmlFor={meta.id}>{props.label}</label>
      {props.children}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </>
  );
}

type InputType = "text" | "email" | "password" | "url" | "date" | "number" | "tel" | "color";

export function InputField({
  type = "text",
  inputProps,
  ...field
}: FieldProps & {
  type?: InputType;
  /** Extra attributes for the control (autoComplete, placeholder, min, step...). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <LabelledControl {...field}>
      <input {...getInputProps(field.meta, { type })} {...inputProps} />
    </LabelledControl>
  );
}

export function TextareaField({
  textareaProps,
  ...field
}: FieldProps & { textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  return (
    <LabelledControl {...field}>
      <textarea {...getTextareaProps(field.meta)} {...textareaProps} />
    </LabelledControl>
  );
}

export function SelectField({
  selectProps,
  children,
  ...field
}: FieldProps & { selectProps?: SelectHTMLAttributes<HTMLSelectElement>; children: ReactNode }) {
  return (
    <LabelledControl {...field}>
      <select {...getSelectProps(field.meta)} {...selectProps}>
        {children}
      </select>
    </LabelledControl>
  );
}

/**
 * A new password and the same again. The password has no minLength attribute, so the spec's own
 * message is what users see rather than the browser's.
 */
export function NewPasswordFields(props: {
  password: FieldMeta;
  confirm: FieldMeta;
  labels: { password: ReactNode; confirm: ReactNode };
  confirmRequired: boolean;
}) {
  return (
    <>
      <InputField
        meta={props.password}
        label={props.labels.password}
        type="password"
        inputProps={{ minLength: undefined, autoComplete: "new-password" }}
      />
      <InputField
        meta={props.confirm}
        label={props.labels.confirm}
        type="password"
        inputProps={{ required: props.confirmRequired, autoComplete: "new-password" }}
      />
    </>
  );
}

/** A checkbox inside its label, as staff tap the words as well as the box. */
export function CheckboxField(props: FieldProps) {
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
  meta: FieldMeta;
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
export function ImageField(props: { meta: FieldMeta; label: string; kind: ImageKind }) {
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
  /** The form's hidden intent, where the page has other forms too: only this one's post is saving. */
  intent?: string;
}) {
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" &&
    (props.intent === undefined || navigation.formData?.get("intent") === props.intent);
  return (
    <div className="admin-form-buttons">
      <button type="submit" disabled={saving}>
        {saving ? "Saving..." : props.label}
      </button>
      {props.cancelTo ? <Link to={props.cancelTo}>Cancel</Link> : null}
    </div>
  );
}
