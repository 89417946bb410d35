// schema.org JSON-LD for the business, its menu offers and its catering offer. Built by the
// pages' loaders and read by their meta from the loader's data, so neither its code nor its
// words (the reviews) ride in the browser's JavaScript (issue 45).

import type { RouterContextProvider } from "react-router";
import { AGGREGATE_RATING, BUSINESS, REVIEWS } from "#app/content/site.ts";
import type { PublicBusinessView } from "#app/domain/business/public-details.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { publicBusinessOf } from "./public-business.server.ts";
import { SHARE_IMAGE } from "./seo.ts";

type Json = Record<string, unknown>;

function offer(name: string, price: string, description?: string): Json {
  return {
    "@type": "Offer",
    price,
    priceCurrency: BUSINESS.currency,
    itemOffered: { "@type": "MenuItem", name, ...(description ? { description } : {}) },
  };
}

export function cateringOffer(siteUrl: string): Json {
  return {
    "@type": "Offer",
    name: "Food truck catering",
    url: `${siteUrl}/catering-events`,
    priceCurrency: BUSINESS.currency,
    price: BUSINESS.cateringStartingPrice,
    // "Starting at": the price is the lowest, and rich results require it here too.
    priceSpecification: {
      "@type": "PriceSpecification",
      price: BUSINESS.cateringStartingPrice,
      minPrice: BUSINESS.cateringStartingPrice,
      priceCurrency: BUSINESS.currency,
    },
    description: "Katsu sando catering for private parties, weddings and corporate events, starting at 500 USD.",
  };
}

/** The named fields of `json` that it has, keeping the structured data's order of keys. */
function pick(json: Json, ...names: string[]): Json {
  return Object.fromEntries(names.filter((name) => name in json).map((name) => [name, json[name]]));
}

/** One entry per range, days with the same hours together, as the hours card groups them. */
function openingHoursSpecification(business: PublicBusinessView): Json[] {
  return business.hours.flatMap((line) =>
    line.ranges.map((range) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: line.dayNames,
      opens: range.opens,
      closes: range.closes,
    })),
  );
}

/** The contacts, links and hours, when the layout could read them. */
function businessContacts(business: PublicBusinessView | undefined): Json {
  if (!business) return {};
  return {
    email: business.email,
    telephone: business.telephone,
    sameAs: [business.links.instagram, business.links.facebook, business.links.maps],
    openingHoursSpecification: openingHoursSpecification(business),
  };
}

/**
 * The business for a page's loader: the details and the closures to come as special hours, the
 * same read the public layout shows (publicBusinessOf: one per request).
 */
export async function businessSchema(context: Readonly<RouterContextProvider>): Promise<Json> {
  const { business, closures } = await publicBusinessOf(context);
  return foodEstablishmentSchema(getConfig().siteUrl, business, closures.specialHours);
}

export function foodEstablishmentSchema(
  siteUrl: string,
  business: PublicBusinessView | undefined,
  specialHours: readonly Json[] = [],
): Json {
  const contacts = businessContacts(business);
  return {
    "@context": "https://schema.org",
    "@type": "FoodEstablishment",
    "@id": `${siteUrl}/#business`,
    name: BUSINESS.name,
    description: BUSINESS.description,
    url: `${siteUrl}/`,
    image: `${siteUrl}${SHARE_IMAGE.path}`,
    logo: `${siteUrl}/images/logo.svg`,
    ...pick(contacts, "email", "telephone"),
    servesCuisine: BUSINESS.cuisine,
    priceRange: BUSINESS.priceRange,
    additionalType: "https://en.wikipedia.org/wiki/Food_truck",
    areaServed: { "@type": "AdministrativeArea", name: BUSINESS.areaServed },
    address: {
      "@type": "PostalAddress",
      addressLocality: BUSINESS.locality,
      addressRegion: BUSINESS.region,
      addressCountry: BUSINESS.country,
    },
    ...pick(contacts, "sameAs", "openingHoursSpecification"),
    ...(specialHours.length > 0 ? { specialOpeningHoursSpecification: specialHours } : {}),
    hasMenu: {
      "@type": "Menu",
      url: `${siteUrl}/menu`,
      hasMenuSection: [
        {
          "@type": "MenuSection",
          name: "Sandos",
          hasMenuItem: [
            {
              "@type": "MenuItem",
              name: "Chicken Katsu Sando",
              offers: offer("Chicken Katsu Sando", BUSINESS.sandoPrice),
            },
            { "@type": "MenuItem", name: "Pork Katsu Sando", offers: offer("Pork Katsu Sando", BUSINESS.sandoPrice) },
            {
              "@type": "MenuItem",
              name: "Potato Salad Sando",
              offers: offer("Potato Salad Sando", BUSINESS.sandoPrice),
            },
          ],
        },
        {
          "@type": "MenuSection",
          name: "Sides",
          hasMenuItem: [{ "@type": "MenuItem", name: "Karaage", offers: offer("Karaage", BUSINESS.karaagePrice) }],
        },
      ],
    },
    makesOffer: [
      offer("Chicken Katsu Sando", BUSINESS.sandoPrice),
      offer("Pork Katsu Sando", BUSINESS.sandoPrice),
      offer("Potato Salad Sando", BUSINESS.sandoPrice),
      offer("Karaage", BUSINESS.karaagePrice),
      cateringOffer(siteUrl),
    ],
    aggregateRating: { "@type": "AggregateRating", ...AGGREGATE_RATING },
    review: REVIEWS.map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.name },
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      reviewBody: review.text,
    })),
  };
}

export function cateringServiceSchema(siteUrl: string): Json {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: "Sando Truck catering and events",
    serviceType: "Food truck catering",
    provider: { "@id": `${siteUrl}/#business` },
    areaServed: BUSINESS.areaServed,
    offers: cateringOffer(siteUrl),
  };
}
