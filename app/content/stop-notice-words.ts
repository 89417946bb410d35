// The words of a notice that a stop changed (issue 32; in the follower's language since issue 50).
// The stop's name, hours and reason are the Owner's, in Spanish where they were written so.
import type { Bilingual } from "#app/i18n/words.ts";

const en = {
  kinds: {
    cancelled: "Cancelled",
    skipped: "Not happening",
    deleted: "Called off",
    "moved-day": "Moved",
    "moved-time": "New hours",
    "moved-place": "New place",
    "back-on": "Back on",
  },
  subject: "{kind}: {title}, {day}",
  subjectGoesAhead: "Back on: {title} goes ahead as planned",
  lines: {
    cancelled: "Cancelled: {title} on {day}. {reason}",
    skipped: "Not happening: {title} on {day}.",
    deleted: "Called off: {title} on {day}.",
    "moved-day": "Moved: {title} moves from {day} to {to}.",
    "moved-time": "New hours: {title} on {day} is now {to} (was {from}).",
    "moved-place": "New place: {title} on {day} is now at {to} (was {from}).",
    "back-on": "Back on: {title} on {day} goes ahead as planned.",
  },
  goesAhead: "{title} goes ahead as planned.",
  next: "Where the truck is next: {title}, {day}, {time}, at {address}.",
  noNext: "Where the truck is next: no stop is planned yet. We will write when there is one.",
};

export type StopNoticeWords = typeof en;

export const STOP_NOTICE_WORDS: Bilingual<StopNoticeWords> = {
  en,
  es: {
    kinds: {
      cancelled: "Cancelada",
      skipped: "No habrá parada",
      deleted: "Suspendida",
      "moved-day": "Cambio de día",
      "moved-time": "Nuevo horario",
      "moved-place": "Nuevo lugar",
      "back-on": "De nuevo en pie",
    },
    subject: "{kind}: {title}, el {day}",
    subjectGoesAhead: "De nuevo en pie: {title} se hace como estaba previsto",
    lines: {
      cancelled: "Cancelada: {title} el {day}. {reason}",
      skipped: "No habrá parada: {title} el {day}.",
      deleted: "Suspendida: {title} el {day}.",
      "moved-day": "Cambio de día: {title} pasa del {day} al {to}.",
      "moved-time": "Nuevo horario: {title} el {day} ahora es de {to} (antes, de {from}).",
      "moved-place": "Nuevo lugar: {title} el {day} ahora está en {to} (antes, en {from}).",
      "back-on": "De nuevo en pie: {title} el {day} se hace como estaba previsto.",
    },
    goesAhead: "{title} se hace como estaba previsto.",
    next: "La próxima parada del food truck: {title}, {day}, {time}, en {address}.",
    noNext: "La próxima parada del food truck: todavía no hay ninguna planeada. Te escribiremos cuando la haya.",
  },
};
