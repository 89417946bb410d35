// schema.org JSON-LD for the business, its menu offers, its catering offer and popup events.
import { AGGREGATE_RATING, BUSINESS, EXTERNAL_LINKS, OPENING_HOURS, REVIEWS } from "#app/content/site.ts";
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

export function foodEstablishmentSchema(siteUrl: string): Json {
  return {
    "@context": "https://schema.org",
    "@type": "FoodEstablishment",
    "@id": `${siteUrl}/#business`,
    name: BUSINESS.name,
    description: BUSINESS.description,
    url: `${siteUrl}/`,
    image: `${siteUrl}${SHARE_IMAGE.path}`,
    logo: `${siteUrl}/images/logo.svg`,
    email: BUSINESS.email,
    telephone: BUSINESS.telephone,
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
    sameAs: [EXTERNAL_LINKS.instagram, EXTERNAL_LINKS.facebook, EXTERNAL_LINKS.maps],
    openingHoursSpecification: OPENING_HOURS.filter((entry) => entry.opens).map((entry) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: entry.schemaDays,
      opens: entry.opens,
      closes: entry.closes,
    })),
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
