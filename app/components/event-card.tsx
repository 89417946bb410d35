// One popup event, with the links the server drew for it (order links, Google Calendar). A weekly one says so ("Every Friday, 4:00 PM - 9:00 PM") and lists its next
// dates; a cancelled date shows as cancelled, with its reason, until it passes. Every card has
// directions and add-to-calendar links, which work without JavaScript. If its image fails to
// load (even before hydration), the placeholder shows.
import { useEffect, useRef, useState } from "react";
import type { PublicEvent } from "#app/domain/events/events.server.ts";
import { repeatLabel } from "#app/domain/events/schedule.ts";
import { directionsUrl, eventCalendarPath } from "#app/domain/events/stop-links.ts";
import { CARD_IMAGE_SIZES, imageSrcSet } from "#app/domain/images/image-variants.ts";
import type { OrderLink } from "#app/domain/order-links/order-links.ts";
import { formatEventDate, formatShortDay, weekdayOf } from "#app/domain/shared/dates.ts";
import { OrderLinks } from "./order-links.tsx";

export const EVENT_PLACEHOLDER_IMAGE = "/images/events/placeholder.webp";
/** Dates a weekly card lists before the rest fold away under "All dates". */
const DATES_SHOWN = 4;

function DateList({ occurrences }: { occurrences: PublicEvent["occurrences"] }) {
  return (
    <ul className="event-dates">
      {occurrences.map((occurrence) => (
        <li key={occurrence.date} className={occurrence.cancelled ? "event-dates__cancelled" : undefined}>
          <time dateTime={occurrence.date}>{formatShortDay(occurrence.date)}</time>
          {occurrence.cancelled ? <span>{` Cancelled: ${occurrence.reason}`}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function EventCard({
  event,
  eager = false,
}: {
  /** With what the server drew for it: its order links now, and its Google Calendar link. */
  event: PublicEvent & { orderLinks: readonly OrderLink[]; googleCalendarUrl: string };
  eager?: boolean;
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

  return (
    <article className="event-card">
      <img
        ref={imageRef}
        src={src}
        srcSet={imageSrcSet(src)}
        sizes={imageSrcSet(src) ? CARD_IMAGE_SIZES : undefined}
        alt={`${event.title}`}
        width={800}
        height={450}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        onError={showPlaceholder}
      />
      <div className="event-card__body">
        <h2>{event.title}</h2>
        {weekly ? <p className="event-card__repeat">{`${repeatLabel(weekdayOf(event.date))}, ${event.time}`}</p> : null}
        <dl>
          <div>
            <dt>{weekly ? "Next" : "Date"}</dt>
            <dd>
              <time dateTime={event.date}>{formatEventDate(event.date)}</time>
            </dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{event.time}</dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{event.address}</dd>
          </div>
        </dl>
        {cancelledOneOff ? <p className="event-card__cancelled">{`Cancelled: ${cancelledOneOff.reason}`}</p> : null}
        {weekly ? (
          <div className="event-card__dates">
            <h3>Next dates</h3>
            <DateList occurrences={event.occurrences.slice(0, DATES_SHOWN)} />
            {event.occurrences.length > DATES_SHOWN ? (
              <details>
                <summary>{`All ${event.occurrences.length} dates in the next 12 weeks`}</summary>
                <DateList occurrences={event.occurrences.slice(DATES_SHOWN)} />
              </details>
            ) : null}
          </div>
        ) : null}
        <p>{event.description}</p>
        <OrderLinks links={event.orderLinks} />
        <p className="event-card__actions">
          <a href={directionsUrl(event.address)} target="_blank" rel="noopener noreferrer">
            Directions<span className="visually-hidden">{` to ${event.title}`}</span>
          </a>
          <a href={eventCalendarPath(event.id)} type="text/calendar" download>
            Add to calendar<span className="visually-hidden">{`: ${event.title}`}</span>
          </a>
          <a href={event.googleCalendarUrl} target="_blank" rel="noopener noreferrer">
            Google Calendar<span className="visually-hidden">{`: ${event.title}`}</span>
          </a>
        </p>
      </div>
    </article>
  );
}
