// The catering and event enquiry form (spec sections 2, 4 and 5). Every field is required and
// typed, so the browser checks it even without JavaScript; the server checks everything again.
// With JavaScript: the calendar popover, the missing-date message before sending, and the
// SUBMITTING... state with inputs disabled. Every outcome is brought into view and announced:
// the reply above the form takes focus (on a small phone the form is taller than the screen),
// and a missing date sends focus to the date button, its message beside it.
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
  const replyRef = useRef<HTMLParagraphElement>(null);
  /** Counts refused attempts without a date; 0 while a date is chosen or none was tried. */
  const [missingDateAttempts, setMissingDateAttempts] = useState(0);
  const missingDate = missingDateAttempts > 0;
  const submitting =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/catering-events") === true;
  const sentRef = useRef(false);

  // Success clears the form (with JavaScript the inputs would otherwise keep their text).
  useEffect(() => {
    if (state.success) formRef.current?.reset();
  }, [state.success]);

  // Once a submission has settled, its reply takes focus and is scrolled into view. One frame
  // later: the layout's scroll to the top after a navigation must not carry it off screen.
  useEffect(() => {
    if (submitting) sentRef.current = true;
    if (navigation.state !== "idle" || !sentRef.current) return;
    sentRef.current = false;
    return revealLater(replyRef.current, replyRef.current, "start");
  }, [submitting, navigation.state]);

  // A missing date: focus goes to the date button, and its field (with the message) into view.
  useEffect(() => {
    if (missingDateAttempts === 0) return;
    const button = document.getElementById(FIELD_IDS.eventDate);
    return revealLater(button, button?.closest(".field") ?? null, "center");
  }, [missingDateAttempts]);

  const error = state.error;
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
          setMissingDateAttempts((attempts) => attempts + 1);
        }
      }}
    >
      {/* autoFocus: without JavaScript the reply is a new page, opened at the top; the browser
          focuses the reply and scrolls to it. With JavaScript the effect above does this. */}
      {state.success ? (
        <p ref={replyRef} role="status" tabIndex={-1} autoFocus className="form-message form-message--success">
          {state.success}
        </p>
      ) : null}
      {error ? (
        <p ref={replyRef} role="alert" tabIndex={-1} autoFocus className="form-message form-message--error">
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
        <Field
          id={FIELD_IDS.eventDate}
          label="Event date"
          error={fieldError("eventDate")}
          alertKey={missingDate ? missingDateAttempts : undefined}
        >
          <EventDatePicker
            id={FIELD_IDS.eventDate}
            name="eventDate"
            today={today}
            defaultValue={state.values.eventDate}
            errorId={describedBy("eventDate")}
            onChange={() => setMissingDateAttempts(0)}
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

/**
 * Focuses `target` (without the browser's own jump) and scrolls `region` into view on the next
 * frame; returns the cancel function for an effect. A reply goes to the top of the screen (below
 * the sticky header, by the page's scroll padding), so the fields it refers to follow it.
 */
function revealLater(
  target: HTMLElement | null,
  region: Element | null,
  block: ScrollLogicalPosition,
): (() => void) | undefined {
  if (!target) return undefined;
  const frame = requestAnimationFrame(() => {
    target.focus({ preventScroll: true });
    region?.scrollIntoView({ block });
  });
  return () => cancelAnimationFrame(frame);
}

function Field(props: {
  id: string;
  label: string;
  error?: string;
  wide?: boolean;
  /** Given when the error comes from a check in the browser: it is announced, again on each new key. */
  alertKey?: number;
  children: React.ReactNode;
}) {
  return (
    <div className={props.wide ? "field field--wide" : "field"}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.error ? (
        <p
          key={props.alertKey}
          id={`${props.id}-error`}
          role={props.alertKey === undefined ? undefined : "alert"}
          className="field-error"
        >
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
