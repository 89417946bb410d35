// The words of a closure's notice to followers (issue 33, in the follower's language: issue 50):
// closed until when and why, each stop it cancels, each stop told of before that is back on.
// "Closed until {day}" is the pages' own (stops-words.ts), so the notice says what the site says.
// The reason, the stops' names, hours and addresses are the Owner's, in Spanish where written.
import type { Bilingual } from "#app/i18n/words.ts";
import { CLOSURE_WORDS } from "./stops-words.ts";

const en = {
  closedSubject: `${CLOSURE_WORDS.en.closedUntil}: {reason}`,
  closed: `The truck is closed: {reason}. ${CLOSURE_WORDS.en.closedUntil}.`,
  cancelled: "Cancelled: {title}, {day}, {time}, at {address}.",
  backOn: "Back on: {title}, {day}, {time}, at {address}, goes ahead as planned.",
  /** The closure deleted or shortened past every stop it cancelled: the first line of a "Back on" notice. */
  openAgain: "The truck is open again: the closure ({reason}) is off.",
  backOnSubject: "Back on: {title}, {day}",
  backOnSubjectMore: "Back on: {title}, {day}, and more",
};

export type ClosureNoticeWords = typeof en;

export const CLOSURE_NOTICE_WORDS: Bilingual<ClosureNoticeWords> = {
  en,
  es: {
    closedSubject: `${CLOSURE_WORDS.es.closedUntil}: {reason}`,
    closed: `El food truck está cerrado: {reason}. ${CLOSURE_WORDS.es.closedUntil}.`,
    cancelled: "Cancelada: {title}, {day}, {time}, en {address}.",
    backOn: "De nuevo en pie: {title}, {day}, {time}, en {address}. Se hace como estaba previsto.",
    openAgain: "El food truck vuelve a abrir: se canceló el cierre ({reason}).",
    backOnSubject: "De nuevo en pie: {title}, {day}",
    backOnSubjectMore: "De nuevo en pie: {title}, {day}, y más",
  },
};
