// What the structured data says about the truck in words (app/web/structured-data.server.ts) and
// what /llms.txt says of the Spanish pages, in both languages. Server-only readers.
import type { Bilingual } from "#app/i18n/words.ts";
import { BUSINESS } from "./site.ts";

const en = {
  description: BUSINESS.description as string,
  sandosSection: "Sandos",
  sidesSection: "Sides",
  cateringName: "Food truck catering",
  cateringDescription: "Katsu sando catering for private parties, weddings and corporate events, starting at 500 USD.",
  cateringServiceName: "Sando Truck catering and events",
  cateringServiceType: "Food truck catering",
  contactType: "customer service",
};

export type BusinessWords = typeof en;

export const BUSINESS_WORDS: Bilingual<BusinessWords> = {
  en,
  es: {
    description:
      "Katsu sandos japoneses tradicionales en pan de leche shokupan con panko hecho en casa, servidos desde nuestro food truck por todo el condado de Santa Bárbara.",
    sandosSection: "Sandos",
    sidesSection: "Para acompañar",
    cateringName: "Catering con food truck",
    cateringDescription: "Catering de katsu sandos para fiestas privadas, bodas y eventos de empresa, desde 500 USD.",
    cateringServiceName: "Catering y eventos de Sando Truck",
    cateringServiceType: "Catering con food truck",
    contactType: "atención al cliente",
  },
};
