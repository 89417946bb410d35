// A catering quote as staff build it (issue 36): the builder form's rows, the one zod schema that
// checks a version, and what a version looks like to the portal and to the client. Client-safe.
// The money itself is shared/money.ts; reads and writes are ./quotes.server.ts.
import { z } from "zod";
import { QUOTE_TEXT } from "#app/content/portal-messages.ts";
import { centsOfText, MAX_QUANTITY_HUNDREDTHS, MAX_UNIT_CENTS, type QuoteTotals } from "#app/domain/shared/money.ts";

/** Rows the builder shows: a form without JavaScript cannot add one, and a food truck's quote fits. */
export const QUOTE_ROWS = 10;
export const LINE_DESCRIPTION_MAX = 200;
export const GUESTS_MAX = 5000;

/** A menu choice in a row: "<item id>" for a single price, "<item id>:3pc" or ":6pc" for a size. */
export const MENU_CHOICE = /^([a-f\d]{24})(?::(3pc|6pc))?$/;

const oneLine = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((value) => !/[\r\n]/.test(value), message);

/** A row as typed; "" everywhere is an empty row, left out. */
const rowSchema = z.object({
  menuItem: z.string().trim().optional().default(""),
  description: oneLine(LINE_DESCRIPTION_MAX, QUOTE_TEXT.lineDescriptionTooLong).optional().default(""),
  price: z.string().trim().optional().default(""),
  quantity: z.string().trim().optional().default(""),
  untaxed: z.boolean().optional().default(false),
});
export type QuoteRowInput = z.input<typeof rowSchema>;

/** A row checked: a menu choice still to be priced from the menu, or a line ready to price. */
export type QuoteRow = {
  menuChoice: { itemId: string; size: "3pc" | "6pc" | null } | null;
  description: string;
  unitCents: number | null;
  quantityHundredths: number;
  untaxed: boolean;
};

const isEmptyRow = (row: z.output<typeof rowSchema>) =>
  !row.menuItem && !row.description && !row.price && !row.quantity;

export const quoteVersionSchema = z
  .object({
    /** The version the form was opened on (0: none yet); a save over a later one is refused. */
    basedOn: z.coerce
      .number({ error: QUOTE_TEXT.stale })
      .int(QUOTE_TEXT.stale)
      .min(0, QUOTE_TEXT.stale)
      .max(1_000_000, QUOTE_TEXT.stale)
      .optional()
      .default(0),
    guests: z
      .string()
      .trim()
      .optional()
      .default("")
      .transform((value, context) => {
        if (value === "") return null;
        const guests = Number(value);
        if (!/^\d{1,4}$/.test(value) || guests < 1 || guests > GUESTS_MAX) {
          context.addIssue({ code: "custom", message: QUOTE_TEXT.guestsInvalid });
          return z.NEVER;
        }
        return guests;
      }),
    validUntil: z.iso.date(QUOTE_TEXT.validUntilInvalid),
    lines: z.array(rowSchema.optional()).max(QUOTE_ROWS, QUOTE_TEXT.noLines).optional().default([]),
  })
  .transform((input, context) => {
    const rows: QuoteRow[] = [];
    input.lines.forEach((raw, index) => {
      if (!raw || isEmptyRow(raw)) return;
      const issue = (field: string, message: string) =>
        context.addIssue({ code: "custom", path: ["lines", index, field], message });
      const menu = raw.menuItem ? MENU_CHOICE.exec(raw.menuItem) : null;
      if (raw.menuItem && !menu) issue("menuItem", QUOTE_TEXT.menuItemNotFound);
      if (!menu && !raw.description) issue("description", QUOTE_TEXT.lineDescriptionRequired);
      let unitCents: number | null = null;
      if (raw.price) {
        unitCents = centsOfText(raw.price);
        if (unitCents === null || unitCents > MAX_UNIT_CENTS) issue("price", QUOTE_TEXT.linePriceInvalid);
      } else if (!menu) {
        issue("price", QUOTE_TEXT.linePriceInvalid);
      }
      const quantity = centsOfText(raw.quantity || "1");
      if (quantity === null || quantity === 0 || quantity > MAX_QUANTITY_HUNDREDTHS) {
        issue("quantity", QUOTE_TEXT.lineQuantityInvalid);
      }
      rows.push({
        menuChoice: menu ? { itemId: menu[1]!, size: (menu[2] as "3pc" | "6pc" | undefined) ?? null } : null,
        description: raw.description,
        unitCents,
        quantityHundredths: quantity ?? 0,
        untaxed: raw.untaxed,
      });
    });
    if (rows.length === 0) context.addIssue({ code: "custom", path: ["lines"], message: QUOTE_TEXT.noLines });
    return { basedOn: input.basedOn, guests: input.guests, validUntil: input.validUntil, rows };
  });

export type QuoteVersionInput = z.output<typeof quoteVersionSchema>;

/**
 * The builder's flat form fields ("description-0", "untaxed-3") as the schema's shape. A form
 * without JavaScript sends names, not nested objects; the API sends the shape itself.
 */
export function quoteInputFromFields(fields: Record<string, string>): Record<string, unknown> {
  const lines = Array.from({ length: QUOTE_ROWS }, (_, row) => ({
    menuItem: fields[`menuItem-${row}`] ?? "",
    description: fields[`description-${row}`] ?? "",
    price: fields[`price-${row}`] ?? "",
    quantity: fields[`quantity-${row}`] ?? "",
    untaxed: fields[`untaxed-${row}`] === "on",
  }));
  return { basedOn: fields.basedOn, guests: fields.guests, validUntil: fields.validUntil, lines };
}

export type QuoteOutcomeView =
  | { outcome: "accepted"; clientName: string; at: string }
  | { outcome: "declined"; note: string; at: string }
  | { outcome: "superseded"; at: string };

/** A version as the portal and the client's page show it. */
export type QuoteVersionView = {
  version: number;
  validUntil: string;
  guests: number | null;
  /** Basis points, as it was when this version was made. */
  taxRate: number;
  totals: QuoteTotals;
  sentAt: string | null;
  outcome: QuoteOutcomeView | null;
};

export { percentOfBasisPoints, priceText, quantityText } from "#app/domain/shared/money.ts";
