// Add or edit a press article. Conform checks the shared schema in the browser; the same
// schema runs in the action, so without JavaScript the server's messages show beside fields.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { pressArticleFormSchema } from "../../domain/press/press";
import { FieldError } from "./field-error";
import { ImageUploadField } from "./image-upload-field";
import { Announcement } from "./announcement";
import { useUnsavedChangesWarning } from "./unsaved-changes";

export type PressFormActionData = { result: SubmissionResult<string[]> };

export type PressFormValues = {
  title: string;
  publication: string;
  date_published: string;
  url: string;
  blurb: string;
  thumbnail: string;
  status: "draft" | "published";
  __v: number;
};

export function PressForm(props: {
  mode: "create" | "update";
  article: PressFormValues | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const creating = props.mode === "create";
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: `press-form-${props.mode}`,
    lastResult: props.lastResult,
    defaultValue: props.article ? { ...props.article, __v: String(props.article.__v) } : { status: "draft" },
    constraint: getZodConstraint(pressArticleFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pressArticleFormSchema }),
  });
  useUnsavedChangesWarning(form.id);
  const title = creating ? "Add Press Article" : "Edit Press Article";
  return (
    <Form method="post" encType="multipart/form-data" className="admin-form admin-press-form" aria-label={title} {...getFormProps(form)}>
      {form.errors ? (
        <Announcement tone="error" id={form.errorId}>
          {form.errors.join(" ")}
        </Announcement>
      ) : null}
      {props.article ? <input type="hidden" name="__v" value={props.article.__v} /> : null}

      <label htmlFor={fields.title.id}>Title</label>
      <input {...getInputProps(fields.title, { type: "text" })} />
      <FieldError id={fields.title.errorId} errors={fields.title.errors} />

      <label htmlFor={fields.publication.id}>Publication</label>
      <input {...getInputProps(fields.publication, { type: "text" })} />
      <FieldError id={fields.publication.errorId} errors={fields.publication.errors} />

      <label htmlFor={fields.date_published.id}>Date Published</label>
      <input {...getInputProps(fields.date_published, { type: "date" })} pattern={undefined} />
      <FieldError id={fields.date_published.errorId} errors={fields.date_published.errors} />

      <label htmlFor={fields.url.id}>Article URL</label>
      <input {...getInputProps(fields.url, { type: "url" })} />
      <FieldError id={fields.url.errorId} errors={fields.url.errors} />

      <label htmlFor={fields.blurb.id}>Short Blurb (optional)</label>
      <textarea {...getTextareaProps(fields.blurb)} rows={4} />
      <FieldError id={fields.blurb.errorId} errors={fields.blurb.errors} />

      <ImageUploadField
        name={fields.thumbnail.name}
        label="Thumbnail"
        kind="press"
        defaultValue={fields.thumbnail.initialValue}
        error={fields.thumbnail.errors?.join(" ")}
      />

      <label htmlFor={fields.status.id}>Status</label>
      <select {...getSelectProps(fields.status)} required={false}>
        <option value="draft">Draft</option>
        <option value="published">Published</option>
      </select>
      <FieldError id={fields.status.errorId} errors={fields.status.errors} />

      <div className="admin-form-buttons">
        <button type="submit" disabled={saving}>
          {saving ? "Saving..." : creating ? "Create Article" : "Update Article"}
        </button>
        <Link to="/admin/press">Cancel</Link>
      </div>
    </Form>
  );
}
