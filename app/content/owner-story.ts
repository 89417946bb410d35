// The owner's story on /about, in both languages: the truck's own text, told in Spanish too.
// Server-only in practice: /about's loader sends its page's language (pages-words.ts), so
// neither language is in the JavaScript a page loads.
import type { Bilingual } from "#app/i18n/words.ts";

const en = {
  heading: "OUR STORY",
  paragraphs: [
    "Sando Truck started with a craving. Our founder grew up eating katsu sandos from the convenience stores and kissaten of Tokyo, and after moving to the Central Coast she could not find one that tasted like home.",
    "So she started making her own: soft, slightly sweet shokupan milk bread, cutlets breaded by hand in panko we make in-house every morning, a tangy tonkatsu sauce and a pile of freshly shredded cabbage. Friends asked for more, then friends of friends, and in the spring of 2022 the red truck rolled out for its first service.",
    "Today we park at breweries, farmers markets, beaches and private events across Santa Barbara County. The recipe has not changed: simple ingredients, careful technique, and a sandwich cut into neat squares so you can see every crispy layer.",
  ],
};

export type OwnerStory = typeof en;

export const OWNER_STORY: Bilingual<OwnerStory> = {
  en,
  es: {
    heading: "NUESTRA HISTORIA",
    paragraphs: [
      "Sando Truck empezó con un antojo. Nuestra fundadora creció comiendo katsu sandos de las tiendas de conveniencia y los kissaten de Tokio, y cuando se mudó a la Costa Central no encontró ninguno que le supiera a casa.",
      "Así que empezó a hacerlos ella misma: pan de leche shokupan, suave y ligeramente dulce; filetes empanizados a mano en el panko que hacemos en casa cada mañana; una salsa tonkatsu con su toque ácido y un montón de repollo recién rallado. Sus amigos le pidieron más, luego los amigos de sus amigos, y en la primavera de 2022 el food truck rojo salió a su primer servicio.",
      "Hoy nos estacionamos en cervecerías, mercados de agricultores, playas y eventos privados por todo el condado de Santa Bárbara. La receta no ha cambiado: ingredientes sencillos, técnica cuidadosa y un sándwich cortado en cuadritos para que veas cada capa crujiente.",
    ],
  },
};
