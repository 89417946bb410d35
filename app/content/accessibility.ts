// The accessibility statement's facts at /accessibility: when it was last checked against the
// site and the standard it claims. Its words, in both languages, are pages-words.ts
// (ACCESSIBILITY_WORDS); change them together.

export const ACCESSIBILITY_STATEMENT = {
  /** When the statement was last checked against the site (its words say the month). */
  reviewed: "2026-11-25",
  standard: "WCAG 2.2 level AA",
  standardUrl: "https://www.w3.org/TR/WCAG22/",
} as const;
