// Where the truck is right now (issue 52), as visitors read it in both languages: on the home
// page's next stop, the stop's card on /popup-locations and, sold out, in the banner. A note
// staff typed is shown as typed (marked English on a Spanish page). The portal's words are
// English only, as the rest of the portal.
import type { Bilingual } from "#app/i18n/words.ts";

/** What a stop's card says of its status today. */
export type LiveStatusWords = {
  here: string;
  late: string;
  soldOut: string;
  /** The sold-out banner, above the Owner's and under a closure's. */
  soldOutBanner: string;
  /** When it was said: "Updated 4:05 PM". */
  updated: string;
};

export const LIVE_STATUS_WORDS: Bilingual<LiveStatusWords> = {
  en: {
    here: "We're here now",
    late: "Running about {minutes} minutes late",
    soldOut: "Sold out, closing early",
    soldOutBanner: "Sold out at {stop}, closing early.",
    updated: "Updated {time}",
  },
  es: {
    here: "Ya estamos aquí",
    late: "Llegamos unos {minutes} minutos tarde",
    soldOut: "Agotado: cerramos antes",
    soldOutBanner: "Agotado en {stop}: cerramos antes.",
    updated: "Actualizado a las {time}",
  },
};

/** The portal's controls and history. */
export const LIVE_STATUS_PORTAL_WORDS = {
  heading: "Live status",
  more: "Late, sold out or closed",
  here: "We're here",
  late: "Running late",
  minutes: "Minutes late",
  soldOut: "Sold out, closing early",
  note: "Note for visitors (optional)",
  normal: "Back to normal",
  closedToday: "Closed today",
  tellFollowers: "Tell followers",
  history: "Today's changes",
  noHistory: "No changes today.",
  saved: "Live status saved: visitors see it on their next page.",
  soldOutNoticeHint:
    "One notice that this stop sold out, 10 minutes after you save; withdrawn if you go back to normal first.",
} as const;

/** The notice to followers that a stop sold out (its stop's name and the staff's note as given). */
export type SoldOutNoticeWords = { subject: string; line: string; thanks: string };

export const SOLD_OUT_NOTICE_WORDS: Bilingual<SoldOutNoticeWords> = {
  en: {
    subject: "Sold out: {title}, closing early",
    line: "We sold out at {title} today and are closing early.",
    thanks: "Thank you for coming out. See you at the next stop!",
  },
  es: {
    subject: "Agotado: {title}, cerramos antes",
    line: "Hoy se nos acabó todo en {title} y cerramos antes.",
    thanks: "Gracias por venir. ¡Nos vemos en la próxima parada!",
  },
};
