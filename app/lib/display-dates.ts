// How the public pages write calendar dates. Dates are YYYY-MM-DD calendar days, formatted in
// UTC so that no time zone can move them by a day. The formatters are made once: building one
// costs far more than using it.

const eventDate = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });
const longDate = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });

function parseIsoDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** Month-day-year for event cards: "Nov 27, 2026". */
export function formatEventDate(isoDate: string): string {
  return eventDate.format(parseIsoDate(isoDate));
}

/** Long-form dates for press: "March 14, 2026". */
export function formatLongDate(isoDate: string): string {
  return longDate.format(parseIsoDate(isoDate));
}
