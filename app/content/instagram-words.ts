// The Instagram module of / and /about (components/instagram-module.tsx), in both languages: the
// page's loader sends its language's set.
import type { Bilingual } from "#app/i18n/words.ts";

const en = {
  heading: "WHAT'S UP?",
  text: "Follow along for today's location, sell-out alerts and new specials.",
  follow: "Follow {handle} on Instagram",
  feedTitle: "Sando Truck on Instagram",
  loading: "Loading...",
};

export type InstagramWords = typeof en;

export const INSTAGRAM_WORDS: Bilingual<InstagramWords> = {
  en,
  es: {
    heading: "¿QUÉ HAY DE NUEVO?",
    text: "Síguenos para saber dónde estamos hoy, cuándo se nos acaba todo y qué hay de especial.",
    follow: "Sigue a {handle} en Instagram",
    feedTitle: "Sando Truck en Instagram",
    loading: "Cargando...",
  },
};
