// Static content staff never edit: the truck's facts, reviews, gallery, the owner's story.
// The hours, their note, the general enquiries e-mail and phone and the social and review links
// below are only the built-in values of the business details the Owner edits at /admin/business
// (app/domain/business): nothing else reads them from here. Likewise the gallery's twelve are the
// built-in photos the Owner's gallery starts from (app/domain/gallery).
import { SITE_NAME } from "./frame.ts";
import { SOCIAL_FEED } from "./site-links.ts";

export const BUSINESS = {
  name: SITE_NAME,
  legalDescription: "Japanese katsu sando food truck",
  description:
    "Traditional Japanese katsu sandos on shokupan milk bread with in-house panko breading, served from our food truck across Santa Barbara County.",
  cuisine: "Japanese",
  priceRange: "$$",
  areaServed: "Santa Barbara County, CA",
  region: "CA",
  locality: "Santa Barbara",
  country: "US",
  email: "hello@sandotruck.com",
  mediaEmail: "press@sandotruck.com",
  telephone: "+1-805-555-0142",
  /** Offers listed in structured data (spec section 9). */
  sandoPrice: "12.00",
  karaagePrice: "8.00",
  cateringStartingPrice: "500",
  cateringLeadValue: 500,
  currency: "USD",
} as const;

export const EXTERNAL_LINKS = {
  maps: "https://maps.google.com/?q=Sando+Truck+Santa+Barbara",
  instagram: "https://www.instagram.com/sandotruck",
  instagramHandle: "@sandotruck",
  facebook: "https://www.facebook.com/sandotruck",
  googleReviews: "https://www.google.com/search?q=Sando+Truck+Santa+Barbara+reviews",
  yelp: "https://www.yelp.com/biz/sando-truck-santa-barbara",
  socialFeedHost: SOCIAL_FEED.host,
  socialFeedUrl: SOCIAL_FEED.url,
} as const;

export type OpeningHours = { days: string; hours: string; schemaDays: string[]; opens?: string; closes?: string };

export const OPENING_HOURS: readonly OpeningHours[] = [
  {
    days: "Monday-Friday",
    hours: "11:00 AM-8:00 PM",
    schemaDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "11:00",
    closes: "20:00",
  },
  { days: "Saturday", hours: "11:00 AM-6:00 PM", schemaDays: ["Saturday"], opens: "11:00", closes: "18:00" },
  { days: "Sunday", hours: "Closed", schemaDays: ["Sunday"] },
];
export const HOURS_NOTE = "Hours are subject to change for events or when we sell out.";
/** The same note in Spanish (issue 49): what Spanish pages show until the Owner types a note of their own. */
export const HOURS_NOTE_ES = "El horario puede cambiar por eventos o cuando se nos agota la comida.";

/** Shown on /menu and printed on the PDF menu. */
export const ALLERGIES_NOTICE =
  "Our kitchen handles wheat, egg, milk, soy, sesame and shellfish, and everything is fried in shared oil. " +
  "Please tell us about any allergy or dietary need before you order and we will do our best to help.";

export type Review = { name: string; rating: 5; text: string };

/** Six five-star reviews, shown as first name plus initial (aggregate: 5 over 6). */
export const REVIEWS: readonly Review[] = [
  {
    name: "Maya R.",
    rating: 5,
    text: "The chicken katsu sando is the crunchiest thing I have eaten all year, and the bread is like a cloud. I now plan my Fridays around the truck.",
  },
  {
    name: "Daniel K.",
    rating: 5,
    text: "Pork katsu cut thick, sauce perfectly tangy, cabbage fresh. Lived in Osaka for two years and this took me right back.",
  },
  {
    name: "Priya S.",
    rating: 5,
    text: "They catered our office party for eighty people and every single sando arrived hot and crisp. Friendly crew, zero stress.",
  },
  {
    name: "Luis M.",
    rating: 5,
    text: "Karaage with the lemon and Kewpie is dangerously good. Get the six piece, you will not want to share.",
  },
  {
    name: "Hannah T.",
    rating: 5,
    text: "Found them at a brewery in Solvang. The strawberry fruit sando was gone by seven, so go early for dessert.",
  },
  {
    name: "Kenji W.",
    rating: 5,
    text: "Honest, simple, done right. The panko is made in-house and you can taste the difference in every bite.",
  },
];

export const AGGREGATE_RATING = { ratingValue: 5, reviewCount: REVIEWS.length, bestRating: 5, worstRating: 1 } as const;

export type GalleryImage = { id: string; url: string; thumbnail: string; alt: string };

const GALLERY_ALTS = [
  "A chicken katsu sando cut in half showing the golden panko crust",
  "The red food truck parked at sunset by the beach",
  "Pork katsu sandos lined up on the counter, ready to serve",
  "A paper boat of karaage with a lemon wedge",
  "Fresh shokupan loaves cooling on a rack",
  "A cutlet pressed into panko crumbs by hand",
  "A strawberry fruit sando showing the cross-section of berries and cream",
  "A crowd lining up at the truck window at night",
  "Shredded cabbage and tonkatsu sauce on a cutting board",
  "A potato salad sando on a wooden board",
  "Ice-cold ramune bottles in a cooler",
  "The crew waving from the truck window",
];

/** The built-in gallery, ids 1 to 12: what /gallery shows until the Owner changes it (app/domain/gallery). */
// Marked pure so the browser bundle, which no longer reads it (the gallery's loader does), drops it.
export const GALLERY_IMAGES: readonly GalleryImage[] = /* @__PURE__ */ GALLERY_ALTS.map((alt, index) => ({
  id: String(index + 1),
  url: `/images/gallery/${index + 1}.webp`,
  thumbnail: `/images/gallery/${index + 1}-400.webp`,
  alt,
}));
