// Add or edit a popup event. Conform checks the shared schema in the browser; the same schema
// runs in the action, so without JavaScript the server's messages show beside the fields.
import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import {
  type BilingualText,
  BilingualTextFields,
  CheckboxField,
  ImageField,
  InputField,
  SelectField,
  TextareaField,
} from "#app/components/forms.tsx";
import { STOP_NOTICE_MESSAGES } from "#app/content/portal-messages.ts";
import {
  cancellationLines,
  eventFormFields,
  eventFormSchema,
  type eventInputSchema,
  spanishCancellationLines,
} from "#app/domain/events/events.ts";
import type { FollowerAudience } from "#app/domain/newsletter/subscriber-stats.ts";
import { RecordForm, useRecordForm } from "./record-form";

/** What the form shows of the event it edits: the schema's fields and the version. */
export type EventFormValues = Omit<z.output<typeof eventInputSchema>, "__v"> & { __v: number };

// What visitors read of a stop, in both languages (issue 49); the place and the hours stay as typed.
const TITLE: readonly BilingualText<"title">[] = [{ text: "title", label: "Title" }];
const CANCELLED_DAYS: readonly BilingualText<"cancellations">[] = [
  {
    text: "cancellations",
    label: "Cancelled days, one per line: the day, then the reason visitors see",
    spanishLabel: "The same days' reasons in Spanish, one per line (optional)",
    multiline: true,
    same: false,
    placeholder: {
      en: "2026-12-04 Rained out, see you next week",
      es: "2026-12-04 Llovió, nos vemos la próxima semana",
    },
  },
];
const DESCRIPTION: readonly BilingualText<"description">[] = [
  { text: "description", label: "Description", multiline: true, rows: 4 },
];

export function EventForm(props: {
  mode: "create" | "update";
  /** The event being edited; null for a new one. */
  record: EventFormValues | null;
  lastResult: SubmissionResult<string[]> | undefined;
  /** What the event's latest notice to followers says ("A notice goes to followers at 10:42 AM"). */
  notice?: string | null;
  /** Who a notice would reach, by language (issue 50); null while creating. */
  audience?: FollowerAudience | null;
}) {
  const creating = props.mode === "create";
  const event = props.record;
  const [form, fields] = useRecordForm({
    id: `event-form-${props.mode}`,
    schema: eventFormSchema,
    constraintSchema: eventFormFields,
    lastResult: props.lastResult,
    defaultValue: event
      ? {
          ...event,
          display_order: String(event.display_order),
          is_active: event.is_active ? "on" : undefined,
          __v: String(event.__v),
          repeat_until: event.repeat_until ?? "",
          skip_dates: event.skip_dates.join("\n"),
          cancellations: cancellationLines(event.cancellations),
          cancellations_es: spanishCancellationLines(event.cancellations),
        }
      : { display_order: "0", is_active: "on" },
  });

  return (
    <RecordForm
      form={form}
      version={event ? (fields.__v.initialValue ?? String(event.__v)) : undefined}
      className="admin-form admin-content-form admin-form--bilingual"
      submitLabel={creating ? "Create Event" : "Update Event"}
      cancelTo="/admin/events"
    >
      <BilingualTextFields fields={fields} texts={TITLE} />
      <InputField meta={fields.address} label="Address" />
      <InputField meta={fields.date} label="Date" type="date" />
      <InputField meta={fields.time} label="Time" inputProps={{ placeholder: "4:00 PM - 9:00 PM" }} />
      <fieldset className="admin-fieldset">
        <legend>Repeats</legend>
        <SelectField meta={fields.repeat} label="Repeat">
          <option value="none">Does not repeat</option>
          <option value="weekly">Every week on the same day</option>
        </SelectField>
        <InputField meta={fields.repeat_until} label="Repeat until (weekly only; at most one year on)" type="date" />
        <TextareaField
          meta={fields.skip_dates}
          label="Skipped days, one per line (YYYY-MM-DD): not shown at all"
          textareaProps={{ rows: 3, placeholder: "2026-12-25" }}
        />
        <BilingualTextFields fields={fields} texts={CANCELLED_DAYS} />
      </fieldset>
      <BilingualTextFields fields={fields} texts={DESCRIPTION} />
      <ImageField meta={fields.image} label="Image" kind="event" />
      <InputField meta={fields.display_order} label="Display Order" type="number" inputProps={{ min: 0, step: 1 }} />
      <CheckboxField meta={fields.is_active} label="Active (shown on the website)" />
      {creating || !props.audience ? null : <TellFollowers notice={props.notice ?? null} audience={props.audience} />}
    </RecordForm>
  );
}

/**
 * "Tell followers", ticked by default. The server decides whether the change touches the next
 * 7 days; the hint says so, as the form cannot know before the save.
 */
export function TellFollowers({
  notice,
  audience,
  id = "notify-followers",
}: {
  notice: string | null;
  /** Who it would reach, by language (issue 50). */
  audience: FollowerAudience;
  id?: string;
}) {
  return (
    <div className="admin-tell-followers">
      <label className="admin-checkbox">
        <input type="checkbox" id={id} name="notify_followers" defaultChecked aria-describedby={`${id}-hint`} />{" "}
        {STOP_NOTICE_MESSAGES.tellFollowers}
      </label>
      <p id={`${id}-hint`} className="admin-field-hint">
        {STOP_NOTICE_MESSAGES.hint} {STOP_NOTICE_MESSAGES.audience(audience.count, audience.inSpanish)}
        {notice ? ` ${notice}.` : null}
      </p>
    </div>
  );
}
