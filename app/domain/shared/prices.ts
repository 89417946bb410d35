// How the site writes prices (USD), on the menu, the PDF menu and in the portal. Client-safe.
// es-US writes dollars as en-US does ("$12.00"), so one formatter serves both languages.
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** 12 -> "$12.00", in English and in Spanish (tests/unit/spanish-formats.test.ts holds es-US to it). */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}

/** The prices an item has, in the menu's order: "$12.00", "3PC $8.00", "6PC $14.00". */
export function priceLabels(prices: {
  single: number | null;
  threePieces: number | null;
  sixPieces: number | null;
}): string[] {
  const labels: string[] = [];
  if (prices.single !== null) labels.push(formatPrice(prices.single));
  if (prices.threePieces !== null) labels.push(`3PC ${formatPrice(prices.threePieces)}`);
  if (prices.sixPieces !== null) labels.push(`6PC ${formatPrice(prices.sixPieces)}`);
  return labels;
}
