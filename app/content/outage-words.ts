// What a visitor reads atop a page served from its last good copy while the database cannot be
// reached (app/web/response-cache.server.ts), in the copy's language.
import type { Bilingual } from "#app/i18n/words.ts";

const en = {
  staleCopy: "This page was last updated {when}. We can't reach our database right now, so it may be out of date.",
};

export const OUTAGE_WORDS: Bilingual<typeof en> = {
  en,
  es: {
    staleCopy:
      "Esta página se actualizó por última vez el {when}. Ahora no podemos conectar con nuestra base de datos, así que puede no estar al día.",
  },
};
