// The portal's calendar and the dashboard's catering figures over HTTP (issue 36), on a database
// and server of their own whose clock stands on Wednesday, December 10, 2031 in Santa Barbara
// (weekly stops, a closure and 500-odd enquiries would show on the shared server's pages). A
// booked event closer to the weekly Saturday stop than the Owner's travel buffer is marked as a
// clash, and changing the buffer changes what clashes; a closure and the stop it cancels are
// shown, and a cancelled stop clashes with nothing; a booking without times clashes with anything
// that day; a quoted event is tentative. `?month=` is checked. Staff and Owners see the calendar,
// a visitor is sent to sign in. The dashboard's open enquiries (everyone) and booked share (Owners
// only) are counted by the database, past the inbox's 500 rows, and move when staff book one.
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BusinessDetails } from "#app/models/business-details.server.ts";
import { CateringEnquiry } from "#app/models/catering-enquiry.server.ts";
import { Closure } from "#app/models/closure.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { portalSessionCookie } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { formFieldsOf, postForm } from "#tests/support/form-posts.ts";
import { pageText } from "#tests/support/page-text.ts";
import { FUNK_ZONE_SATURDAYS } from "#tests/support/popup-events.ts";
import { seedWithOwnerAndStaff } from "#tests/support/seeded-owner-and-staff.ts";

const databaseUri = `${testMongoBase()}/sando_calendar_${process.pid}_${Date.now()}`;
useTestDatabase(() => databaseUri);

const NOW = "2031-12-10T12:00:00-08:00";
const DAY = 24 * 60 * 60 * 1000;
const OWNER = { email: "owner@example.com", password: "owner-password-calendar-1" };
const STAFF = { email: "crew@example.com", password: "crew-password-calendar-1" };
let server: ServerProcess;
let ownerCookie = "";
let staffCookie = "";

/** Received this long before the server's clock. */
const receivedDaysAgo = (days: number) => new Date(new Date(NOW).getTime() - days * DAY);

/** An enquiry as stored, straight into the collection so its received date can be set. */
function enquiry(fields: Record<string, unknown>) {
  return {
    _id: new mongoose.Types.ObjectId(),
    name: "Test Client",
    email: "client@example.com",
    phone: "805-555-0100",
    message: "A party.",
    event_date: "2031-12-30",
    guests: null,
    event_type: "",
    start_time: "",
    end_time: "",
    event_address: "",
    service_style: "",
    site_notes: "",
    status: "new",
    lost_reason: "",
    mail_queued: true,
    created_at: receivedDaysAgo(10),
    updated_at: receivedDaysAgo(10),
    ...fields,
  };
}

// Saturdays 11:00 AM - 2:00 PM; the 20th cancelled by staff, the 27th inside the closure.
const BOOKINGS = {
  // Starts 30 minutes after the stop ends: inside the default 60-minute buffer.
  nearStop: enquiry({
    name: "Aiko Tanaka",
    event_type: "Wedding",
    guests: 120,
    event_date: "2031-12-13",
    start_time: "14:30",
    end_time: "18:00",
    event_address: "1 Vineyard Lane, Los Olivos",
    status: "booked",
  }),
  // Starts 90 minutes after the stop ends: clear of 60 minutes, not of 120.
  clearOfStop: enquiry({
    name: "Kenji Mori",
    event_type: "Birthday",
    event_date: "2031-12-06",
    start_time: "15:30",
    end_time: "19:00",
    status: "booked",
  }),
  // Over the stop staff cancelled: nothing to clash with.
  overCancelled: enquiry({
    name: "Mei Suzuki",
    event_type: "Office lunch",
    event_date: "2031-12-20",
    start_time: "11:30",
    end_time: "13:00",
    status: "booked",
  }),
  // No times, and another booking the same day far from it: both clash.
  allDay: enquiry({ name: "Hana Ito", event_type: "Festival", event_date: "2031-12-16", status: "booked" }),
  sameDay: enquiry({
    name: "Sora Kato",
    event_type: "Dinner",
    event_date: "2031-12-16",
    start_time: "19:00",
    end_time: "21:00",
    status: "booked",
  }),
  // Over the stop, but only quoted: tentative, no clash.
  quoted: enquiry({
    name: "Yuki Sato",
    event_type: "Picnic",
    event_date: "2031-12-13",
    start_time: "12:00",
    end_time: "13:00",
    status: "quoted",
  }),
};
/** Received in the last 90 days, still new: more than the inbox's 500 rows. */
const NEW_IN_WINDOW = 520;
let firstNewId = "";

beforeAll(async () => {
  await seedWithOwnerAndStaff(OWNER, STAFF);
  await PopupEvent.deleteMany({});
  await PopupEvent.create({
    ...FUNK_ZONE_SATURDAYS,
    cancellations: [{ date: "2031-12-20", reason: "Staff party" }],
  });
  await Closure.create({
    starts_on: "2031-12-26",
    ends_on: "2031-12-28",
    reason: "Christmas with the family",
    touched_from: "2031-12-26",
    touched_until: "2031-12-28",
  });
  await CateringEnquiry.deleteMany({});
  const news = Array.from({ length: NEW_IN_WINDOW }, (_, index) =>
    enquiry({ name: `New Client ${index}`, created_at: receivedDaysAgo(5 + (index % 80)) }),
  );
  firstNewId = news[0]!._id.toString();
  const old = [
    // Outside the 90 days: counted in neither part of the share.
    ...Array.from({ length: 4 }, () =>
      enquiry({ status: "booked", event_date: "2031-06-01", created_at: receivedDaysAgo(200) }),
    ),
    ...Array.from({ length: 6 }, () =>
      enquiry({ status: "lost", lost_reason: "Too far", created_at: receivedDaysAgo(120) }),
    ),
  ];
  await CateringEnquiry.collection.insertMany([...Object.values(BOOKINGS), ...news, ...old]);
  server = await startServerProcess({
    mongodbUri: databaseUri,
    env: { NODE_ENV: "test", TEST_CLOCK_NOW: NOW, BUSINESS_DETAILS_COPY_SECONDS: "0" },
  });
  [ownerCookie, staffCookie] = await Promise.all([
    portalSessionCookie(OWNER, server.url),
    portalSessionCookie(STAFF, server.url),
  ]);
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await mongoose.connection.dropDatabase();
});

const page = async (cookie: string, path: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, html: await response.text(), headers: response.headers };
};

/** Text as a reader gets it: tags and React's text separators gone, entities read. */
const textOf = pageText;

/** Each item of the calendar (a stop on one date, or a booking) as its text. */
const items = (html: string) =>
  [...html.matchAll(/<li class="calendar-item[^"]*">(.*?)<\/li>/gs)].map(([, inner]) => textOf(inner ?? ""));

/** The one item whose own text (before what it clashes with) has `words`. */
function item(html: string, words: string): string {
  const found = items(html).filter((text) => text.split(" Clash: ")[0]!.includes(words));
  expect(found, words).toHaveLength(1);
  return found[0]!;
}

/** The calendar's item for the stop on `date` (its day's label: "Saturday, December 13, 2031"). */
function stopOn(html: string, dayLabel: string): string {
  const day = html
    .split('<li class="calendar-day')
    .slice(1)
    .find((inner) => textOf(`<${inner}`).includes(dayLabel));
  expect(day, dayLabel).toBeDefined();
  return item(day!, "Funk Zone Saturdays");
}

describe("the calendar", () => {
  it("marks a booked event inside the travel buffer of the weekly stop as a clash, on both sides, in words", async () => {
    const { status, html, headers } = await page(staffCookie, "/admin/calendar?month=2031-12");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(textOf(html)).toContain("December 2031");
    expect(textOf(html)).toContain("Travel buffer: 60 minutes on each side of a booking.");

    const wedding = item(html, "Aiko Tanaka");
    expect(wedding).toContain("Booked");
    expect(wedding).toContain("Aiko Tanaka: Wedding, 120 guests");
    expect(wedding).toContain("2:30 PM - 6:00 PM");
    expect(wedding).toContain("Clash: Clashes with Funk Zone Saturdays, 11:00 AM - 2:00 PM");
    expect(html).toContain(`href="/admin/enquiries/${BOOKINGS.nearStop._id.toString()}"`);
    expect(stopOn(html, "Saturday, December 13, 2031")).toContain(
      "Clash: Clashes with Aiko Tanaka: Wedding, 120 guests, 2:30 PM - 6:00 PM",
    );
    // 90 minutes clear of the stop: no clash at 60 minutes.
    expect(item(html, "Kenji Mori")).not.toContain("Clash");
    expect(stopOn(html, "Saturday, December 6, 2031")).not.toContain("Clash");
  });

  it("counts the Owner's travel buffer: at 120 minutes the booking 90 minutes after the stop clashes", async () => {
    await BusinessDetails.updateOne({ _id: "business" }, { $set: { travel_buffer_minutes: 120 } }, { upsert: true });
    try {
      const { html } = await page(ownerCookie, "/admin/calendar?month=2031-12");
      expect(textOf(html)).toContain("Travel buffer: 120 minutes on each side of a booking.");
      expect(item(html, "Kenji Mori")).toContain("Clash: Clashes with Funk Zone Saturdays, 11:00 AM - 2:00 PM");
    } finally {
      await BusinessDetails.updateOne({ _id: "business" }, { $unset: { travel_buffer_minutes: "" } });
    }
  });

  it("shows a closure and the stop it cancels, and a cancelled stop clashes with nothing", async () => {
    const { html } = await page(staffCookie, "/admin/calendar?month=2031-12");
    const text = textOf(html);
    expect(text.match(/Truck closed: Christmas with the family/g)).toHaveLength(3);
    expect(stopOn(html, "Saturday, December 27, 2031")).toContain("Cancelled: Christmas with the family");
    const cancelled = stopOn(html, "Saturday, December 20, 2031");
    expect(cancelled).toContain("Cancelled: Staff party");
    expect(cancelled).not.toContain("Clash");
    expect(item(html, "Mei Suzuki")).not.toContain("Clash");
  });

  it("clashes a booking without times with anything that day, and leaves a quoted event tentative", async () => {
    const { html } = await page(staffCookie, "/admin/calendar?month=2031-12");
    const allDay = item(html, "Hana Ito");
    expect(allDay).toContain("All day (no times given)");
    expect(allDay).toContain("Clash: Clashes with Sora Kato: Dinner, 7:00 PM - 9:00 PM");
    expect(item(html, "Sora Kato")).toContain("Clash: Clashes with Hana Ito: Festival, All day (no times given)");
    const quoted = item(html, "Yuki Sato");
    expect(quoted).toContain("Quoted (tentative, not yet booked)");
    expect(quoted).not.toContain("Clash");
    expect(textOf(html)).toContain("3 bookings clash this month.");
  });

  it("opens this month by default and moves a month at a time", async () => {
    const { html } = await page(staffCookie, "/admin/calendar");
    expect(textOf(html)).toContain("December 2031");
    expect(html).toContain('href="/admin/calendar?month=2031-11"');
    expect(html).toContain('href="/admin/calendar?month=2032-01"');
    const january = await page(staffCookie, "/admin/calendar?month=2032-01");
    expect(january.status).toBe(200);
    expect(textOf(january.html)).toContain("January 2032");
    expect(items(january.html).filter((text) => text.includes("Funk Zone Saturdays"))).toHaveLength(5);
    expect(textOf(january.html)).not.toContain("Aiko Tanaka");
  });

  it("refuses a malformed month with a clear message and a way back", async () => {
    for (const month of ["2031-13", "2031-1", "december", "", "1999-12", "2031-12-01", "2031-12%00"]) {
      const { status, html } = await page(staffCookie, `/admin/calendar?month=${month}`);
      expect(status, month).toBe(400);
      expect(textOf(html), month).toContain(
        "Choose a month written as year and month, such as 2026-12 (years 2000 to 2100).",
      );
      expect(html, month).toContain('href="/admin/calendar"');
      expect(textOf(html), month).not.toContain("Aiko Tanaka");
    }
  });

  it("is open to Staff and Owners, page and data, and sends a visitor to sign in", async () => {
    for (const cookie of [staffCookie, ownerCookie]) {
      for (const path of ["/admin/calendar?month=2031-12", "/admin/calendar.data?month=2031-12"]) {
        const { status, html, headers } = await page(cookie, path);
        expect(status, path).toBe(200);
        expect(html, path).toContain("Aiko Tanaka");
        expect(headers.get("cache-control"), path).toBe("private, no-store");
      }
    }
    // Only an Owner is pointed at the setting they alone may change.
    expect((await page(ownerCookie, "/admin/calendar")).html).toContain("Change it in Business details");
    expect((await page(staffCookie, "/admin/calendar")).html).not.toContain("Change it in Business details");
    for (const path of ["/admin/calendar?month=2031-12", "/admin/calendar.data?month=2031-12"]) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      const body = await response.text();
      expect(body, path).not.toContain("Aiko Tanaka");
      if (path.includes(".data")) {
        // A client navigation gets a redirect instruction rather than data.
        expect(body, path).toContain("/admin/login");
      } else {
        expect(response.status, path).toBe(302);
        expect(response.headers.get("location"), path).toMatch(/^\/admin\/login\?redirect=/);
      }
    }
  });
});

describe("the travel buffer", () => {
  it("is refused unless whole minutes from 0 to 480, with nothing stored", async () => {
    const before = await BusinessDetails.findById("business").lean();
    for (const value of ["-5", "481", "12.5", "an hour", ""]) {
      const response = await postForm(
        `${server.url}/admin/business`,
        { ...(await drawnForm()), travelBufferMinutes: value },
        { cookie: ownerCookie },
      );
      expect(response.status, value).toBe(400);
      expect(await response.text(), value).toContain("Enter the travel buffer in whole minutes, from 0 to 480");
    }
    expect(await BusinessDetails.findById("business").lean()).toEqual(before);
  });

  it("is saved by an Owner in the business details, and Staff cannot change it", async () => {
    const staffPost = await postForm(
      `${server.url}/admin/business`,
      { ...(await drawnForm()), travelBufferMinutes: "15" },
      { cookie: staffCookie },
    );
    expect(staffPost.status).toBe(403);
    const ownerPost = await postForm(
      `${server.url}/admin/business`,
      { ...(await drawnForm()), travelBufferMinutes: "45" },
      { cookie: ownerCookie },
    );
    expect(ownerPost.status).toBe(302);
    try {
      expect((await BusinessDetails.findById("business").lean())?.travel_buffer_minutes).toBe(45);
      expect(textOf((await page(staffCookie, "/admin/calendar")).html)).toContain(
        "Travel buffer: 45 minutes on each side of a booking.",
      );
    } finally {
      await BusinessDetails.updateOne({ _id: "business" }, { $unset: { travel_buffer_minutes: "" } });
    }
  });
});

describe("the dashboard's catering figures", () => {
  // In the 90 days: the 520 new ones and the six calendar enquiries (five booked, one quoted).
  const received = NEW_IN_WINDOW + Object.keys(BOOKINGS).length;

  it("count open enquiries for everyone and the booked share for Owners only, and move when staff book one", async () => {
    const figures = async (cookie: string) => textOf((await page(cookie, "/admin/dashboard")).html);
    let owner = await figures(ownerCookie);
    expect(owner).toContain(`Open enquiries ${NEW_IN_WINDOW + 1} open (new, replied or quoted)`);
    expect(owner).toContain(
      `Booked, last 90 days ${Math.round((5 / received) * 100)}% booked 5 of ${received} enquiries`,
    );
    let staff = await figures(staffCookie);
    expect(staff).toContain(`Open enquiries ${NEW_IN_WINDOW + 1} open (new, replied or quoted)`);
    expect(staff).not.toContain("Booked, last 90 days");
    expect((await page(staffCookie, "/admin/dashboard.data")).html).not.toContain("bookedShare");

    // Staff book the first new enquiry through the pipeline; the figures follow.
    const booked = await postForm(
      `${server.url}/admin/enquiries/${firstNewId}`,
      { intent: "status", status: "booked" },
      { cookie: staffCookie },
    );
    expect(booked.status).toBe(302);
    owner = await figures(ownerCookie);
    expect(owner).toContain(`Open enquiries ${NEW_IN_WINDOW} open (new, replied or quoted)`);
    expect(owner).toContain(`${Math.round((6 / received) * 100)}% booked 6 of ${received} enquiries`);
    staff = await figures(staffCookie);
    expect(staff).toContain(`Open enquiries ${NEW_IN_WINDOW} open (new, replied or quoted)`);
  });
});

/** Every control of the business form as the server drew it for the Owner, as a browser would send it. */
async function drawnForm(): Promise<Record<string, string>> {
  return formFieldsOf((await page(ownerCookie, "/admin/business")).html);
}
