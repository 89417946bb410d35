// What staff typed (a stop's title, place, hours, a closure's reason) on a public page, marked in
// its own language for screen readers: on a page in another language, English with no Spanish
// gets `lang="en"` (issue 48), a text in the page's language (a ShownText, issue 49) none. An
// English page gets exactly the text it always had, without a wrapping element.
import type { ReactNode } from "react";
import type { ShownText } from "#app/domain/shared/shown-text.ts";
import { englishOn, type Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";

export function Typed({ language, children }: { language: Language; children: ReactNode }) {
  const lang = englishOn(language);
  return lang ? <span lang={lang}>{children}</span> : children;
}

/** A text in the page's language, or in English marked so (issue 49's ShownText). */
export function Shown({ text }: { text: ShownText }) {
  return text.lang ? <span lang={text.lang}>{text.text}</span> : text.text;
}

/**
 * A sentence of the page's words around what staff typed ("Cancelled: {reason}"): on a page in
 * another language each filled slot is marked as English, unless it comes as a text already in the
 * page's language (issue 49: a ShownText without `lang`); on an English page, one text as before.
 */
export function fillTyped(template: string, typed: Record<string, string | ShownText>, language: Language): ReactNode {
  const texts = Object.fromEntries(
    Object.entries(typed).map(([slot, value]) => [
      slot,
      typeof value === "string" ? { text: value, lang: "en" } : value,
    ]),
  ) as Record<string, ShownText>;
  if (language === "en") {
    return fill(template, Object.fromEntries(Object.entries(texts).map(([slot, value]) => [slot, value.text])));
  }
  // Odd parts are the slots' names.
  return template.split(/\{(\w+)\}/).map((part, place) => {
    const text = place % 2 === 1 ? texts[part] : undefined;
    if (!text) return part;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: a template's parts never move, so a part's place is its key.
      <span key={place} lang={text.lang}>
        {text.text}
      </span>
    );
  });
}
