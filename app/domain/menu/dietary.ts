// The dietary and allergen labels staff put on menu items (issue 16): a fixed set of ids that the
// menu, the PDF and both APIs share (their words are the catalogue's: app/content/menu-words.ts
// for the menu in each language, the English ones also the portal's). Staff set them; they are a
// guide, not a promise (the allergies notice and the filtered menu say so). Client-safe, and
// without zod: the public menu's bundle carries it (the schema staff send is in menu.ts).

import { ALLERGENS, DIETARY_LABELS, DIETS } from "#app/models/dietary-labels.ts";

export { ALLERGENS, DIETARY_LABELS, DIETS };

export type Diet = (typeof DIETS)[number];
export type DietaryLabel = (typeof DIETARY_LABELS)[number];
/** What a visitor can ask the menu to leave out: an allergen, or heat. */
export const LEAVE_OUT = [...ALLERGENS, "spicy"] as const;
export type LeaveOut = (typeof LEAVE_OUT)[number];

/** The words beside each label's icon, in English (the portal's; the menu's are MENU_WORDS'). */
export { DIETARY_LABEL_TEXT } from "#app/content/dietary-messages.ts";

export const isDietaryLabel = (value: string): value is DietaryLabel =>
  (DIETARY_LABELS as readonly string[]).includes(value);

/** Labels in their shown order, each once. */
export function orderedLabels(labels: readonly string[]): DietaryLabel[] {
  return DIETARY_LABELS.filter((label) => labels.includes(label));
}
