// One popup event. If its image fails to load (even before hydration), the placeholder shows.
import { useEffect, useRef, useState } from "react";
import type { PublicEvent } from "../domain/events/events.server";
import { CARD_IMAGE_SIZES, imageSrcSet } from "../domain/images/image-variants";
import { formatEventDate } from "../domain/shared/dates";

export const EVENT_PLACEHOLDER_IMAGE = "/images/events/placeholder.webp";

export function EventCard({ event, eager = false }: { event: PublicEvent; eager?: boolean }) {
  const [src, setSrc] = useState(event.image || EVENT_PLACEHOLDER_IMAGE);
  const imageRef = useRef<HTMLImageElement>(null);
  const useFallback = () => setSrc((current) => (current === EVENT_PLACEHOLDER_IMAGE ? current : EVENT_PLACEHOLDER_IMAGE));

  useEffect(() => {
    // An error that happened before React hydrated fired no onError handler.
    const image = imageRef.current;
    if (image && image.complete && image.naturalWidth === 0) useFallback();
  }, []);

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
        onError={useFallback}
      />
      <div className="event-card__body">
        <h2>{event.title}</h2>
        <dl>
          <div>
            <dt>Date</dt>
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
        <p>{event.description}</p>
      </div>
    </article>
  );
}
