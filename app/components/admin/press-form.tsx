// Add or edit a press article. Conform checks the shared schema in the browser; the same
// schema runs in the action, so without JavaScript the server's messages show beside fields.
import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { ImageField, InputField, SelectField, TextareaField } from "#app/components/forms.tsx";
import { pressArticleFormSchema, type pressArticleSchema } from "#app/domain/press/press.ts";
import { RecordForm, useRecordForm } from "./record-form";

/** What the form shows of the article it edits: the schema's fields and the version. */
export type PressFormValues = z.output<typeof pressArticleSchema> & { __v: number };

export function PressForm(props: {
  mode: "create" | "update";
  /** The article being edited; null for a new one. */
  record: PressFormValues | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const creating = props.mode === "create";
  const [form, fields] = useRecordForm({
    id: `press-form-${props.mode}`,
    schema: pressArticleFormSchema,
    lastResult: props.lastResult,
    defaultValue: props.record ? { ...props.record, __v: String(props.record.__v) } : { status: "draft" },
  });
  return (
    <RecordForm
      form={form}
      version={props.record?.__v}
      className="admin-form admin-press-form"
      label={creating ? "Add Press Article" : "Edit Press Article"}
      submitLabel={creating ? "Create Article" : "Update Article"}
      cancelTo="/admin/press"
    >
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
    </RecordForm>
  );
}
