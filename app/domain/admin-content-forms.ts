// The event and menu-item schemas of the staff portal and the admin API, with the spec's
// messages. One zod schema per record: the API reads JSON through it, and the portal's forms
// use it through Conform (which turns form strings into numbers and checkbox booleans first).
// Client-safe: no server imports.
import { z } from "zod";
import { isIsoDate, isPrice, isSafeLinkUrl } from "../models/validators.ts";

export const EVENT_MESSAGES = {
  loadFailed: "Failed to load events",
  loadOneFailed: "Failed to load event data",
  notFound: "Event not found",
  saveFailed: "Failed to save event",
  deleteFailed: "Failed to delete event",
  deleteConfirm: "Are you sure you want to delete this event?",
  created: "Event created successfully",
  updated: "Event updated successfully",
  deleted: "Event deleted successfully",
  conflict:
    "This event was changed by someone else while you were editing. Reload to see their changes.",
} as const;

export const MENU_MESSAGES = {
  loadFailed: "Failed to load menu items",
  loadOneFailed: "Failed to load menu item data",
  categoriesFailed: "Failed to load categories",
  notFound: "Menu item not found",
  saveFailed: "Failed to save menu item",
  deleteFailed: "Failed to delete menu item",
  deleteConfirm: "Are you sure you want to delete this menu item?",
  priceRequired: "At least one price must be provided",
  unknownCategory: "Please choose a menu category",
  created: "Menu item created successfully",
  updated: "Menu item updated successfully",
  deleted: "Menu item deleted successfully",
  conflict:
    "This menu item was changed by someone else while you were editing. Reload to see their changes.",
} as const;

const IMAGE_MESSAGE = "Image must be a site path starting with / or an http(s) URL";

function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** 1/0 as the server sends them, or a boolean as forms and most clients do. */
const flag = z
  .union([z.boolean(), z.literal(1), z.literal(0)], { error: "Must be true or false (or 1/0)" })
  .transform((value) => value === true || value === 1);

const image = z
  .string({ error: IMAGE_MESSAGE })
  .trim()
  .max(2048)
  .refine((value) => value === "" || isSafeLinkUrl(value), IMAGE_MESSAGE)
  .optional()
  .transform((value) => value ?? "");

const displayOrder = z
  .number({ error: "Display order must be a whole number, 0 or more" })
  .int("Display order must be a whole number, 0 or more")
  .min(0, "Display order must be a whole number, 0 or more")
  .optional()
  .transform((value) => value ?? 0);

/** The record's version (`__v`) the edit started from; see updateEvent/updateMenuItem. */
const version = z.number().int().min(0).optional();

export const eventInputSchema = z.object({
  title: requiredText("Title", 200),
  address: requiredText("Address", 300),
  date: z
    .string({ error: "Date is required" })
    .refine(isIsoDate, "Date must be a valid date (YYYY-MM-DD)"),
  time: requiredText("Time", 100),
  description: requiredText("Description", 2000),
  image,
  display_order: displayOrder,
  is_active: flag.optional().transform((value) => value ?? true),
  __v: version,
});
export type EventInput = z.infer<typeof eventInputSchema>;

/** The event form: like the API, but an unticked checkbox (absent) means inactive. */
export const eventFormSchema = eventInputSchema.extend({
  is_active: z.boolean().optional().transform((value) => value === true),
});

const price = z
  .number({ error: "Prices must be numbers, 0 or more" })
  .min(0, "Prices must be numbers, 0 or more")
  .refine(isPrice, "Prices have at most two decimals")
  .nullable()
  .optional()
  .transform((value) => value ?? null);

const menuItemFields = {
  category_id: z
    .string({ error: MENU_MESSAGES.unknownCategory })
    .regex(/^[a-z][a-z0-9-]*$/, MENU_MESSAGES.unknownCategory)
    .max(60),
  name: requiredText("Name", 120),
  description: requiredText("Description", 1000),
  price,
  price_3pc: price,
  price_6pc: price,
  image,
  display_order: displayOrder,
  is_popular: flag.optional().transform((value) => value ?? false),
  is_limited: flag.optional().transform((value) => value ?? false),
  is_available: flag.optional().transform((value) => value ?? true),
  __v: version,
};

type PricedItem = { price: number | null; price_3pc: number | null; price_6pc: number | null };
const hasAPrice = (item: PricedItem) =>
  item.price !== null || item.price_3pc !== null || item.price_6pc !== null;

export const menuItemInputSchema = z
  .object(menuItemFields)
  .refine(hasAPrice, { message: MENU_MESSAGES.priceRequired, path: ["price"] });
export type MenuItemInput = z.infer<typeof menuItemInputSchema>;

const checkbox = z.boolean().optional().transform((value) => value === true);
export const menuItemFormSchema = z
  .object({ ...menuItemFields, is_popular: checkbox, is_limited: checkbox, is_available: checkbox })
  .refine(hasAPrice, { message: MENU_MESSAGES.priceRequired, path: ["price"] });
