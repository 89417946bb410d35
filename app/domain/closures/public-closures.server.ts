// What the public pages are told of closures (issue 33), read once by the public layout: the
// closure on now (the hours card and the next-stop block say "Closed until …" and why) and the
// closures starting within SPECIAL_HOURS_DAYS (the structured data's specialOpeningHoursSpecification:
// special hours are for the weeks ahead, as search engines show them). A closure that
// cannot be read leaves these out rather than failing the page, as the banner does.
import { isDatabaseUnavailableError } from "#app/infra/db.server.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { closureNotice, type ClosureNotice, type DateClosure } from "./closures.ts";
import { listActiveClosures } from "./closures.server.ts";

export type PublicClosures = { now: ClosureNotice | null; upcoming: DateClosure[] };

export const SPECIAL_HOURS_DAYS = 90;

export const NO_CLOSURES: PublicClosures = { now: null, upcoming: [] };

export async function publicClosures(at: Date = clockNow()): Promise<PublicClosures> {
  try {
    const closures = await listActiveClosures(at);
    const horizon = addDaysToIsoDate(todayInTruckTimeZone(at), SPECIAL_HOURS_DAYS);
    return {
      now: closureNotice(closures, at.getTime()),
      upcoming: closures
        .filter((closure) => closure.starts_on < horizon)
        .map(({ starts_on, ends_on, reason }) => ({ starts_on, ends_on, reason })),
    };
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return NO_CLOSURES;
  }
}
