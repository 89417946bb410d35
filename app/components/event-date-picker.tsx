// The catering form's event date. The server renders a native date input, so the form works
// without JavaScript; once hydrated it becomes a button opening a calendar popover (spec
// section 4: month buttons, month and year dropdowns over 21 years, weeks starting Sunday,
// past days disabled, full keyboard support from react-day-picker).
import { useEffect, useId, useRef, useState } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";

/** "2026-12-05" -> local midnight of that day (DayPicker works in local dates). */
function toLocalDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

function toIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const buttonDate = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "long",
  day: "numeric",
  year: "numeric",
});

export type EventDatePickerProps = {
  name: string;
  id: string;
  /** Today in the truck's time zone (YYYY-MM-DD), from the server so both renders agree. */
  today: string;
  defaultValue?: string;
  disabled?: boolean;
  /** Id of the element describing an error, for aria-describedby. */
  errorId?: string;
  /** Called whenever a date is chosen, so the form can clear its "missing date" message. */
  onChange?: (isoDate: string) => void;
};

export function EventDatePicker(props: EventDatePickerProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  if (!hydrated) {
    return (
      <input
        type="date"
        id={props.id}
        name={props.name}
        required
        min={props.today}
        defaultValue={props.defaultValue}
        disabled={props.disabled}
        aria-describedby={props.errorId}
      />
    );
  }
  return <CalendarPopover {...props} />;
}

function CalendarPopover({ name, id, today, defaultValue, disabled, errorId, onChange }: EventDatePickerProps) {
  const [value, setValue] = useState(defaultValue ?? "");
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => toLocalDate(value || today));
  const dialogId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);

  // The form clears itself after a successful submission: follow a reset of the form.
  useEffect(() => {
    const form = buttonRef.current?.form;
    if (!form) return;
    const onReset = () => setValue("");
    form.addEventListener("reset", onReset);
    return () => form.removeEventListener("reset", onReset);
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popoverRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  // The year dropdown lists 21 years: ten before to ten after the displayed year.
  const displayedYear = month.getFullYear();
  const selected = value ? toLocalDate(value) : undefined;

  return (
    <div className="date-picker">
      <input type="hidden" name={name} value={value} />
      <button
        ref={buttonRef}
        type="button"
        id={id}
        className="date-picker-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        aria-describedby={errorId}
        disabled={disabled}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {selected ? buttonDate.format(selected) : "Pick a date"}
      </button>
      {open ? (
        <div
          ref={popoverRef}
          id={dialogId}
          role="dialog"
          aria-label="Choose the event date"
          className="date-picker-popover"
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              close();
            }
          }}
        >
          <DayPicker
            mode="single"
            autoFocus
            selected={selected}
            onSelect={(date) => {
              if (!date) return;
              const isoDate = toIsoDate(date);
              setValue(isoDate);
              onChange?.(isoDate);
              close();
            }}
            month={month}
            onMonthChange={setMonth}
            captionLayout="dropdown"
            startMonth={new Date(displayedYear - 10, 0)}
            endMonth={new Date(displayedYear + 10, 11)}
            weekStartsOn={0}
            disabled={{ before: toLocalDate(today) }}
          />
        </div>
      ) : null}
    </div>
  );
}
