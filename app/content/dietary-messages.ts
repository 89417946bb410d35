// The menu's dietary labels and its filter by them: part of the catalogue (./messages.ts
// re-exports them), in a module of their own so that they reach the browser with /menu and the
// portal's menu only (issue 45).
import type { DIETARY_LABELS } from "#app/models/dietary-labels.ts";
import { quoted } from "./quoting.ts";

/** The words beside each label's icon, in English: the portal's, and the menu's (./menu-words.ts). */
export const DIETARY_LABEL_TEXT: Record<(typeof DIETARY_LABELS)[number], string> = {
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  "gluten-free": "Gluten-free",
  "dairy-free": "Dairy-free",
  "contains-pork": "Contains pork",
  "contains-nuts": "Contains nuts",
  "contains-egg": "Contains egg",
  "contains-soy": "Contains soy",
  spicy: "Spicy",
};

/** Dietary and allergen labels on menu items, and the menu's filter by them (issue 16). */
export const DIETARY_MESSAGES = {
  unknown: (value: string, known: readonly string[]) =>
    `"${quoted(value)}" is not a dietary label. Use one of: ${known.join(", ")}`,
  notAList: 'Dietary labels must be a list of label ids, such as ["vegan", "contains-soy"]',
  unknownDiet: (value: string, known: readonly string[]) =>
    `We don't label items "${quoted(value)}". Choose one of: ${known.join(", ")}. Showing the whole menu.`,
  unknownLeaveOut: (value: string, known: readonly string[]) =>
    `We can't leave out "${quoted(value)}". Choose one of: ${known.join(", ")}. Showing the whole menu.`,
  staffSetLabels:
    "Labels are set by our staff as a guide, not a guarantee. If you have an allergy, please ask at the window before you order.",
  nothingMatches: "Nothing here matches your filter.",
} as const;
