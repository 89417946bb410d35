// The calendar inside the event date popover (react-day-picker and its styles, some 22 KB of
// the catering page's JavaScript): loaded only when a visitor first reaches for the date button,
// so the page itself ships without it (app/components/event-date-picker.tsx).
import { useLayoutEffect } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";

export type EventDateCalendarProps = {
  selected: Date | undefined;
  month: Date;
  onMonthChange: (month: Date) => void;
  onSelect: (date: Date) => void;
  /** The first day that can be chosen (today). */
  firstDay: Date;
  /** Called once the calendar is on screen, so the popover can fit itself to it. */
  onShown: () => void;
};

export default function EventDateCalendar({
  selected,
  month,
  onMonthChange,
  onSelect,
  firstDay,
  onShown,
}: EventDateCalendarProps) {
  useLayoutEffect(onShown, [onShown]);
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
      disabled={{ before: firstDay }}
    />
  );
}
