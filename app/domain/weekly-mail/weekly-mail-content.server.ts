// The words of the week's schedule mail, plain text and HTML, in a follower's language: the
// Owner's note, each day's stops with time, place and a directions link, cancellations with their
// reason, and where to follow changes. In Spanish, the stops' names and reasons are the Owner's
// Spanish where written, else their English marked lang="en"; days and hours as es-US writes
// them. The follower frame (footer, list headers) is added by app/domain/mail/follower-mail.
import { WEEKLY_MAIL_WORDS } from "#app/content/weekly-mail-words.ts";
import { stopTimeIn } from "#app/domain/events/schedule.ts";
import { escapeHtml, shownHtml } from "#app/domain/mail/html.server.ts";
import type { MailingContent, MailingWords } from "#app/domain/mailings/mailings.server.ts";
import { formatDayWithWeekday, formatShortDay } from "#app/domain/shared/dates.ts";
import { publicTextIn, type ShownText } from "#app/domain/shared/shown-text.ts";
import { type Language, pathIn } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import type { WeekStop } from "./week-schedule.server.ts";

type Week = {
  days: readonly string[];
  stops: readonly WeekStop[];
  note: string;
  /** The note's Spanish: "" while it has none (the Spanish mail then shows the English, marked). */
  noteEs: string;
  siteUrl: string;
};

/** The week's mail in English, with its Spanish for the followers who read Spanish. */
export function weeklyMailContent(week: Week): MailingContent {
  return { ...weeklyMailIn(week, "en"), es: weeklyMailIn(week, "es") };
}

export function weeklyMailIn(week: Week, language: Language): MailingWords {
  const words = WEEKLY_MAIL_WORDS[language];
  const first = week.days[0]!;
  const last = week.days.at(-1)!;
  const subject = fill(words.subject, {
    from: formatShortDay(first, language),
    to: formatShortDay(last, language),
  });
  const schedulePage = `${week.siteUrl}${pathIn(language, "/popup-locations")}`;
  const calendarFeed = `${week.siteUrl}${pathIn(language, "/events.ics")}`;
  const byDay = week.days
    .map((day) => ({ day, stops: week.stops.filter((stop) => stop.date === day) }))
    .filter((entry) => entry.stops.length > 0);

  const text: string[] = [];
  const html: string[] = [];
  const english = week.note.trim();
  const note = english ? publicTextIn(language, english, week.noteEs.trim() || null) : null;
  if (note) {
    text.push(note.text, "");
    html.push(`<p${note.lang ? ` lang="${note.lang}"` : ""}>${escapeHtml(note.text).replace(/\n/g, "<br>")}</p>`);
  }
  if (byDay.length === 0) {
    text.push(words.noStops, "");
    html.push(`<p>${escapeHtml(words.noStops)}</p>`);
  }
  for (const { day, stops } of byDay) {
    const dayName = formatDayWithWeekday(day, language);
    text.push(dayName.toUpperCase());
    html.push(`<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(dayName)}</h2>`, "<ul>");
    for (const stop of stops) {
      const title = publicTextIn(language, stop.title, stop.titleEs);
      const hours = stopTimeIn(stop.time, language);
      const time: ShownText =
        hours.typed && language !== "en" ? { text: hours.text, lang: "en" } : { text: hours.text };
      if (stop.cancelled) {
        const reason = stop.reason ? publicTextIn(language, stop.reason, stop.reasonEs) : null;
        text.push(`- ${words.cancelledText}: ${title.text}, ${time.text}${reason ? `: ${reason.text}` : ""}`);
        html.push(
          `<li><strong>${escapeHtml(words.cancelledHtml)}</strong> <s>${shownHtml(title)}, ${shownHtml(time)}</s>${reason ? `: ${shownHtml(reason)}` : ""}</li>`,
        );
      } else {
        text.push(`- ${time.text}: ${title.text}, ${stop.address}`, `  ${words.directionsText}: ${stop.directions}`);
        html.push(
          `<li><strong>${shownHtml(time)}</strong>: ${shownHtml(title)}, ${escapeHtml(stop.address)} (<a href="${escapeHtml(stop.directions)}">${escapeHtml(words.directionsLink)}</a>)</li>`,
        );
      }
    }
    text.push("");
    html.push("</ul>");
  }
  text.push(words.plansChange, `${words.scheduleText}: ${schedulePage}`, `${words.calendar}: ${calendarFeed}`);
  html.push(
    `<p>${escapeHtml(words.plansChange)}</p>`,
    `<p><a href="${escapeHtml(schedulePage)}">${escapeHtml(words.scheduleLink)}</a> · <a href="${escapeHtml(calendarFeed)}">${escapeHtml(words.calendar)}</a></p>`,
  );
  return { subject, text: `${text.join("\n")}\n`, html: html.join("\n") };
}
