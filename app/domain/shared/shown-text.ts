// A text staff typed as a page in some language shows it (issue 49): its Spanish, or the English
// marked as English. Apart from spanish-texts.ts, which holds the forms' zod fields, so the
// public pages' JavaScript that shows such texts (the stops, the next stop) carries no zod.
import type { Language } from "#app/i18n/language.ts";

/** A text as a page shows it: `lang` is "en" when the page's language had to fall back to English. */
export type ShownText = { text: string; lang?: "en" };

/** A text as the public API gives it (the English, and its Spanish or null) on a page in `language`. */
export function publicTextIn(language: Language, english: string, spanish: string | null): ShownText {
  if (language === "en") return { text: english };
  return spanish === null ? { text: english, lang: "en" } : { text: spanish };
}
