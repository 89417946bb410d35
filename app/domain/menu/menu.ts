// Menu items as staff edit them: the one zod schema that the admin API
// reads JSON through and the portal's form uses through Conform. Client-safe: no server imports.
import { z } from "zod";
import { DIETARY_MESSAGES } from "#app/content/dietary-messages.ts";
import { MENU_MESSAGES } from "#app/content/portal-messages.ts";
import { MAX_UNIT_CENTS } from "#app/domain/shared/money.ts";
import { displayOrder, flag, image, requiredText, version } from "#app/domain/shared/record-fields.ts";
import { spanishTextFields } from "#app/domain/shared/spanish-texts.ts";
import { isPrice } from "#app/models/validators.ts";
import { DIETARY_LABELS, type DietaryLabel, isDietaryLabel, orderedLabels } from "./dietary.ts";
import { checkSchedule, scheduleApiFields, scheduleFormFields } from "./schedule.ts";

/** As a catering quote's line (shared/money.ts MAX_UNIT_CENTS): a menu price joins quotes as it is. */
export const MAX_MENU_PRICE = MAX_UNIT_CENTS / 100;
const price = z
  .number({ error: "Prices must be numbers, 0 or more" })
  .min(0, "Prices must be numbers, 0 or more")
  .max(MAX_MENU_PRICE, MENU_MESSAGES.priceTooHigh)
  .refine(isPrice, "Prices have at most two decimals")
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** An item's labels as staff send them: only known ids (an unknown one is refused by name). */
export const dietarySchema = z
  .array(
    z
      .string({ error: DIETARY_MESSAGES.notAList })
      .refine(isDietaryLabel, { error: (issue) => DIETARY_MESSAGES.unknown(String(issue.input), DIETARY_LABELS) }),
    { error: DIETARY_MESSAGES.notAList },
  )
  .max(DIETARY_LABELS.length * 2, DIETARY_MESSAGES.notAList)
  .transform(orderedLabels);

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

/** The texts of an item that Spanish pages show in Spanish (issue 49). */
export const MENU_ITEM_SPANISH_TEXTS = ["name", "description"] as const;
export type MenuItemText = (typeof MENU_ITEM_SPANISH_TEXTS)[number];

const spanishFields = spanishTextFields(MENU_ITEM_SPANISH_TEXTS, {
  name: { label: "Name", max: 120 },
  description: { label: "Description", max: 1000 },
});

/** What the admin API adds (issues 16, 49): left out of a PUT, each stays as it was. */
const operationsFields = {
  ...spanishFields.api,
  /** Sold out for the rest of today (truck time zone); false puts it back on the menu. */
  sold_out: flag.optional(),
  dietary: dietarySchema.optional(),
  /** The first and last day it shows (issue 34); null is unset. */
  ...scheduleApiFields,
};

type PricedItem = { price: number | null; price_3pc: number | null; price_6pc: number | null };
const hasAPrice = (item: PricedItem) => item.price !== null || item.price_3pc !== null || item.price_6pc !== null;

export const menuItemInputSchema = z
  .object({ ...menuItemFields, ...operationsFields })
  .refine(hasAPrice, { message: MENU_MESSAGES.priceRequired, path: ["price"] })
  .superRefine(checkSchedule);
export type MenuItemInput = z.infer<typeof menuItemInputSchema>;

const checkbox = z
  .boolean()
  .optional()
  .transform((value) => value === true);
// The form carries the labels (every box unticked is no labels); selling out is the list's one tap.
export const menuItemFormSchema = z
  .object({
    ...menuItemFields,
    is_popular: checkbox,
    is_limited: checkbox,
    is_available: checkbox,
    dietary: dietarySchema,
    ...scheduleFormFields,
    ...spanishFields.form,
  })
  .refine(hasAPrice, { message: MENU_MESSAGES.priceRequired, path: ["price"] })
  .superRefine(checkSchedule);

/** Spec section 3, "Menu item (admin)", plus its version for edits. */
export type AdminMenuItem = {
  id: string;
  category_id: string;
  name: string;
  description: string;
  price: number | null;
  price_3pc: number | null;
  price_6pc: number | null;
  image: string;
  is_popular: boolean;
  is_limited: boolean;
  is_available: boolean;
  display_order: number;
  /** Sold out for the rest of today in the truck's time zone (issue 16). */
  sold_out: boolean;
  dietary: DietaryLabel[];
  /** The first and last day it shows, YYYY-MM-DD in the truck's calendar; null when unset (issue 34). */
  available_from: string | null;
  available_until: string | null;
  /** In Spanish (issue 49): "" when not yet; `same_in_spanish` lists the texts that stay as they are. */
  name_es: string;
  description_es: string;
  same_in_spanish: MenuItemText[];
  __v: number;
};
