// The field family every form is built from: a label, its control and the control's error list,
// wired once. Portal forms pass Conform's field metadata, so the id, name, the HTML constraints
// from the zod schema (required, minLength, type), aria-invalid and aria-describedby all come
// from one place. The public forms, which work without Conform, use ./field.tsx.
// Each field renders as siblings (label, control, errors) so the forms' grids lay them out.
// usePortalForm sets up Conform the same way for every one of these forms.
import {
  type DefaultValue,
  type FieldMetadata,
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { Link, useNavigation } from "react-router";
import { z } from "zod";
import { SPANISH_TEXT_WORDS } from "#app/content/portal-messages.ts";
import type { ImageKind } from "#app/domain/images/image-rules.ts";
import { Announcement } from "./admin/announcement";
import { ImageUploadField } from "./admin/image-upload-field";

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
export function ErrorList(props: {
  id?: string;
  errors?: readonly string[] | null;
  className?: string;
  /** Said at once by screen readers: a message that arrives with the page after a post. */
  announce?: boolean;
}) {
  if (!props.errors?.length) return null;
  return (
    <p id={props.id} className={props.className ?? "admin-field-error"} role={props.announce ? "alert" : undefined}>
      {props.errors.join(" ")}
    </p>
  );
}

/**
 * A field of a form its action alone checks (no Conform: a form of several intents, or a page
 * of several forms): its id and name, what was typed (after a refusal) or is stored, and its message.
 */
export type ServerField = {
  kind: "server";
  id: string;
  name: string;
  errorId: string;
  descriptionId: string;
  errors: string[] | undefined;
  initialValue: string;
  /** Its message is said at once (the form has no message of its own that says it already). */
  announce: boolean;
};
/** Either kind of field the kit's components take. */
export type AnyField = FieldMeta | ServerField;

/**
 * What such a form's action answers a refusal with: each field's message (`form`: the form's
 * own) and what was typed (none where the refused post was another form's: the stored values stay).
 */
export type RefusedForm = { problems: Partial<Record<string, string>>; values: Record<string, string> | null };

type StoredValue = string | number | boolean | readonly string[] | null | undefined;

function storedText(kept: StoredValue): string {
  if (kept === true) return "on";
  if (Array.isArray(kept)) return kept.join(" ");
  return kept ? String(kept) : "";
}

/**
 * The fields of a form its action alone checks, named `formId-name`: after a refusal each shows
 * what was typed (a box left unticked is sent as nothing) and its message, else what is stored
 * (`true` ticks a box; a list, the boxes of its values, is kept as its values joined by spaces).
 */
export function serverForm(
  formId: string,
  refused: RefusedForm | null | undefined,
  stored: Record<string, StoredValue> = {},
) {
  const formMessage = refused?.problems.form;
  return {
    id: formId,
    errorId: `${formId}-error`,
    errors: formMessage ? [formMessage] : undefined,
    /** `problemName`: where the action's message of this field is, if not under its name (a nested path). */
    field(name: string, problemName = name): ServerField {
      const id = `${formId}-${name}`;
      const message = refused?.problems[problemName];
      const kept = stored[name];
      return {
        kind: "server",
        id,
        name,
        errorId: `${id}-error`,
        descriptionId: `${id}-hint`,
        errors: message ? [message] : undefined,
        announce: !formMessage,
        initialValue: refused?.values ? (refused.values[name] ?? "") : storedText(kept),
      };
    },
  };
}

// Conform's metadata is a proxy that answers only the keys it knows: it has no `kind`.
const isServerField = (meta: AnyField): meta is ServerField => (meta as { kind?: unknown }).kind === "server";

/** The wiring of a control of a form its action alone checks, as Conform gives it for the others. */
function serverControlProps(meta: ServerField, hinted: boolean) {
  const invalid = Boolean(meta.errors?.length);
  const describedBy = [hinted ? meta.descriptionId : "", invalid ? meta.errorId : ""].filter(Boolean).join(" ");
  return {
    id: meta.id,
    name: meta.name,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy || undefined,
  };
}

function inputProps(meta: AnyField, type: InputType | "checkbox", hinted: boolean) {
  const ariaDescribedBy = hinted ? meta.descriptionId : undefined;
  if (!isServerField(meta)) {
    // Conform's options differ for a box (its value) and the others (a default value).
    return type === "checkbox"
      ? getInputProps(meta, { type: "checkbox", ariaDescribedBy })
      : getInputProps(meta, { type, ariaDescribedBy });
  }
  const wiring = serverControlProps(meta, hinted);
  if (type === "checkbox") return { ...wiring, type, defaultChecked: meta.initialValue === "on" };
  return { ...wiring, type, defaultValue: meta.initialValue };
}

/** What every labelled field takes: the field (Conform's metadata, or a server-checked form's), its label's words and a hint. */
type FieldProps = {
  meta: AnyField;
  label: ReactNode;
  hint?: ReactNode;
  /** The label's class (a row's label read by screen readers only). */
  labelClassName?: string;
  /** The page says this field's messages after its group (a pair of colours, a row of times). */
  errorsBelow?: boolean;
};

/** A field's hint, which its control's aria-describedby names. */
function Hint(props: { meta: AnyField; hint?: ReactNode }) {
  if (!props.hint) return null;
  return (
    <p id={props.meta.descriptionId} className="admin-field-hint">
      {props.hint}
    </p>
  );
}

/**
 * A field's messages. Those of a form its action alone checks arrive with the page after a post,
 * so they are announced, unless the form's own message is; Conform's come as staff type.
 */
function FieldErrors({ meta }: { meta: AnyField }) {
  return <ErrorList id={meta.errorId} errors={meta.errors} announce={isServerField(meta) && meta.announce} />;
}

/** A field's label, its hint, its control (the child) and its errors. */
function LabelledControl(props: FieldProps & { children: ReactNode }) {
  const { meta } = props;
  return (
    <>
      <label htmlFor={meta.id} className={props.labelClassName}>
        {props.label}
      </label>
      <Hint meta={meta} hint={props.hint} />
      {props.children}
      {props.errorsBelow ? null : <FieldErrors meta={meta} />}
    </>
  );
}

type InputType =
  | "text"
  | "email"
  | "password"
  | "url"
  | "date"
  | "time"
  | "number"
  | "tel"
  | "color"
  | "search"
  | "datetime-local";

export function InputField({
  type = "text",
  inputProps: extra,
  ...field
}: FieldProps & {
  type?: InputType;
  /** Extra attributes for the control (autoComplete, placeholder, min, step...). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <LabelledControl {...field}>
      <input {...inputProps(field.meta, type, Boolean(field.hint))} {...extra} />
    </LabelledControl>
  );
}

export function TextareaField({
  textareaProps,
  ...field
}: FieldProps & { textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  const { meta } = field;
  const hinted = Boolean(field.hint);
  const control = isServerField(meta)
    ? { ...serverControlProps(meta, hinted), defaultValue: meta.initialValue }
    : getTextareaProps(meta, { ariaDescribedBy: hinted ? meta.descriptionId : undefined });
  return (
    <LabelledControl {...field}>
      <textarea {...control} {...textareaProps} />
    </LabelledControl>
  );
}

export function SelectField({
  selectProps,
  children,
  ...field
}: FieldProps & { selectProps?: SelectHTMLAttributes<HTMLSelectElement>; children: ReactNode }) {
  const { meta } = field;
  const hinted = Boolean(field.hint);
  const control = isServerField(meta)
    ? { ...serverControlProps(meta, hinted), defaultValue: meta.initialValue }
    : getSelectProps(meta, { ariaDescribedBy: hinted ? meta.descriptionId : undefined });
  return (
    <LabelledControl {...field}>
      <select {...control} {...selectProps}>
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

/** A checkbox inside its label, as staff tap the words as well as the box; its hint below. */
export function CheckboxField(props: FieldProps & { inputProps?: InputHTMLAttributes<HTMLInputElement> }) {
  const { meta } = props;
  return (
    <>
      <label className="admin-checkbox">
        <input {...inputProps(meta, "checkbox", Boolean(props.hint))} {...props.inputProps} /> {props.label}
      </label>
      <Hint meta={meta} hint={props.hint} />
      <FieldErrors meta={meta} />
    </>
  );
}

/** Fields under a legend, with a hint that the group's aria-describedby names (`id`-hint). */
export function FieldGroup(props: { id: string; legend: ReactNode; hint?: ReactNode; children: ReactNode }) {
  const hintId = `${props.id}-hint`;
  return (
    <fieldset className="admin-fieldset" aria-describedby={props.hint ? hintId : undefined}>
      <legend>{props.legend}</legend>
      {props.hint ? (
        <p id={hintId} className="admin-field-hint">
          {props.hint}
        </p>
      ) : null}
      {props.children}
    </fieldset>
  );
}

/** One choice of several (radio buttons sharing a name) of a form its action alone checks, under a legend. */
export function RadioGroupField(props: {
  meta: ServerField;
  legend: string;
  options: readonly { value: string; label: ReactNode }[];
}) {
  const { meta } = props;
  const invalid = Boolean(meta.errors?.length);
  return (
    <fieldset className="admin-fieldset" aria-describedby={invalid ? meta.errorId : undefined}>
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value} className="admin-checkbox">
          <input
            type="radio"
            name={meta.name}
            value={option.value}
            defaultChecked={meta.initialValue === option.value}
          />{" "}
          {option.label}
        </label>
      ))}
      <FieldErrors meta={meta} />
    </fieldset>
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

/** Conform's props for one box of a list, but its React key, which is no attribute. */
function withoutKey<Props extends { key?: string | undefined }>({ key: _key, ...props }: Props): Omit<Props, "key"> {
  return props;
}

/**
 * A row of a record's texts typed in both languages: its label, and for a form its action alone
 * checks (no schema gives the browser its limits), what the browser checks before it posts.
 */
export type BilingualText<Text extends string> = {
  text: Text;
  label: string;
  /** The Spanish field's own label, where "<label> in Spanish" would not read well. */
  spanishLabel?: string;
  multiline?: boolean;
  /** The lines a multiline text shows (3 unless said). */
  rows?: number;
  required?: boolean;
  maxLength?: number;
  /** An example of the text in each language. */
  placeholder?: { en: string; es: string };
  /** What the English field's hint says (how the text is written); the Spanish is written the same way. */
  hint?: string;
  /** false: the text has no "Same in Spanish" (a list of reasons, each with its own words). */
  same?: false;
};

/**
 * A record's texts in both languages (issue 49), one BilingualTextField each: `texts` names each
 * English field (its Spanish is `<text>_es`, and all share `same_in_spanish`) and its label.
 */
export function BilingualTextFields<Text extends string>(props: {
  /** `same_in_spanish` may be left out where no row has "Same in Spanish". */
  fields: Record<Text | `${Text}_es`, AnyField> & { same_in_spanish?: AnyField };
  texts: readonly BilingualText<Text>[];
}) {
  const fields: Record<Text | `${Text}_es`, AnyField> = props.fields;
  return props.texts.map((row) => (
    <BilingualTextField
      key={row.text}
      row={row}
      english={fields[row.text]}
      spanish={fields[`${row.text}_es`]}
      same={props.fields.same_in_spanish}
    />
  ));
}

/**
 * A text visitors read, typed in English and in Spanish (issue 49): side by side from 768 px, one
 * under the other on a phone. "Same in Spanish" is for a text that stays as it is (a name such
 * as "Karaage"), so nothing is typed twice; it ticks the row's text in the record's `same` list.
 */
function BilingualTextField(props: {
  row: BilingualText<string>;
  english: AnyField;
  spanish: AnyField;
  same: AnyField | undefined;
}) {
  const { row } = props;
  // Only what the row says: Conform's own limits stay where the row has none.
  const control = (language: "en" | "es") => ({
    ...(row.maxLength ? { maxLength: row.maxLength } : {}),
    ...(language === "es" ? { lang: "es" } : row.required ? { required: true } : {}),
    ...(row.placeholder ? { placeholder: row.placeholder[language] } : {}),
  });
  const field = (meta: AnyField, label: string, language: "en" | "es") => {
    const hint = language === "en" ? row.hint : undefined;
    return row.multiline ? (
      <TextareaField
        meta={meta}
        label={label}
        hint={hint}
        textareaProps={{ rows: row.rows ?? 3, ...control(language) }}
      />
    ) : (
      <InputField meta={meta} label={label} hint={hint} inputProps={control(language)} />
    );
  };
  return (
    <div className="bilingual-field">
      <div className="bilingual-field__language">{field(props.english, row.label, "en")}</div>
      <div className="bilingual-field__language">
        {field(props.spanish, row.spanishLabel ?? SPANISH_TEXT_WORDS.spanishLabel(row.label), "es")}
        {row.same === false || !props.same ? null : (
          <SameInSpanishBox meta={props.same} text={row.text} label={row.label} />
        )}
      </div>
    </div>
  );
}

/** The "Same in Spanish" box of one text: an option of the record's `same_in_spanish` list. */
function SameInSpanishBox(props: { meta: AnyField; text: string; label: string }) {
  const box = sameBoxProps(props.meta, props.text);
  if (!box) return null;
  return (
    <label className="admin-checkbox">
      <input {...box} /> {SPANISH_TEXT_WORDS.same}
      <span className="visually-hidden">{` (${SPANISH_TEXT_WORDS.sameLabel(props.label)})`}</span>
    </label>
  );
}

function sameBoxProps(meta: AnyField, text: string): InputHTMLAttributes<HTMLInputElement> | null {
  if (isServerField(meta)) {
    // A server-checked form keeps a list as its values joined by spaces (serverForm).
    const ticked = meta.initialValue.split(" ").includes(text);
    return { type: "checkbox", id: `${meta.id}-${text}`, name: meta.name, value: text, defaultChecked: ticked };
  }
  const [box] = getCollectionProps(meta, { type: "checkbox", options: [text] });
  return box ? withoutKey(box) : null;
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

/** Save and Cancel of a portal form; the button says "Saving..." (or `busyLabel`) while the form is posted. */
export function FormButtons(props: {
  label: string;
  /** Where Cancel goes; no Cancel without it. */
  cancelTo?: string;
  /** The form's intent, where the page has other forms too: only this one's post is saving. */
  intent?: string;
  /** The Save button sends the intent itself (the form's other buttons send theirs), not a hidden field. */
  intentOnButton?: boolean;
  /** What the button says while the form is posted, if not "Saving...". */
  busyLabel?: string;
  /** The form's other buttons (Delete), beside Save. */
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" &&
    (props.intent === undefined || navigation.formData?.get("intent") === props.intent);
  const own = props.intentOnButton ? { name: "intent", value: props.intent } : {};
  return (
    <div className="admin-form-buttons">
      <button type="submit" disabled={saving} {...own}>
        {saving ? (props.busyLabel ?? "Saving...") : props.label}
      </button>
      {props.children}
      {props.cancelTo ? <Link to={props.cancelTo}>Cancel</Link> : null}
    </div>
  );
}
