// Asking for reviews (issue 53), in both languages: the review page, the "Review us" cards and the
// mail a catering client gets the day after their event. Everyone is asked in the same words,
// whatever they might say, and nothing is offered for a review (16 CFR 465; the README says more).
import type { Bilingual } from "#app/i18n/words.ts";

const reviewPage = {
  name: "Review us",
  description: "Ate at the Sando Truck or had us cater? Write a review on Google or Yelp.",
  heading: "Tell people how it was",
  lead: "Every review helps people find the truck and tells us what to keep and what to fix. Write yours on Google or Yelp, in your own words.",
  google: "Write a review on Google",
  yelp: "Write a review on Yelp",
  fairTitle: "How we ask",
  fairText:
    "We ask everyone the same way and offer nothing for a review: no discount, no free sando. Your review goes straight to Google or Yelp; we don't see it before it's posted.",
};

export type ReviewPageWords = typeof reviewPage;

export const REVIEW_PAGE_WORDS: Bilingual<ReviewPageWords> = {
  en: reviewPage,
  es: {
    name: "Reseñas",
    description: "¿Comiste en el Sando Truck o te atendimos un evento? Escribe una reseña en Google o Yelp.",
    heading: "Cuéntale a la gente qué tal estuvo",
    lead: "Cada reseña ayuda a que otros encuentren el camión y nos dice qué mantener y qué mejorar. Escribe la tuya en Google o Yelp, con tus propias palabras.",
    google: "Escribir una reseña en Google",
    yelp: "Escribir una reseña en Yelp",
    fairTitle: "Cómo pedimos reseñas",
    fairText:
      "Se lo pedimos a todos de la misma manera y no damos nada a cambio de una reseña: ni descuentos ni sandos gratis. Tu reseña va directo a Google o Yelp; no la vemos antes de que se publique.",
  },
};

/** The "Review us" card: each line in both languages, as on the stops' signs. */
const reviewCard = {
  documentTitle: "Sando Truck: Review us cards",
  heading: "How was it?",
  ask: "Write a review on Google or Yelp",
  codeAlt: "Code to the review page, {url}",
};

export type ReviewCardWords = typeof reviewCard;

export const REVIEW_CARD_WORDS: Bilingual<ReviewCardWords> = {
  en: reviewCard,
  es: {
    documentTitle: "Sando Truck: tarjetas de reseñas",
    heading: "¿Qué tal estuvo?",
    ask: "Escribe una reseña en Google o Yelp",
    codeAlt: "Código a la página de reseñas, {url}",
  },
};
