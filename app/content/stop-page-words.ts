// A stop's own page (issue 53): the page a sign's code leads to, in English and Spanish.
import type { Bilingual } from "#app/i18n/words.ts";

const stopPage = {
  title: "{title}: dates and times | Sando Truck",
  description:
    "When the Sando Truck is at {title}: its next dates, hours, place and directions, with any change as soon as we know it.",
  breadcrumb: "Where and when",
  followHeading: "Hear about changes first",
  followText: "We send a short mail when a stop moves or is called off, and nothing else unless you ask.",
  follow: "Follow changes to stops",
  endedHeading: "{title} has no dates coming up",
  endedText: "This stop is over for now. The truck is out at other stops every week.",
  seeAll: "See where the truck is next",
  notFound: "We couldn't find that stop.",
};

export type StopPageWords = typeof stopPage;

export const STOP_PAGE_WORDS: Bilingual<StopPageWords> = {
  en: stopPage,
  es: {
    title: "{title}: fechas y horarios | Sando Truck",
    description:
      "Cuándo está el Sando Truck en {title}: sus próximas fechas, horario, lugar y cómo llegar, con cualquier cambio en cuanto lo sepamos.",
    breadcrumb: "Cuándo y dónde",
    followHeading: "Entérate primero de los cambios",
    followText: "Mandamos un correo breve cuando una parada cambia o se cancela, y nada más si no lo pides.",
    follow: "Seguir los cambios de paradas",
    endedHeading: "{title} no tiene próximas fechas",
    endedText: "Esta parada terminó por ahora. El camión sale a otras paradas cada semana.",
    seeAll: "Ver dónde estará el camión",
    notFound: "No encontramos esa parada.",
  },
};
