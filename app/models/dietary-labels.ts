// The ids of the dietary and allergen labels, which the menu item model stores; their words and
// rules are domain/menu/dietary.ts. Client-safe.

/** Diets an item suits: what `/menu?diet=<id>` keeps. */
export const DIETS = ["vegetarian", "vegan", "gluten-free", "dairy-free"] as const;
/** What an item contains: what `/menu?without=<id>` leaves out, with spicy. */
export const ALLERGENS = ["contains-pork", "contains-nuts", "contains-egg", "contains-soy"] as const;
/** Every label, in the order they are shown. */
export const DIETARY_LABELS = [...DIETS, ...ALLERGENS, "spicy"] as const;
