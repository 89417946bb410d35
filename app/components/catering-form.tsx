// The catering and event enquiry form (spec sections 2, 4 and 5). Every field is required and
// typed, so the browser checks it even without JavaScript; the server checks everything again.
// With JavaScript: the calendar popover, the missing-date message before sending, and the
// SUBMITTING... state with inputs disabled.
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { EventDatePicker } from "./event-date-picker";

export const MISSING_DATE_MESSAGE = "Please select an event date before submitting";

export type CateringFormState = {
  /** The message above the form: success or failure. */
  success: string | null;
  error: string | null;
  fieldErrors: Record<string, string>;
  /** What the visitor typed, kept after a failed submission. */
  values: Record<string, string>;
};

const FIELD_IDS = {
  name: "catering-name",
  email: "catering-email",
  phone: "catering-phone",
  eventDate: "catering-event-date",
  message: "catering-message",
} as const;

export function CateringForm({ state, today }: { state: CateringFormState; today: string }) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [missingDate, setMissingDate] = useState(false);
  const submitting =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/catering-events") === true;

  // Success clears the form (with JavaScript the inputs would otherwise keep their text).
  useEffect(() => {
    if (state.success) formRef.current?.reset();
  }, [state.success]);

  const error = missingDate ? MISSING_DATE_MESSAGE : state.error;
  const fieldError = (field: keyof typeof FIELD_IDS) =>
    field === "eventDate" && missingDate ? MISSING_DATE_MESSAGE : state.fieldErrors[field];
  const describedBy = (field: keyof typeof FIELD_IDS) =>
    fieldError(field) ? `${FIELD_IDS[field]}-error` : undefined;

  return (
    <Form
      method="post"
      action="/catering-events"
      ref={formRef}
      id="enquiry-form"
      className="catering-form"
      data-analytics-form="catering"
      onSubmit={(event) => {
        const date = new FormData(event.currentTarget).get("eventDate");
        if (!date) {
          event.preventDefault();
          setMissingDate(true);
        }
      }}
    >
      {state.success ? (
        <p role="status" className="form-message form-message--success">
          {state.success}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="form-message form-message--error">
          {error}
        </p>
      ) : null}
      <fieldset disabled={submitting} className="catering-form__fields">
        <legend className="visually-hidden">Your event</legend>
        <Field id={FIELD_IDS.name} label="Name" error={fieldError("name")}>
          <input
            id={FIELD_IDS.name}
            name="name"
            type="text"
            required
            autoComplete="name"
            maxLength={200}
            defaultValue={state.values.name}
            aria-describedby={describedBy("name")}
            aria-invalid={fieldError("name") ? true : undefined}
          />
        </Field>
        <Field id={FIELD_IDS.email} label="Email" error={fieldError("email")}>
          <input
            id={FIELD_IDS.email}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            defaultValue={state.values.email}
            aria-describedby={describedBy("email")}
            aria-invalid={fieldError("email") ? true : undefined}
          />
        </Field>
        <Field id={FIELD_IDS.phone} label="Phone" error={fieldError("phone")}>
          <input
            id={FIELD_IDS.phone}
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            maxLength={40}
            defaultValue={state.values.phone}
            aria-describedby={describedBy("phone")}
            aria-invalid={fieldError("phone") ? true : undefined}
          />
        </Field>
        <Field id={FIELD_IDS.eventDate} label="Event date" error={fieldError("eventDate")}>
          <EventDatePicker
            id={FIELD_IDS.eventDate}
            name="eventDate"
            today={today}
            defaultValue={state.values.eventDate}
            errorId={describedBy("eventDate")}
            onChange={() => setMissingDate(false)}
          />
        </Field>
        <Field id={FIELD_IDS.message} label="Message" error={fieldError("message")} wide>
          <textarea
            id={FIELD_IDS.message}
            name="message"
            required
            rows={5}
            maxLength={5000}
            placeholder="Tell us about your event: guests, location, timing."
            defaultValue={state.values.message}
            aria-describedby={describedBy("message")}
            aria-invalid={fieldError("message") ? true : undefined}
          />
        </Field>
        {/* A trap for bots: people never see or fill this field. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor="catering-website">Leave this field empty</label>
          <input id="catering-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className="button">
          {submitting ? "SUBMITTING..." : "SUBMIT"}
        </button>
      </fieldset>
    </Form>
  );
}

function Field(props: { id: string; label: string; error?: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={props.wide ? "field field--wide" : "field"}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className="field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
