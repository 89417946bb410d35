// What time it is for the server: the real clock, or in a test server the fixed TEST_CLOCK_NOW
// (a production server refuses to start with it; app/infra/config.server.ts). Whatever asks "what day
// is it for the truck?" on the server asks here, so tests can stand on a month end or New Year's
// Eve in Santa Barbara while the runner's UTC clock is already in the next month.
import { fixedServerNow, serverNow } from "#app/infra/config.server.ts";
import { todayInTruckTimeZone } from "./dates.ts";

export function now(): Date {
  return serverNow();
}

/** The fixed test clock in milliseconds, or null on the real clock (pages that tick in the browser). */
export function fixedClock(): number | null {
  return fixedServerNow();
}

/** Today's date (YYYY-MM-DD) in the truck's time zone. */
export function truckToday(): string {
  return todayInTruckTimeZone(now());
}
