// What time it is for the server: the real clock, or in a test server the test clock, standing at
// TEST_CLOCK_NOW or running from it (TEST_CLOCK_RUNS); a production server refuses to start with
// either (app/infra/config.server.ts). Whatever asks "what day
// is it for the truck?" on the server asks here, so tests can stand on a month end or New Year's
// Eve in Santa Barbara while the runner's UTC clock is already in the next month.
import { serverNow, testClockNow } from "#app/infra/config.server.ts";
import { addDaysToIsoDate, todayInTruckTimeZone, truckMoment } from "./dates.ts";

export function now(): Date {
  return serverNow();
}

/**
 * The test clock in milliseconds, or null on the real clock (pages that tick in the browser). A
 * page rendered on a test clock stands at the moment it was rendered, so the browser agrees.
 */
export function fixedClock(): number | null {
  return testClockNow();
}

/** Today's date (YYYY-MM-DD) in the truck's time zone. */
export function truckToday(): string {
  return todayInTruckTimeZone(now());
}

/** How long until the truck's next midnight, in milliseconds: when today's pages stop being today's. */
export function untilTruckMidnight(): number {
  const at = now();
  return truckMoment(addDaysToIsoDate(todayInTruckTimeZone(at), 1), "00:00") - at.getTime();
}
