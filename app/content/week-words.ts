// The days of the week as the hours card names them, Monday first, in both languages: the
// business details' English labels (the portal, schema.org's dayOfWeek) and the menu page's card.
import type { Bilingual } from "#app/i18n/words.ts";

const en = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

export const WEEKDAY_WORDS: Bilingual<typeof en> = {
  en,
  es: {
    monday: "lunes",
    tuesday: "martes",
    wednesday: "miércoles",
    thursday: "jueves",
    friday: "viernes",
    saturday: "sábado",
    sunday: "domingo",
  },
};
