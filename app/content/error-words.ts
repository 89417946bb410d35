// What the public site's error pages say (components/error-page.tsx), in both languages, and the
// refusals public loaders throw for it to show. The error page is loaded only when a page fails
// (components/lazy-error-page.tsx), so it may hold both languages; a page's JavaScript never does.
import type { Bilingual } from "#app/i18n/words.ts";

const en = {
  notFoundTitle: "Page Not Found",
  notFoundHeading: "404: This sando has left the truck",
  notFoundText: "We looked everywhere, even under the cabbage. This page must have sold out.",
  somethingWentWrong: "Something went wrong",
  rightBack: "We'll be right back",
  unexpected: "An unexpected error occurred. Please try again.",
  backHome: "Back to the home page",
  goHome: "Go Home",
  seeMenu: "See the Menu",
  /** /events/{id}.ics for a stop no longer on the schedule, and its way on. */
  stopGone: "This stop is no longer on the schedule.",
  seeStops: "See where the truck is next",
};

export type ErrorWords = typeof en;

export const ERROR_WORDS: Bilingual<ErrorWords> = {
  en,
  es: {
    notFoundTitle: "Página no encontrada",
    notFoundHeading: "404: Este sando ya se fue del food truck",
    notFoundText: "Buscamos por todos lados, hasta debajo del repollo. Esta página se debe haber agotado.",
    somethingWentWrong: "Algo salió mal",
    rightBack: "Volvemos enseguida",
    unexpected: "Ocurrió un error inesperado. Inténtalo de nuevo.",
    backHome: "Volver a la página de inicio",
    goHome: "Ir al inicio",
    seeMenu: "Ver el menú",
    stopGone: "Esta parada ya no está en el calendario.",
    seeStops: "Ver dónde estará el food truck",
  },
};
