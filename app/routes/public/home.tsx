// /: hero, the menu teaser, a highlight strip, the Instagram module and the reviews.
import { Link } from "react-router";
import { InstagramModule } from "#app/components/instagram-module.tsx";
import { NextStop } from "#app/components/next-stop.tsx";
import { OrderLinks } from "#app/components/order-links.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { usePublicBusinessDetails } from "#app/components/use-business-details.ts";
import { REVIEWS } from "#app/content/site.ts";
import { PDF_MENU_PATH, SOCIAL_FEED } from "#app/content/site-links.ts";
import { nextStops } from "#app/domain/events/next-stop.server.ts";
import { orderLinksAt } from "#app/domain/order-links/order-links.server.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { publicBusinessOf } from "#app/web/public-business.server.ts";
import { answerChangesIn } from "#app/web/response-cache.server.ts";
import { pageMeta } from "#app/web/seo.ts";
import { businessSchema } from "#app/web/structured-data.server.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: "Sando Truck | Traditional Japanese Katsu Sandos in Santa Barbara County",
    description:
      "Japanese katsu sandos on shokupan with in-house panko, served from our food truck across Santa Barbara County.",
    path: "/",
    schema: loaderData ? [loaderData.schema] : [],
  });

// The spec's preconnect to the social feed's host. The hero image needs no preload link of its
// own: React preloads it once, from its fetchPriority="high".
export const links: Route.LinksFunction = () => [{ rel: "preconnect", href: SOCIAL_FEED.host }];

const HIGHLIGHTS = [
  {
    name: "Chicken Katsu Sando",
    text: "Juicy thigh, in-house panko, tonkatsu sauce.",
    image: "/images/menu/chicken-katsu-sando.webp",
  },
  {
    name: "Pork Katsu Sando",
    text: "Thick-cut loin with karashi mustard mayo.",
    image: "/images/menu/pork-katsu-sando.webp",
  },
  {
    name: "Karaage",
    text: "Soy and ginger fried chicken with lemon.",
    image: "/images/menu/karaage.webp",
  },
] as const;

function Stars() {
  return (
    <p className="stars" role="img" aria-label="5 out of 5 stars">
      <span aria-hidden="true">★★★★★</span>
    </p>
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  const now = clockNow();
  const [nextStop, orderLinksNow, schema] = await Promise.all([
    nextStops(),
    publicBusinessOf(context).then((read) => orderLinksAt(now, read)),
    businessSchema(context),
  ]);
  // The pickup page while one of the coming stops is in its window.
  const order = orderLinksNow.draw(nextStop?.stops ?? []);
  if (order.changesAt !== null) answerChangesIn(context, order.changesAt - now.getTime());
  // The reviews and the structured data come as the page's data, not in the JavaScript every visit loads.
  return { nextStop, orderLinks: order.links, reviews: REVIEWS, schema };
}

const HERO_PHOTO = { name: "hero", alt: "Golden katsu sandos stacked beside the red food truck", ratio: 9 / 16 };

export default function Home({ loaderData }: Route.ComponentProps) {
  const { nextStop, orderLinks, reviews } = loaderData;
  const business = usePublicBusinessDetails();
  return (
    <main id="main">
      <PageHero titleId="hero-title" title="TRADITIONAL JAPANESE KATSU SANDOS" photo={HERO_PHOTO}>
        <p>Shokupan milk bread, in-house panko, cooked to order across Santa Barbara County.</p>
        <Link to="/menu" className="button">
          MENU
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
        <h2 id="our-menu">OUR MENU</h2>
        <p>
          Crispy cutlets, soft bread, sauces made from scratch. Sandos, karaage, desserts and cold drinks, plus merch
          for the fans.
        </p>
        <p className="button-row">
          <Link to="/menu" className="button">
            EXPLORE FULL MENU
          </Link>
          <a href={PDF_MENU_PATH} target="_blank" rel="noopener" className="button button--outline">
            Download PDF Menu<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
        <ul className="highlight-strip">
          {HIGHLIGHTS.map((item) => (
            <li key={item.name}>
              <img src={item.image} alt={item.name} width={600} height={450} loading="lazy" decoding="async" />
              <h3>{item.name}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <InstagramModule />

      <section id="reviews" className="section reviews" aria-labelledby="reviews-title">
        <h2 id="reviews-title">THE WORD ON THE STREET</h2>
        <ul className="review-grid">
          {reviews.map((review) => (
            <li key={review.name} className="review-card">
              <figure>
                <Stars />
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
            View More on Google<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <a href={business.links.yelp} target="_blank" rel="noopener noreferrer" className="button button--outline">
            View More on Yelp<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </section>
    </main>
  );
}
