// What the portal's dashboard says needs doing (issue 16): new enquiries to answer, the items
// sold out today, today's stop and whether the banner is showing. Each part is read on its own,
// so one the database cannot answer says so without hiding the others (anything else is a bug,
// and goes to handleError like any other).
import {
  type AdminBannerSettings,
  bannerNeedingSpanish,
  getAdminBannerSettings,
  isBannerVisible,
} from "#app/domain/banner/banner.server.ts";
import { hoursNoteNeedingSpanish } from "#app/domain/business/business-details.server.ts";
import { listClosuresNeedingSpanish } from "#app/domain/closures/closures.server.ts";
import { countNewEnquiries } from "#app/domain/enquiries/enquiries.server.ts";
import { listStopsNeedingSpanish, listUpcomingEvents } from "#app/domain/events/events.server.ts";
import { type Stop, upcomingStops } from "#app/domain/events/next-stop.ts";
import { listPhotosNeedingSpanish } from "#app/domain/gallery/gallery-language.server.ts";
import { listMenuItemsNeedingSpanish, listSoldOutToday } from "#app/domain/menu/menu.server.ts";
import { quoteFigures } from "#app/domain/quotes/quotes.server.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { formatEventDate, todayInTruckTimeZone, truckMoment } from "#app/domain/shared/dates.ts";
import type { NeedsSpanish } from "#app/domain/shared/spanish-texts.ts";
import { may } from "#app/domain/staff/rights.ts";
import type { Role } from "#app/domain/staff/users.ts";
import { isDatabaseUnavailableError } from "#app/infra/db.server.ts";

/** A part of the dashboard: what was read, or null when it could not be. */
type Part<T> = T | null;

export type TodaysStop = Pick<Stop, "eventId" | "title" | "address" | "time"> & { state: string };

export type Dashboard = {
  newEnquiries: Part<number>;
  soldOutToday: Part<{ id: string; name: string }[]>;
  stops: Part<{ today: TodaysStop[]; next: Pick<Stop, "eventId" | "title" | "dateLabel" | "time"> | null }>;
  banner: Part<{ showing: boolean; text: string }>;
  /** What visitors read that still has no Spanish (issue 49), each with where it is edited. */
  needsSpanish: Part<NeedsSpanish[]>;
};

async function part<T>(read: () => Promise<T>): Promise<Part<T>> {
  try {
    return await read();
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return null;
  }
}

/** A stop of today as staff need it at a glance: on, over, still to come or cancelled. */
function stopState(stop: Stop, now: number): string {
  if (stop.cancelled) return `Cancelled: ${stop.reason}`;
  if (now >= stop.endsAt) return "Over for today";
  if (now >= stop.startsAt) return stop.endText ? `Open now, until ${stop.endText}` : "Open now";
  return stop.startText ? `Starts at ${stop.startText}` : `Later today (${stop.time})`;
}

async function readStops(now: Date): Promise<NonNullable<Dashboard["stops"]>> {
  const today = todayInTruckTimeZone(now);
  // From the start of today, so a stop that is over still shows as today's.
  const stops = upcomingStops(await listUpcomingEvents(now), truckMoment(today, "00:00"), 50);
  const todays = stops.filter((stop) => stop.date === today);
  const next = stops.find((stop) => stop.date > today && !stop.cancelled) ?? null;
  return {
    today: todays.map((stop) => ({
      eventId: stop.eventId,
      title: stop.title,
      address: stop.address,
      time: stop.time,
      state: stopState(stop, now.getTime()),
    })),
    next: next && { eventId: next.eventId, title: next.title, dateLabel: next.dateLabel, time: next.time },
  };
}

/** "Showing until Nov 30, 2026", "Scheduled from Dec 1, 2026", "Not showing"... */
export function bannerState(settings: AdminBannerSettings, today: string): { showing: boolean; text: string } {
  if (isBannerVisible(settings, today)) {
    return {
      showing: true,
      text: settings.end_date ? `Showing until ${formatEventDate(settings.end_date)}` : "Showing, with no end date",
    };
  }
  if (!settings.is_active) return { showing: false, text: "Not showing (switched off)" };
  if (!settings.message.trim()) return { showing: false, text: "Not showing: it has no message" };
  if (settings.start_date && today < settings.start_date)
    return { showing: false, text: `Not showing yet: starts ${formatEventDate(settings.start_date)}` };
  return { showing: false, text: `Not showing: ended ${formatEventDate(settings.end_date ?? today)}` };
}

/**
 * Every kind of record's texts still needing Spanish (one read per collection): the banner,
 * closures, stops, the menu, then, for those who may change them, the business details' note
 * and the gallery's alt texts.
 */
async function readNeedsSpanish(bannerSettings: Promise<AdminBannerSettings>, role: Role): Promise<NeedsSpanish[]> {
  const [banner, closures, stops, menuItems, business, photos] = await Promise.all([
    bannerSettings,
    listClosuresNeedingSpanish(),
    listStopsNeedingSpanish(),
    listMenuItemsNeedingSpanish(),
    may(role, "business") ? hoursNoteNeedingSpanish() : [],
    may(role, "gallery") ? listPhotosNeedingSpanish() : [],
  ]);
  return [...bannerNeedingSpanish(banner), ...closures, ...stops, ...menuItems, ...business, ...photos];
}

export async function readDashboard(role: Role): Promise<Dashboard> {
  const now = clockNow();
  // Read once: both the banner's state and its texts needing Spanish come from it.
  const bannerSettings = getAdminBannerSettings();
  const [newEnquiries, soldOutToday, stops, banner, needsSpanish] = await Promise.all([
    part(countNewEnquiries),
    part(listSoldOutToday),
    part(() => readStops(now)),
    part(async () => bannerState(await bannerSettings, todayInTruckTimeZone(now))),
    part(() => readNeedsSpanish(bannerSettings, role)),
  ]);
  return { newEnquiries, soldOutToday, stops, banner, needsSpanish };
}

/**
 * Catering quotes at a glance (issue 36): quotes waiting for the client's answer, for everyone;
 * this month's booked value, for Owners only (a Staff member's page never carries it).
 */
export async function readQuoteFigures(
  role: Role,
): Promise<Part<{ waiting: number; bookedThisMonth: { cents: number; count: number } | null }>> {
  return part(async () => {
    const figures = await quoteFigures();
    return { waiting: figures.waiting, bookedThisMonth: may(role, "bookedFigures") ? figures.bookedThisMonth : null };
  });
}
