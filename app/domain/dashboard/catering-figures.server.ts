// The dashboard's catering figures (issue 36): how many enquiries are still open, for everyone,
// and for Owners the share of the last 90 days' enquiries that were booked. Both are counted by
// the database, so they hold past the inbox's 500 rows. Each is read on its own: one the
// database cannot answer reads as null without hiding the other.
import { bookedSince, countOpenEnquiries } from "#app/domain/enquiries/enquiries.server.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { may } from "#app/domain/staff/rights.ts";
import type { Role } from "#app/domain/staff/users.ts";
import { isDatabaseUnavailableError } from "#app/infra/db.server.ts";

/** The window of the booked share. */
export const BOOKED_SHARE_DAYS = 90;

export type BookedShare = { received: number; booked: number; percent: number | null };

export type CateringFigures = {
  openEnquiries: number | null;
  /** Owners only: absent for Staff; null when it could not be read. */
  bookedShare?: BookedShare | null;
};

async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return null;
  }
}

/** Whole percent, rounded; null with nothing received (no share to speak of). */
function shareOf({ received, booked }: { received: number; booked: number }): BookedShare {
  return { received, booked, percent: received === 0 ? null : Math.round((booked / received) * 100) };
}

export async function readCateringFigures(role: Role): Promise<CateringFigures> {
  const since = new Date(clockNow().getTime() - BOOKED_SHARE_DAYS * 24 * 60 * 60 * 1000);
  const seesBooked = may(role, "bookedFigures");
  const [openEnquiries, bookedShare] = await Promise.all([
    orNull(countOpenEnquiries),
    seesBooked ? orNull(async () => shareOf(await bookedSince(since))) : Promise.resolve(undefined),
  ]);
  return seesBooked ? { openEnquiries, bookedShare } : { openEnquiries };
}
