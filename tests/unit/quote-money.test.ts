// A quote's money (issue 36): whole cents from the menu's prices on, each line rounded on its
// own, the totals the sums of the printed lines, whatever the quantities, prices and tax rates.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  basisPointsOfPercent,
  centsOfPrice,
  centsOfText,
  formatCents,
  MAX_QUANTITY_HUNDREDTHS,
  MAX_UNIT_CENTS,
  MINIMUM_ORDER_LINE,
  percentOfBasisPoints,
  priceQuote,
  priceText,
  quantityText,
} from "#app/domain/shared/money.ts";

const line = fc.record({
  description: fc.string({ maxLength: 20 }),
  unitCents: fc.integer({ min: 0, max: MAX_UNIT_CENTS }),
  // Awkward quantities: 0.01, 1.5, 333.33 and so on, up to the limit.
  quantityHundredths: fc.integer({ min: 0, max: MAX_QUANTITY_HUNDREDTHS }),
  untaxed: fc.boolean(),
});
const quote = fc.record({
  lines: fc.array(line, { maxLength: 12 }),
  taxRate: fc.integer({ min: 0, max: 10_000 }),
  minimumCents: fc.integer({ min: 0, max: 5_000_000 }),
  guests: fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: null }),
});

/** The amount a person checking the quote by hand would write for one line. */
function byHand(unitCents: number, quantityHundredths: number): number {
  // BigInt: the exact product, then half a cent and up rounds up.
  const product = BigInt(unitCents) * BigInt(quantityHundredths);
  return Number((product * 2n + 100n) / 200n);
}

describe("quote money", () => {
  it("the totals are the sums of the rounded lines, in whole cents", () => {
    fc.assert(
      fc.property(quote, (input) => {
        const priced = priceQuote(input);
        const sum = (pick: (l: (typeof priced.lines)[number]) => number) =>
          priced.lines.reduce((total, l) => total + pick(l), 0);
        expect(priced.subtotalCents).toBe(sum((l) => l.amountCents));
        expect(priced.taxCents).toBe(sum((l) => l.taxCents));
        expect(priced.totalCents).toBe(priced.subtotalCents + priced.taxCents);
        for (const l of priced.lines) {
          expect(Number.isSafeInteger(l.amountCents) && Number.isSafeInteger(l.taxCents)).toBe(true);
        }
      }),
    );
  });

  it("each line is its unit times its quantity, rounded half up to the cent, and taxed unless marked untaxed", () => {
    fc.assert(
      fc.property(quote, (input) => {
        const priced = priceQuote(input);
        input.lines.forEach((given, index) => {
          const l = priced.lines[index]!;
          expect(l.amountCents).toBe(byHand(given.unitCents, given.quantityHundredths));
          const tax = Number((BigInt(l.amountCents) * BigInt(input.taxRate) * 2n + 10_000n) / 20_000n);
          expect(l.taxCents).toBe(given.untaxed ? 0 : tax);
        });
      }),
    );
  });

  it("a subtotal under the minimum gets a taxed 'Minimum order' line making up the difference, and only then", () => {
    fc.assert(
      fc.property(quote, (input) => {
        const priced = priceQuote(input);
        const staffLines = input.lines.reduce((total, l) => total + byHand(l.unitCents, l.quantityHundredths), 0);
        const minimum = priced.lines.filter((l) => l.isMinimumOrder);
        if (staffLines < input.minimumCents) {
          expect(minimum).toHaveLength(1);
          expect(minimum[0]!.description).toBe(MINIMUM_ORDER_LINE);
          expect(minimum[0]!.amountCents).toBe(input.minimumCents - staffLines);
          const tax = Number(
            (BigInt(input.minimumCents - staffLines) * BigInt(input.taxRate) * 2n + 10_000n) / 20_000n,
          );
          expect(minimum[0]!.taxCents).toBe(tax);
          expect(priced.subtotalCents).toBe(input.minimumCents);
        } else {
          expect(minimum).toHaveLength(0);
          expect(priced.subtotalCents).toBe(staffLines);
        }
      }),
    );
  });

  it("the per-guest price is the total shared by the guests, rounded to the cent, only with a guest count", () => {
    fc.assert(
      fc.property(quote, (input) => {
        const { totalCents, perGuestCents } = priceQuote(input);
        if (input.guests === null) {
          expect(perGuestCents).toBeNull();
        } else {
          expect(Math.abs(perGuestCents! * input.guests - totalCents)).toBeLessThanOrEqual(input.guests / 2);
        }
      }),
    );
  });

  it("menu prices become cents exactly, where floating point would lose a cent", () => {
    expect(19.99 * 100).not.toBe(1999);
    expect(centsOfPrice(19.99)).toBe(1999);
    expect(centsOfPrice(0.29)).toBe(29);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        const price = Number(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`);
        expect(centsOfPrice(price)).toBe(cents);
        expect(centsOfText(price.toFixed(2))).toBe(cents);
      }),
    );
    expect(() => centsOfPrice(Number.NaN)).toThrow(RangeError);
    expect(() => centsOfPrice(-1)).toThrow(RangeError);
  });

  it("reads typed amounts and rates, and refuses what is not one", () => {
    expect(centsOfText("12")).toBe(1200);
    expect(centsOfText("12.5")).toBe(1250);
    expect(centsOfText(" 0.07 ")).toBe(7);
    for (const bad of ["", "1.234", "-3", "1e3", "12,50", "$5", "0x10"]) expect(centsOfText(bad)).toBeNull();
    expect(basisPointsOfPercent("8.75")).toBe(875);
    expect(basisPointsOfPercent("100")).toBe(10_000);
    expect(basisPointsOfPercent("100.01")).toBeNull();
    expect(formatCents(123456)).toBe("$1,234.56");
    expect(formatCents(5)).toBe("$0.05");
  });

  it("refuses a fraction of a cent or a quantity past the limit instead of pricing it", () => {
    const base = { taxRate: 875, minimumCents: 0, guests: null };
    const one = { description: "Chicken katsu sando", untaxed: false };
    expect(() => priceQuote({ ...base, lines: [{ ...one, unitCents: 12.5, quantityHundredths: 100 }] })).toThrow(
      RangeError,
    );
    expect(() =>
      priceQuote({ ...base, lines: [{ ...one, unitCents: 1200, quantityHundredths: MAX_QUANTITY_HUNDREDTHS + 1 }] }),
    ).toThrow(RangeError);
    expect(() => priceQuote({ ...base, taxRate: 87.5, lines: [] })).toThrow(RangeError);
  });

  it("shows a rate, a price and a quantity as text that reads back to the same whole count", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (basisPoints) => {
        expect(basisPointsOfPercent(percentOfBasisPoints(basisPoints))).toBe(basisPoints);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_UNIT_CENTS }), (cents) => {
        expect(centsOfText(priceText(cents))).toBe(cents);
        expect(centsOfText(quantityText(cents))).toBe(cents);
      }),
    );
    expect([percentOfBasisPoints(875), percentOfBasisPoints(800), percentOfBasisPoints(50)]).toEqual([
      "8.75",
      "8",
      "0.5",
    ]);
    expect([priceText(1999), priceText(5)]).toEqual(["19.99", "0.05"]);
  });
});
