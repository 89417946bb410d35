// The public menu, read by the /menu page and GET /api/menu-items alike.
import { Category } from "../models/category.server.ts";
import { MenuItem } from "../models/menu-item.server.ts";
import {
  DEFAULT_MENU_CATEGORIES,
  POPULAR_CATEGORY_ID,
  POPULAR_PICKS_LIMIT,
} from "../content/menu-categories.ts";

/** A menu item as the public API shapes it (spec section 3, "Menu item (public response)"). */
export type PublicMenuItem = {
  id: string;
  name: string;
  description: string;
  image: string;
  price: number | null;
  price3pc: number | null;
  price6pc: number | null;
  popular: boolean;
  limitedQuantity: boolean;
  hasSizes: boolean;
};

export type PublicCategory = { id: string; name: string };

export type PublicMenu = {
  categories: PublicCategory[];
  /** Items keyed by category id; `popular` holds the popular picks. */
  menuItems: Record<string, PublicMenuItem[]>;
};

type MenuItemRecord = {
  _id: { toString(): string };
  category_id: string;
  name: string;
  description: string;
  image?: string | null;
  price?: number | null;
  price_3pc?: number | null;
  price_6pc?: number | null;
  is_popular?: boolean | null;
  is_limited?: boolean | null;
};

export function toPublicMenuItem(item: MenuItemRecord): PublicMenuItem {
  const price3pc = item.price_3pc ?? null;
  const price6pc = item.price_6pc ?? null;
  return {
    id: item._id.toString(),
    name: item.name,
    description: item.description,
    image: item.image ?? "",
    price: item.price ?? null,
    price3pc,
    price6pc,
    popular: item.is_popular === true,
    limitedQuantity: item.is_limited === true,
    hasSizes: price3pc !== null || price6pc !== null,
  };
}

/** The default categories with no items: what visitors see when the menu cannot be read. */
export function fallbackMenu(): PublicMenu {
  return {
    categories: DEFAULT_MENU_CATEGORIES.map(({ id, name }) => ({ id, name })),
    menuItems: Object.fromEntries(DEFAULT_MENU_CATEGORIES.map(({ id }) => [id, []])),
  };
}

/**
 * Available items grouped by category in display order, plus POPULAR PICKS: the first four
 * available popular items across categories (in category order, then display order).
 */
export async function listPublicMenu(): Promise<PublicMenu> {
  const [categories, items] = await Promise.all([
    Category.find({}, { name: 1, number: 1, is_pseudo: 1 }).sort({ number: 1 }).lean(),
    MenuItem.find({ is_available: true })
      .sort({ display_order: 1, name: 1 })
      .lean<MenuItemRecord[]>(),
  ]);

  const categoryOrder = new Map(categories.map((category) => [category._id, category.number]));
  const menuItems: Record<string, PublicMenuItem[]> = Object.fromEntries(
    categories.map((category) => [category._id, []]),
  );
  for (const item of items) {
    const list = menuItems[item.category_id];
    // Items of an unknown category are not shown rather than shown under no heading.
    if (list && item.category_id !== POPULAR_CATEGORY_ID) list.push(toPublicMenuItem(item));
  }

  const popularPicks = items
    .filter((item) => item.is_popular && categoryOrder.has(item.category_id))
    .sort(
      (a, b) =>
        (categoryOrder.get(a.category_id) ?? 0) - (categoryOrder.get(b.category_id) ?? 0),
    )
    .slice(0, POPULAR_PICKS_LIMIT)
    .map(toPublicMenuItem);
  menuItems[POPULAR_CATEGORY_ID] = popularPicks;

  return {
    categories: categories.map((category) => ({ id: category._id, name: category.name })),
    menuItems,
  };
}
