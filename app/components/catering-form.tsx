// The catering and event enquiry form (spec sections 2, 4 and 5). Every field is required and
// typed, so the browser checks it even without JavaScript; the server checks everything again.
// With JavaScript: the calendar popover, the missing-date message before sending, and the
// SUBMITTING... state with inputs disabled. Every outcome is brought into view and announced:
// the reply above the form takes focus (on a small phone the form is taller than the screen),
// and a missing date sends focus to the date button, its message beside it.
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useLanguage } from "#app/components/use-language.ts";
import type { CateringWords } from "#app/content/catering-words.ts";
import { DETAIL_LIMITS, SERVICE_STYLES } from "#app/domain/enquiries/pipeline.ts";
import { pathIn } from "#app/i18n/language.ts";
import { EventDatePicker } from "./event-date-picker";
import { Field } from "./field";

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
  guests: "catering-guests",
  eventType: "catering-event-type",
  startTime: "catering-start-time",
  endTime: "catering-end-time",
  eventAddress: "catering-event-address",
  serviceStyle: "catering-service-style",
  siteNotes: "catering-site-notes",
} as const;

/** The visitor's contact details: one line each, typed so phones show the right keyboard. */
const CONTACT_FIELDS = [
  {
    name: "name",
    type: "text",
    autoComplete: "name",
    maxLength: 200,
    about: "Full name of the person asking",
  },
  {
    name: "email",
    type: "email",
    autoComplete: "email",
    maxLength: 254,
    about: "Email address the reply goes to",
  },
  {
    name: "phone",
    type: "tel",
    autoComplete: "tel",
    maxLength: 40,
    about: "Phone number to reach them on",
  },
] as const;

/** What an AI assistant reads about this form and its fields (declarative WebMCP). */
export const CATERING_TOOL = {
  name: "send_catering_enquiry",
  description:
    "Ask Sando Truck to cater an event (from $500). Sends the person's contact details, the event date and a message; the truck replies by email within 24 hours.",
  eventDate: "Date of the event, YYYY-MM-DD, today or later",
  message: "The event: number of guests, place, timing and anything else the truck should know",
  guests: "Optional: how many guests are expected, a whole number from 1 to 5000",
  eventType: "Optional: the kind of event, such as wedding, office lunch or birthday",
  startTime: "Optional: when service starts, 24-hour HH:MM in Santa Barbara time",
  endTime: "Optional: when service ends, 24-hour HH:MM, after the start time",
  eventAddress: "Optional: the street address of the event",
  serviceStyle: "Optional: 'truck' to be served from the truck on site, 'drop-off' to have the food delivered",
  siteNotes: "Optional: power, parking and permits at the place (is there an outlet, where the truck can park)",
} as const;

/**
 * The caterer's optional details (issue 35), drawn in this order after the five fields. A
 * placeholder names its text in the page's words.
 */
const DETAIL_FIELDS: ({
  name: "guests" | "eventType" | "startTime" | "endTime" | "eventAddress" | "serviceStyle" | "siteNotes";
  wide?: boolean;
  control?: "select" | "textarea";
  placeholder?: "eventTypePlaceholder" | "siteNotesPlaceholder";
} & Record<string, unknown>)[] = [
  {
    name: "guests",
    type: "number",
    inputMode: "numeric",
    min: DETAIL_LIMITS.guests.min,
    max: DETAIL_LIMITS.guests.max,
    step: 1,
  },
  { name: "eventType", type: "text", maxLength: DETAIL_LIMITS.eventType, placeholder: "eventTypePlaceholder" },
  { name: "startTime", type: "time" },
  { name: "endTime", type: "time" },
  { name: "eventAddress", wide: true, type: "text", autoComplete: "off", maxLength: DETAIL_LIMITS.eventAddress },
  { name: "serviceStyle", wide: true, control: "select" },
  {
    name: "siteNotes",
    wide: true,
    control: "textarea",
    rows: 3,
    maxLength: DETAIL_LIMITS.siteNotes,
    placeholder: "siteNotesPlaceholder",
  },
];

/** Posts to the catering page of its own language, which answers in it; `words` are that page's. */
export function CateringForm({
  state,
  today,
  words,
}: {
  state: CateringFormState;
  today: string;
  words: CateringWords;
}) {
  const language = useLanguage();
  const action = pathIn(language, "/catering-events");
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const replyRef = useRef<HTMLParagraphElement>(null);
  /** Counts refused attempts without a date; 0 while a date is chosen or none was tried. */
  const [missingDateAttempts, setMissingDateAttempts] = useState(0);
  const missingDate = missingDateAttempts > 0;
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith(action) === true;
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
  const details = words.details;
  const fieldError = (field: keyof typeof FIELD_IDS) =>
    field === "eventDate" && missingDate ? words.missingDate : state.fieldErrors[field];
  const describedBy = (field: keyof typeof FIELD_IDS) => (fieldError(field) ? `${FIELD_IDS[field]}-error` : undefined);

  return (
    <Form
      method="post"
      action={action}
      ref={formRef}
      id="enquiry-form"
      className="catering-form"
      data-analytics-form="catering"
      toolname={CATERING_TOOL.name}
      tooldescription={CATERING_TOOL.description}
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
        <p
          ref={replyRef}
          role="status"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: the reply the visitor asked for, on the page their form opened (above).
          autoFocus
          className="form-message form-message--success"
        >
          {state.success}
        </p>
      ) : null}
      {error ? (
        <p
          ref={replyRef}
          role="alert"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: the reply the visitor asked for, on the page their form opened (above).
          autoFocus
          className="form-message form-message--error"
        >
          {error}
        </p>
      ) : null}
      <fieldset disabled={submitting} className="catering-form__fields">
        <legend className="visually-hidden">{words.yourEvent}</legend>
        {CONTACT_FIELDS.map(({ name, type, autoComplete, maxLength, about }) => (
          <Field key={name} id={FIELD_IDS[name]} label={words.contact[name]} error={fieldError(name)}>
            <input
              id={FIELD_IDS[name]}
              name={name}
              type={type}
              required
              autoComplete={autoComplete}
              maxLength={maxLength}
              toolparamdescription={about}
              defaultValue={state.values[name]}
              aria-describedby={describedBy(name)}
              aria-invalid={fieldError(name) ? true : undefined}
            />
          </Field>
        ))}
        <Field
          id={FIELD_IDS.eventDate}
          label={words.eventDate}
          error={fieldError("eventDate")}
          alertKey={missingDate ? missingDateAttempts : undefined}
        >
          <EventDatePicker
            id={FIELD_IDS.eventDate}
            name="eventDate"
            today={today}
            defaultValue={state.values.eventDate}
            errorId={describedBy("eventDate")}
            toolDescription={CATERING_TOOL.eventDate}
            onChange={() => setMissingDateAttempts(0)}
            words={words.datePicker}
            calendarWords={language === "en" ? undefined : words.calendar}
          />
        </Field>
        <Field id={FIELD_IDS.message} label={words.message} error={fieldError("message")} wide>
          <textarea
            id={FIELD_IDS.message}
            name="message"
            required
            rows={5}
            maxLength={5000}
            placeholder={words.messagePlaceholder}
            toolparamdescription={CATERING_TOOL.message}
            defaultValue={state.values.message}
            aria-describedby={describedBy("message")}
            aria-invalid={fieldError("message") ? true : undefined}
          />
        </Field>
        <fieldset className="catering-form__details field--wide">
          <legend>{details.legend}</legend>
          {DETAIL_FIELDS.map(({ name, wide, control, placeholder, ...attributes }) => {
            // One element for the three kinds of control: their attributes differ, not their wiring.
            const Control = (control ?? "input") as "input";
            return (
              <Field key={name} id={FIELD_IDS[name]} label={details[name]} error={fieldError(name)} wide={wide}>
                <Control
                  id={FIELD_IDS[name]}
                  name={name}
                  toolparamdescription={CATERING_TOOL[name]}
                  defaultValue={state.values[name]}
                  aria-describedby={describedBy(name)}
                  aria-invalid={fieldError(name) ? true : undefined}
                  placeholder={placeholder ? details[placeholder] : undefined}
                  {...attributes}
                >
                  {control === "select"
                    ? (["", ...SERVICE_STYLES] as const).map((style) => (
                        <option key={style} value={style}>
                          {style ? details.serviceStyles[style] : details.serviceStyleUnsure}
                        </option>
                      ))
                    : undefined}
                </Control>
              </Field>
            );
          })}
        </fieldset>
        {/* A trap for bots: people never see or fill this field. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor="catering-website">{words.trap}</label>
          <input id="catering-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className="button">
          {submitting ? words.submitting : words.submit}
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
