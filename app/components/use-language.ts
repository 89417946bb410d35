// The language of the page being shown, from its address (app/i18n): right on error pages too,
// which have no loader data.
import { useLocation } from "react-router";
import { type Language, languageOfPath } from "#app/i18n/language.ts";

export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}
