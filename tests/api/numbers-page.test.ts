// The Owner's numbers page over HTTP (issue 51), on a database and server of their own whose
// clock stands on Wednesday, December 10, 2031 in Santa Barbara. The daily totals are written
// straight into numbers_day_totals, several servers' totals for one day and key, so the page must
// sum them: this week against last week in figures and in words ("up 50% on last week"), the
// 30 days and 12 months against the periods before, the stops by name (one no longer stored, one
// link outside any stop), the days the truck had a stop, referrers past the top ten as "Other",
// catering from the pipeline; the CSV of a table; the dashboard's headline for Owners only; and
// Staff refused with 403 by the page, its data and its CSV. Before anything is counted the page
// says so.
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUMBERS_KINDS, tapKey } from "#app/domain/numbers/numbers.ts";
import { CateringEnquiry } from "#app/models/catering-enquiry.server.ts";
import { EnquiryHistory } from "#app/models/enquiry-history.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { DayTotals } from "#app/models/numbers.server.ts";
import { Quote, QuoteOutcome, QuoteVersion } from "#app/models/quote.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { portalSessionCookie } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { storeCountRows } from "#tests/support/numbers-totals.ts";
import { pageText } from "#tests/support/page-text.ts";
import { FUNK_ZONE_SATURDAYS } from "#tests/support/popup-events.ts";
import { seedWithOwnerAndStaff } from "#tests/support/seeded-owner-and-staff.ts";

const databaseUri = `${testMongoBase()}/sando_numbers_page_${process.pid}_${Date.now()}`;
useTestDatabase(() => databaseUri);

const NOW = "2031-12-10T12:00:00-08:00";
const OWNER = { email: "owner@example.com", password: "owner-password-numbers-1" };
const STAFF = { email: "crew@example.com", password: "crew-password-numbers-1" };
/** A stop's id that no event has any more. */
const GONE_STOP = "0123456789abcdef01234567";
let server: ServerProcess;
let ownerCookie = "";
let staffCookie = "";
let stopId = "";

beforeAll(async () => {
  await seedWithOwnerAndStaff(OWNER, STAFF);
  await PopupEvent.deleteMany({});
  // Saturdays from December 6, 2031: this week's Saturday is a day with a stop.
  stopId = (await PopupEvent.create({ ...FUNK_ZONE_SATURDAYS })).id;
  await CateringEnquiry.deleteMany({});
  await DayTotals.deleteMany({});
  server = await startServerProcess({ mongodbUri: databaseUri, env: { NODE_ENV: "test", TEST_CLOCK_NOW: NOW } });
  const cookies = await Promise.all([OWNER, STAFF].map((admin) => portalSessionCookie(admin, server.url)));
  ownerCookie = cookies[0]!;
  staffCookie = cookies[1]!;
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await mongoose.connection.dropDatabase();
});

/** One server's total of a day: [day, server, count]. */
type Total = [string, string, number];
const totals = (kind: string, key: string, rows: Total[]) =>
  rows.map(([day, by, count]) => ({ day, kind, key, server: by, count }));

/** What the servers wrote: this week is December 4-10, last week November 27 - December 3. */
async function seedCounts() {
  const { visitors, view, referrer, tap, download } = NUMBERS_KINDS;
  await storeCountRows([
    // 30 this week (10 + 5 + 15, two servers on the 5th), 20 last week (12 + 8).
    ...totals(visitors, "all", [
      ["2031-12-05", "a", 10],
      ["2031-12-05", "b", 5],
      ["2031-12-10", "a", 15],
      ["2031-11-28", "a", 12],
      ["2031-11-28", "b", 8],
      // Inside the last 30 days only; and in the 30 days before.
      ["2031-11-20", "a", 7],
      ["2031-10-20", "a", 3],
      // Last December after the 10th: neither in the last 12 months nor in the same days a year earlier.
      ["2030-12-20", "a", 9],
    ]),
    ...totals(visitors, "en", [
      ["2031-12-05", "a", 8],
      ["2031-12-05", "b", 4],
      ["2031-12-10", "a", 12],
      ["2031-11-28", "a", 10],
    ]),
    ...totals(visitors, "es", [["2031-12-06", "a", 6]]),
    ...totals(visitors, "phone", [
      ["2031-12-05", "a", 20],
      ["2031-11-28", "b", 20],
    ]),
    ...totals(visitors, "desktop", [
      ["2031-12-05", "a", 10],
      ["2031-11-28", "a", 13],
    ]),
    ...totals(view, "/menu|en", [
      ["2031-12-05", "a", 25],
      ["2031-12-05", "b", 15],
      ["2031-11-30", "a", 50],
    ]),
    ...totals(view, "/menu|es", [["2031-12-05", "b", 10]]),
    // Twelve sites and the keys past a day's cap: the top ten, then the rest as "Other" (2 + 1 + 4).
    ...Array.from({ length: 12 }, (_, index) =>
      totals(referrer, `site-${String(index + 1).padStart(2, "0")}.example`, [["2031-12-09", "a", 12 - index]]),
    ).flat(),
    ...totals(referrer, "(other)", [["2031-12-09", "b", 4]]),
    ...totals(tap, tapKey("order", "pickup", stopId), [
      ["2031-12-06", "a", 2],
      ["2031-12-06", "b", 1],
    ]),
    ...totals(tap, tapKey("order", "delivery:DoorDash", null), [["2031-12-07", "a", 2]]),
    ...totals(tap, tapKey("directions", null, GONE_STOP), [["2031-12-08", "a", 1]]),
    ...totals(tap, tapKey("phone", "phone", null), [["2031-12-08", "b", 1]]),
    ...totals(download, "menu-pdf|es", [["2031-12-09", "a", 2]]),
  ]);
}

/** One enquiry this month that went all the way to booked (a quote of $1,200 accepted), one last month still new. */
async function seedCatering() {
  const at = (moment: string) => new Date(moment);
  const booked = new mongoose.Types.ObjectId();
  const enquiry = (id: mongoose.Types.ObjectId, created: string, status: string) => ({
    _id: id,
    name: "Test Client",
    email: "client@example.com",
    phone: "805-555-0100",
    message: "A party.",
    event_date: "2032-01-30",
    status,
    lost_reason: "",
    mail_queued: true,
    created_at: at(created),
    updated_at: at(created),
  });
  await CateringEnquiry.collection.insertMany([
    enquiry(booked, "2031-12-02T10:00:00-08:00", "booked"),
    enquiry(new mongoose.Types.ObjectId(), "2031-11-15T10:00:00-08:00", "new"),
  ]);
  await EnquiryHistory.collection.insertMany(
    [
      ["new", "replied", "2031-12-03T09:00:00-08:00"],
      ["replied", "quoted", "2031-12-04T09:00:00-08:00"],
      ["quoted", "booked", "2031-12-05T09:00:00-08:00"],
    ].map(([from, to, when]) => ({
      _id: `history-${to}`,
      enquiry_id: booked.toString(),
      kind: "status",
      by: "owner@example.com",
      from_status: from,
      to_status: to,
      reason: "",
      created_at: at(when!),
    })) as never[],
  );
  const quote = await Quote.create({ enquiry_id: booked.toString() });
  const version = `${quote.id}:1`;
  await QuoteVersion.collection.insertOne({
    _id: version,
    quote_id: quote.id,
    version: 1,
    lines: [],
    tax_rate_bp: 0,
    minimum_cents: 0,
    guests: null,
    valid_until: "2031-12-31",
    total_cents: 120_000,
    by: "owner@example.com",
    sent_at: at("2031-12-04T09:00:00-08:00"),
    created_at: at("2031-12-04T09:00:00-08:00"),
  } as never);
  await QuoteOutcome.collection.insertOne({
    _id: version,
    quote_id: quote.id,
    version: 1,
    outcome: "accepted",
    client_name: "Test Client",
    note: "",
    by: "",
    created_at: at("2031-12-05T09:00:00-08:00"),
  } as never);
}

const get = async (cookie: string, path: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, body: await response.text(), headers: response.headers };
};
const page = async (path: string) => {
  const answer = await get(ownerCookie, path);
  expect(answer.status, path).toBe(200);
  return pageText(answer.body);
};

/** A CSV's lines, each split into its cells. */
const csvRows = (text: string) =>
  text
    .trimEnd()
    .split("\r\n")
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"|([^,]+)/g)].map((match) => match[1] ?? match[2]));

describe("the numbers page", () => {
  it("says nothing has been counted yet before anything was", async () => {
    const text = await page("/admin/numbers");
    for (const words of [
      "Nothing has been counted yet.",
      "Nothing counted in the last 7 days or last week.",
      "0 visitors",
    ]) {
      expect(text).toContain(words);
    }
  });

  it("sums every server's rows: this week against last week, in figures and in words", async () => {
    await seedCounts();
    await seedCatering();
    const text = await page("/admin/numbers");
    expect(text).not.toContain("Nothing has been counted yet.");
    // The headline first: visitors and order taps this week, catering booked this month.
    expect(text).toMatch(
      /This week and this month Visitors this week 30 visitors up 50% on last week Order taps this week 5 taps new this period Catering booked this month 1 booking, \$1,200\.00 in accepted quotes/,
    );
    for (const words of [
      "30 visitors, up 50% on last week.",
      "English: 24, up 140% on last week.",
      "Spanish: 6, new this period.",
      "Phone: 20, no change.",
      "Desktop: 10, down 23% on last week.",
    ]) {
      expect(text).toContain(words);
    }
    // /menu: 40 (two servers) + 10 this week, 50 last week.
    expect(text).toContain("50 page views, no change.");
    expect(text).toMatch(/\/menu 40 10 50 50 no change/);
    expect(text).toContain("Taps are a floor");
    // Stops by name (their signs' scans last, none here); a stop no longer stored, and a link
    // outside any stop, said as such.
    expect(text).toMatch(/Funk Zone Saturdays 3 0 0 0 3 0 new this period/);
    expect(text).toMatch(/A stop no longer listed 0 0 1 0 1 0 new this period/);
    expect(text).toMatch(/Not at a stop \(the site's own links\) 2 1 0 0 3 0 new this period/);
    expect(text).toMatch(/Delivery: DoorDash 2 0 new this period/);
    expect(text).toContain("Menu PDF (Spanish)");
    // Catering from the pipeline, beside the spec's 500 USD per enquiry.
    expect(text).toContain("2 enquiries in the last 12 months, new this period.");
    expect(text).toContain("1 booking for $1,200.00 in accepted quotes, beside a notional $1,000.00.");
    expect(text).toMatch(/December 2031 1 1 1 1 \$1,200\.00 \$500\.00/);
    expect(text).toMatch(/November 2031 1 0 0 0 \$0\.00 \$500\.00/);
    expect(text).toContain("Days are the truck's days: midnight to midnight in Santa Barbara.");
    expect(text).toContain("Each server writes its counts every minute, so the newest were up to a minute old then.");
  });

  it("marks the days the truck had a stop, and compares 30 days and 12 months with the periods before", async () => {
    const week = await get(ownerCookie, "/admin/numbers");
    const saturday = week.body.match(/<tr>(?:(?!<\/tr>).)*Sat, Dec 6(?:(?!<\/tr>).)*<\/tr>/s)?.[0] ?? "";
    expect(pageText(saturday)).toBe("Sat, Dec 6 0 0 6 0 0 Funk Zone Saturdays");
    expect(week.body).toContain('aria-current="page"');

    const month = await page("/admin/numbers?period=30d");
    // 30 + 20 + 7 against 3: too few before for a percent.
    expect(month).toContain("57 visitors, up 54 on the 30 days before.");
    const year = await page("/admin/numbers?period=12m");
    expect(year).toContain("60 visitors, new this period.");
    expect(year).toMatch(/December 2031 30 24 6 20 10/);

    expect((await get(ownerCookie, "/admin/numbers?period=1y")).status).toBe(400);
  });

  it("downloads each table as CSV: the figures this period and before", async () => {
    const visitors = await get(ownerCookie, "/admin/numbers.csv?table=visitors&period=7d");
    expect(visitors.status).toBe(200);
    expect(visitors.headers.get("content-type")).toContain("text/csv");
    expect(visitors.headers.get("cache-control")).toBe("private, no-store");
    expect(visitors.headers.get("content-disposition")).toBe(
      'attachment; filename="numbers-visitors-7d-2031-12-10.csv"',
    );
    const rows = csvRows(visitors.body);
    expect(rows[0]).toEqual(["day", "visitors", "english", "spanish", "phone", "desktop", "stop"]);
    expect(rows.slice(1)).toEqual([
      ["2031-12-04", "0", "0", "0", "0", "0", "No stop"],
      ["2031-12-05", "15", "12", "0", "20", "10", "No stop"],
      ["2031-12-06", "0", "0", "6", "0", "0", "Funk Zone Saturdays"],
      ["2031-12-07", "0", "0", "0", "0", "0", "No stop"],
      ["2031-12-08", "0", "0", "0", "0", "0", "No stop"],
      ["2031-12-09", "0", "0", "0", "0", "0", "No stop"],
      ["2031-12-10", "15", "12", "0", "0", "0", "No stop"],
      ["Total", "30", "24", "6", "20", "10", ""],
      ["Total, last week", "20", "10", "0", "20", "13", ""],
    ]);

    const referrers = csvRows((await get(ownerCookie, "/admin/numbers.csv?table=referrers&period=7d")).body);
    expect(referrers[0]).toEqual(["site", "this_period", "before"]);
    expect(referrers.slice(1, 3)).toEqual([
      ["site-01.example", "12", "0"],
      ["site-02.example", "11", "0"],
    ]);
    expect(referrers).toHaveLength(12);
    expect(referrers.at(-1)).toEqual(["Other", "7", "0"]);

    const catering = csvRows((await get(ownerCookie, "/admin/numbers.csv?table=catering&period=7d")).body);
    expect(catering[0]).toEqual([
      "month",
      "enquiries",
      "replied",
      "quoted",
      "booked",
      "booked_value_usd",
      "notional_value_usd",
    ]);
    expect(catering).toContainEqual(["2031-12", "1", "1", "1", "1", "1200.00", "500.00"]);

    expect((await get(ownerCookie, "/admin/numbers.csv?table=secrets&period=7d")).status).toBe(404);
    expect((await get(ownerCookie, "/admin/numbers.csv?table=visitors&period=5y")).status).toBe(400);
  });
});

describe("who sees the numbers", () => {
  it("answers the Owner privately, on the page, its data and its CSV", async () => {
    for (const path of ["/admin/numbers", "/admin/numbers.data", "/admin/numbers.csv?table=pages&period=30d"]) {
      const answer = await get(ownerCookie, path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("refuses Staff with 403 and none of the figures", async () => {
    for (const path of [
      "/admin/numbers",
      "/admin/numbers?period=30d",
      "/admin/numbers.data",
      "/admin/numbers.csv",
      "/admin/numbers.csv?table=visitors&period=7d",
    ]) {
      const answer = await get(staffCookie, path);
      expect(answer.status, path).toBe(403);
      expect(answer.body, path).not.toContain("site-01.example");
      expect(answer.body, path).not.toContain("visitors");
    }
  });

  it("puts the three headline figures on the Owner's dashboard, with the way to the page; not on Staff's", async () => {
    const owner = pageText((await get(ownerCookie, "/admin/dashboard")).body);
    expect(owner).toMatch(
      /Numbers Visitors this week 30 visitors up 50% on last week Order taps this week 5 taps new this period Catering booked this month 1 booking, \$1,200\.00 in accepted quotes Open the numbers/,
    );
    const staff = pageText((await get(staffCookie, "/admin/dashboard")).body);
    expect(staff).not.toContain("Visitors this week");
    expect(staff).not.toContain("Open the numbers");
  });
});
