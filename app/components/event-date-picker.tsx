// The catering form's event date. The server renders a native date input, so the form works
// without JavaScript; once hydrated it becomes a button opening a calendar popover (spec
// section 4: month buttons, month and year dropdowns over 21 years, weeks starting Sunday,
// past days disabled, full keyboard support from react-day-picker). The popover is kept
// inside the viewport at every width and closes once focus leaves the picker, so it never
// covers the fields after it.
import { lazy, Suspense, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useLanguage } from "#app/components/use-language.ts";
import type { CateringWords } from "#app/content/catering-words.ts";
import { INTL_LOCALE } from "#app/i18n/language.ts";

// The calendar itself loads when a visitor first points at, focuses or opens the date button.
const loadCalendar = () => import("./event-date-calendar");
const EventDateCalendar = lazy(loadCalendar);

/** "2026-12-05" -> local midnight of that day (DayPicker works in local dates). */
function toLocalDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

function toIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The chosen day on the button, as the page's language writes it: "Sat, December 5, 2026", "sáb, 5 de diciembre de 2026". */
function buttonDateIn(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { weekday: "short", month: "long", day: "numeric", year: "numeric" });
}

/** Preferred room between the popover and the edge of the screen, when the screen has it. */
const EDGE_GAP_PX = 8;

/**
 * Shifts the popover sideways so that it lies inside the viewport: aligned with its button
 * when it fits there, otherwise pulled in from the edge it would cross (on a 320 px phone it
 * spans the screen). Returns the offset from the button's left edge.
 */
function popoverOffset(anchorLeft: number, popoverWidth: number, viewportWidth: number): number {
  const gap = Math.max(0, Math.min(EDGE_GAP_PX, (viewportWidth - popoverWidth) / 2));
  const left = Math.max(gap, Math.min(anchorLeft, viewportWidth - gap - popoverWidth));
  return left - anchorLeft;
}

export type EventDatePickerProps = {
  name: string;
  id: string;
  /** Today in the truck's time zone (YYYY-MM-DD), from the server so both renders agree. */
  today: string;
  defaultValue?: string;
  disabled?: boolean;
  /** Id of the element describing an error, for aria-describedby. */
  errorId?: string;
  /** What the field means to an AI assistant filling the form (declarative WebMCP). */
  toolDescription?: string;
  /** Called whenever a date is chosen, so the form can clear its "missing date" message. */
  onChange?: (isoDate: string) => void;
  /** The button's and the popover's words, in the page's language. */
  words: CateringWords["datePicker"];
  /** The calendar's own labels where they are not react-day-picker's English ones (a Spanish page). */
  calendarWords?: CateringWords["calendar"];
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
        aria-invalid={props.errorId ? true : undefined}
        toolparamdescription={props.toolDescription}
      />
    );
  }
  return <CalendarPopover {...props} />;
}

function CalendarPopover({
  name,
  id,
  today,
  defaultValue,
  disabled,
  errorId,
  toolDescription,
  onChange,
  words,
  calendarWords,
}: EventDatePickerProps) {
  const language = useLanguage();
  const translation = useMemo(
    () => (calendarWords ? { locale: INTL_LOCALE[language], words: calendarWords } : undefined),
    [calendarWords, language],
  );
  const [value, setValue] = useState(defaultValue ?? "");
  const [open, setOpen] = useState(false);
  /** Moves on each time the calendar appears, so the popover fits itself to it. */
  const [shownCount, setShownCount] = useState(0);
  const onCalendarShown = useCallback(() => setShownCount((count) => count + 1), []);
  const [month, setMonth] = useState(() => toLocalDate(value || today));
  const dialogId = useId();
  const pickerRef = useRef<HTMLDivElement>(null);
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
      if (!pickerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  // Before the popover is painted: keep it inside the screen's width (again on every resize or
  // rotation), then scroll the page so that all of it shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: shownCount: more months make the popover wider, so it is placed again.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const picker = pickerRef.current;
      const popover = popoverRef.current;
      if (!picker || !popover) return;
      const offset = popoverOffset(
        picker.getBoundingClientRect().left,
        popover.offsetWidth,
        document.documentElement.clientWidth,
      );
      popover.style.left = `${offset}px`;
    };
    place();
    // Then scroll it into view, a frame later and again once focus lands in it (on a slow phone
    // the calendar's day takes focus late; it focuses without scrolling, so this scroll is the
    // only one). A popover taller than the screen (a zoomed-in page) shows the focused control.
    const reveal = (focused?: Element) => {
      const popover = popoverRef.current;
      if (!popover) return;
      const page = document.documentElement;
      const fits = popover.offsetHeight <= page.clientHeight;
      // At once, not smoothly (the page's smooth scrolling is set aside meanwhile): a second reveal
      // (focus landing late) must not start from a scroll still under way, which could leave the
      // popover's edge a fraction of a pixel off screen.
      const smooth = page.style.scrollBehavior;
      page.style.scrollBehavior = "auto";
      (fits || !focused ? popover : focused).scrollIntoView({ block: "nearest", inline: "nearest" });
      if (fits) {
        // The page scrolls by whole pixels: an edge between two is brought the rest of the way in.
        const { top, bottom } = popover.getBoundingClientRect();
        if (bottom > page.clientHeight) window.scrollBy(0, Math.ceil(bottom - page.clientHeight));
        else if (top < 0) window.scrollBy(0, Math.floor(top));
      }
      page.style.scrollBehavior = smooth;
    };
    let frame = requestAnimationFrame(() => reveal());
    // A press in the popover focuses what is under the finger, already in view: scrolling then,
    // between the press and its release, would move the control away and lose the tap (the
    // month did not change under a test's click on a loaded machine).
    let pressing = false;
    const press = () => {
      pressing = true;
    };
    const release = () => {
      pressing = false;
    };
    const revealAfterFocus = (event: FocusEvent) => {
      if (pressing) return;
      cancelAnimationFrame(frame);
      const focused = event.target instanceof Element ? event.target : undefined;
      frame = requestAnimationFrame(() => reveal(focused));
    };
    const popover = popoverRef.current;
    popover?.addEventListener("pointerdown", press);
    window.addEventListener("pointerup", release);
    window.addEventListener("pointercancel", release);
    popover?.addEventListener("focusin", revealAfterFocus);
    window.addEventListener("resize", place);
    return () => {
      cancelAnimationFrame(frame);
      popover?.removeEventListener("pointerdown", press);
      window.removeEventListener("pointerup", release);
      window.removeEventListener("pointercancel", release);
      popover?.removeEventListener("focusin", revealAfterFocus);
      window.removeEventListener("resize", place);
    };
  }, [open, shownCount]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const selected = value ? toLocalDate(value) : undefined;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not a control: it hears Escape and focus leaving from its button and popover, which are.
    <div
      ref={pickerRef}
      className="date-picker"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          close();
        }
      }}
      onBlur={(event) => {
        // Focus moved on (Tab, Shift+Tab, a click on another field): the popover goes with it.
        // A null relatedTarget (the window lost focus, a click on the page) is left to the
        // pointer handler, so switching apps does not close it.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <input type="hidden" name={name} value={value} toolparamdescription={toolDescription} />
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
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {selected ? buttonDateIn(INTL_LOCALE[language]).format(selected) : words.pickADate}
      </button>
      {open ? (
        <div ref={popoverRef} id={dialogId} role="dialog" aria-label={words.dialog} className="date-picker-popover">
          <Suspense fallback={<p className="date-picker-loading">{words.loading}</p>}>
            <EventDateCalendar
              selected={selected}
              month={month}
              onMonthChange={setMonth}
              firstDay={toLocalDate(today)}
              onShown={onCalendarShown}
              translation={translation}
              onSelect={(date) => {
                const isoDate = toIsoDate(date);
                setValue(isoDate);
                onChange?.(isoDate);
                close();
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
