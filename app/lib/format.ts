// Display formats shared by pages, mail and the server.
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** 12 -> "$12.00" */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}

const longDate = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "2026-12-05" -> "Saturday, December 5, 2026" (a calendar date: no time zone shift). */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
