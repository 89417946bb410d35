// /admin/events: every popup event in display order, with add, edit and delete, each weekly
// series with its next dates, and a date to skip, cancel (with the reason visitors see) or
// restore in one step, and Activate or Deactivate in one tap. Deleting asks in a dialog with
// JavaScript; without it the Delete link opens a confirm page. Changes are POSTs that redirect
// back here with a flash message. A notice's "Send now" is an Owner's (issue 44): Staff do not see
// it, and its POST (page or .data) answers them 403, as does a Staff notice about a new stop.

import { data, Form } from "react-router";
import { TellFollowers } from "#app/components/admin/event-form.tsx";
import { LiveStatusTaps } from "#app/components/admin/live-status-taps.tsx";
import { OneTap } from "#app/components/admin/one-tap.tsx";
import { AdminListPage, AdminTable, RecordActions } from "#app/components/admin/record-list.tsx";
import { NoticeState } from "#app/components/admin/waiting-notice.tsx";
import { InputField, SelectField, serverForm } from "#app/components/forms.tsx";
import { EVENT_ACTIVE_MESSAGES, EVENT_MESSAGES, STOP_NOTICE_MESSAGES } from "#app/content/portal-messages.ts";
import { listAdminEvents, setEventActive } from "#app/domain/events/events.server.ts";
import { repeatLabel, upcomingSeriesDates } from "#app/domain/events/schedule.ts";
import {
  changeEventDateTellingFollowers,
  deleteEventTellingFollowers,
  latestNotices,
  sendNoticeNow,
} from "#app/domain/events/stop-notices.server.ts";
import { noticeStatus, shownNotice } from "#app/domain/events/stop-notices.ts";
import { followerAudience } from "#app/domain/newsletter/followers.server.ts";
import type { FollowerAudience } from "#app/domain/newsletter/subscriber-stats.ts";
import { truckToday } from "#app/domain/shared/clock.server.ts";
import { formatEventDate, formatShortDay, weekdayOf } from "#app/domain/shared/dates.ts";
import { may } from "#app/domain/staff/rights.ts";
import { answerTap, deleteAndReturnToList } from "#app/web/admin-pages.server.ts";
import { adminUserContext } from "#app/web/guards.server.ts";
import { readFormBody } from "#app/web/http.server.ts";
import { asRefusal, listOrFallback, refusePage } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import { redirectWithFlash, takeFlash } from "#app/web/session.server.ts";
import type { Route } from "./+types/events";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { success, error, headers } = await takeFlash(request);
  const canSendNow = may(context.get(adminUserContext).role, "sendNoticeNow");
  const { list: events, loadFailed, status } = await listOrFallback(listAdminEvents, []);
  const [notices, audience] = await Promise.all([
    latestNotices(events.map((event) => event.id)),
    followerAudience("stop-changes"),
  ]);
  // What staff see of each event's latest notice: when it goes, or how many it reached.
  const noticeOf = Object.fromEntries(
    [...notices].map(([id, notice]) => [id, shownNotice(notice, STOP_NOTICE_MESSAGES)]),
  );
  return data(
    { events, notices: noticeOf, audience, canSendNow, success, error, loadFailed, today: truckToday() },
    { status, headers },
  );
}

const DATE_CHANGES = ["skip", "cancel", "restore"] as const;
const SEND_NOW = "send-notice-now";
const ACTIVATE = { intent: "activate", label: "Activate" };
const DEACTIVATE = { intent: "deactivate", label: "Deactivate" };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const intent = String(form.get("intent") ?? "");
  const admin = context.get(adminUserContext);
  const by = admin.email;
  const role = admin.role;
  // The confirm page and the date form carry the "Tell followers" box (absent when unticked);
  // the JavaScript delete dialog has none, so it keeps the box's default: tell them.
  const notify = form.has("notify_offered") ? form.get("notify_followers") === "on" : true;
  if (intent === SEND_NOW) {
    try {
      await sendNoticeNow(String(form.get("id") ?? ""), admin);
      return redirectWithFlash(request, "/admin/events", "success", STOP_NOTICE_MESSAGES.sentNow);
    } catch (error) {
      const refusal = asRefusal(error, STOP_NOTICE_MESSAGES.failed);
      if (refusal.status === 403) refusePage(refusal);
      return redirectWithFlash(request, "/admin/events", "error", refusal.message);
    }
  }
  if (intent === ACTIVATE.intent || intent === DEACTIVATE.intent) {
    return answerTap(request, form, {
      listPath: "/admin/events",
      failed: EVENT_MESSAGES.saveFailed,
      change: async () => {
        const active = intent === ACTIVATE.intent;
        const event = await setEventActive(String(form.get("id") ?? ""), active);
        return active ? EVENT_ACTIVE_MESSAGES.activated(event.title) : EVENT_ACTIVE_MESSAGES.deactivated(event.title);
      },
    });
  }
  if (!isDateChange(intent)) {
    // Read after the delete, so the message can say when the notice goes.
    const messages: { deleted: string; deleteFailed: string } = { ...EVENT_MESSAGES };
    return deleteAndReturnToList(request, {
      listPath: "/admin/events",
      remove: async (id) => {
        const { notice } = await deleteEventTellingFollowers(id, { notify, by, role });
        if (notice) messages.deleted = `${EVENT_MESSAGES.deleted}. ${noticeStatus(notice, STOP_NOTICE_MESSAGES)}.`;
      },
      messages,
      form,
    });
  }
  try {
    const { message, notice } = await changeEventDateTellingFollowers(
      {
        id: String(form.get("id") ?? ""),
        date: String(form.get("date") ?? ""),
        change: intent,
        reason: String(form.get("reason") ?? ""),
      },
      { notify, by, role },
    );
    const told = notice ? `. ${noticeStatus(notice, STOP_NOTICE_MESSAGES)}.` : "";
    return redirectWithFlash(request, "/admin/events", "success", `${message}${told}`);
  } catch (error) {
    const refusal = asRefusal(error, EVENT_MESSAGES.saveFailed);
    if (refusal.status === 403) refusePage(refusal);
    return redirectWithFlash(request, "/admin/events", "error", refusal.message);
  }
}

const isDateChange = (intent: string): intent is (typeof DATE_CHANGES)[number] =>
  (DATE_CHANGES as readonly string[]).includes(intent);

export const meta: Route.MetaFunction = () => adminMeta("Events");

const PAGE = {
  heading: "Events",
  add: { to: "/admin/events/new", label: "Add New Event" },
  text: EVENT_MESSAGES,
};

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  const { events } = loaderData;
  return (
    <AdminListPage
      {...PAGE}
      state={loaderData}
      count={events.length}
      tools={
        <p className="admin-tools">
          {/* Issue 53: business cards to hand out at the window, with a code to the review page. */}
          <a href="/admin/review-cards.pdf" download>
            Print "Review us" cards (PDF)
          </a>
        </p>
      }
    >
      <AdminTable columns={["Order", "Title", "Date", "Time", "Location", "Status", "Edit", "Delete"]}>
        {events.map((event) => (
          <tr key={event.id}>
            <td data-label="Order">{event.display_order}</td>
            <td data-label="Title">
              {event.title}
              {/* Issue 53: the sign for the truck's window, with the stop's codes. */}
              <a href={`/admin/events/${event.id}/sign.pdf`} download className="admin-sign-link">
                Print sign (PDF)<span className="visually-hidden">{` for ${event.title}`}</span>
              </a>
            </td>
            <td data-label="Date">
              <EventDates event={event} today={loaderData.today} audience={loaderData.audience} />
              {loaderData.notices[event.id] ? (
                <NoticeState
                  notice={loaderData.notices[event.id]!}
                  canSendNow={loaderData.canSendNow}
                  fields={{ id: event.id }}
                  about={event.title}
                />
              ) : null}
            </td>
            <td data-label="Time">{event.time}</td>
            <td data-label="Location">{event.address}</td>
            <td data-label="Status">
              <OneTap
                id={event.id}
                record={event.title}
                on={event.is_active === 1}
                turnOn={ACTIVATE}
                turnOff={DEACTIVATE}
                status={{ on: "Active", off: "Inactive" }}
                statusClass={{ on: "admin-status-active", off: "admin-status-inactive" }}
              />
              {event.is_active === 1 &&
              event.occurrences.some(({ date, cancelled }) => date === loaderData.today && !cancelled) ? (
                <LiveStatusTaps eventId={event.id} title={event.title} back="/admin/events" />
              ) : null}
            </td>
            <RecordActions kind="events" id={event.id} name={event.title} cells />
          </tr>
        ))}
      </AdminTable>
    </AdminListPage>
  );
}

type ListedEvent = Route.ComponentProps["loaderData"]["events"][number];

/** The event's dates in the list: a series and its next dates, and the one-step date changes. */
function EventDates({ event, today, audience }: { event: ListedEvent; today: string; audience: FollowerAudience }) {
  const weekly = event.repeat === "weekly" && event.repeat_until;
  // Every date still to come within the list's 12 weeks, skipped ones too (so they can be restored).
  const choices = upcomingSeriesDates(event, today);
  const dateChange = serverForm(`date-change-${event.id}`, null, { date: choices[0] });
  const skipped = new Set(event.skip_dates);
  const reasons = new Map(event.cancellations.map((cancellation) => [cancellation.date, cancellation.reason]));
  // Dates inside a closure read as cancelled without being written here (issue 33): said apart.
  const closed = new Map(
    event.occurrences.filter(({ date, cancelled }) => cancelled && !reasons.has(date)).map((o) => [o.date, o.reason]),
  );
  const state = (date: string) =>
    skipped.has(date)
      ? " (skipped)"
      : reasons.has(date)
        ? ` (cancelled: ${reasons.get(date)})`
        : closed.has(date)
          ? ` (closure: ${closed.get(date)})`
          : "";
  const label = (date: string) => `${formatShortDay(date)}${state(date)}`;
  return (
    <div className="admin-event-dates">
      {weekly ? (
        <p>{`${repeatLabel(weekdayOf(event.date))} from ${formatEventDate(event.date)} until ${formatEventDate(event.repeat_until!)}`}</p>
      ) : (
        <p>{formatEventDate(event.date)}</p>
      )}
      {choices.length > 0 ? (
        <>
          {weekly ? (
            <ul className="admin-event-dates__next">
              {choices.slice(0, 4).map((date) => (
                <li key={date}>{label(date)}</li>
              ))}
            </ul>
          ) : state(event.date) ? (
            <p>{label(event.date)}</p>
          ) : null}
          {/* Keyed by the event's version: after a change (with JavaScript too) the form starts
              afresh, without the last reason typed. */}
          <details className="admin-date-change" key={`${event.id}:${event.__v}`}>
            <summary>
              Skip or cancel a date<span className="visually-hidden">{` of ${event.title}`}</span>
            </summary>
            <Form method="post">
              <input type="hidden" name="id" value={event.id} />
              <SelectField meta={dateChange.field("date")} label="Date">
                {choices.map((date) => (
                  <option key={date} value={date}>
                    {label(date)}
                  </option>
                ))}
              </SelectField>
              <InputField
                meta={dateChange.field("reason")}
                label="Reason visitors see (for a cancellation)"
                inputProps={{ maxLength: 200, placeholder: "Rained out, see you next week" }}
              />
              <input type="hidden" name="notify_offered" value="1" />
              <TellFollowers notice={null} audience={audience} id={`notify-followers-${event.id}`} />
              <p className="admin-date-change__buttons">
                <button type="submit" name="intent" value="cancel" className="admin-button">
                  Cancel date
                </button>
                <button type="submit" name="intent" value="skip" className="admin-button admin-button--secondary">
                  Skip date
                </button>
                <button type="submit" name="intent" value="restore" className="admin-button admin-button--secondary">
                  Restore date
                </button>
              </p>
            </Form>
          </details>
        </>
      ) : (
        <p className="admin-muted">Past</p>
      )}
    </div>
  );
}
