// WHAT'S UP?: the Instagram follow link and the social feed. The feed is a lazily loaded
// iframe and "Loading..." shows until it has loaded. With JavaScript the frame is created
// after hydration, so its load event is never missed; without it a <noscript> frame loads on
// its own and covers the text once it has.
import { useEffect, useState } from "react";
import { FEED_LOADING } from "#app/content/frame.ts";
import { SOCIAL_FEED } from "#app/content/site-links.ts";
import { usePublicBusinessDetails } from "./use-business-details.ts";

function FeedFrame({ onLoad }: { onLoad?: () => void }) {
  return (
    <iframe
      title="Sando Truck on Instagram"
      src={SOCIAL_FEED.url}
      loading="lazy"
      width={1200}
      height={400}
      onLoad={onLoad}
    />
  );
}

export function InstagramModule() {
  const [hydrated, setHydrated] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => setHydrated(true), []);
  const business = usePublicBusinessDetails();
  return (
    <section className="instagram-module" aria-labelledby="whats-up">
      <h2 id="whats-up">WHAT'S UP?</h2>
      <p>
        Follow along for today's location, sell-out alerts and new specials.{" "}
        <a href={business.links.instagram} target="_blank" rel="noopener noreferrer">
          Follow {business.instagramHandle} on Instagram
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <div className="social-feed">
        {loaded ? null : (
          <p className="social-feed__loading" role="status">
            {FEED_LOADING}
          </p>
        )}
        {hydrated ? (
          <FeedFrame onLoad={() => setLoaded(true)} />
        ) : (
          <noscript>
            <FeedFrame />
          </noscript>
        )}
      </div>
    </section>
  );
}
