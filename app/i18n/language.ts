// The site's two languages (issue 48): English at today's addresses, Spanish at the same paths
// under /es. The language is read from the page's address only (no cookie, no Accept-Language),
// so a page's answer, and its reuse by the response cache, depend on its URL alone. Pure and
// client-safe; components read the shown page's language with useLanguage (components/use-language.ts).
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The prefix of the Spanish pages. English has none. */
const SPANISH_PREFIX = "/es";

/** Each language named in its own words, as a reader of it looks for it (the switch, the follower's choice). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

/** `Intl`'s locale for each language: the truck's readers are in the United States. */
export const INTL_LOCALE: Record<Language, string> = { en: "en-US", es: "es-US" };
/** Open Graph's spelling of the same. */
export const OG_LOCALE: Record<Language, string> = { en: "en_US", es: "es_US" };

/** The language of a path: Spanish for `/es` and below it (any case, as routes match), else English. */
export function languageOfPath(pathname: string): Language {
  const lower = pathname.toLowerCase();
  return lower === SPANISH_PREFIX || lower.startsWith(`${SPANISH_PREFIX}/`) || lower.startsWith(`${SPANISH_PREFIX}.`)
    ? "es"
    : "en";
}

/** The language of a request, from its address (a `.data` request's too). */
export function languageOf(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

/** The English path of a page, whichever language it is in: `/es/menu` -> `/menu`, `/es` -> `/`. */
export function englishPathOf(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(SPANISH_PREFIX.length) || "/";
}

/**
 * A site path (`/menu`, `/`, `/#reviews`, `/menu?diet=vegan`) in a language: unchanged in
 * English, under /es in Spanish (`/es`, `/es#reviews`).
 */
export function pathIn(language: Language, path: string): string {
  if (language === "en" || !path.startsWith("/")) return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? "" : path.slice(end);
  return `${SPANISH_PREFIX}${pathname === "/" ? "" : pathname}${rest}`;
}

/**
 * Pages whose twin is never linked, in either language: a client's quote (/quotes/:token and
 * /es/quotes/:token, issue 50), whose token stays out of any link the page draws.
 */
const UNLINKED_TWIN = /^\/quotes\//i;

/** A path as routes match it, its escapes undone (`/%71uotes/...` is a quote too); as given when malformed. */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The same page in the other language, with its query (the anchor is the browser's: the switch
 * adds it on click); the other language's home for a page whose twin is not linked, and for an
 * error page (`page: false`), whose path may be anything a visitor typed.
 */
export function twinOf(pathname: string, search = "", page = true): { language: Language; href: string } {
  const language: Language = languageOfPath(pathname) === "en" ? "es" : "en";
  if (!page || UNLINKED_TWIN.test(englishPathOf(decodedPath(pathname))))
    return { language, href: pathIn(language, "/") };
  return { language, href: `${pathIn(language, englishPathOf(pathname))}${search}` };
}

/**
 * The `lang` of a text that exists only in English (a review, a press item, what staff typed):
 * "en" on a page in another language, nothing on an English page (which says it already).
 */
export function englishOn(language: Language): "en" | undefined {
  return language === "en" ? undefined : "en";
}

/** A record's language as stored (a follower's, an enquiry's): English where it has none (records from before issue 48). */
export function storedLanguage(record: { language?: string | null }): Language {
  return record.language === "es" ? "es" : "en";
}
