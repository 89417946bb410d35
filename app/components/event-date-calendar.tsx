// The calendar inside the event date popover (react-day-picker and its styles, some 22 KB of
// the catering page's JavaScript): loaded only when a visitor first reaches for the date button,
// so the page itself ships without it (app/components/event-date-picker.tsx). In English it keeps
// react-day-picker's own names and labels; in another language, `Intl` names the months and days
// and the page's words label the controls, so no locale data of the library's is bundled.
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { type DayButtonProps, DayPicker, type Formatters, type Labels } from "react-day-picker";
import "react-day-picker/style.css";
import type { CateringWords } from "#app/content/catering-words.ts";
import { fill } from "#app/i18n/words.ts";

/** The calendar in a language other than the library's English: its `Intl` locale and its labels. */
export type CalendarTranslation = { locale: string; words: CateringWords["calendar"] };

/** react-day-picker's formatters and labels in `locale`, by `Intl`, the week still starting Sunday. */
function translated({ locale, words }: CalendarTranslation): {
  formatters: Partial<Formatters>;
  labels: Partial<Labels>;
} {
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options);
  const monthYear = format({ month: "long", year: "numeric" });
  const month = format({ month: "long" });
  const year = format({ year: "numeric" });
  const day = format({ day: "numeric" });
  const weekdayShort = format({ weekday: "short" });
  const weekdayLong = format({ weekday: "long" });
  const fullDate = format({ weekday: "long", month: "long", day: "numeric", year: "numeric" });
  const dayLabel = (date: Date, modifiers: { today?: boolean; selected?: boolean } = {}) => {
    let label = fullDate.format(date);
    if (modifiers.today) label = fill(words.today, { date: label });
    if (modifiers.selected) label = fill(words.selected, { date: label });
    return label;
  };
  return {
    formatters: {
      formatCaption: (date) => monthYear.format(date),
      formatDay: (date) => day.format(date),
      formatMonthDropdown: (date) => month.format(date),
      formatYearDropdown: (date) => year.format(date),
      formatWeekdayName: (date) => weekdayShort.format(date),
    },
    labels: {
      labelGrid: (date) => monthYear.format(date),
      labelGridcell: (date, modifiers) => dayLabel(date, { today: modifiers?.today }),
      labelDayButton: (date, modifiers) => dayLabel(date, modifiers),
      labelWeekday: (date) => weekdayLong.format(date),
      labelMonthDropdown: () => words.chooseMonth,
      labelYearDropdown: () => words.chooseYear,
      labelNav: () => words.navigation,
      labelNext: () => words.nextMonth,
      labelPrevious: () => words.previousMonth,
    },
  };
}

/**
 * The library's day button, except that taking focus does not scroll the page: a focus scrolls
 * only far enough to show the day, and on a slow phone that scroll came after the popover's own
 * and left its bottom edge cut off. The popover scrolls itself into view when focus lands in it.
 */
function DayButton({ day: _day, modifiers, ...button }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus({ preventScroll: true });
  }, [modifiers.focused]);
  return <button ref={ref} {...button} />;
}

const COMPONENTS = { DayButton };

export type EventDateCalendarProps = {
  selected: Date | undefined;
  month: Date;
  onMonthChange: (month: Date) => void;
  onSelect: (date: Date) => void;
  /** The first day that can be chosen (today). */
  firstDay: Date;
  /** Called once the calendar is on screen, so the popover can fit itself to it. */
  onShown: () => void;
  /** Absent: react-day-picker's English. */
  translation?: CalendarTranslation;
};

export default function EventDateCalendar({
  selected,
  month,
  onMonthChange,
  onSelect,
  firstDay,
  onShown,
  translation,
}: EventDateCalendarProps) {
  useLayoutEffect(onShown, [onShown]);
  const language = useMemo(() => (translation ? translated(translation) : undefined), [translation]);
  // The year dropdown lists 21 years: ten before to ten after the displayed year.
  const displayedYear = month.getFullYear();
  return (
    <DayPicker
      mode="single"
      autoFocus
      selected={selected}
      onSelect={(date) => {
        if (date) onSelect(date);
      }}
      month={month}
      onMonthChange={onMonthChange}
      captionLayout="dropdown"
      startMonth={new Date(displayedYear - 10, 0)}
      endMonth={new Date(displayedYear + 10, 11)}
      weekStartsOn={0}
      components={COMPONENTS}
      disabled={{ before: firstDay }}
      formatters={language?.formatters}
      labels={language?.labels}
      // The library marks its calendar with its own locale's code (en-US) unless told.
      lang={translation?.locale}
    />
  );
}
