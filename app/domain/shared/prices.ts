// How the site writes prices (USD), on the menu, the PDF menu and in the portal. Client-safe.
// es-US writes dollars as en-US does ("$12.00"), so one formatter serves both languages.
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** 12 -> "$12.00", in English and in Spanish (tests/unit/spanish-formats.test.ts holds es-US to it). */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}

/** How the sizes are named before their prices; the Spanish menu passes its own ("3 pzas"). */
export type SizeNames = { threePieces: string; sixPieces: string };

/** The prices an item has, in the menu's order: "$12.00", "3PC $8.00", "6PC $14.00". */
export function priceLabels(
  prices: {
    single: number | null;
    threePieces: number | null;
    sixPieces: number | null;
  },
  sizes: SizeNames = { threePieces: "3PC", sixPieces: "6PC" },
): string[] {
  const labels: string[] = [];
  if (prices.single !== null) labels.push(formatPrice(prices.single));
  if (prices.threePieces !== null) labels.push(`${sizes.threePieces} ${formatPrice(prices.threePieces)}`);
  if (prices.sixPieces !== null) labels.push(`${sizes.sixPieces} ${formatPrice(prices.sixPieces)}`);
  return labels;
}
