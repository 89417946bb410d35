// Add or edit a press article. Conform checks the shared schema in the browser; the same
// schema runs in the action, so without JavaScript the server's messages show beside fields.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import type { z } from "zod";
import { pressArticleFormSchema, type pressArticleSchema } from "#app/domain/press/press.ts";
import {
  FormButtons,
  FormErrors,
  ImageField,
  InputField,
  SelectField,
  TextareaField,
  usePortalForm,
} from "#app/components/forms.tsx";
import { useUnsavedChangesWarning } from "./unsaved-changes";

/** What the form shows of the article it edits: the schema's fields and the version. */
export type PressFormValues = z.output<typeof pressArticleSchema> & { __v: number };

export function PressForm(props: {
  mode: "create" | "update";
  /** The article being edited; null for a new one. */
  record: PressFormValues | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const creating = props.mode === "create";
  const [form, fields] = usePortalForm({
    id: `press-form-${props.mode}`,
    schema: pressArticleFormSchema,
    lastResult: props.lastResult,
    defaultValue: props.record ? { ...props.record, __v: String(props.record.__v) } : { status: "draft" },
  });
  useUnsavedChangesWarning(form.id);
  const title = creating ? "Add Press Article" : "Edit Press Article";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="admin-form admin-press-form"
      aria-label={title}
      {...getFormProps(form)}
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      {props.record ? <input type="hidden" name="__v" value={props.record.__v} /> : null}
      <InputField meta={fields.title} label="Title" />
      <InputField meta={fields.publication} label="Publication" />
      <InputField meta={fields.date_published} label="Date Published" type="date" inputProps={{ pattern: undefined }} />
      <InputField meta={fields.url} label="Article URL" type="url" />
      <TextareaField meta={fields.blurb} label="Short Blurb (optional)" textareaProps={{ rows: 4 }} />
      <ImageField meta={fields.thumbnail} label="Thumbnail" kind="press" />
      <SelectField meta={fields.status} label="Status" selectProps={{ required: false }}>
        <option value="draft">Draft</option>
        <option value="published">Published</option>
      </SelectField>
      <FormButtons label={creating ? "Create Article" : "Update Article"} cancelTo="/admin/press" />
    </Form>
  );
}
