// A portal record's form (event, menu item, press article): the portal form whose unsaved edits
// are asked about before leaving, and its frame: a multipart POST with the form's own message,
// the record's version (a stale form is refused rather than overwriting someone else's save),
// the fields, then Create or Update and Cancel back to the list.
import { type FormMetadata, getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import {
  FormButtons,
  FormErrors,
  type PortalFormOptions,
  type PortalFormSchema,
  usePortalForm,
} from "#app/components/forms.tsx";
import { useUnsavedChangesWarning } from "./unsaved-changes";

/** usePortalForm, with a question before leaving the form with unsaved edits. */
export function useRecordForm<Schema extends PortalFormSchema>(options: PortalFormOptions<Schema>) {
  const [form, fields] = usePortalForm(options);
  useUnsavedChangesWarning(form.id);
  return [form, fields] as const;
}

export function RecordForm<Schema extends Record<string, unknown>>(props: {
  form: FormMetadata<Schema, string[]>;
  /** The version of the record being edited; none for a new one. */
  version: string | number | undefined;
  className: string;
  /** The form's name, where the page does not give it one. */
  label?: string;
  submitLabel: string;
  /** The list, where Cancel goes. */
  cancelTo: string;
  children: ReactNode;
}) {
  const { form } = props;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className={props.className}
      aria-label={props.label}
      {...getFormProps(form)}
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      {props.version === undefined ? null : <input type="hidden" name="__v" value={props.version} />}
      {props.children}
      <FormButtons label={props.submitLabel} cancelTo={props.cancelTo} />
    </Form>
  );
}
