// One popup event, with the links the server drew for it (order links, Google Calendar). A weekly one says so ("Every Friday, 4:00 PM - 9:00 PM") and lists its next
// dates; a cancelled date shows as cancelled, with its reason, until it passes. Every card has
// directions and add-to-calendar links, which work without JavaScript; its directions and order
// links ping the Owner's numbers with the stop's id when followed (issue 51). If its image fails to
// load (even before hydration), the placeholder shows. Its words come with the page's data, in
// its language (issue 48); what staff typed stays as typed, marked English on a Spanish page.

import { useEffect, useRef, useState } from "react";
import type { EventCardWords } from "#app/content/stops-words.ts";
import { reasonIn } from "#app/domain/events/schedule.ts";
import { directionsUrl, eventCalendarPath, stopPagePath } from "#app/domain/events/stop-links.ts";
import { CARD_IMAGE_SIZES, imageSrcSet } from "#app/domain/images/image-variants.ts";
import { tapPingHref } from "#app/domain/numbers/taps.ts";
import type { ShownEvent } from "#app/domain/stop-cards/shown-event.ts";
import { englishOn, type Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { LiveStatusLine } from "./live-status-line.tsx";
import { OrderLinks } from "./order-links.tsx";
import { fillTyped, Typed } from "./typed-text.tsx";

export const EVENT_PLACEHOLDER_IMAGE = "/images/events/placeholder.webp";
/** Dates a weekly card lists before the rest fold away under "All dates". */
const DATES_SHOWN = 4;

function DateList({
  occurrences,
  words,
  language,
}: {
  occurrences: ShownEvent["occurrences"];
  words: EventCardWords;
  language: Language;
}) {
  return (
    <ul className="event-dates">
      {occurrences.map((occurrence) => (
        <li key={occurrence.date} className={occurrence.cancelled ? "event-dates__cancelled" : undefined}>
          <time dateTime={occurrence.date}>{occurrence.shownDay}</time>
          {occurrence.cancelled ? (
            <span>{fillTyped(` ${words.cancelled}`, { reason: reasonIn(occurrence, language) }, language)}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function EventCard({
  event,
  words,
  language,
  eager = false,
  headingLevel = 2,
}: {
  event: ShownEvent;
  words: EventCardWords;
  language: Language;
  eager?: boolean;
  /** 1 on the stop's own page, where the card is the page (issue 53). */
  headingLevel?: 1 | 2;
}) {
  const [src, setSrc] = useState(event.image || EVENT_PLACEHOLDER_IMAGE);
  const imageRef = useRef<HTMLImageElement>(null);
  // Setting the same value again renders nothing, so a second failure changes nothing.
  const showPlaceholder = () => setSrc(EVENT_PLACEHOLDER_IMAGE);

  useEffect(() => {
    // An error that happened before React hydrated fired no onError handler.
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setSrc(EVENT_PLACEHOLDER_IMAGE);
  }, []);

  const weekly = event.repeat === "weekly";
  const own = event.occurrences[0];
  const cancelledOneOff = !weekly && own?.cancelled ? own : null;
  // Spanish pages show readable hours as es-US writes them, else as typed.
  const time = event.shownTime;
  const timeText = time.typed ? <Typed language={language}>{time.text}</Typed> : time.text;
  const typedLang = englishOn(language);
  const title = { text: event.title, lang: event.titleLang };
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const SubHeading = headingLevel === 1 ? "h2" : "h3";

  return (
    <article className="event-card">
      <img
        ref={imageRef}
        src={src}
        srcSet={imageSrcSet(src)}
        sizes={imageSrcSet(src) ? CARD_IMAGE_SIZES : undefined}
        alt={`${event.title}`}
        lang={event.titleLang}
        width={800}
        height={450}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        onError={showPlaceholder}
      />
      <div className="event-card__body">
        <Heading lang={event.titleLang}>
          {/* In a list of stops, the title leads to the stop's own page (issue 53). */}
          {headingLevel === 1 ? event.title : <a href={stopPagePath(event.id, language)}>{event.title}</a>}
        </Heading>
        {event.live ? <LiveStatusLine live={event.live} /> : null}
        {weekly ? (
          language === "en" ? (
            <p className="event-card__repeat">{`${fill(words.every, { weekday: event.shownWeekday })}, ${event.time}`}</p>
          ) : (
            <p className="event-card__repeat">
              {`${fill(words.every, { weekday: event.shownWeekday })}, `}
              {timeText}
            </p>
          )
        ) : null}
        <dl>
          <div>
            <dt>{weekly ? words.next : words.date}</dt>
            <dd>
              <time dateTime={event.date}>{event.shownDate}</time>
            </dd>
          </div>
          <div>
            <dt>{words.time}</dt>
            <dd>{timeText}</dd>
          </div>
          <div>
            <dt>{words.location}</dt>
            <dd lang={typedLang}>{event.address}</dd>
          </div>
        </dl>
        {cancelledOneOff ? (
          <p className="event-card__cancelled">
            {fillTyped(words.cancelled, { reason: reasonIn(cancelledOneOff, language) }, language)}
          </p>
        ) : null}
        {weekly ? (
          <div className="event-card__dates">
            <SubHeading>{words.nextDates}</SubHeading>
            <DateList occurrences={event.occurrences.slice(0, DATES_SHOWN)} words={words} language={language} />
            {event.occurrences.length > DATES_SHOWN ? (
              <details>
                <summary>{fill(words.allDates, { count: event.occurrences.length })}</summary>
                <DateList occurrences={event.occurrences.slice(DATES_SHOWN)} words={words} language={language} />
              </details>
            ) : null}
          </div>
        ) : null}
        <p lang={event.descriptionLang}>{event.description}</p>
        <OrderLinks links={event.orderLinks} stop={event.id} />
        <p className="event-card__actions">
          <a
            href={directionsUrl(event.address)}
            target="_blank"
            rel="noopener noreferrer"
            ping={tapPingHref("directions", null, event.id)}
          >
            {words.directions}
            <span className="visually-hidden">{fillTyped(words.directionsTo, { title }, language)}</span>
          </a>
          <a href={eventCalendarPath(event.id, language)} type="text/calendar" download>
            {words.addToCalendar}
            <span className="visually-hidden">{fillTyped(": {title}", { title }, language)}</span>
          </a>
          <a href={event.googleCalendarUrl} target="_blank" rel="noopener noreferrer">
            Google Calendar
            <span className="visually-hidden">{fillTyped(": {title}", { title }, language)}</span>
          </a>
        </p>
      </div>
    </article>
  );
}
