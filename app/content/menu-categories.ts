// The menu's categories. They are seeded into the database; the public menu also falls back
// to them when the database cannot be read ("a menu load failure ... the default categories stay").
export type MenuCategory = { id: string; number: number; name: string; isPseudo: boolean };

/** The popular pseudo-category: numeric id 1, filled from items flagged popular. */
export const POPULAR_CATEGORY_ID = "popular";
export const POPULAR_CATEGORY_NUMBER = 1;
export const POPULAR_PICKS_LIMIT = 4;

export const DEFAULT_MENU_CATEGORIES: readonly MenuCategory[] = [
  { id: POPULAR_CATEGORY_ID, number: POPULAR_CATEGORY_NUMBER, name: "POPULAR PICKS", isPseudo: true },
  { id: "sandos", number: 2, name: "SANDOS", isPseudo: false },
  { id: "sides", number: 3, name: "SIDES", isPseudo: false },
  { id: "dessert", number: 4, name: "DESSERT", isPseudo: false },
  { id: "drinks", number: 5, name: "DRINKS", isPseudo: false },
  { id: "merch", number: 6, name: "MERCH", isPseudo: false },
];
