// Add or edit a popup event. Conform checks the shared schema in the browser; the same schema
// runs in the action, so without JavaScript the server's messages show beside the fields.
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { eventFormSchema } from "../../domain/events/events";
import { FieldError } from "./field-error";
import { ImageUploadField } from "./image-upload-field";
import { Announcement } from "./announcement";
import { useUnsavedChangesWarning } from "./unsaved-changes";

export type EventFormActionData = { result: SubmissionResult<string[]> };

export type EventFormValues = {
  title: string;
  address: string;
  date: string;
  time: string;
  description: string;
  image: string;
  display_order: number;
  is_active: boolean;
  __v: number;
};

export function EventForm(props: {
  mode: "create" | "update";
  event: EventFormValues | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const creating = props.mode === "create";
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const event = props.event;
  const [form, fields] = useForm({
    id: `event-form-${props.mode}`,
    lastResult: props.lastResult,
    defaultValue: event
      ? { ...event, display_order: String(event.display_order), is_active: event.is_active ? "on" : undefined, __v: String(event.__v) }
      : { display_order: "0", is_active: "on" },
    constraint: getZodConstraint(eventFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: eventFormSchema }),
  });
  useUnsavedChangesWarning(form.id);

  return (
    <Form method="post" encType="multipart/form-data" className="admin-form admin-content-form" {...getFormProps(form)}>
      {form.errors ? (
        <Announcement tone="error" id={form.errorId}>
          {form.errors.join(" ")}
        </Announcement>
      ) : null}
      {event ? <input type="hidden" name="__v" value={fields.__v.initialValue ?? String(event.__v)} /> : null}

      <label htmlFor={fields.title.id}>Title</label>
      <input {...getInputProps(fields.title, { type: "text" })} />
      <FieldError id={fields.title.errorId} errors={fields.title.errors} />

      <label htmlFor={fields.address.id}>Address</label>
      <input {...getInputProps(fields.address, { type: "text" })} />
      <FieldError id={fields.address.errorId} errors={fields.address.errors} />

      <label htmlFor={fields.date.id}>Date</label>
      <input {...getInputProps(fields.date, { type: "date" })} />
      <FieldError id={fields.date.errorId} errors={fields.date.errors} />

      <label htmlFor={fields.time.id}>Time</label>
      <input {...getInputProps(fields.time, { type: "text" })} placeholder="4:00 PM - 9:00 PM" />
      <FieldError id={fields.time.errorId} errors={fields.time.errors} />

      <label htmlFor={fields.description.id}>Description</label>
      <textarea {...getTextareaProps(fields.description)} rows={4} />
      <FieldError id={fields.description.errorId} errors={fields.description.errors} />

      <ImageUploadField
        name={fields.image.name}
        label="Image"
        kind="event"
        defaultValue={fields.image.initialValue}
        error={fields.image.errors?.join(" ")}
      />

      <label htmlFor={fields.display_order.id}>Display Order</label>
      <input {...getInputProps(fields.display_order, { type: "number" })} min={0} step={1} />
      <FieldError id={fields.display_order.errorId} errors={fields.display_order.errors} />

      <label className="admin-checkbox">
        <input {...getInputProps(fields.is_active, { type: "checkbox" })} /> Active (shown on the website)
      </label>

      <div className="admin-form-buttons">
        <button type="submit" disabled={saving}>
          {saving ? "Saving..." : creating ? "Create Event" : "Update Event"}
        </button>
        <Link to="/admin/events">Cancel</Link>
      </div>
    </Form>
  );
}
