// The home page's words (routes/public/home.tsx), in both languages: its loader sends the page's.
import type { Bilingual } from "#app/i18n/words.ts";

const en = {
  title: "Sando Truck | Traditional Japanese Katsu Sandos in Santa Barbara County",
  description:
    "Japanese katsu sandos on shokupan with in-house panko, served from our food truck across Santa Barbara County.",
  heroAlt: "Golden katsu sandos stacked beside the red food truck",
  heroTitle: "TRADITIONAL JAPANESE KATSU SANDOS",
  heroText: "Shokupan milk bread, in-house panko, cooked to order across Santa Barbara County.",
  heroButton: "MENU",
  ourMenu: "OUR MENU",
  ourMenuText:
    "Crispy cutlets, soft bread, sauces made from scratch. Sandos, karaage, desserts and cold drinks, plus merch for the fans.",
  exploreMenu: "EXPLORE FULL MENU",
  downloadPdf: "Download PDF Menu",
  highlights: [
    { name: "Chicken Katsu Sando", text: "Juicy thigh, in-house panko, tonkatsu sauce." },
    { name: "Pork Katsu Sando", text: "Thick-cut loin with karashi mustard mayo." },
    { name: "Karaage", text: "Soy and ginger fried chicken with lemon." },
  ],
  reviewsTitle: "THE WORD ON THE STREET",
  stars: "5 out of 5 stars",
  moreOnGoogle: "View More on Google",
  moreOnYelp: "View More on Yelp",
  writeReview: "Write a review",
};

export type HomeWords = typeof en;

export const HOME_WORDS: Bilingual<HomeWords> = {
  en,
  es: {
    title: "Sando Truck | Katsu sandos japoneses tradicionales en el condado de Santa Bárbara",
    description:
      "Katsu sandos japoneses en pan shokupan con panko hecho en casa, servidos desde nuestro food truck por todo el condado de Santa Bárbara.",
    heroAlt: "Katsu sandos dorados apilados junto al food truck rojo",
    heroTitle: "KATSU SANDOS JAPONESES DE TRADICIÓN",
    heroText: "Pan de leche shokupan, panko hecho en casa, preparados al momento por todo el condado de Santa Bárbara.",
    heroButton: "MENÚ",
    ourMenu: "NUESTRO MENÚ",
    ourMenuText:
      "Empanizados crujientes, pan suave y salsas hechas desde cero. Sandos, karaage, postres y bebidas frías, y mercancía para los fans.",
    exploreMenu: "VER EL MENÚ COMPLETO",
    downloadPdf: "Descargar el menú en PDF",
    highlights: [
      { name: "Chicken Katsu Sando", text: "Muslo jugoso, panko hecho en casa y salsa tonkatsu." },
      { name: "Pork Katsu Sando", text: "Lomo de corte grueso con mayonesa de mostaza karashi." },
      { name: "Karaage", text: "Pollo frito con soya y jengibre, con limón." },
    ],
    reviewsTitle: "LO QUE DICE LA GENTE",
    stars: "5 de 5 estrellas",
    moreOnGoogle: "Ver más en Google",
    moreOnYelp: "Ver más en Yelp",
    writeReview: "Escribir una reseña",
  },
};
