// /: hero, the menu teaser, a highlight strip, the Instagram module and the reviews.

import { Link } from "react-router";
import { InstagramModule } from "#app/components/instagram-module.tsx";
import { NextStop } from "#app/components/next-stop.tsx";
import { OrderLinks } from "#app/components/order-links.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { usePublicBusinessDetails } from "#app/components/use-business-details.ts";
import { useFrameWords } from "#app/components/use-frame-words.ts";
import { useLanguage } from "#app/components/use-language.ts";
import { HOME_WORDS } from "#app/content/home-words.ts";
import { INSTAGRAM_WORDS } from "#app/content/instagram-words.ts";
import { REVIEWS } from "#app/content/site.ts";
import { PDF_MENU_PATH, SOCIAL_FEED } from "#app/content/site-links.ts";
import { nextStops } from "#app/domain/events/next-stop.server.ts";
import { todaysLiveStatusesOrNone } from "#app/domain/live-status/live-status.server.ts";
import { todaysShownStatuses } from "#app/domain/live-status/live-status.ts";
import { orderLinksAt } from "#app/domain/order-links/order-links.server.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { englishOn, languageOf, pathIn } from "#app/i18n/language.ts";
import { pageMeta } from "#app/web/page-meta.server.ts";
import { publicBusinessOf } from "#app/web/public-business.server.ts";
import { answerChangesIn } from "#app/web/response-cache.server.ts";
import { businessSchema } from "#app/web/structured-data.server.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

// The spec's preconnect to the social feed's host. The hero image needs no preload link of its
// own: React preloads it once, from its fetchPriority="high".
export const links: Route.LinksFunction = () => [{ rel: "preconnect", href: SOCIAL_FEED.host }];

/** The highlight strip's photos, beside the words' names and lines in the same order. */
const HIGHLIGHT_IMAGES = [
  "/images/menu/chicken-katsu-sando.webp",
  "/images/menu/pork-katsu-sando.webp",
  "/images/menu/karaage.webp",
] as const;

function Stars({ label }: { label: string }) {
  return (
    <p className="stars" role="img" aria-label={label}>
      <span aria-hidden="true">★★★★★</span>
    </p>
  );
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOf(request);
  const now = clockNow();
  const [nextStop, orderLinksNow, schema, live] = await Promise.all([
    nextStops(language),
    publicBusinessOf(context).then((read) => orderLinksAt(now, read, language)),
    businessSchema(context, language),
    todaysLiveStatusesOrNone(now),
  ]);
  // The pickup page while one of the coming stops is in its window.
  const order = orderLinksNow.draw(nextStop?.stops ?? []);
  if (order.changesAt !== null) answerChangesIn(context, order.changesAt - now.getTime());
  const words = HOME_WORDS[language];
  // The reviews and the head (its structured data too) come as the page's data, not in the
  // JavaScript every visit loads.
  return {
    nextStop: nextStop && { ...nextStop, live: todaysShownStatuses(live, todayInTruckTimeZone(now), language) },
    orderLinks: order.links,
    reviews: REVIEWS,
    words,
    instagram: INSTAGRAM_WORDS[language],
    meta: pageMeta(request, { title: words.title, description: words.description, path: "/", schema: [schema] }),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { nextStop, orderLinks, reviews, words } = loaderData;
  const business = usePublicBusinessDetails();
  const frame = useFrameWords();
  const language = useLanguage();
  return (
    <main id="main">
      <PageHero
        titleId="hero-title"
        title={words.heroTitle}
        photo={{ name: "hero", alt: words.heroAlt, ratio: 9 / 16 }}
      >
        <p>{words.heroText}</p>
        <Link to={pathIn(language, "/menu")} className="button">
          {words.heroButton}
        </Link>
      </PageHero>

      {nextStop ? (
        <div className="section">
          <NextStop {...nextStop}>
            <OrderLinks links={orderLinks} />
          </NextStop>
        </div>
      ) : orderLinks.length > 0 ? (
        // The schedule could not be read: where to order still can be.
        <div className="section">
          <OrderLinks links={orderLinks} />
        </div>
      ) : null}

      <section className="section our-menu" aria-labelledby="our-menu">
        <h2 id="our-menu">{words.ourMenu}</h2>
        <p>{words.ourMenuText}</p>
        <p className="button-row">
          <Link to={pathIn(language, "/menu")} className="button">
            {words.exploreMenu}
          </Link>
          <a href={pathIn(language, PDF_MENU_PATH)} target="_blank" rel="noopener" className="button button--outline">
            {words.downloadPdf}
            <span className="visually-hidden">{frame.opensInNewTab}</span>
          </a>
        </p>
        <ul className="highlight-strip">
          {words.highlights.map((item, index) => (
            <li key={item.name}>
              <img
                src={HIGHLIGHT_IMAGES[index]}
                alt={item.name}
                width={600}
                height={450}
                loading="lazy"
                decoding="async"
              />
              <h3>{item.name}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <InstagramModule words={loaderData.instagram} />

      <section id="reviews" className="section reviews" aria-labelledby="reviews-title">
        <h2 id="reviews-title">{words.reviewsTitle}</h2>
        <ul className="review-grid">
          {reviews.map((review) => (
            <li key={review.name} className="review-card">
              {/* As the reviewer wrote it: in English on the Spanish page too. */}
              <figure lang={englishOn(language)}>
                <Stars label={words.stars} />
                <blockquote>
                  <p>{review.text}</p>
                </blockquote>
                <figcaption>{review.name}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="button-row">
          <a
            href={business.links.googleReviews}
            target="_blank"
            rel="noopener noreferrer"
            className="button button--outline"
          >
            {words.moreOnGoogle}
            <span className="visually-hidden">{frame.opensInNewTab}</span>
          </a>
          <a href={business.links.yelp} target="_blank" rel="noopener noreferrer" className="button button--outline">
            {words.moreOnYelp}
            <span className="visually-hidden">{frame.opensInNewTab}</span>
          </a>
          <Link to={pathIn(language, "/review")} className="button">
            {words.writeReview}
          </Link>
        </p>
      </section>
    </main>
  );
}
