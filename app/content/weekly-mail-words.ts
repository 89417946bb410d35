// The words of the week's schedule mail (issue 50: in the follower's language). The stops' names,
// hours and reasons are the Owner's, in Spanish where they were written so.
import type { Bilingual } from "#app/i18n/words.ts";

const en = {
  subject: "Where the Sando Truck is this week: {from} to {to}",
  noStops: "No stops are on the schedule for these seven days yet. New ones appear on the schedule page first.",
  cancelledText: "CANCELLED",
  cancelledHtml: "Cancelled:",
  directionsText: "Directions",
  directionsLink: "directions",
  plansChange: "Plans change with the weather and the markets: the schedule page always has the latest.",
  scheduleText: "Schedule",
  scheduleLink: "See the schedule",
  calendar: "Add every stop to your calendar",
};

export type WeeklyMailWords = typeof en;

export const WEEKLY_MAIL_WORDS: Bilingual<WeeklyMailWords> = {
  en,
  es: {
    subject: "Dónde está el Sando Truck esta semana: del {from} al {to}",
    noStops:
      "Todavía no hay paradas en el horario para estos siete días. Las nuevas aparecen primero en la página del horario.",
    cancelledText: "CANCELADA",
    cancelledHtml: "Cancelada:",
    directionsText: "Cómo llegar",
    directionsLink: "cómo llegar",
    plansChange: "Los planes cambian con el clima y los mercados: la página del horario siempre tiene lo último.",
    scheduleText: "Horario",
    scheduleLink: "Ver el horario",
    calendar: "Añade todas las paradas a tu calendario",
  },
};
