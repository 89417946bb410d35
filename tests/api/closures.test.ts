// Closures over HTTP (issue 33), on a database and server of their own whose clock stands on
// Tuesday, December 23, 2031 in Santa Barbara: a closure is on for everybody who reads the
// banner, the hours or the schedule, so it must not be on in the shared test database (where
// banner, next-stop, feed and layout tests run beside this one). Staff and Owners both make,
// change and delete closures; a visitor is refused; bad input and a stale version change
// nothing. While one is on, the API, the banner, /menu's hours card and JSON-LD, and both
// calendar feeds (read back by ical.js, with SEQUENCE rising) say so; deleting or shortening it
// gives the dates back, and a date staff cancelled stays cancelled.
import ICAL from "ical.js";
import mongoose from "mongoose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "#app/domain/seed/seed.server.ts";
import { createAdminUser } from "#app/domain/staff/users.server.ts";
import { BannerSettings, BANNER_SETTINGS_ID } from "#app/models/banner-settings.server.ts";
import { Closure } from "#app/models/closure.server.ts";
import { Mailing } from "#app/models/mailing.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { startServerProcess, type ServerProcess } from "#scripts/lib/server-process.ts";
import { apiLogin, portalSessionCookie } from "#tests/support/admin-users.ts";
import { postForm } from "#tests/support/form-posts.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { callApi } from "#tests/support/admin-api.ts";

const databaseUri = `${testMongoBase()}/sando_closures_${process.pid}_${Date.now()}`;
useTestDatabase(() => databaseUri);

const NOW = "2031-12-23T12:00:00-08:00";
const OWNER = { email: "owner@example.com", password: "owner-password-closures-1" };
const STAFF = { email: "crew@example.com", password: "crew-password-closures-1" };
const CHRISTMAS = { starts_on: "2031-12-22", ends_on: "2031-12-28", reason: "Christmas week with the family" };
let server: ServerProcess;
let ownerToken = "";
let staffToken = "";
let fridays = "";
let saturdays = "";

/** An answer, by the fields these tests read (one it lacks reads as undefined and fails). */
// biome-ignore lint/suspicious/noExplicitAny: a JSON answer, read field by field in expectations.
type Answer = { status: number; body: Record<string, any> };

async function call(method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  return (await callApi(method, path, body, { token, origin: server.url })) as unknown as Answer;
}

const text = async (path: string) => (await fetch(`${server.url}${path}`)).text();

/** One event's dates in the public API: date -> reason ("" when it goes ahead). */
async function publicDates(id: string): Promise<Record<string, string | null>> {
  const { body } = await call("GET", "/api/events");
  const event = body.events.find((candidate: { id: string }) => candidate.id === id);
  return Object.fromEntries(
    event.occurrences.map((o: { date: string; cancelled: boolean; reason: string }) => [
      o.date,
      o.cancelled ? o.reason : null,
    ]),
  );
}

/** What ical.js reads of one event in a feed: its cancelled dates (with reasons) and its SEQUENCE. */
function feedOf(ics: string, id: string): { cancelled: Record<string, string>; sequence: number } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevents = calendar
    .getAllSubcomponents("vevent")
    .filter((vevent) => String(vevent.getFirstPropertyValue("uid")).startsWith(`${id}@`));
  const cancelled: Record<string, string> = {};
  const sequences = new Set<number>();
  for (const vevent of vevents) {
    sequences.add(Number(vevent.getFirstPropertyValue("sequence")));
    if (vevent.getFirstPropertyValue("status") !== "CANCELLED") continue;
    const at = vevent.getFirstPropertyValue("recurrence-id") ?? vevent.getFirstPropertyValue("dtstart");
    cancelled[String(at).slice(0, 10)] = String(vevent.getFirstPropertyValue("description")).split("\n")[0]!;
  }
  expect(sequences.size).toBe(1);
  return { cancelled, sequence: [...sequences][0]! };
}

beforeAll(async () => {
  await seedDatabase({ admin: null, allowDevelopmentAdmin: false });
  await createAdminUser(OWNER);
  await createAdminUser({ ...STAFF, role: "staff" });
  // No banner of staff's own: the closure's shows.
  await BannerSettings.updateOne({ _id: BANNER_SETTINGS_ID }, { $set: { is_active: false } });
  await PopupEvent.deleteMany({});
  const [friday, saturday] = await PopupEvent.create([
    {
      title: "Harbor Fridays",
      address: "113 Harbor Way, Santa Barbara, CA 93109",
      date: "2031-12-05",
      time: "4:00 PM - 9:00 PM",
      description: "Every Friday by the harbor.",
      repeat: "weekly",
      repeat_until: "2032-01-30",
      cancellations: [{ date: "2031-12-26", reason: "Staff party" }],
    },
    {
      title: "Mesa Saturdays",
      address: "1 Mesa Ln, Santa Barbara, CA 93109",
      date: "2031-12-06",
      time: "11:00 AM - 2:00 PM",
      description: "Saturday market.",
      repeat: "weekly",
      repeat_until: "2032-01-31",
    },
  ]);
  fridays = friday!._id.toString();
  saturdays = saturday!._id.toString();
  server = await startServerProcess({ mongodbUri: databaseUri, env: { NODE_ENV: "test", TEST_CLOCK_NOW: NOW } });
  ownerToken = (await apiLogin(OWNER, server.url)).accessToken;
  staffToken = (await apiLogin(STAFF, server.url)).accessToken;
}, 60_000);

// A test that failed half-way leaves no closure on for the next.
afterEach(async () => {
  await Closure.deleteMany({});
});

afterAll(async () => {
  await server?.stop();
  await mongoose.connection.dropDatabase();
});

describe("who may", () => {
  it("refuses a visitor every closure route, and stores nothing", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/closures"],
      ["POST", "/api/admin/closures"],
      ["GET", "/api/admin/closures/0123456789abcdef01234567"],
      ["PUT", "/api/admin/closures/0123456789abcdef01234567"],
      ["DELETE", "/api/admin/closures/0123456789abcdef01234567"],
    ] as const) {
      const answer = await call(method, path, method === "POST" || method === "PUT" ? CHRISTMAS : undefined);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.success).toBe(false);
    }
    expect(await Closure.countDocuments()).toBe(0);
  });

  it("refuses bad input with a clear message and stores nothing", async () => {
    const cases: [unknown, string][] = [
      [{ ...CHRISTMAS, ends_on: "2031-12-21" }, "The last closed day must be on or after the first"],
      [{ ...CHRISTMAS, reason: "" }, "Say why the truck is closed: visitors see the reason"],
      [{ ...CHRISTMAS, starts_on: "2031-02-30" }, "First closed day must be a valid date (YYYY-MM-DD)"],
      [{ ...CHRISTMAS, starts_on: "2030-12-01", ends_on: "2030-12-02" }, "The last closed day has already passed"],
      [{ ...CHRISTMAS, kind: "forever" }, 'kind must be "range" or "rest-of-today"'],
    ];
    for (const [body, error] of cases) {
      const answer = await call("POST", "/api/admin/closures", body, staffToken);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, error });
    }
    expect(await Closure.countDocuments()).toBe(0);
  });

  it("lets Staff and Owners alike make, read, change and delete a closure", async () => {
    for (const token of [staffToken, ownerToken]) {
      const made = await call(
        "POST",
        "/api/admin/closures",
        { ...CHRISTMAS, starts_on: "2032-03-01", ends_on: "2032-03-02" },
        token,
      );
      expect(made.status).toBe(201);
      expect(made.body.closure).toMatchObject({
        starts_on: "2032-03-01",
        ends_on: "2032-03-02",
        rest_of_today: false,
        __v: 0,
      });
      const id = made.body.closure.id;
      expect((await call("GET", `/api/admin/closures/${id}`, undefined, token)).body.closure.reason).toBe(
        CHRISTMAS.reason,
      );
      const changed = await call(
        "PUT",
        `/api/admin/closures/${id}`,
        { ...CHRISTMAS, starts_on: "2032-03-01", ends_on: "2032-03-03", __v: 0 },
        token,
      );
      expect(changed.status).toBe(200);
      expect(changed.body.closure).toMatchObject({ ends_on: "2032-03-03", __v: 1 });
      const deleted = await call("DELETE", `/api/admin/closures/${id}?__v=1`, undefined, token);
      expect(deleted.status).toBe(200);
      expect((await call("GET", `/api/admin/closures/${id}`, undefined, token)).status).toBe(404);
    }
  });
});

describe("the portal's Closures pages", () => {
  it("open for Staff and Owners (page, its data and its form), and send a visitor to sign in, storing nothing", async () => {
    const form = { kind: "range", starts_on: "2032-04-01", ends_on: "2032-04-02", reason: "Truck in the shop" };
    for (const admin of [STAFF, OWNER]) {
      const cookie = await portalSessionCookie(admin, server.url);
      const page = await fetch(`${server.url}/admin/closures`, { headers: { Cookie: cookie } });
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toContain("no-store");
      expect(await page.text()).toContain("Closed for the rest of today");
      const data = await fetch(`${server.url}/admin/closures.data`, { headers: { Cookie: cookie } });
      expect(data.status).toBe(200);
      const saved = await postForm(`${server.url}/admin/closures`, form, { cookie });
      expect(saved.status).toBe(302);
    }
    expect(await Closure.countDocuments({ reason: "Truck in the shop" })).toBe(2);
    // "Closed for the rest of today" needs no dates.
    const restOfToday = await postForm(
      `${server.url}/admin/closures`,
      { kind: "rest-of-today", starts_on: "", ends_on: "", reason: "Generator broke" },
      { cookie: await portalSessionCookie(STAFF, server.url) },
    );
    expect(restOfToday.status).toBe(302);
    expect(await Closure.findOne({ reason: "Generator broke" }).lean()).toMatchObject({
      starts_on: "2031-12-23",
      ends_on: "2031-12-23",
      rest_of_today: true,
    });
    // Deleted through the server, so its copy of the closures drops it too.
    const generator = await Closure.findOne({ reason: "Generator broke" }).lean<{ _id: unknown }>();
    expect((await call("DELETE", `/api/admin/closures/${String(generator!._id)}`, undefined, staffToken)).status).toBe(
      200,
    );
    // Without JavaScript a refused form answers its page with the message, and stores nothing.
    const cookie = await portalSessionCookie(STAFF, server.url);
    const refused = await postForm(`${server.url}/admin/closures`, { ...form, ends_on: "2032-03-31" }, { cookie });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("The last closed day must be on or after the first");
    const visitorPage = await fetch(`${server.url}/admin/closures`, { redirect: "manual" });
    expect(visitorPage.status).toBe(302);
    expect(visitorPage.headers.get("location")).toMatch(/^\/admin\/login/);
    // A `.data` request is answered with the same redirect (single fetch's 202), and no closure.
    const visitorData = await fetch(`${server.url}/admin/closures.data`, { redirect: "manual" });
    const visitorBody = await visitorData.text();
    expect(visitorBody).toContain("/admin/login");
    expect(visitorBody).not.toContain("Truck in the shop");
    expect((await postForm(`${server.url}/admin/closures.data`, form)).status).not.toBe(200);
    const visitorPost = await postForm(`${server.url}/admin/closures`, form);
    expect(visitorPost.status).not.toBe(200);
    expect(await Closure.countDocuments({ deleted_at: null })).toBe(2);
  });
});

describe("a closure over two weekly stops", () => {
  it("cancels both with its reason everywhere, keeps staff's own reason, and deleting it gives them back", async () => {
    const before = feedOf(await text("/events.ics"), saturdays).sequence;
    const bannerBefore = await BannerSettings.findById(BANNER_SETTINGS_ID).lean();
    const made = await call("POST", "/api/admin/closures", { ...CHRISTMAS, notify_followers: true }, staffToken);
    expect(made.status).toBe(201);
    const id = made.body.closure.id;
    // One notice, listing both stops it cancels in the next 7 days, 10 minutes on.
    expect(made.body.notice).toMatchObject({ status: "scheduled" });
    const mailing = await Mailing.findById(`closure:${id}:1`).lean<{ text: string; topic: string; kind: string }>();
    expect(mailing).toMatchObject({ topic: "stop-changes", kind: "stop-change" });
    expect(mailing!.text).toContain("Closed until Monday, December 29");
    expect(mailing!.text).toContain("Cancelled: Mesa Saturdays, Saturday, December 27, 2031");
    // The Friday was cancelled by staff before: it is not the closure's to announce.
    expect(mailing!.text).not.toContain("Harbor Fridays");

    expect(await publicDates(saturdays)).toMatchObject({ "2031-12-27": CHRISTMAS.reason, "2032-01-03": null });
    expect(await publicDates(fridays)).toMatchObject({ "2031-12-26": "Staff party", "2032-01-02": null });

    const banner = await call("GET", "/api/banner-settings");
    expect(banner.body).toEqual({
      isVisible: true,
      message: "Closed until Monday, December 29. Christmas week with the family",
      linkText: "",
      linkUrl: "",
      closure: { closedUntil: "Closed until Monday, December 29", reason: CHRISTMAS.reason, reopensOn: "2031-12-29" },
    });
    // The banner record itself was never written.
    expect(await BannerSettings.findById(BANNER_SETTINGS_ID).lean()).toEqual(bannerBefore);

    const menu = await text("/menu");
    expect(menu).toContain("Closed until Monday, December 29");
    const jsonLd = [...menu.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1]!))
      .flatMap((json) => (Array.isArray(json) ? json : [json]))
      .find((json) => json["@type"] === "FoodEstablishment");
    expect(jsonLd.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2031-12-22",
        validThrough: "2031-12-28",
        description: CHRISTMAS.reason,
      },
    ]);

    for (const path of ["/events.ics", `/events/${saturdays}.ics`]) {
      const feed = feedOf(await text(path), saturdays);
      expect(feed.cancelled, path).toEqual({ "2031-12-27": `Cancelled: ${CHRISTMAS.reason}` });
      expect(feed.sequence).toBeGreaterThan(before);
    }
    expect(feedOf(await text("/events.ics"), fridays).cancelled).toEqual({ "2031-12-26": "Cancelled: Staff party" });
    const whileOn = feedOf(await text("/events.ics"), saturdays).sequence;

    expect((await call("DELETE", `/api/admin/closures/${id}`, undefined, ownerToken)).status).toBe(200);
    expect(await publicDates(saturdays)).toMatchObject({ "2031-12-27": null });
    expect(await publicDates(fridays)).toMatchObject({ "2031-12-26": "Staff party" });
    expect((await call("GET", "/api/banner-settings")).body).toEqual({
      isVisible: false,
      message: "",
      linkText: "",
      linkUrl: "",
    });
    expect(await text("/menu")).not.toContain("Closed until");
    const after = feedOf(await text("/events.ics"), saturdays);
    expect(after.cancelled).toEqual({});
    // Calendar apps take the date back: the SEQUENCE rose again.
    expect(after.sequence).toBeGreaterThan(whileOn);
  });

  it("refuses a stale version with 409 and changes nothing; shortening gives back only the dates it no longer covers", async () => {
    const made = await call("POST", "/api/admin/closures", CHRISTMAS, ownerToken);
    const id = made.body.closure.id;
    const stale = await call(
      "PUT",
      `/api/admin/closures/${id}`,
      { ...CHRISTMAS, ends_on: "2031-12-26", __v: 5 },
      staffToken,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(
      "This closure was changed by someone else while you were editing. Reload to see their changes.",
    );
    expect((await call("GET", `/api/admin/closures/${id}`, undefined, ownerToken)).body.closure).toMatchObject({
      ends_on: "2031-12-28",
      __v: 0,
    });
    expect((await call("DELETE", `/api/admin/closures/${id}?__v=3`, undefined, ownerToken)).status).toBe(409);

    const during = feedOf(await text("/events.ics"), saturdays).sequence;
    const shortened = await call(
      "PUT",
      `/api/admin/closures/${id}`,
      { ...CHRISTMAS, ends_on: "2031-12-26", __v: 0 },
      staffToken,
    );
    expect(shortened.status).toBe(200);
    expect(shortened.body.notice).toBeNull();
    expect(await publicDates(saturdays)).toMatchObject({ "2031-12-27": null });
    expect(await publicDates(fridays)).toMatchObject({ "2031-12-26": "Staff party" });
    expect((await call("GET", "/api/banner-settings")).body.message).toBe(
      "Closed until Saturday, December 27. Christmas week with the family",
    );
    expect(feedOf(await text("/events.ics"), saturdays).sequence).toBeGreaterThan(during);
    await call("DELETE", `/api/admin/closures/${id}`, undefined, ownerToken);
  });

  it("shows a reason with markup as text: in the page, its structured data, the feeds and the notice", async () => {
    const reason = `Closed </script><script>alert("x")</script> <img src=x onerror=alert(1)>`;
    const made = await call(
      "POST",
      "/api/admin/closures",
      { ...CHRISTMAS, reason, notify_followers: true },
      staffToken,
    );
    expect(made.status).toBe(201);
    for (const path of ["/", "/menu", "/popup-locations"]) {
      const html = await text(path);
      expect(html, path).not.toContain("<script>alert");
      expect(html, path).not.toContain("<img src=x");
    }
    expect((await call("GET", "/api/banner-settings")).body.closure.reason).toBe(reason);
    const mailing = await Mailing.findById(`closure:${made.body.closure.id}:1`).lean<{ html: string }>();
    expect(mailing!.html).not.toContain("<script>");
    expect(mailing!.html).toContain("&lt;script&gt;");
    expect(feedOf(await text("/events.ics"), saturdays).cancelled["2031-12-27"]).toBe(`Cancelled: ${reason}`);
  });

  it('"closed for the rest of today" is today from now, and a staff banner comes first', async () => {
    const made = await call(
      "POST",
      "/api/admin/closures",
      { kind: "rest-of-today", reason: "Sold out early" },
      staffToken,
    );
    expect(made.status).toBe(201);
    expect(made.body.closure).toMatchObject({
      starts_on: "2031-12-23",
      ends_on: "2031-12-23",
      rest_of_today: true,
      starts_at: new Date(NOW).toISOString(),
    });
    expect((await call("GET", "/api/banner-settings")).body).toMatchObject({
      isVisible: true,
      message: "Closed until Wednesday, December 24. Sold out early",
    });
    await BannerSettings.updateOne(
      { _id: BANNER_SETTINGS_ID },
      { $set: { is_active: true, message: "Holiday menu!" } },
    );
    // Written from outside the server: a write in the server (a later closure) drops its reused answers.
    expect(
      (
        await call(
          "POST",
          "/api/admin/closures",
          { ...CHRISTMAS, starts_on: "2032-05-01", ends_on: "2032-05-01" },
          staffToken,
        )
      ).status,
    ).toBe(201);
    // The rest-of-today closure is still on, but staff's own banner comes first.
    const staffBanner = (await call("GET", "/api/banner-settings")).body;
    expect(staffBanner).toMatchObject({ isVisible: true, message: "Holiday menu!" });
    expect(staffBanner).not.toHaveProperty("closure");
  });
});

describe("a server's copy of the closures", () => {
  it("is read again when the truck's day turns: a closure that ended yesterday is over just after midnight", async () => {
    // In this process, with the clock given: the copy is checked against the day's moments (a
    // request inside the day formats no date), so the day's end must still drop it.
    const { listActiveClosures } = await import("#app/domain/closures/closures.server.ts");
    const { publicClosures } = await import("#app/domain/closures/public-closures.server.ts");
    await Closure.create({ ...CHRISTMAS, touched_from: CHRISTMAS.starts_on, touched_until: CHRISTMAS.ends_on });
    const lastEvening = new Date("2031-12-28T23:59:00-08:00");
    const nextMorning = new Date("2031-12-29T00:01:00-08:00");
    expect((await listActiveClosures(lastEvening)).map((closure) => closure.reason)).toEqual([CHRISTMAS.reason]);
    expect((await publicClosures(lastEvening)).now?.closedUntil).toBe("Closed until Monday, December 29");
    // Two minutes later, well inside the copy's life: the closure is over.
    expect(await listActiveClosures(nextMorning)).toEqual([]);
    expect((await publicClosures(nextMorning)).now).toBeNull();
  });
});
