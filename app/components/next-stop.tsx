// "Where is the truck?": the next stop, on the home page and at the top of /popup-locations.
// The server sends the next few stops as moments and what they say at its clock; the first
// render in the browser shows exactly that (no hydration mismatch, whatever the visitor's time
// zone). With JavaScript the status ("Open now, until 9:00 PM", "Today from 4:00 PM") is then
// read again from the browser's clock as time passes (domain/events/next-stop.ts), or from the
// fixed clock of a test server. Its words come with its data, in the page's language (issue 48).
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import type { NextStopWords } from "#app/content/stops-words.ts";
import { type NextStop as NextStopView, nextStopAt, type Stop } from "#app/domain/events/next-stop.ts";
import { directionsUrl, eventCalendarPath } from "#app/domain/events/stop-links.ts";
import type { TodaysShownStatuses } from "#app/domain/live-status/live-status.ts";
import { tapPingHref } from "#app/domain/numbers/taps.ts";
import { type Language, pathIn } from "#app/i18n/language.ts";
import { ClosedNow } from "./closed-now.tsx";
import { LiveStatusLine } from "./live-status-line.tsx";
import { fillTyped, Shown, Typed } from "./typed-text.tsx";

/** How often the status is read again while the page is open. */
const TICK_MS = 30_000;

export function NextStop(props: {
  stops: Stop[];
  view: NextStopView;
  fixedAt: number | null;
  language: Language;
  words: NextStopWords;
  headingLevel?: 2 | 3;
  /** What staff said of today's stops (issue 52): shown when the stop is one of them. */
  live?: TodaysShownStatuses;
  /** What the page adds at the block's end: the home page's order links. */
  children?: ReactNode;
}) {
  const { stops, view, fixedAt, language, words, headingLevel = 2, live, children } = props;
  /** null until hydrated: the server's view. */
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (fixedAt !== null) return setNow(fixedAt);
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [fixedAt]);

  const { cancelledToday, stop, status } = now === null ? view : nextStopAt(stops, now, words);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="next-stop" aria-labelledby="next-stop-title" aria-live="polite">
      <Heading id="next-stop-title" className="next-stop__heading">
        {words.heading}
      </Heading>
      <ClosedNow className="next-stop__closed" />
      {cancelledToday ? (
        <p className="next-stop__cancelled">
          {fillTyped(
            words.cancelledToday,
            {
              title: { text: cancelledToday.title, lang: cancelledToday.titleLang },
              reason: { text: cancelledToday.reason, lang: cancelledToday.reasonLang },
            },
            language,
          )}
        </p>
      ) : null}
      {stop ? (
        <div className="next-stop__stop">
          {status ? <p className="next-stop__status">{status}</p> : null}
          {live && stop.date === live.day && live.byStop[stop.eventId] ? (
            <LiveStatusLine live={live.byStop[stop.eventId]!} />
          ) : null}
          <p className="next-stop__title">
            <Shown text={{ text: stop.title, lang: stop.titleLang }} />
          </p>
          {language === "en" ? (
            <p>
              <time dateTime={stop.date}>{stop.dateLabel}</time>
              {`, ${stop.time}`}
            </p>
          ) : (
            <p>
              <time dateTime={stop.date}>{stop.dateLabel}</time>
              {", "}
              {stop.timeTyped ? <span lang="en">{stop.time}</span> : stop.time}
            </p>
          )}
          <p>
            <Typed language={language}>{stop.address}</Typed>
          </p>
          <p className="next-stop__actions">
            <a
              href={directionsUrl(stop.address)}
              target="_blank"
              rel="noopener noreferrer"
              className="button"
              ping={tapPingHref("directions", null, stop.eventId)}
            >
              {words.directions}
            </a>
            <a
              href={eventCalendarPath(stop.eventId, language)}
              type="text/calendar"
              download
              className="button button--outline"
            >
              {words.addToCalendar}
            </a>
          </p>
        </div>
      ) : (
        <p>
          {words.none} <Link to={pathIn(language, "/popup-locations")}>{words.seeAll}</Link>
        </p>
      )}
      {children}
    </section>
  );
}
