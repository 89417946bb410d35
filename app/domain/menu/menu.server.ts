// The public menu, read by the /menu page and GET /api/menu-items alike, and the staff's
// menu items and categories for the portal and the admin API.
import mongoose from "mongoose";
import {
  DEFAULT_MENU_CATEGORIES,
  POPULAR_CATEGORY_ID,
  POPULAR_CATEGORY_NUMBER,
  POPULAR_PICKS_LIMIT,
} from "#app/content/menu-categories.ts";
import { MENU_MESSAGES } from "#app/content/portal-messages.ts";
import type { MenuItemInput } from "#app/domain/menu/menu.ts";
import { definedFields } from "#app/domain/shared/defined-fields.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { type NeedsSpanish, spanishOrNull, textsNeedingSpanish } from "#app/domain/shared/spanish-texts.ts";
import { Category } from "#app/models/category.server.ts";
import { MenuItem } from "#app/models/menu-item.server.ts";
import { type AdminMenuItem, MENU_ITEM_SPANISH_TEXTS } from "./menu.ts";

export type { AdminMenuItem };

import { MENU_SCHEDULE_MESSAGES } from "#app/content/portal-messages.ts";
import { truckToday } from "#app/domain/shared/clock.server.ts";
import { sharedRead } from "#app/domain/shared/shared-read.server.ts";
import { deleteRecord, updateVersioned } from "#app/domain/shared/versioned-records.server.ts";
import { type DietaryLabel, orderedLabels } from "./dietary.ts";
import { endsBeforeItStarts, isShowingOn } from "./schedule.ts";

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
  /** Sold out for the rest of today: still listed, marked SOLD OUT (issue 16). */
  soldOut: boolean;
  dietary: DietaryLabel[];
  /**
   * Its name and description as the Spanish menu shows them (issue 49): the Spanish, or the
   * English where it stays the same; null while it still needs Spanish (the English is shown).
   */
  nameEs: string | null;
  descriptionEs: string | null;
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
  sold_out_on?: string | null;
  dietary?: string[] | null;
  available_from?: string | null;
  available_until?: string | null;
  name_es?: string | null;
  description_es?: string | null;
  same_in_spanish?: string[] | null;
};

/** Whether the item is sold out on `today`: a mark from an earlier day has ended by itself. */
const soldOutOn = (item: MenuItemRecord, today: string) => item.sold_out_on === today;

export function toPublicMenuItem(item: MenuItemRecord, today: string): PublicMenuItem {
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
    soldOut: soldOutOn(item, today),
    dietary: orderedLabels(item.dietary ?? []),
    nameEs: spanishOrNull(item, "name"),
    descriptionEs: spanishOrNull(item, "description"),
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
 * Available items showing today (their schedule, issue 34) grouped by category in display order,
 * plus POPULAR PICKS: the first four such popular items across categories (in category order,
 * then display order). Everything public (/menu, the PDF, GET /api/menu-items, /llms.txt) reads
 * this, so at the truck's midnight they all change together.
 */
export function listPublicMenu(): Promise<PublicMenu> {
  return sharedRead("public-menu", readPublicMenu);
}

async function readPublicMenu(): Promise<PublicMenu> {
  const today = truckToday();
  const [categories, items] = await Promise.all([
    Category.find({}, { name: 1, number: 1, is_pseudo: 1 }).sort({ number: 1 }).lean(),
    MenuItem.find({ is_available: true }).sort({ display_order: 1, name: 1 }).lean<MenuItemRecord[]>(),
  ]).then(([categories, available]) => [categories, available.filter((item) => isShowingOn(item, today))] as const);

  const categoryOrder = new Map(categories.map((category) => [category._id, category.number]));
  const menuItems: Record<string, PublicMenuItem[]> = Object.fromEntries(
    categories.map((category) => [category._id, []]),
  );
  for (const item of items) {
    const list = menuItems[item.category_id];
    // Items of an unknown category are not shown rather than shown under no heading.
    if (list && item.category_id !== POPULAR_CATEGORY_ID) list.push(toPublicMenuItem(item, today));
  }

  const popularPicks = items
    .filter((item) => item.is_popular && categoryOrder.has(item.category_id))
    .sort((a, b) => (categoryOrder.get(a.category_id) ?? 0) - (categoryOrder.get(b.category_id) ?? 0))
    .slice(0, POPULAR_PICKS_LIMIT)
    .map((item) => toPublicMenuItem(item, today));
  menuItems[POPULAR_CATEGORY_ID] = popularPicks;

  return {
    categories: categories.map((category) => ({ id: category._id, name: category.name })),
    menuItems,
  };
}

// ---- Staff portal and admin API -------------------------------------------------------------

/** A category staff can file items under: the popular pseudo-category is never one. */
export type AdminCategory = { id: string; number: number; name: string };

type AdminMenuItemRecord = MenuItemRecord & {
  is_available?: boolean | null;
  display_order?: number | null;
  __v?: number | null;
};

function toAdminMenuItem(item: AdminMenuItemRecord, today = truckToday()): AdminMenuItem {
  return {
    id: item._id.toString(),
    category_id: item.category_id,
    name: item.name,
    description: item.description,
    price: item.price ?? null,
    price_3pc: item.price_3pc ?? null,
    price_6pc: item.price_6pc ?? null,
    image: item.image ?? "",
    is_popular: item.is_popular === true,
    is_limited: item.is_limited === true,
    is_available: item.is_available !== false,
    display_order: item.display_order ?? 0,
    sold_out: soldOutOn(item, today),
    dietary: orderedLabels(item.dietary ?? []),
    available_from: item.available_from ?? null,
    available_until: item.available_until ?? null,
    name_es: item.name_es ?? "",
    description_es: item.description_es ?? "",
    same_in_spanish: MENU_ITEM_SPANISH_TEXTS.filter((text) => item.same_in_spanish?.includes(text)),
    __v: item.__v ?? 0,
  };
}

/** Real categories in menu order (numeric id 2 onwards), for the filter and the select. */
export async function listAdminCategories(): Promise<AdminCategory[]> {
  const categories = await Category.find({ is_pseudo: { $ne: true } }, { name: 1, number: 1 })
    .sort({ number: 1 })
    .lean();
  return categories
    .filter((category) => category.number !== POPULAR_CATEGORY_NUMBER)
    .map((category) => ({ id: category._id, number: category.number, name: category.name }));
}

/** Every item, available or not, in category order then display order; optionally one category. */
export async function listAdminMenuItems(categoryId?: string): Promise<AdminMenuItem[]> {
  const [categories, items] = await Promise.all([
    Category.find({}, { number: 1 }).lean(),
    MenuItem.find(categoryId ? { category_id: String(categoryId) } : {})
      .sort({ display_order: 1, name: 1 })
      .lean<AdminMenuItemRecord[]>(),
  ]);
  const order = new Map(categories.map((category) => [category._id, category.number]));
  const today = truckToday();
  return items
    .sort(
      (a, b) =>
        (order.get(a.category_id) ?? Number.MAX_SAFE_INTEGER) - (order.get(b.category_id) ?? Number.MAX_SAFE_INTEGER),
    )
    .map((item) => toAdminMenuItem(item, today));
}

/** One item by id; a malformed or unknown id is refused with 404 'Menu item not found'. */
export async function findMenuItem(id: string | undefined): Promise<AdminMenuItem> {
  const item = mongoose.isValidObjectId(id) ? await MenuItem.findById(id).lean<AdminMenuItemRecord>() : null;
  if (!item) throw new Refusal(404, MENU_MESSAGES.notFound);
  return toAdminMenuItem(item);
}

async function menuItemFields(input: MenuItemInput) {
  const category = await Category.findById(String(input.category_id), { is_pseudo: 1, number: 1 }).lean();
  if (!category || category.is_pseudo || category.number === POPULAR_CATEGORY_NUMBER) {
    throw new Refusal(400, MENU_MESSAGES.unknownCategory);
  }
  const {
    __v: _version,
    sold_out,
    dietary,
    available_from,
    available_until,
    name_es,
    description_es,
    same_in_spanish,
    ...fields
  } = input;
  const sold_out_on = sold_out === undefined ? undefined : sold_out ? truckToday() : null;
  // Left out (an older client's PUT), the labels, the sold-out mark, the dates and the Spanish
  // stay as they are.
  return {
    ...fields,
    ...definedFields({
      name_es,
      description_es,
      same_in_spanish,
      dietary,
      sold_out_on,
      available_from,
      available_until,
    }),
  };
}

/**
 * A PUT that sends one of the two days is checked against the other as stored: the schema could
 * only compare the two when both were sent.
 */
async function checkScheduleAgainstStored(id: string, input: MenuItemInput): Promise<void> {
  if ((input.available_from === undefined) === (input.available_until === undefined)) return;
  const stored = await MenuItem.findById(id, { available_from: 1, available_until: 1 }).lean<MenuItemRecord>();
  if (!stored) throw new Refusal(404, MENU_MESSAGES.notFound);
  const schedule = {
    available_from: input.available_from === undefined ? stored.available_from : input.available_from,
    available_until: input.available_until === undefined ? stored.available_until : input.available_until,
  };
  if (endsBeforeItStarts(schedule)) throw new Refusal(400, MENU_SCHEDULE_MESSAGES.untilBeforeFrom);
}

export async function createMenuItem(input: MenuItemInput): Promise<AdminMenuItem> {
  const item = await MenuItem.create(await menuItemFields(input));
  return toAdminMenuItem(item.toObject());
}

/**
 * Sold out for the rest of today, or back on the menu: the list's one tap. It leaves the
 * item's version alone, so a form open on the item still saves (the form does not carry it).
 */
export async function setSoldOut(id: string, soldOut: boolean): Promise<AdminMenuItem> {
  const today = truckToday();
  const item = mongoose.isValidObjectId(id)
    ? await MenuItem.findByIdAndUpdate(
        id,
        { $set: { sold_out_on: soldOut ? today : null } },
        { returnDocument: "after", runValidators: true },
      ).lean<AdminMenuItemRecord>()
    : null;
  if (!item) throw new Refusal(404, MENU_MESSAGES.notFound);
  return toAdminMenuItem(item, today);
}

/** The items whose name or description still needs Spanish, in name order. */
export async function listMenuItemsNeedingSpanish(): Promise<NeedsSpanish[]> {
  const items = await MenuItem.find({}, { name: 1, description: 1, name_es: 1, description_es: 1, same_in_spanish: 1 })
    .sort({ name: 1 })
    .lean<MenuItemRecord[]>();
  return items.flatMap((item) => {
    const texts = textsNeedingSpanish(item, MENU_ITEM_SPANISH_TEXTS);
    if (texts.length === 0) return [];
    return [{ kind: "menuItem" as const, id: item._id.toString(), name: item.name, texts }];
  });
}

/** The items sold out today, in name order: what the dashboard lists. */
export async function listSoldOutToday(): Promise<{ id: string; name: string }[]> {
  const items = await MenuItem.find({ sold_out_on: truckToday() }, { name: 1 }).sort({ name: 1 }).lean();
  return items.map((item) => ({ id: item._id.toString(), name: item.name }));
}

/** Replaces an item's fields, over the version its form was read from (see updateVersioned). */
export async function updateMenuItem(id: string, input: MenuItemInput, version = input.__v): Promise<AdminMenuItem> {
  if (!mongoose.isValidObjectId(id)) throw new Refusal(404, MENU_MESSAGES.notFound);
  await checkScheduleAgainstStored(id, input);
  await updateVersioned(MenuItem, id, await menuItemFields(input), version, MENU_MESSAGES);
  return findMenuItem(id);
}

export async function deleteMenuItem(id: string): Promise<AdminMenuItem> {
  return toAdminMenuItem(await deleteRecord<AdminMenuItemRecord>(MenuItem, id, MENU_MESSAGES.notFound));
}
