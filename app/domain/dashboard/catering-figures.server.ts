// The dashboard's catering figures (issue 36): how many enquiries are still open, for everyone,
// and for Owners the share of the last 90 days' enquiries that were booked; and the pipeline by
// month for the Owner's numbers (issue 51). Both are counted by
// the database, so they hold past the inbox's 500 rows. Each is read on its own: one the
// database cannot answer reads as null without hiding the other.
import { bookedSince, countOpenEnquiries, enquiryArrivalsBetween } from "#app/domain/enquiries/enquiries.server.ts";
import { statusChangesBetween } from "#app/domain/enquiries/pipeline.server.ts";
import { acceptedQuotesSince } from "#app/domain/quotes/quotes.server.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { addDaysToIsoDate, todayInTruckTimeZone, truckMoment } from "#app/domain/shared/dates.ts";
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

/** A figure the database cannot answer right now reads as null; anything else is a bug and is thrown. */
export async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
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

// ---- The Owner's numbers (issue 51): catering by month, from the pipeline as it stands --------

/** A month of the pipeline: what came in, and what moved to replied, quoted and booked in it. */
export type CateringMonth = {
  /** "YYYY-MM", the truck's month. */
  month: string;
  enquiries: number;
  replied: number;
  quoted: number;
  booked: number;
  /** The quotes clients accepted in the month (their latest sent version). */
  bookedCents: number;
};

const MOVES = ["replied", "quoted", "booked"] as const;

/**
 * The pipeline per truck month from `from` to `to` (truck days, both included): enquiries by the
 * day they came in; replied, quoted and booked by the day an enquiry moved there (the history,
 * each enquiry once a month); booked value by the day the client accepted. Read in code: a
 * catering business has a few hundred enquiries a year, and FerretDB has no date operators.
 */
export async function cateringByMonth(from: string, to: string): Promise<Map<string, CateringMonth>> {
  const start = new Date(truckMoment(from, "00:00"));
  const end = new Date(truckMoment(addDaysToIsoDate(to, 1), "00:00"));
  const [arrivals, moves, accepted] = await Promise.all([
    enquiryArrivalsBetween(start, end),
    statusChangesBetween(MOVES, start, end),
    acceptedQuotesSince(start),
  ]);
  const months = new Map<string, CateringMonth>();
  const monthOf = (at: Date) => {
    const month = todayInTruckTimeZone(at).slice(0, 7);
    let row = months.get(month);
    if (!row) {
      row = { month, enquiries: 0, replied: 0, quoted: 0, booked: 0, bookedCents: 0 };
      months.set(month, row);
    }
    return row;
  };
  for (const at of arrivals) monthOf(at).enquiries += 1;
  const seen = new Set<string>();
  for (const move of moves) {
    const row = monthOf(move.at);
    const once = `${row.month} ${move.status} ${move.enquiryId}`;
    if (seen.has(once)) continue;
    seen.add(once);
    row[move.status as (typeof MOVES)[number]] += 1;
  }
  for (const quote of accepted) if (quote.at < end) monthOf(quote.at).bookedCents += quote.cents;
  return months;
}

/** This month so far (the truck's): bookings and the value of the quotes accepted. */
export async function cateringThisMonth(today: string): Promise<{ booked: number; cents: number }> {
  const month = (await cateringByMonth(`${today.slice(0, 7)}-01`, today)).get(today.slice(0, 7));
  return { booked: month?.booked ?? 0, cents: month?.bookedCents ?? 0 };
}
