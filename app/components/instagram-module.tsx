// WHAT'S UP?: the Instagram follow link and the social feed. The feed is a lazily loaded
// iframe and "Loading..." shows until it has loaded. With JavaScript the frame is created
// after hydration, so its load event is never missed; without it a <noscript> frame loads on
// its own and covers the text once it has.
import { useEffect, useState } from "react";
import type { InstagramWords } from "#app/content/instagram-words.ts";
import { SOCIAL_FEED } from "#app/content/site-links.ts";
import { fill } from "#app/i18n/words.ts";
import { usePublicBusinessDetails } from "./use-business-details.ts";
import { useFrameWords } from "./use-frame-words.ts";

function FeedFrame({ title, onLoad }: { title: string; onLoad?: () => void }) {
  return <iframe title={title} src={SOCIAL_FEED.url} loading="lazy" width={1200} height={400} onLoad={onLoad} />;
}

/** `words`: the page's loader sends them (INSTAGRAM_WORDS), in the page's language. */
export function InstagramModule({ words }: { words: InstagramWords }) {
  const [hydrated, setHydrated] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => setHydrated(true), []);
  const business = usePublicBusinessDetails();
  const frame = useFrameWords();
  return (
    <section className="instagram-module" aria-labelledby="whats-up">
      <h2 id="whats-up">{words.heading}</h2>
      <p>
        {words.text}{" "}
        <a href={business.links.instagram} target="_blank" rel="noopener noreferrer">
          {fill(words.follow, { handle: business.instagramHandle })}
          <span className="visually-hidden">{frame.opensInNewTab}</span>
        </a>
      </p>
      <div className="social-feed">
        {loaded ? null : (
          <p className="social-feed__loading" role="status">
            {words.loading}
          </p>
        )}
        {hydrated ? (
          <FeedFrame title={words.feedTitle} onLoad={() => setLoaded(true)} />
        ) : (
          <noscript>
            <FeedFrame title={words.feedTitle} />
          </noscript>
        )}
      </div>
    </section>
  );
}
