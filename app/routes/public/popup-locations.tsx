// /popup-locations: where the truck will be. Only active, upcoming events in display order;
// when the database cannot be read the page says so with a 503. /es/popup-locations is the same
// page in Spanish (issue 48): its words come as its data, in its language only.
import { data, Link } from "react-router";
import { EventCard } from "#app/components/event-card.tsx";
import { NextStop } from "#app/components/next-stop.tsx";
import { EVENT_CARD_WORDS, POPUP_PAGE_WORDS } from "#app/content/stops-words.ts";
import { listUpcomingEvents } from "#app/domain/events/events.server.ts";
import { nextStopData } from "#app/domain/events/next-stop.server.ts";
import { todaysShownStatuses } from "#app/domain/live-status/live-status.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { languageOf, pathIn } from "#app/i18n/language.ts";
import { pageMeta } from "#app/web/page-meta.server.ts";
import { listOrFallback } from "#app/web/refusal.server.ts";
import { stopDrawing } from "#app/web/shown-stops.server.ts";
import type { Route } from "./+types/popup-locations";

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOf(request);
  const now = clockNow();
  const [{ list, loadFailed: failed, status }, draw] = await Promise.all([
    listOrFallback(() => listUpcomingEvents(now), []),
    stopDrawing({ context, language, now }),
  ]);
  const { events, schema, live } = draw(list);
  const today = todayInTruckTimeZone(now);
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
