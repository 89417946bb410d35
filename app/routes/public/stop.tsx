// /stops/:id (and /es/stops/:id): one stop's own page (issue 53), where a sign's code leads. Its
// card (next dates, hours, place, directions, live status, cancellations and its calendar file),
// a way to follow changes to stops, and its structured data. A stop shown to visitors whose dates
// are over says so and points at the schedule; an unknown or hidden one is the site's 404.
import { data, Link } from "react-router";
import { EventCard } from "#app/components/event-card.tsx";
import { STOP_PAGE_WORDS } from "#app/content/stop-page-words.ts";
import { EVENT_CARD_WORDS } from "#app/content/stops-words.ts";
import { findStopForVisitors } from "#app/domain/events/events.server.ts";
import { followStopChangesPath, stopPagePath } from "#app/domain/events/stop-links.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { publicTextIn } from "#app/domain/shared/shown-text.ts";
import { languageOf, pathIn } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { pageMeta } from "#app/web/page-meta.server.ts";
import { stopDrawing } from "#app/web/shown-stops.server.ts";
import type { Route } from "./+types/stop";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const language = languageOf(request);
  const words = STOP_PAGE_WORDS[language];
  const now = clockNow();
  const [found, draw] = await Promise.all([
    findStopForVisitors(params.id, now),
    stopDrawing({ context, language, now }),
  ]);
  if (!found) throw data(words.notFound, { status: 404 });
  const stop = "upcoming" in found ? found.upcoming : found.ended;
  const title = publicTextIn(language, stop.title, stop.titleEs);
  const { events, schema } = draw("upcoming" in found ? [found.upcoming] : []);
  return {
    event: events[0] ?? null,
    title,
    meta: pageMeta(request, {
      title: fill(words.title, { title: title.text }),
      description: fill(words.description, { title: title.text }),
      path: stopPagePath(stop.id),
      breadcrumbs: [
        { name: words.breadcrumb, path: "/popup-locations" },
        { name: title.text, path: stopPagePath(stop.id) },
      ],
      schema,
    }),
    words,
    card: EVENT_CARD_WORDS[language],
    language,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function StopPage({ loaderData }: Route.ComponentProps) {
  const { event, title, words, card, language } = loaderData;
  return (
    <main id="main" className="section stop-page">
      {event ? (
        <EventCard event={event} words={card} language={language} eager headingLevel={1} />
      ) : (
        <>
          <h1 lang={title.lang}>{fill(words.endedHeading, { title: title.text })}</h1>
          <p>{words.endedText}</p>
        </>
      )}
      <p>
        <Link to={pathIn(language, "/popup-locations")} className={event ? undefined : "button"}>
          {words.seeAll}
        </Link>
      </p>
      <section className="cta" aria-labelledby="follow-title">
        <h2 id="follow-title">{words.followHeading}</h2>
        <p>{words.followText}</p>
        <Link to={followStopChangesPath(language)} className="button">
          {words.follow}
        </Link>
      </section>
    </main>
  );
}
