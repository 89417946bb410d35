// Calendar dates of the truck's own time zone. Events carry a date without a time zone,
// so "today" is what a clock in Santa Barbara County says, wherever the server runs.
export const TRUCK_TIME_ZONE = "America/Los_Angeles";

// en-CA formats as YYYY-MM-DD. Made once: a formatter costs far more to build than to use.
const truckCalendarDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: TRUCK_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date as YYYY-MM-DD in the truck's time zone. */
export function todayInTruckTimeZone(now: Date = new Date()): string {
  return truckCalendarDate.format(now);
}

export function addDaysToIsoDate(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
