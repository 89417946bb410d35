// /events/{id}.ics: one popup event for a visitor's calendar ("Add to calendar"): a weekly one
// with all its dates, skipped ones left out and cancelled ones marked. A page of the public
// layout only so that a stale link gets the site's 404 page in the site's frame: the file itself
// is answered by the middleware, before any loader runs or anything renders.
import { data, redirectDocument } from "react-router";
import { ErrorPage, type PageRefusal } from "#app/components/error-page.tsx";
import { ERROR_WORDS } from "#app/content/error-words.ts";
import { buildCalendar } from "#app/domain/events/calendar.ts";
import { findScheduledEvent } from "#app/domain/events/events.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { languageOf, pathIn } from "#app/i18n/language.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { isDatabaseUnavailableError } from "#app/infra/db.server.ts";
import type { Route } from "./+types/event-ics";

const answerWithCalendarFile: Route.MiddlewareFunction = async ({ request, params, url }, next) => {
  let event: Awaited<ReturnType<typeof findScheduledEvent>>;
  try {
    event = await findScheduledEvent(params.id);
  } catch (error) {
    // No such stop (any more): the loader answers with the 404 page.
    if (error instanceof Refusal) return next();
    if (!isDatabaseUnavailableError(error)) throw error;
    return new Response("Calendar temporarily unavailable", { status: 503, headers: { "Retry-After": "60" } });
  }
  // Links to the file are plain downloads; should a JavaScript navigation ask for it as data
  // (its URL ends in .data), the browser is sent to fetch the file itself.
  if (new URL(request.url).pathname !== url.pathname) throw redirectDocument(url.pathname);
  const calendar = buildCalendar([event], { siteUrl: getConfig().siteUrl, language: languageOf(request) });
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="sando-truck-${event.id}.ics"`,
      "Cache-Control": "public, max-age=900",
    },
  });
};

export const middleware: Route.MiddlewareFunction[] = [answerWithCalendarFile];

/** Runs only when the middleware found no such stop: the 404 page says so, and the way to the stops, in the page's language. */
export function loader({ request }: Route.LoaderArgs): never {
  const language = languageOf(request);
  const words = ERROR_WORDS[language];
  const refusal: PageRefusal = {
    message: words.stopGone,
    back: { to: pathIn(language, "/popup-locations"), label: words.seeStops },
  };
  throw data(refusal, { status: 404 });
}

export default function EventCalendarFile() {
  return null;
}

/** A person who follows a stale "Add to calendar" link gets the 404 page, and the way to the stops (the loader's). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} area="site" />;
}
