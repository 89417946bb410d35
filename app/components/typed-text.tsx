// What staff typed (a stop's title, place, hours, a closure's reason), shown as typed: in English,
// so a page in another language marks it `lang="en"` (issue 48). An English page gets exactly the
// text it always had, without a wrapping element.
import type { ReactNode } from "react";
import { englishOn, type Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";

export function Typed({ language, children }: { language: Language; children: ReactNode }) {
  const lang = englishOn(language);
  return lang ? <span lang={lang}>{children}</span> : children;
}

/**
 * A sentence of the page's words around what staff typed ("Cancelled: {reason}"): each filled
 * slot is marked as English on a page in another language; on an English page, one text as before.
 */
export function fillTyped(template: string, typed: Record<string, string>, language: Language): ReactNode {
  if (language === "en") return fill(template, typed);
  // Odd parts are the slots' names.
  return template.split(/\{(\w+)\}/).map((part, place) =>
    place % 2 === 1 && part in typed ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a template's parts never move, so a part's place is its key.
      <span key={place} lang="en">
        {typed[part]}
      </span>
    ) : (
      part
    ),
  );
}
