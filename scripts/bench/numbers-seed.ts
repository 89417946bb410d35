// The Owner's numbers as 25 months of use would leave them (issue 51), for the benchmark of
// /admin/numbers: one daily total per day for each of 42 keys across every kind, straight into
// numbers_day_totals (one server's day per record) on the database mongoose is connected to. The figures follow a week's
// rhythm, the same every run.

import { encodeDayTotals } from "#app/domain/numbers/day-totals.ts";
import { NUMBERS_KINDS, tapKey } from "#app/domain/numbers/numbers.ts";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { DayTotals } from "#app/models/numbers.server.ts";

const PAGES = [
  "/",
  "/menu",
  "/popup-locations",
  "/catering-events",
  "/about",
  "/gallery",
  "/gallery/:id",
  "/not-found",
];

/** Every kind's keys, with how many a typical day brings. */
const KEYS: { kind: string; key: string; daily: number }[] = [
  ...["all", "en", "es", "phone", "desktop"].map((key) => ({ kind: NUMBERS_KINDS.visitors, key, daily: 60 })),
  ...PAGES.flatMap((page) => [
    { kind: NUMBERS_KINDS.view, key: `${page}|en`, daily: 40 },
    { kind: NUMBERS_KINDS.view, key: `${page}|es`, daily: 12 },
  ]),
  ...["www.google.com", "www.yelp.com", "www.instagram.com", "l.facebook.com", "duckduckgo.com"].map((key) => ({
    kind: NUMBERS_KINDS.referrer,
    key,
    daily: 9,
  })),
  ...["newsletter", "instagram"].map((key) => ({ kind: NUMBERS_KINDS.utmSource, key, daily: 4 })),
  ...["email", "social"].map((key) => ({ kind: NUMBERS_KINDS.utmMedium, key, daily: 4 })),
  ...["spring-menu", "holiday"].map((key) => ({ kind: NUMBERS_KINDS.utmCampaign, key, daily: 3 })),
  { kind: NUMBERS_KINDS.tap, key: tapKey("order", "pickup", null), daily: 8 },
  { kind: NUMBERS_KINDS.tap, key: tapKey("order", "delivery:DoorDash", null), daily: 6 },
  { kind: NUMBERS_KINDS.tap, key: tapKey("order", "pickup", "0123456789abcdef01234567"), daily: 5 },
  { kind: NUMBERS_KINDS.tap, key: tapKey("phone", "phone", null), daily: 2 },
  { kind: NUMBERS_KINDS.tap, key: tapKey("directions", null, "0123456789abcdef01234567"), daily: 3 },
  { kind: NUMBERS_KINDS.tap, key: tapKey("directions", null, "0123456789abcdef01234568"), daily: 2 },
  { kind: NUMBERS_KINDS.download, key: "menu-pdf|en", daily: 3 },
  { kind: NUMBERS_KINDS.download, key: "menu-pdf|es", daily: 1 },
  { kind: NUMBERS_KINDS.signup, key: "/newsletter|en", daily: 2 },
  { kind: NUMBERS_KINDS.signup, key: "/|en", daily: 1 },
];

/** Busier at the weekend, a little different every day. */
function countOn(dayIndex: number, keyIndex: number, daily: number): number {
  const weekend = dayIndex % 7 >= 5 ? 1.6 : 1;
  const wobble = 0.7 + (((dayIndex * 31 + keyIndex * 17) % 13) / 13) * 0.6;
  return Math.max(1, Math.round(daily * weekend * wobble));
}

/**
 * Inserts `months` months of daily totals up to `today` (the truck's, by default now's) and
 * returns how many totals it wrote. Days seeded before are left as they are.
 */
export async function seedNumbers(months = 25, today = todayInTruckTimeZone()): Promise<number> {
  const days = Math.round(months * 30.44);
  const records = Array.from({ length: days }, (_, dayIndex) => ({
    day: addDaysToIsoDate(today, -dayIndex),
    server: "bench",
    totals: encodeDayTotals(
      KEYS.map(({ kind, key, daily }, keyIndex) => ({ kind, key, count: countOn(dayIndex, keyIndex, daily) })),
    ),
  }));
  let written = 0;
  try {
    written = (await DayTotals.collection.insertMany(records, { ordered: false })).insertedCount;
  } catch (error) {
    // Days seeded before: the unique index keeps their records, the others are written.
    const { code, result } = error as { code?: number; result?: { insertedCount?: number } };
    if (code !== 11000 || result?.insertedCount === undefined) throw error;
    written = result.insertedCount;
  }
  return written * KEYS.length;
}
