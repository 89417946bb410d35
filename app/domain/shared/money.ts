// Money in whole cents from end to end: a catering quote's (issue 36), and the amounts and rates
// the business details keep for quotes. The menu keeps prices as
// USD numbers with at most two decimals; they become cents once, here, where a menu line joins a
// quote, and nothing after that is a fraction of a cent or a floating-point sum. Each line is
// rounded on its own (its amount, then its tax), and the quote's totals are the sums of those
// rounded lines, so the printed lines always add up to the printed total. Client-safe.
import { INTL_LOCALE, type Language } from "#app/i18n/language.ts";

/** Half a cent and up rounds up: the rounding people check quotes with. Non-negative integers. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * A menu price (USD, at most two decimals, as the menu stores it) in cents. 19.99 * 100 is
 * 1998.9999999999998 in floating point, so the product is rounded, never truncated.
 */
export function centsOfPrice(price: number): number {
  if (!Number.isFinite(price) || price < 0) throw new RangeError(`not a price: ${price}`);
  return Math.round(price * 100);
}

/** "12.50" or "12.5" or "12" -> 1250; null for anything that is not dollars with up to two decimals. */
export function centsOfText(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** Dollars as Spanish writes them, made on first use and kept: a quote's table formats many. */
let spanishDollars: Intl.NumberFormat | undefined;

/** 123456 -> "$1,234.56"; in Spanish as es-US writes dollars (today the same, "$1,234.56"). */
export function formatCents(cents: number, language: Language = "en"): string {
  if (language === "es") {
    spanishDollars ??= new Intl.NumberFormat(INTL_LOCALE.es, { style: "currency", currency: "USD" });
    return spanishDollars.format(cents / 100);
  }
  const sign = cents < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, "0");
  return `${sign}$${whole.toLocaleString("en-US")}.${rest}`;
}

/** A tax rate in hundredths of a percent (basis points): 8.75% is 875. */
export type TaxRateBasisPoints = number;

/** "8.75" (percent) -> 875; null unless a percentage from 0 to 100 with up to two decimals. */
export function basisPointsOfPercent(text: string): TaxRateBasisPoints | null {
  const cents = centsOfText(text);
  return cents === null || cents > 10_000 ? null : cents;
}

export type QuoteLineInput = {
  description: string;
  /** The price of one, in cents. */
  unitCents: number;
  /** How many, in hundredths (a quantity of 1.5 hours is 150), so it multiplies exactly. */
  quantityHundredths: number;
  /** Lines marked untaxed (a deposit already paid, a tip) take no tax. */
  untaxed: boolean;
};

export type PricedLine = QuoteLineInput & {
  /** unit x quantity, rounded to the cent. */
  amountCents: number;
  /** This line's tax, rounded to the cent on its own. */
  taxCents: number;
  /** Added by the quote, not by staff: the difference up to the catering minimum. */
  isMinimumOrder: boolean;
};

export type QuoteTotals = {
  lines: PricedLine[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** The total shared by the guests, rounded to the cent; null without a guest count. */
  perGuestCents: number | null;
};

export const MINIMUM_ORDER_LINE = "Minimum order";
/** The largest price of one a line may have: $100,000.00. */
export const MAX_UNIT_CENTS = 10_000_000;
/** The largest quantity a line may have: 10,000 (in hundredths). */
export const MAX_QUANTITY_HUNDREDTHS = 1_000_000;

function isWholeCount(value: number, most = Number.MAX_SAFE_INTEGER): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= most;
}

function priced(line: QuoteLineInput, taxRate: TaxRateBasisPoints, isMinimumOrder: boolean): PricedLine {
  const amountCents = divideRounded(line.unitCents * line.quantityHundredths, 100);
  const taxCents = line.untaxed ? 0 : divideRounded(amountCents * taxRate, 10_000);
  return { ...line, amountCents, taxCents, isMinimumOrder };
}

/**
 * Prices a quote: every line, then (when the lines come to less than the catering minimum) a
 * "Minimum order" line making up the difference, taxed like the food it stands for; the totals
 * are sums of the rounded lines.
 */
export function priceQuote(input: {
  lines: QuoteLineInput[];
  taxRate: TaxRateBasisPoints;
  minimumCents: number;
  guests: number | null;
}): QuoteTotals {
  const { taxRate, minimumCents, guests } = input;
  for (const line of input.lines) {
    if (
      !isWholeCount(line.unitCents, MAX_UNIT_CENTS) ||
      !isWholeCount(line.quantityHundredths, MAX_QUANTITY_HUNDREDTHS)
    ) {
      throw new RangeError("a quote line's price and quantity are whole counts within their limits");
    }
  }
  if (!isWholeCount(taxRate) || taxRate > 10_000 || !isWholeCount(minimumCents)) {
    throw new RangeError("the tax rate and the minimum are whole, non-negative counts");
  }
  const lines = input.lines.map((line) => priced(line, taxRate, false));
  const linesCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (linesCents < minimumCents) {
    const difference = minimumCents - linesCents;
    lines.push(
      priced(
        { description: MINIMUM_ORDER_LINE, unitCents: difference, quantityHundredths: 100, untaxed: false },
        taxRate,
        true,
      ),
    );
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const taxCents = lines.reduce((sum, line) => sum + line.taxCents, 0);
  const totalCents = subtotalCents + taxCents;
  const perGuestCents = guests !== null && guests > 0 ? divideRounded(totalCents, guests) : null;
  return { lines, subtotalCents, taxCents, totalCents, perGuestCents };
}

/** 875 -> "8.75", 800 -> "8". */
export function percentOfBasisPoints(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const rest = basisPoints % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0").replace(/0$/, "")}`;
}

/** 150 -> "1.5", 2400 -> "24". */
export function quantityText(hundredths: number): string {
  return percentOfBasisPoints(hundredths);
}

/** 1250 -> "12.50": a price as the builder's field shows it. */
export function priceText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}
