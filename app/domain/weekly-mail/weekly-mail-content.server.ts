// The words of the week's schedule mail, plain text and HTML: the Owner's note, each day's stops
// with time, place and a directions link, cancellations with their reason, and where to follow
// changes. The follower frame (footer, list headers) is added by app/domain/mail/follower-mail.
import { escapeHtml } from "#app/domain/mail/html.server.ts";
import { formatDayWithWeekday, formatShortDay } from "#app/domain/shared/dates.ts";
import type { WeekStop } from "./week-schedule.server.ts";

export type WeekContent = { subject: string; text: string; html: string };

export function weeklyMailContent(week: {
  days: readonly string[];
  stops: readonly WeekStop[];
  note: string;
  siteUrl: string;
}): WeekContent {
  const first = week.days[0]!;
  const last = week.days.at(-1)!;
  const subject = `Where the Sando Truck is this week: ${formatShortDay(first)} to ${formatShortDay(last)}`;
  const schedulePage = `${week.siteUrl}/popup-locations`;
  const calendarFeed = `${week.siteUrl}/events.ics`;
  const byDay = week.days
    .map((day) => ({ day, stops: week.stops.filter((stop) => stop.date === day) }))
    .filter((entry) => entry.stops.length > 0);

  const text: string[] = [];
  const html: string[] = [];
  const note = week.note.trim();
  if (note) {
    text.push(note, "");
    html.push(`<p>${escapeHtml(note).replace(/\n/g, "<br>")}</p>`);
  }
  if (byDay.length === 0) {
    const none = "No stops are on the schedule for these seven days yet. New ones appear on the schedule page first.";
    text.push(none, "");
    html.push(`<p>${escapeHtml(none)}</p>`);
  }
  for (const { day, stops } of byDay) {
    text.push(formatDayWithWeekday(day).toUpperCase());
    html.push(`<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(formatDayWithWeekday(day))}</h2>`, "<ul>");
    for (const stop of stops) {
      if (stop.cancelled) {
        const reason = stop.reason ? `: ${stop.reason}` : "";
        text.push(`- CANCELLED: ${stop.title}, ${stop.time}${reason}`);
        html.push(
          `<li><strong>Cancelled:</strong> <s>${escapeHtml(stop.title)}, ${escapeHtml(stop.time)}</s>${escapeHtml(reason)}</li>`,
        );
      } else {
        text.push(`- ${stop.time}: ${stop.title}, ${stop.address}`, `  Directions: ${stop.directions}`);
        html.push(
          `<li><strong>${escapeHtml(stop.time)}</strong>: ${escapeHtml(stop.title)}, ${escapeHtml(stop.address)} (<a href="${escapeHtml(stop.directions)}">directions</a>)</li>`,
        );
      }
    }
    text.push("");
    html.push("</ul>");
  }
  text.push(
    "Plans change with the weather and the markets: the schedule page always has the latest.",
    `Schedule: ${schedulePage}`,
    `Add every stop to your calendar: ${calendarFeed}`,
  );
  html.push(
    "<p>Plans change with the weather and the markets: the schedule page always has the latest.</p>",
    `<p><a href="${escapeHtml(schedulePage)}">See the schedule</a> · <a href="${escapeHtml(calendarFeed)}">Add every stop to your calendar</a></p>`,
  );
  return { subject, text: `${text.join("\n")}\n`, html: html.join("\n") };
}
