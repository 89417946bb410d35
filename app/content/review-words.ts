// Asking for reviews (issue 53), in both languages: the review page, the "Review us" cards and the
// mail a catering client gets the day after their event. Everyone is asked in the same words,
// whatever they might say, and nothing is offered for a review (16 CFR 465; the README says more).
import type { Bilingual } from "#app/i18n/words.ts";

const reviewPage = {
  name: "Review us",
  description: "Ate at the Sando Truck or had us cater? Write a review on Google or Yelp.",
  heading: "Tell people how it was",
  lead: "Every review helps people find the truck and tells us what to keep and what to fix. Write yours on Google or Yelp, in your own words.",
  /** The two buttons, one per site. */
  write: { google: "Write a review on Google", yelp: "Write a review on Yelp" },
  fair: {
    title: "How we ask",
    text: "We ask everyone the same way and offer nothing for a review: no discount, no free sando. Your review goes straight to Google or Yelp; we don't see it before it's posted.",
  },
};

export type ReviewPageWords = typeof reviewPage;

export const REVIEW_PAGE_WORDS: Bilingual<ReviewPageWords> = {
  en: reviewPage,
  es: {
    name: "Reseñas",
    description: "¿Comiste en el Sando Truck o te atendimos un evento? Escribe una reseña en Google o Yelp.",
    heading: "Cuéntale a la gente qué tal estuvo",
    lead: "Cada reseña ayuda a que otros encuentren el camión y nos dice qué mantener y qué mejorar. Escribe la tuya en Google o Yelp, con tus propias palabras.",
    write: { google: "Escribir una reseña en Google", yelp: "Escribir una reseña en Yelp" },
    fair: {
      title: "Cómo pedimos reseñas",
      text: "Se lo pedimos a todos de la misma manera y no damos nada a cambio de una reseña: ni descuentos ni sandos gratis. Tu reseña va directo a Google o Yelp; no la vemos antes de que se publique.",
    },
  },
};

/** The "Review us" card: each line in both languages, as on the stops' signs. */
const reviewCard = {
  documentTitle: "Sando Truck: Review us cards",
  /** What the card says, above its code. */
  lines: { heading: "How was it?", ask: "Write a review on Google or Yelp" },
  codeAlt: "Code to the review page, {url}",
};

export type ReviewCardWords = typeof reviewCard;

export const REVIEW_CARD_WORDS: Bilingual<ReviewCardWords> = {
  en: reviewCard,
  es: {
    documentTitle: "Sando Truck: tarjetas de reseñas",
    lines: { heading: "¿Qué tal estuvo?", ask: "Escribe una reseña en Google o Yelp" },
    codeAlt: "Código a la página de reseñas, {url}",
  },
};

/**
 * The mail a catering client gets the day after their event (booked, not since lost): one thanks
 * and one ask, the same for every client, with a way to ask for no more such mail.
 */
const reviewAsk = {
  subject: "Thank you for having the Sando Truck on {date}",
  greeting: "Hi {name},",
  greetingUnnamed: "Hi there,",
  thanks: "Thank you for having the Sando Truck at your event on {date}.",
  ask: "If you have a minute, a review helps other people decide, whatever you thought of it. Write one on Google or Yelp:",
  signature: "The Sando Truck crew",
  why: "You got this mail once, because you booked {name} for an event.",
  optOut: "No more mail asking for reviews: {link}",
};

export type ReviewAskWords = typeof reviewAsk;

export const REVIEW_ASK_WORDS: Bilingual<ReviewAskWords> = {
  en: reviewAsk,
  es: {
    subject: "Gracias por recibir al Sando Truck el {date}",
    greeting: "Hola, {name}:",
    greetingUnnamed: "Hola:",
    thanks: "Gracias por recibir al Sando Truck en tu evento del {date}.",
    ask: "Si tienes un minuto, una reseña ayuda a otras personas a decidir, sea lo que sea que te pareció. Escríbela en Google o Yelp:",
    signature: "El equipo del Sando Truck",
    why: "Recibiste este correo una sola vez porque contrataste a {name} para un evento.",
    optOut: "No quiero más correos que pidan reseñas: {link}",
  },
};

/** The page the mail's "no more" link opens: a confirming click, as the newsletter's unsubscribe. */
const reviewOptOut = {
  title: "No more review mail",
  heading: "No more review mail",
  question: "Stop mail asking {email} for reviews? Nothing else changes.",
  button: "Stop review mail",
  done: "Done: we won't ask {email} for a review again.",
  invalid: "This link doesn't work. Copy the whole link from the mail, or reply to the mail and we'll do it.",
};

export type ReviewOptOutWords = typeof reviewOptOut;

export const REVIEW_OPT_OUT_WORDS: Bilingual<ReviewOptOutWords> = {
  en: reviewOptOut,
  es: {
    title: "Sin más correos de reseñas",
    heading: "Sin más correos de reseñas",
    question: "¿Dejamos de pedir reseñas a {email}? Nada más cambia.",
    button: "Dejar de recibir estos correos",
    done: "Listo: no volveremos a pedir una reseña a {email}.",
    invalid:
      "Este enlace no funciona. Copia el enlace completo del correo, o responde al correo y lo hacemos nosotros.",
  },
};
