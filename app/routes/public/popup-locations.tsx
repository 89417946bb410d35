// /popup-locations: where the truck will be. Only active, upcoming events in display order;
// when the database cannot be read the page says so with a 503.
import { data, Link } from "react-router";
import { EventCard } from "#app/components/event-card.tsx";
import { NextStop } from "#app/components/next-stop.tsx";
import { EVENTS_EMPTY, EVENTS_LOAD_ERROR } from "#app/content/messages.ts";
import { popupEventSchemas } from "#app/domain/events/event-schema.ts";
import { listUpcomingEvents } from "#app/domain/events/events.server.ts";
import { nextStopData } from "#app/domain/events/next-stop.server.ts";
import { googleCalendarUrl } from "#app/domain/events/stop-links.ts";
import { firstChange, orderLinksAt, stopTimesOf } from "#app/domain/order-links/order-links.server.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { publicBusinessOf } from "#app/web/public-business.server.ts";
import { listOrFallback } from "#app/web/refusal.server.ts";
import { answerChangesIn } from "#app/web/response-cache.server.ts";
import { pageMeta } from "#app/web/seo.ts";
import type { Route } from "./+types/popup-locations";

export async function loader({ context }: Route.LoaderArgs) {
  const now = clockNow();
  const [{ list, loadFailed: failed, status }, orderLinksNow] = await Promise.all([
    listOrFallback(() => listUpcomingEvents(now), []),
    publicBusinessOf(context).then((read) => orderLinksAt(now, read)),
  ]);
  // Each card's order links: its pickup page only from an hour before one of its stops until it ends.
  const drawings = list.map((event) => orderLinksNow.draw(stopTimesOf(event)));
  const changesAt = firstChange(drawings);
  if (changesAt !== null) answerChangesIn(context, changesAt - now.getTime());
  // Drawn here, so the browser's bundle carries neither rule (the public JavaScript budget).
  const events = list.map((event, index) => ({
    ...event,
    orderLinks: drawings[index]?.links ?? [],
    googleCalendarUrl: googleCalendarUrl(event, event.date),
  }));
  // The events' structured data too: its rules and the business's facts stay on the server.
  const schema = events.flatMap((event) => popupEventSchemas(getConfig().siteUrl, event));
  // The page's own words as its data (issue 45): not in the JavaScript other pages load too.
  const words = { loadFailed: EVENTS_LOAD_ERROR, empty: EVENTS_EMPTY };
  return data({ events, failed, nextStop: nextStopData(list, now), schema, words }, { status });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  return pageMeta(matches, {
    title: "Popup Locations | When and Where | Sando Truck",
    description:
      "Find the Sando Truck this week: upcoming popups at breweries, beaches and markets across Santa Barbara County.",
    path: "/popup-locations",
    breadcrumbs: [{ name: "Popup Locations", path: "/popup-locations" }],
    schema: loaderData?.schema ?? [],
  });
};

export default function PopupLocations({ loaderData }: Route.ComponentProps) {
  const { events, failed, nextStop } = loaderData;
  return (
    <main id="main" className="section">
      <h1>When &amp; where</h1>
      <p className="lead">
        Upcoming popups across Santa Barbara County.{" "}
        <a href="/events.ics" type="text/calendar">
          Subscribe to our calendar
        </a>{" "}
        to get every new stop on your phone.
      </p>
      {failed ? null : <NextStop {...nextStop} />}
      {failed ? (
        <p role="alert" className="notice notice--error">
          {loaderData.words.loadFailed}
        </p>
      ) : events.length === 0 ? (
        <p className="notice">{loaderData.words.empty}</p>
      ) : (
        <ul className="event-list">
          {events.map((event, index) => (
            <li key={event.id}>
              <EventCard event={event} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <section className="cta" aria-labelledby="cta-title">
        <h2 id="cta-title">Want the truck at your event?</h2>
        <p>Weddings, office lunches, birthdays and brewery nights: we bring the sandos to you.</p>
        <Link to="/catering-events" className="button">
          Book Catering
        </Link>
      </section>
    </main>
  );
}
