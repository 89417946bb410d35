// Display formats shared by pages and the server.
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** 12 -> "$12.00" */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}
