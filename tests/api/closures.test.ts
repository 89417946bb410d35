// Closures over HTTP (issue 33), on a database and server of their own whose clock stands on
// Tuesday, December 23, 2031 in Santa Barbara: a closure is on for everybody who reads the
// banner, the hours or the schedule, so it must not be on in the shared test database (where
// banner, next-stop, feed and layout tests run beside this one). Staff and Owners both make,
// change and delete closures; a visitor is refused; bad input and a stale version change
// nothing. While one is on, the API, the banner, /menu's hours card and JSON-LD, and both
// calendar feeds (read back by ical.js, with SEQUENCE rising) say so; deleting or shortening it
// gives the dates back, and a date staff cancelled stays cancelled. Issue 44, with a real SMTP
// server: notices of stops and closures stay true (a restore or a deletion withdraws the waiting
// notice, ticked or not; a notice is read again just before it goes; a deletion after the notice
// went offers "Back on"), three new notices a day at most (the fourth waits for an Owner), and
// what only an Owner may do with them; this server's day is one fixed day, so the day's share is
// this file's alone. Issue 50: a follower who reads Spanish gets a closure's notices in Spanish.
import ICAL from "ical.js";
import mongoose from "mongoose";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveBusinessDetails } from "#app/domain/business/business-details.server.ts";
import { BANNER_SETTINGS_ID, BannerSettings } from "#app/models/banner-settings.server.ts";
import { Closure } from "#app/models/closure.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { Mailing } from "#app/models/mailing.server.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { findFreePort } from "#scripts/lib/local-database.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { callApi } from "#tests/support/admin-api.ts";
import { apiLogin, portalSessionCookie } from "#tests/support/admin-users.ts";
import { HIDDEN_PUBLIC_BANNER } from "#tests/support/banner-lock.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { postForm } from "#tests/support/form-posts.ts";
import { seedWithOwnerAndStaff } from "#tests/support/seeded-owner-and-staff.ts";
import { type ReceivedMail, type SmtpCapture, sendingTo, startSmtpCapture } from "#tests/support/smtp.ts";

const databaseUri = `${testMongoBase()}/sando_closures_${process.pid}_${Date.now()}`;
useTestDatabase(() => databaseUri);

const NOW = "2031-12-23T12:00:00-08:00";
const OWNER = { email: "owner@example.com", password: "owner-password-closures-1" };
const STAFF = { email: "crew@example.com", password: "crew-password-closures-1" };
const CHRISTMAS = { starts_on: "2031-12-22", ends_on: "2031-12-28", reason: "Christmas week with the family" };
let server: ServerProcess;
let smtp: SmtpCapture;
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
  await seedWithOwnerAndStaff(OWNER, STAFF);
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
  smtp = await startSmtpCapture(await findFreePort());
  server = await startServerProcess({
    mongodbUri: databaseUri,
    env: {
      NODE_ENV: "test",
      TEST_CLOCK_NOW: NOW,
      ...sendingTo(smtp),
      NOTICES_PER_DAY: "3",
    },
  });
  ownerToken = (await apiLogin(OWNER, server.url)).accessToken;
  staffToken = (await apiLogin(STAFF, server.url)).accessToken;
}, 60_000);

// A test that failed half-way leaves no closure on for the next.
afterEach(async () => {
  await Closure.deleteMany({});
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
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

describe("a closure's reason in Spanish (issue 49)", () => {
  const SPANISH = "Semana de Navidad con la familia";
  /** A page's HTML without React's markers between a text and what fills it. */
  const html = async (path: string) => (await text(path)).replaceAll("<!-- -->", "");
  /** The announcement banner's paragraph as a page's HTML has it. */
  const bannerOf = async (path: string) =>
    (await html(path)).match(/<aside class="announcement-banner"[^>]*>([\s\S]*?)<\/aside>/)?.[1] ?? "";
  /** The FoodEstablishment's special hours in a page's structured data. */
  const specialHoursOf = async (path: string) =>
    [...(await text(path)).matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1]!))
      .flatMap((json) => (Array.isArray(json) ? json : [json]))
      .find((json) => json["@type"] === "FoodEstablishment").specialOpeningHoursSpecification;
  const deleteAll = async () => {
    // Through the server, so its copy of the closures drops them too.
    const { body } = await call("GET", "/api/admin/closures", undefined, staffToken);
    for (const closure of body.closures)
      await call("DELETE", `/api/admin/closures/${closure.id}`, undefined, staffToken);
  };

  it("is given by Staff and Owners beside the English; Spanish pages, feed and structured data say it, English ones are unchanged", async () => {
    for (const token of [staffToken, ownerToken]) {
      const made = await call("POST", "/api/admin/closures", { ...CHRISTMAS, reason_es: ` ${SPANISH} ` }, token);
      expect(made.status).toBe(201);
      expect(made.body.closure).toMatchObject({ reason: CHRISTMAS.reason, reason_es: SPANISH, same_in_spanish: [] });
      // A change without the Spanish (a client of the spec's shape) keeps it.
      const kept = await call("PUT", `/api/admin/closures/${made.body.closure.id}`, { ...CHRISTMAS, __v: 0 }, token);
      expect(kept.body.closure).toMatchObject({ reason_es: SPANISH, __v: 1 });

      const banner = await call("GET", "/api/banner-settings");
      expect(banner.body.closure).toEqual({
        closedUntil: "Closed until Monday, December 29",
        reason: CHRISTMAS.reason,
        reasonEs: SPANISH,
        reopensOn: "2031-12-29",
      });
      expect(await bannerOf("/es")).toContain(`Cerrado hasta el lunes, 29 de diciembre. <span>${SPANISH}</span>`);
      expect(await bannerOf("/")).toContain(`Closed until Monday, December 29. ${CHRISTMAS.reason}`);

      // A stop the closure cancels says it in Spanish; staff's own reason has no Spanish yet, so it is marked.
      const events = (await call("GET", "/api/events")).body.events as { id: string; occurrences: object[] }[];
      expect(events.find((event) => event.id === saturdays)!.occurrences).toContainEqual({
        date: "2031-12-27",
        cancelled: true,
        reason: CHRISTMAS.reason,
        reasonEs: SPANISH,
      });
      expect(events.find((event) => event.id === fridays)!.occurrences).toContainEqual({
        date: "2031-12-26",
        cancelled: true,
        reason: "Staff party",
        reasonEs: null,
      });
      const stops = await html("/es/popup-locations");
      expect(stops).toContain(`Cancelada: <span>${SPANISH}</span>`);
      expect(stops).toContain('Cancelada: <span lang="en">Staff party</span>');
      expect(stops).not.toContain(`<span lang="en">${CHRISTMAS.reason}</span>`);
      expect(await text("/popup-locations")).toContain(`Cancelled: ${CHRISTMAS.reason}`);
      expect(feedOf(await text("/es/events.ics"), saturdays).cancelled["2031-12-27"]).toBe(`Cancelada: ${SPANISH}`);
      expect(feedOf(await text("/events.ics"), saturdays).cancelled["2031-12-27"]).toBe(
        `Cancelled: ${CHRISTMAS.reason}`,
      );
      expect(await specialHoursOf("/es/menu")).toMatchObject([{ validFrom: "2031-12-22", description: SPANISH }]);
      expect(await specialHoursOf("/menu")).toMatchObject([{ validFrom: "2031-12-22", description: CHRISTMAS.reason }]);
      await deleteAll();
    }
  });

  it("falls back to the English, marked English, until it has its Spanish; 'same in Spanish' shows it unmarked", async () => {
    const made = await call("POST", "/api/admin/closures", CHRISTMAS, staffToken);
    expect(made.body.closure).toMatchObject({ reason_es: "", same_in_spanish: [] });
    expect((await call("GET", "/api/banner-settings")).body.closure).toMatchObject({ reasonEs: null });
    expect(await bannerOf("/es/menu")).toContain(`<span lang="en">${CHRISTMAS.reason}</span>`);
    expect(await html("/es/popup-locations")).toContain(`Cancelada: <span lang="en">${CHRISTMAS.reason}</span>`);
    expect(await specialHoursOf("/es")).toMatchObject([{ description: CHRISTMAS.reason }]);

    const same = await call(
      "PUT",
      `/api/admin/closures/${made.body.closure.id}`,
      { ...CHRISTMAS, same_in_spanish: ["reason"], __v: 0 },
      ownerToken,
    );
    expect(same.body.closure).toMatchObject({ same_in_spanish: ["reason"] });
    expect((await call("GET", "/api/banner-settings")).body.closure).toMatchObject({ reasonEs: CHRISTMAS.reason });
    expect(await bannerOf("/es/menu")).toContain(`<span>${CHRISTMAS.reason}</span>`);
    await deleteAll();
  });

  it("refuses too long a Spanish reason or an unknown 'same' name, with a clear message, and keeps what was stored", async () => {
    const made = await call("POST", "/api/admin/closures", { ...CHRISTMAS, reason_es: SPANISH }, staffToken);
    const id = made.body.closure.id;
    const cases: [object, string][] = [
      [{ reason_es: "x".repeat(201) }, "Reason in Spanish must be at most 200 characters"],
      [{ reason_es: 7 }, "Reason in Spanish must be text"],
      [{ same_in_spanish: ["title"] }, "same_in_spanish may only name reason"],
    ];
    for (const [fields, error] of cases) {
      const created = await call("POST", "/api/admin/closures", { ...CHRISTMAS, ...fields }, ownerToken);
      expect(created.status, JSON.stringify(fields)).toBe(400);
      expect(created.body.error).toContain(error);
      const changed = await call("PUT", `/api/admin/closures/${id}`, { ...CHRISTMAS, ...fields, __v: 0 }, staffToken);
      expect(changed.status, JSON.stringify(fields)).toBe(400);
      expect(changed.body.error).toContain(error);
    }
    expect(await Closure.countDocuments({ deleted_at: null })).toBe(1);
    expect((await call("GET", `/api/admin/closures/${id}`, undefined, staffToken)).body.closure).toMatchObject({
      reason_es: SPANISH,
      __v: 0,
    });
    await deleteAll();
  });

  it("is counted on the dashboard, for Staff and Owners, until it has its Spanish or stays the same", async () => {
    const made = await call("POST", "/api/admin/closures", CHRISTMAS, staffToken);
    const id = made.body.closure.id;
    const line = new RegExp(`<a href="/admin/closures/${id}"[^>]*>${CHRISTMAS.reason} \\(closure\\): reason</a>`);
    const dashboard = async (admin: typeof STAFF) =>
      (
        await fetch(`${server.url}/admin/dashboard`, {
          headers: { Cookie: await portalSessionCookie(admin, server.url) },
        })
      ).text();
    expect(await dashboard(STAFF)).toMatch(line);
    expect(await dashboard(OWNER)).toMatch(line);
    // Through the portal's own form, without JavaScript: "Same in Spanish" ticked.
    const form = { kind: "range", ...CHRISTMAS, reason_es: "", same_in_spanish: "reason", __v: "0" };
    const saved = await postForm(`${server.url}/admin/closures/${id}`, form, {
      cookie: await portalSessionCookie(OWNER, server.url),
    });
    expect(saved.status).toBe(302);
    expect(await dashboard(STAFF)).not.toMatch(line);
    expect(await Closure.findById(id).lean()).toMatchObject({ same_in_spanish: ["reason"], reason_es: "" });
    await deleteAll();
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
      messageEs: null,
      linkTextEs: null,
      closure: {
        closedUntil: "Closed until Monday, December 29",
        reason: CHRISTMAS.reason,
        reasonEs: null,
        reopensOn: "2031-12-29",
      },
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
    expect((await call("GET", "/api/banner-settings")).body).toEqual(HIDDEN_PUBLIC_BANNER);
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

describe("notices to followers (issue 44)", () => {
  const FOLLOWERS = ["notices-one@example.com", "notices-two@example.com"];
  // Two more weekly stops from before (no `added_at`: added long ago), each with a date this week.
  let wednesdays = "";
  let thursdays = "";
  const staffCookie = () => portalSessionCookie(STAFF, server.url);
  const ownerCookie = () => portalSessionCookie(OWNER, server.url);
  const portal = async (path: string, fields: Record<string, string>, cookie: string) =>
    postForm(`${server.url}${path}`, fields, { cookie });
  /** The 10 minutes a notice waits have passed: it is due now on this server's clock. */
  const waitOver = (id: string) =>
    Mailing.updateOne({ _id: id }, { $set: { send_at: new Date(new Date(NOW).getTime() - 60_000) } });
  const noticeOf = async (prefix: string, id: string) =>
    (await Mailing.findOne({ _id: new RegExp(`^${prefix}:${id}:`) })
      .sort({ created_at: -1 })
      .lean<{
        _id: string;
        status: string;
        subject: string;
        held_for: string;
      }>())!;
  const mailTo = (email: string, subject: RegExp) =>
    smtp.messages.filter((m) => m.envelopeTo.includes(email) && subject.test(m.subject ?? ""));
  const eventById = async (id: string, token = ownerToken) =>
    (await call("GET", `/api/admin/events/${id}`, undefined, token)).body.event;

  beforeAll(async () => {
    await saveBusinessDetails({ postalAddress: "Sando Truck, PO Box 1234, Goleta, CA 93117" }, { adminId: "closures" });
    await NewsletterSubscriber.insertMany(
      FOLLOWERS.map((email) => ({ email, confirmed_at: new Date(), topics: ["stop-changes"] })),
    );
    const [wednesday, thursday] = await PopupEvent.create([
      {
        title: "Goleta Wednesdays",
        address: "5700 Calle Real, Goleta, CA 93117",
        date: "2031-12-03",
        time: "4:00 PM - 8:00 PM",
        description: "Wednesday evenings.",
        repeat: "weekly",
        repeat_until: "2032-01-28",
      },
      {
        title: "Carpinteria Thursdays",
        address: "800 Linden Ave, Carpinteria, CA 93013",
        date: "2031-12-04",
        time: "11:00 AM - 2:00 PM",
        description: "Thursday lunch.",
        repeat: "weekly",
        repeat_until: "2032-01-29",
      },
    ]);
    wednesdays = wednesday!._id.toString();
    thursdays = thursday!._id.toString();
  });

  // Each test starts the fixed day afresh: its share of notices (the tests above took some), its
  // stops as they were.
  beforeEach(async () => {
    await mongoose.connection.collection("noticedayplaces").deleteMany({});
  });
  afterEach(async () => {
    await Mailing.updateMany({ status: "scheduled" }, { $set: { status: "withdrawn" } });
    await PopupEvent.updateMany(
      { _id: { $in: [wednesdays, thursdays] } },
      { $set: { cancellations: [], skip_dates: [], is_active: true } },
    );
  });

  it("a restored stop's waiting Cancelled notice is withdrawn, ticked or not; a notice is read again just before it goes", async () => {
    // Staff cancel Wednesday over the API with notify_followers, then restore it from the list
    // without JavaScript with "Tell followers" unticked.
    const wednesday = await eventById(wednesdays, staffToken);
    const cancelled = await call(
      "PUT",
      `/api/admin/events/${wednesdays}`,
      { ...wednesday, cancellations: [{ date: "2031-12-24", reason: "Rain" }], notify_followers: true },
      staffToken,
    );
    expect(cancelled.body.notice).toMatchObject({ status: "scheduled" });
    const restored = await portal(
      "/admin/events",
      { intent: "restore", id: wednesdays, date: "2031-12-24", reason: "", notify_offered: "1" },
      await staffCookie(),
    );
    expect(restored.status).toBe(302);
    const withdrawn = await noticeOf("stop-change", wednesdays);
    expect(withdrawn.status).toBe("withdrawn");
    const list = await (await fetch(`${server.url}/admin/events`, { headers: { Cookie: await staffCookie() } })).text();
    expect(list).toContain("The notice was withdrawn");

    // Thursday: cancelled with the box ticked (the form), then deactivated in one tap, which
    // writes no notice: read again as it starts, the notice says the stop is called off.
    expect(
      (
        await portal(
          "/admin/events",
          {
            intent: "cancel",
            id: thursdays,
            date: "2031-12-25",
            reason: "Christmas",
            notify_offered: "1",
            notify_followers: "on",
          },
          await staffCookie(),
        )
      ).status,
    ).toBe(302);
    expect((await portal("/admin/events", { intent: "deactivate", id: thursdays }, await ownerCookie())).status).toBe(
      302,
    );
    const thursdayNotice = await noticeOf("stop-change", thursdays);
    await waitOver(withdrawn._id);
    await waitOver(thursdayNotice._id);
    for (const email of FOLLOWERS) {
      await smtp.waitFor(() => mailTo(email, /Carpinteria Thursdays/).length > 0);
      expect(mailTo(email, /Carpinteria Thursdays/).map((m) => m.subject)).toEqual([
        "Called off: Carpinteria Thursdays, Thursday, December 25, 2031",
      ]);
      // The restored stop's notice reached nobody.
      expect(mailTo(email, /Goleta Wednesdays/)).toEqual([]);
    }
    expect((await noticeOf("stop-change", wednesdays)).status).toBe("withdrawn");
  });

  it("a deleted closure's waiting notice reaches nobody, not even a follower who came after; one still on goes", async () => {
    const deleted = await call(
      "POST",
      "/api/admin/closures",
      { starts_on: "2031-12-24", ends_on: "2031-12-24", reason: "Generator repair", notify_followers: true },
      staffToken,
    );
    const kept = await call(
      "POST",
      "/api/admin/closures",
      { starts_on: "2031-12-25", ends_on: "2031-12-25", reason: "Christmas Day", notify_followers: true },
      staffToken,
    );
    expect(deleted.body.notice).toMatchObject({ status: "scheduled" });
    expect(kept.body.notice).toMatchObject({ status: "scheduled" });
    expect((await call("DELETE", `/api/admin/closures/${deleted.body.closure.id}`, undefined, staffToken)).status).toBe(
      200,
    );
    const later = "notices-later@example.com";
    await NewsletterSubscriber.create({ email: later, confirmed_at: new Date(), topics: ["stop-changes"] });
    const gone = await noticeOf("closure", deleted.body.closure.id);
    expect(gone.status).toBe("withdrawn");
    await waitOver(gone._id);
    await waitOver((await noticeOf("closure", kept.body.closure.id))._id);
    for (const email of [...FOLLOWERS, later]) {
      await smtp.waitFor(() => mailTo(email, /Christmas Day/).length > 0);
      expect(mailTo(email, /Generator repair/)).toEqual([]);
    }
  });

  it('once its "Closed" notice went, deleting the closure offers a "Back on" notice, and sends it', async () => {
    // A follower who reads Spanish gets both notices in Spanish (issue 50), the reason as staff
    // wrote it in Spanish; the others get them in English.
    const spanish = "notices-es@example.com";
    await NewsletterSubscriber.create({
      email: spanish,
      confirmed_at: new Date(),
      topics: ["stop-changes"],
      language: "es",
    });
    const header = (mail: ReceivedMail, name: string) => mail.headers.find((entry) => entry.key === name)?.value;
    const cookie = await ownerCookie();
    const made = await portal(
      "/admin/closures",
      {
        kind: "range",
        starts_on: "2031-12-27",
        ends_on: "2031-12-27",
        reason: "Truck in the shop",
        reason_es: "El camión está en el taller",
        notify_followers: "on",
      },
      cookie,
    );
    expect(made.status).toBe(302);
    const closure = (await Closure.findOne({ reason: "Truck in the shop" }).lean<{ _id: unknown }>())!;
    const id = String(closure._id);
    await waitOver((await noticeOf("closure", id))._id);
    for (const email of FOLLOWERS) {
      await smtp.waitFor(() => mailTo(email, /Truck in the shop/).length > 0);
      const [closed] = mailTo(email, /Truck in the shop/);
      expect(closed!.subject).toBe("Closed until Sunday, December 28: Truck in the shop");
      expect(header(closed!, "content-language")).toBe("en");
    }
    await smtp.waitFor(() => mailTo(spanish, /^Cerrado hasta/).length > 0);
    const [cerrado] = mailTo(spanish, /^Cerrado hasta/);
    expect(cerrado!.subject).toBe("Cerrado hasta el domingo, 28 de diciembre: El camión está en el taller");
    expect(header(cerrado!, "content-language")).toBe("es");
    expect(cerrado!.text).toContain(
      "Cancelada: Mesa Saturdays, sábado, 27 de diciembre de 2031, 11:00 a.m. - 2:00 p.m., en 1 Mesa Ln, Santa Barbara, CA 93109.",
    );
    expect(cerrado!.html).toContain('<span lang="en">Mesa Saturdays</span>');
    expect(mailTo(spanish, /Truck in the shop/)).toEqual([]);

    // Staff delete it without JavaScript: the page offers "Tell followers", ticked.
    const page = await (
      await fetch(`${server.url}/admin/closures/${id}`, { headers: { Cookie: await staffCookie() } })
    ).text();
    expect(page).toContain("Followers were told of this closure");
    expect(page).toMatch(
      /<input id="closure-delete-notify_followers"[^>]*type="checkbox" name="notify_followers" checked=""/,
    );
    const removed = await portal(
      `/admin/closures/${id}`,
      { intent: "delete", __v: "0", notify_followers: "on" },
      await staffCookie(),
    );
    expect(removed.status).toBe(302);
    const backOn = await noticeOf("closure", id);
    expect(backOn._id).toBe(`closure:${id}:2`);
    expect(backOn.subject).toBe("Back on: Mesa Saturdays, Saturday, December 27, 2031");
    await waitOver(backOn._id);
    for (const email of FOLLOWERS) {
      await smtp.waitFor(() => mailTo(email, /^Back on: Mesa Saturdays/).length > 0);
      expect(mailTo(email, /^Back on: Mesa Saturdays/)[0]?.text).toContain(
        "Back on: Mesa Saturdays, Saturday, December 27, 2031, 11:00 AM - 2:00 PM, at 1 Mesa Ln, Santa Barbara, CA 93109, goes ahead as planned.",
      );
    }
    await smtp.waitFor(() => mailTo(spanish, /^De nuevo en pie/).length > 0);
    const [deNuevo] = mailTo(spanish, /^De nuevo en pie/);
    expect(deNuevo!.subject).toBe("De nuevo en pie: Mesa Saturdays, sábado, 27 de diciembre de 2031");
    expect(header(deNuevo!, "content-language")).toBe("es");
    expect(deNuevo!.text).toContain(
      "El food truck vuelve a abrir: se canceló el cierre (El camión está en el taller).",
    );
    expect(mailTo(spanish, /^Back on/)).toEqual([]);
  });

  it("lets three new notices go in a day; the fourth waits for an Owner, who alone may send it now", async () => {
    const cancel = async (id: string, date: string, reason = "Private party") => {
      const event = await eventById(id, staffToken);
      return call(
        "PUT",
        `/api/admin/events/${id}`,
        { ...event, cancellations: [{ date, reason }], notify_followers: true },
        staffToken,
      );
    };
    const closed = await call(
      "POST",
      "/api/admin/closures",
      { starts_on: "2031-12-27", ends_on: "2031-12-27", reason: "Market closed", notify_followers: true },
      staffToken,
    );
    expect(closed.body.notice.message).toMatch(/^A notice goes to followers at /);
    expect((await cancel(wednesdays, "2031-12-24")).body.notice.message).toMatch(/^A notice goes to followers at /);
    expect((await cancel(thursdays, "2031-12-25")).body.notice.message).toMatch(/^A notice goes to followers at /);
    // A second change to a notice still waiting is the same notice: it takes no new place.
    expect((await cancel(thursdays, "2031-12-25", "Private party upstairs")).body.notice.message).toMatch(
      /^A notice goes to followers at /,
    );
    // The fourth: Friday's staff party is off, so that Friday is back on.
    const fourth = await call(
      "PUT",
      `/api/admin/events/${fridays}`,
      { ...(await eventById(fridays, staffToken)), cancellations: [], notify_followers: true },
      staffToken,
    );
    expect(fourth.status).toBe(200);
    expect(fourth.body.notice.message).toBe(
      "This notice waits for an Owner to send it: today's share of notices to followers is used up, or its stop was added in the last day",
    );
    const held = await noticeOf("stop-change", fridays);
    expect(held.held_for).toBe("owner");
    const staffList = await (
      await fetch(`${server.url}/admin/events`, { headers: { Cookie: await staffCookie() } })
    ).text();
    expect(staffList).toContain("waits for an Owner to send it");
    expect(staffList).toContain("An Owner can send it now");

    // Due, it still waits (while another notice of the day goes); Staff may not send it now,
    // through the page or its data; an Owner may.
    await waitOver(held._id);
    await waitOver((await noticeOf("stop-change", wednesdays))._id);
    for (const email of FOLLOWERS) await smtp.waitFor(() => mailTo(email, /Goleta Wednesdays/).length > 0);
    expect(mailTo(FOLLOWERS[0]!, /Harbor Fridays/)).toEqual([]);
    for (const path of ["/admin/events", "/admin/events.data"]) {
      const refused = await portal(path, { intent: "send-notice-now", id: fridays }, await staffCookie());
      expect(refused.status, path).toBe(403);
    }
    expect((await noticeOf("stop-change", fridays)).held_for).toBe("owner");
    const sent = await portal("/admin/events", { intent: "send-notice-now", id: fridays }, await ownerCookie());
    expect(sent.status).toBe(302);
    for (const email of FOLLOWERS) await smtp.waitFor(() => mailTo(email, /Harbor Fridays/).length > 0);
  });

  it("keeps what only an Owner may: a notice about a stop added in the last day, and web addresses in a notice", async () => {
    const added = await call(
      "POST",
      "/api/admin/events",
      {
        title: "Pop-up at the Wharf",
        address: "217 Stearns Wharf, Santa Barbara, CA 93101",
        date: "2031-12-24",
        time: "4:00 PM - 8:00 PM",
        description: "One night only.",
        display_order: 0,
      },
      staffToken,
    );
    const fresh = added.body.event;
    // Staff may change it, and tick Tell followers: the change is saved and its notice waits for
    // an Owner to send it, whatever today's share; over the API and the form alike.
    const byStaff = await call(
      "PUT",
      `/api/admin/events/${fresh.id}`,
      { ...fresh, time: "5:00 PM - 9:00 PM", notify_followers: true },
      staffToken,
    );
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.notice.message).toBe(
      "This notice waits for an Owner to send it: today's share of notices to followers is used up, or its stop was added in the last day",
    );
    expect((await noticeOf("stop-change", fresh.id)).held_for).toBe("owner");
    const byForm = await portal(
      "/admin/events",
      {
        intent: "cancel",
        id: fresh.id,
        date: "2031-12-24",
        reason: "Wind",
        notify_offered: "1",
        notify_followers: "on",
      },
      await staffCookie(),
    );
    expect(byForm.status).toBe(302);
    expect((await eventById(fresh.id)).time).toBe("5:00 PM - 9:00 PM");
    expect((await eventById(fresh.id)).cancellations).toEqual([{ date: "2031-12-24", reason: "Wind", reason_es: "" }]);
    expect((await noticeOf("stop-change", fresh.id)).held_for).toBe("owner");
    // An Owner sends it.
    const sentByOwner = await portal("/admin/events", { intent: "send-notice-now", id: fresh.id }, await ownerCookie());
    expect(sentByOwner.status).toBe(302);
    expect((await noticeOf("stop-change", fresh.id)).held_for).toBe("");

    // A web address in a title, an address or a reason: refused to Staff at that field.
    const wednesday = await eventById(wednesdays, staffToken);
    const byTitle = await call(
      "PUT",
      `/api/admin/events/${wednesdays}`,
      {
        ...wednesday,
        title: "Log in at https://evil.example/sando",
        cancellations: [{ date: "2031-12-24", reason: "Rain" }],
        notify_followers: true,
      },
      staffToken,
    );
    expect(byTitle.status).toBe(400);
    expect(byTitle.body.fieldErrors).toEqual({
      title:
        "A notice to followers cannot carry a web address in its title: take it out, or ask an Owner to send the notice",
    });
    const byReason = await portal(
      "/admin/events",
      {
        intent: "cancel",
        id: wednesdays,
        date: "2031-12-24",
        reason: "Refunds at evil.example/refund",
        notify_offered: "1",
        notify_followers: "on",
      },
      await staffCookie(),
    );
    expect(byReason.status).toBe(302);
    const flashed = await (
      await fetch(`${server.url}/admin/events`, {
        headers: { Cookie: byReason.headers.getSetCookie()[0]?.split(";")[0] ?? (await staffCookie()) },
      })
    ).text();
    expect(flashed).toContain("cannot carry a web address in its reason");
    const closureForm = await portal(
      "/admin/closures",
      {
        kind: "range",
        starts_on: "2031-12-27",
        ends_on: "2031-12-27",
        reason: "See www.evil.example",
        notify_followers: "on",
      },
      await staffCookie(),
    );
    expect(closureForm.status).toBe(400);
    expect(await closureForm.text()).toMatch(
      /id="closure-reason-error"[^>]*>A notice to followers cannot carry a web address in its reason/,
    );
    // Followers who read Spanish get the Spanish (issue 50): the same rule holds there.
    const bySpanishTitle = await call(
      "PUT",
      `/api/admin/events/${wednesdays}`,
      {
        ...wednesday,
        title_es: "Entra en https://evil.example/sando",
        cancellations: [{ date: "2031-12-24", reason: "Rain" }],
        notify_followers: true,
      },
      staffToken,
    );
    expect(bySpanishTitle.status).toBe(400);
    expect(bySpanishTitle.body.fieldErrors).toEqual({
      title_es:
        "A notice to followers cannot carry a web address in its title in Spanish: take it out, or ask an Owner to send the notice",
    });
    const bySpanishReason = await call(
      "POST",
      "/api/admin/closures",
      {
        starts_on: "2031-12-27",
        ends_on: "2031-12-27",
        reason: "Closed",
        reason_es: "Reembolsos en www.evil.example",
        notify_followers: true,
      },
      staffToken,
    );
    expect(bySpanishReason.status).toBe(400);
    expect(bySpanishReason.body.fieldErrors).toEqual({
      reason_es:
        "A notice to followers cannot carry a web address in its reason in Spanish: take it out, or ask an Owner to send the notice",
    });
    expect(await Closure.countDocuments({ reason_es: "Reembolsos en www.evil.example" })).toBe(0);
    expect((await eventById(wednesdays)).title).toBe("Goleta Wednesdays");
    expect((await eventById(wednesdays)).cancellations).toEqual([]);
    expect(await Closure.countDocuments({ reason: "See www.evil.example" })).toBe(0);
    // Owners are not held by it; Staff without telling followers are not either.
    const ownersReason = await call(
      "POST",
      "/api/admin/closures",
      { starts_on: "2031-12-27", ends_on: "2031-12-27", reason: "See www.evil.example", notify_followers: true },
      ownerToken,
    );
    expect(ownersReason.status).toBe(201);
  });
});
