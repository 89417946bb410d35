// schema.org JSON-LD for the business, its menu offers and its catering offer. Built by the
// pages' loaders into their heads (page-meta.server.ts), so neither its code nor its words (the
// reviews) ride in the browser's JavaScript (issue 45).

import type { RouterContextProvider } from "react-router";
import { BUSINESS_WORDS } from "#app/content/business-words.ts";
import { AGGREGATE_RATING, BUSINESS, REVIEWS } from "#app/content/site.ts";
import type { PublicBusinessView } from "#app/domain/business/public-details.ts";
import { specialHoursIn } from "#app/domain/closures/public-closures.server.ts";
import { LANGUAGES, type Language, pathIn } from "#app/i18n/language.ts";
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

export function cateringOffer(siteUrl: string, language: Language = "en"): Json {
  const words = BUSINESS_WORDS[language];
  return {
    "@type": "Offer",
    name: words.cateringName,
    url: `${siteUrl}${pathIn(language, "/catering-events")}`,
    priceCurrency: BUSINESS.currency,
    price: BUSINESS.cateringStartingPrice,
    // "Starting at": the price is the lowest, and rich results require it here too.
    priceSpecification: {
      "@type": "PriceSpecification",
      price: BUSINESS.cateringStartingPrice,
      minPrice: BUSINESS.cateringStartingPrice,
      priceCurrency: BUSINESS.currency,
    },
    description: words.cateringDescription,
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
function businessContacts(business: PublicBusinessView | undefined, language: Language): Json {
  if (!business) return {};
  return {
    email: business.email,
    telephone: business.telephone,
    // Whoever answers speaks both of the site's languages.
    contactPoint: {
      "@type": "ContactPoint",
      contactType: BUSINESS_WORDS[language].contactType,
      email: business.email,
      telephone: business.telephone,
      availableLanguage: [...LANGUAGES],
    },
    sameAs: [business.links.instagram, business.links.facebook, business.links.maps],
    openingHoursSpecification: openingHoursSpecification(business),
  };
}

/**
 * The business for a page's loader: the details and the closures to come as special hours, the
 * same read the public layout shows (publicBusinessOf: one per request).
 */
export async function businessSchema(
  context: Readonly<RouterContextProvider>,
  language: Language = "en",
): Promise<Json> {
  const { business, closures } = await publicBusinessOf(context);
  return foodEstablishmentSchema(getConfig().siteUrl, business, specialHoursIn(closures, language), language);
}

/**
 * The business in the page's language: its words and its pages' addresses in that language, its
 * `@id` the same in both (one business, described twice), the menu marked with its language and
 * the reviews with theirs (English, as written).
 */
export function foodEstablishmentSchema(
  siteUrl: string,
  business: PublicBusinessView | undefined,
  specialHours: readonly Json[] = [],
  language: Language = "en",
): Json {
  const contacts = businessContacts(business, language);
  const words = BUSINESS_WORDS[language];
  return {
    "@context": "https://schema.org",
    "@type": "FoodEstablishment",
    "@id": `${siteUrl}/#business`,
    name: BUSINESS.name,
    description: words.description,
    url: `${siteUrl}${pathIn(language, "/")}`,
    image: `${siteUrl}${SHARE_IMAGE.path}`,
    logo: `${siteUrl}/images/logo.svg`,
    ...pick(contacts, "email", "telephone", "contactPoint"),
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
      url: `${siteUrl}${pathIn(language, "/menu")}`,
      inLanguage: language,
      hasMenuSection: [
        {
          "@type": "MenuSection",
          name: words.sandosSection,
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
          name: words.sidesSection,
          hasMenuItem: [{ "@type": "MenuItem", name: "Karaage", offers: offer("Karaage", BUSINESS.karaagePrice) }],
        },
      ],
    },
    makesOffer: [
      offer("Chicken Katsu Sando", BUSINESS.sandoPrice),
      offer("Pork Katsu Sando", BUSINESS.sandoPrice),
      offer("Potato Salad Sando", BUSINESS.sandoPrice),
      offer("Karaage", BUSINESS.karaagePrice),
      cateringOffer(siteUrl, language),
    ],
    aggregateRating: { "@type": "AggregateRating", ...AGGREGATE_RATING },
    review: REVIEWS.map((review) => ({
      "@type": "Review",
      inLanguage: "en",
      author: { "@type": "Person", name: review.name },
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      reviewBody: review.text,
    })),
  };
}

export function cateringServiceSchema(siteUrl: string, language: Language = "en"): Json {
  const words = BUSINESS_WORDS[language];
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${siteUrl}/catering-events#service`,
    name: words.cateringServiceName,
    serviceType: words.cateringServiceType,
    provider: { "@id": `${siteUrl}/#business` },
    areaServed: BUSINESS.areaServed,
    offers: cateringOffer(siteUrl, language),
  };
}
