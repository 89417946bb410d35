// /menu?diet=<id>&without=<id>: the menu narrowed by its dietary labels, read from the query
// string so that it works as a plain GET form, without JavaScript. `diet` keeps the items
// labelled with that diet; `without` drops the items labelled with that allergen (or spicy).
// An id the menu does not know is refused by name and the whole menu is shown. Pure.
import { DIETARY_MESSAGES } from "#app/content/dietary-messages.ts";
import { DIETS, type Diet, LEAVE_OUT, type LeaveOut } from "./dietary.ts";
import type { PublicCategory } from "./menu.server.ts";

export type MenuFilter = { diet: Diet[]; without: LeaveOut[] };

export type MenuFilterRequest = { filter: MenuFilter; error: string | null };

/** What the filter says of an id it does not know: English by default, the page's language from its loader. */
export type MenuFilterRefusals = Pick<typeof DIETARY_MESSAGES, "unknownDiet" | "unknownLeaveOut">;

const oneOf = <T extends string>(known: readonly T[], value: string): value is T =>
  (known as readonly string[]).includes(value);

/** The filter the query asks for; with an unknown id, no filter and the message saying why. */
export function readMenuFilter(
  query: URLSearchParams,
  refusals: MenuFilterRefusals = DIETARY_MESSAGES,
): MenuFilterRequest {
  // An empty value is what the form sends for "any": it does not filter.
  const diets = query.getAll("diet").filter(Boolean);
  const leaveOut = query.getAll("without").filter(Boolean);
  const unknownDiet = diets.find((value) => !oneOf(DIETS, value));
  if (unknownDiet !== undefined) return { filter: NO_FILTER, error: refusals.unknownDiet(unknownDiet, DIETS) };
  const unknownLeaveOut = leaveOut.find((value) => !oneOf(LEAVE_OUT, value));
  if (unknownLeaveOut !== undefined)
    return { filter: NO_FILTER, error: refusals.unknownLeaveOut(unknownLeaveOut, LEAVE_OUT) };
  return {
    filter: {
      diet: DIETS.filter((diet) => diets.includes(diet)),
      without: LEAVE_OUT.filter((label) => leaveOut.includes(label)),
    },
    error: null,
  };
}

export const NO_FILTER: MenuFilter = { diet: [], without: [] };

export const isFiltered = (filter: MenuFilter) => filter.diet.length > 0 || filter.without.length > 0;

/** The menu with only the items the filter keeps, in every section (Popular Picks too). */
/** A menu of any item shape (the API's, a page's in its language) with the items' labels. */
type LabelledMenu<Item extends { dietary: readonly string[] }> = {
  categories: PublicCategory[];
  menuItems: Record<string, Item[]>;
};

export function filterMenu<Item extends { dietary: readonly string[] }>(
  menu: LabelledMenu<Item>,
  filter: MenuFilter,
): LabelledMenu<Item> {
  if (!isFiltered(filter)) return menu;
  const keeps = (labels: readonly string[]) =>
    filter.diet.every((diet) => labels.includes(diet)) && !filter.without.some((label) => labels.includes(label));
  return {
    categories: menu.categories,
    menuItems: Object.fromEntries(
      Object.entries(menu.menuItems).map(([category, items]) => [
        category,
        items.filter((item) => keeps(item.dietary)),
      ]),
    ),
  };
}
