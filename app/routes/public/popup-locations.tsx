// /popup-locations: where the truck will be. Only active, upcoming events in display order;
// when the database cannot be read the page says so with a 503. /es/popup-locations is the same
// page in Spanish (issue 48): its words come as its data, in its language only.
import { data, Link } from "react-router";
import { EventCard, type ShownEvent } from "#app/components/event-card.tsx";
import { NextStop } from "#app/components/next-stop.tsx";
import { EVENT_CARD_WORDS, POPUP_PAGE_WORDS, STOP_CALENDAR_WORDS } from "#app/content/stops-words.ts";
import { popupEventSchemas } from "#app/domain/events/event-schema.ts";
import { listUpcomingEvents } from "#app/domain/events/events.server.ts";
import { nextStopData } from "#app/domain/events/next-stop.server.ts";
import { stopTimeIn } from "#app/domain/events/schedule.ts";
import { googleCalendarUrl } from "#app/domain/events/stop-links.ts";
import { todaysLiveStatusesOrNone } from "#app/domain/live-status/live-status.server.ts";
import { shownLiveStatus, todaysShownStatuses } from "#app/domain/live-status/live-status.ts";
import { firstChange, orderLinksAt, stopTimesOf } from "#app/domain/order-links/order-links.server.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { formatEventDate, formatShortDay, todayInTruckTimeZone, weekdayOf } from "#app/domain/shared/dates.ts";
import { publicTextIn } from "#app/domain/shared/shown-text.ts";
import { languageOf, pathIn } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { pageMeta } from "#app/web/page-meta.server.ts";
import { publicBusinessOf } from "#app/web/public-business.server.ts";
import { listOrFallback } from "#app/web/refusal.server.ts";
import { answerChangesIn } from "#app/web/response-cache.server.ts";
import type { Route } from "./+types/popup-locations";

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOf(request);
  const now = clockNow();
  const [{ list, loadFailed: failed, status }, orderLinksNow, live] = await Promise.all([
    listOrFallback(() => listUpcomingEvents(now), []),
    publicBusinessOf(context).then((read) => orderLinksAt(now, read, language)),
    todaysLiveStatusesOrNone(now),
  ]);
  // Each card's order links: its pickup page only from an hour before one of its stops until it ends.
  const drawings = list.map((event) => orderLinksNow.draw(stopTimesOf(event)));
  const changesAt = firstChange(drawings);
  if (changesAt !== null) answerChangesIn(context, changesAt - now.getTime());
  // Drawn here, so the browser's bundle carries none of these rules (the public JavaScript
  // budget): the order links, the Google Calendar link, the hours read and re-worded, the dates.
  const summary = STOP_CALENDAR_WORDS[language].summary;
  const events = list.map(({ titleEs, descriptionEs, ...event }, index): ShownEvent => {
    // What staff typed, in the page's language where it has it (issue 49), else marked English.
    const title = publicTextIn(language, event.title, titleEs);
    const description = publicTextIn(language, event.description, descriptionEs);
    const shown = { ...event, title: title.text, description: description.text };
    return {
      ...shown,
      ...(title.lang ? { titleLang: title.lang } : {}),
      ...(description.lang ? { descriptionLang: description.lang } : {}),
      orderLinks: drawings[index]?.links ?? [],
      // Where the truck is right now (issue 52), said by staff for today's stop.
      live: live.has(event.id) ? shownLiveStatus(live.get(event.id)!, language) : null,
      googleCalendarUrl: googleCalendarUrl(shown, event.date, fill(summary, { title: title.text })),
      shownTime: stopTimeIn(event.time, language),
      shownDate: formatEventDate(event.date, language),
      shownWeekday: weekdayOf(event.date, language),
      occurrences: event.occurrences.map((occurrence) => ({
        ...occurrence,
        shownDay: formatShortDay(occurrence.date, language),
      })),
    };
  });
  // The events' structured data too: its rules and the business's facts stay on the server.
  const today = todayInTruckTimeZone(now);
  const schema = events.flatMap((event) => {
    const status = live.get(event.id);
    const late = status?.state === "late" && status.minutes ? { day: today, minutes: status.minutes } : null;
    return popupEventSchemas(getConfig().siteUrl, event, language, late);
  });
  const words = POPUP_PAGE_WORDS[language];
  // The page's own words and head as its data (issues 45, 48): not in the JavaScript other pages load too.
  return data(
    {
      events,
      failed,
      nextStop: { ...nextStopData(list, now, language), live: todaysShownStatuses(live, today, language) },
      meta: pageMeta(request, {
        title: words.title,
        description: words.description,
        path: "/popup-locations",
        breadcrumbs: [{ name: words.breadcrumb, path: "/popup-locations" }],
        schema,
      }),
      words,
      card: EVENT_CARD_WORDS[language],
      language,
    },
    { status },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PopupLocations({ loaderData }: Route.ComponentProps) {
  const { events, failed, nextStop, words, card, language } = loaderData;
  return (
    <main id="main" className="section">
      <h1>{words.heading}</h1>
      <p className="lead">
        {words.lead}{" "}
        <a href={pathIn(language, "/events.ics")} type="text/calendar">
          {words.subscribe}
        </a>{" "}
        {words.subscribeAfter}
      </p>
      {failed ? null : <NextStop {...nextStop} />}
      {failed ? (
        <p role="alert" className="notice notice--error">
          {words.loadFailed}
        </p>
      ) : events.length === 0 ? (
        <p className="notice">{words.empty}</p>
      ) : (
        <ul className="event-list">
          {events.map((event, index) => (
            <li key={event.id}>
              <EventCard event={event} words={card} language={language} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <section className="cta" aria-labelledby="cta-title">
        <h2 id="cta-title">{words.ctaTitle}</h2>
        <p>{words.ctaText}</p>
        <Link to={pathIn(language, "/catering-events")} className="button">
          {words.ctaButton}
        </Link>
      </section>
    </main>
  );
}
