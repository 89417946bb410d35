// /admin/calendar (Staff and Owners, issue 36): one month of public stops, closures, and booked
// and quoted catering events, drawn on the server, with each clash said in words beside both
// sides of it. One list of the month's days: a seven-column grid from 1024 px, and on a phone an
// agenda of the days that have something on them (the empty days are not displayed), so there is
// one copy of everything in the page and no JavaScript is needed. `?month=YYYY-MM` picks the
// month (this month without it); a malformed one is answered 400 with what to write instead.
import type { CSSProperties } from "react";
import { data, Link } from "react-router";
import { CALENDAR_MESSAGES as TEXT } from "#app/content/portal-messages.ts";
import { readCalendarMonth } from "#app/domain/bookings/calendar.server.ts";
import {
  bookingTitle,
  type CalendarDay,
  type CalendarItem,
  calendarMonthSchema,
  formatMonth,
} from "#app/domain/bookings/calendar.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { parseFormFields } from "#app/domain/shared/submissions.ts";
import { may } from "#app/domain/staff/rights.ts";
import { adminUserContext } from "#app/web/guards.server.ts";
import { loadOrRefuse } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import type { Route } from "./+types/calendar";

const WEEKDAY_HEADS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

export async function loader({ url, context }: Route.LoaderArgs) {
  const mayOpenBusiness = may(context.get(adminUserContext).role, "business");
  const thisMonth = todayInTruckTimeZone(clockNow()).slice(0, 7);
  const asked = url.searchParams.get("month");
  const parsed =
    asked === null ? { success: true as const, data: thisMonth } : parseFormFields(calendarMonthSchema, asked);
  if (!parsed.success) {
    // The month as a whole is the field: its message is the form's.
    const problem = parsed.problems.form ?? TEXT.monthInvalid;
    return data({ calendar: null, problem, mayOpenBusiness, thisMonth }, { status: 400 });
  }
  const calendar = await loadOrRefuse(TEXT.loadFailed, () => readCalendarMonth(parsed.data));
  return { calendar, problem: null, mayOpenBusiness, thisMonth };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.calendar ? `${TEXT.heading}: ${loaderData.calendar.title}` : TEXT.heading);

export default function AdminCalendar({ loaderData }: Route.ComponentProps) {
  const { calendar, problem, mayOpenBusiness, thisMonth } = loaderData;
  return (
    <main className="admin-main">
      <h1>{TEXT.heading}</h1>
      <p className="admin-muted">{TEXT.intro}</p>
      {problem !== null || calendar === null ? (
        <>
          <p className="admin-message admin-message-error" role="alert">
            {problem}
          </p>
          <p>
            <Link to="/admin/calendar">{TEXT.showThisMonth}</Link>
          </p>
        </>
      ) : (
        <>
          <p>
            {TEXT.buffer(calendar.bufferMinutes)}{" "}
            {mayOpenBusiness ? <Link to="/admin/business">{TEXT.bufferOwnerLink}</Link> : null}
          </p>
          <div className="calendar-head">
            <h2 id="calendar-month">{calendar.title}</h2>
            <nav aria-label="Months" className="calendar-months">
              <Link to={`/admin/calendar?month=${calendar.previous}`} rel="prev">
                <span aria-hidden="true">←</span>
                {TEXT.previous(formatMonth(calendar.previous))}
              </Link>
              {calendar.month === thisMonth ? null : <Link to="/admin/calendar">{TEXT.thisMonth}</Link>}
              <Link to={`/admin/calendar?month=${calendar.next}`} rel="next">
                {TEXT.next(formatMonth(calendar.next))}
                <span aria-hidden="true">→</span>
              </Link>
            </nav>
          </div>
          <p
            className={calendar.clashingBookings > 0 ? "calendar-summary calendar-summary--clash" : "calendar-summary"}
          >
            {TEXT.clashCount(calendar.clashingBookings)}
          </p>
          {calendar.days.some((day) => day.items.length > 0 || day.closures.length > 0) ? null : <p>{TEXT.nothing}</p>}
          <div className="calendar-weekdays" aria-hidden="true">
            {WEEKDAY_HEADS.map((day) => (
              <span key={day}>{day}</span>
            ))}
          </div>
          <ol className="calendar" aria-labelledby="calendar-month">
            {calendar.days.map((day, index) => (
              <Day key={day.date} day={day} first={index === 0} />
            ))}
          </ol>
        </>
      )}
    </main>
  );
}

function Day({ day, first }: { day: CalendarDay; first: boolean }) {
  const empty = day.items.length === 0 && day.closures.length === 0;
  const classes = ["calendar-day"];
  if (empty) classes.push("calendar-day--empty");
  if (day.isToday) classes.push("calendar-day--today");
  // The month's first day sits under its weekday; the others follow in the grid.
  if (first) classes.push("calendar-day--first");
  return (
    <li className={classes.join(" ")} style={first ? ({ "--column": day.weekday + 1 } as CSSProperties) : undefined}>
      <h3 className="calendar-day__date">
        <span className="calendar-day__number" aria-hidden="true">
          {day.dayNumber}
        </span>
        <span className="calendar-day__label">{day.label}</span>
        {day.isToday ? <span className="calendar-day__today">{TEXT.today}</span> : null}
      </h3>
      {day.closures.map((reason) => (
        <p key={reason} className="calendar-closure">
          {TEXT.closed(reason)}
        </p>
      ))}
      {day.items.length > 0 ? (
        <ul className="calendar-items">
          {day.items.map((item) => (
            <Item key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Item({ item }: { item: CalendarItem }) {
  const classes = ["calendar-item", `calendar-item--${item.kind === "stop" ? "stop" : item.status}`];
  if (item.clashesWith.length > 0) classes.push("calendar-item--clash");
  if (item.kind === "stop" && item.cancelled) classes.push("calendar-item--cancelled");
  return (
    <li className={classes.join(" ")}>
      <p className="calendar-item__kind">{item.kind === "stop" ? TEXT.stop : TEXT[item.status]}</p>
      {item.kind === "stop" ? (
        <>
          <p className="calendar-item__title">{item.title}</p>
          <p>{item.time}</p>
          {item.cancelled ? <p className="calendar-item__cancelled">{TEXT.cancelled(item.reason)}</p> : null}
        </>
      ) : (
        <>
          <p className="calendar-item__title">
            <Link to={`/admin/enquiries/${item.id}`}>{bookingTitle(item)}</Link>
          </p>
          <p>{item.time}</p>
          {item.eventAddress ? <p className="admin-muted">{item.eventAddress}</p> : null}
        </>
      )}
      {item.clashesWith.length > 0 ? (
        <p className="calendar-item__clash">
          <strong>
            <span aria-hidden="true">⚠ </span>
            {TEXT.clash}:
          </strong>{" "}
          {`${TEXT.clashesWith} ${item.clashesWith.map((other) => other.label).join("; ")}`}
        </p>
      ) : null}
    </li>
  );
}
