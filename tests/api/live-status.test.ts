// The live status over HTTP (issue 52), on a database and server of their own whose clock stands
// on Friday, June 6, 2031 at 3:50 PM in Santa Barbara, with one stop today (Harbor Fridays, 4-9 PM)
// and one tomorrow. Staff and Owners both say where the truck is from /admin/live-status; bad
// input is refused beside its field and stores nothing; a stop not on today's schedule has no
// status; every change is listed with who made it; a visitor is sent to sign in. With a real
// SMTP server: "Sold out, closing early" with "Tell followers" sends one notice, in each
// follower's language, within Staff's bounds; back to normal withdraws one still waiting.
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveBusinessDetails } from "#app/domain/business/business-details.server.ts";
import { LIVE_STATUS_MESSAGES } from "#app/domain/live-status/live-status.ts";
import { Closure } from "#app/models/closure.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { LiveStatusChange } from "#app/models/live-status-change.server.ts";
import { Mailing } from "#app/models/mailing.server.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { findFreePort } from "#scripts/lib/local-database.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { portalSessionCookie } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { firstCookie, postForm } from "#tests/support/form-posts.ts";
import { seedWithOwnerAndStaff } from "#tests/support/seeded-owner-and-staff.ts";
import { clockedSendingTo, type SmtpCapture, startSmtpCapture } from "#tests/support/smtp.ts";

const databaseUri = `${testMongoBase()}/sando_live_status_${process.pid}_${Date.now()}`;
useTestDatabase(() => databaseUri);

const NOW = "2031-06-06T15:50:00-07:00";
const OWNER = { email: "owner@example.com", password: "owner-password-live-1" };
const STAFF = { email: "crew@example.com", password: "crew-password-live-1" };
const FOLLOWER = "follower@example.com";
const SEGUIDORA = "seguidora@example.com";
// Today's stop and tomorrow's, by id.
let harbor = "";
let mesa = "";
const HARBOR = { address: "113 Harbor Way, Santa Barbara, CA 93109", description: "Every Friday by the harbor." };
const WEEKLY = { repeat: "weekly", repeat_until: "2031-12-26" } as const;
const MESA = { address: "1 Mesa Ln, Santa Barbara, CA 93109", description: "Saturday market." };
let server: ServerProcess;
let smtp: SmtpCapture;
let ownerCookie = "";
let staffCookie = "";

beforeAll(async () => {
  await seedWithOwnerAndStaff(OWNER, STAFF);
  await PopupEvent.deleteMany({});
  const [friday, saturday] = await PopupEvent.create([
    // Every Friday since May, today's among them; and tomorrow's, once.
    { title: "Harbor Fridays", date: "2031-05-02", time: "4:00 PM - 9:00 PM", ...HARBOR, ...WEEKLY },
    { title: "Mesa Saturday", date: "2031-06-07", time: "11:00 AM - 2:00 PM", ...MESA },
  ]);
  harbor = friday!._id.toString();
  mesa = saturday!._id.toString();
  await saveBusinessDetails({ postalAddress: "Sando Truck, PO Box 1234, Goleta, CA 93117" }, { adminId: "live" });
  await NewsletterSubscriber.create([
    { email: FOLLOWER, confirmed_at: new Date(), topics: ["stop-changes"] },
    { email: SEGUIDORA, confirmed_at: new Date(), topics: ["stop-changes"], language: "es" },
  ]);
  smtp = await startSmtpCapture(await findFreePort());
  server = await startServerProcess({ mongodbUri: databaseUri, env: clockedSendingTo(NOW, smtp) });
  ownerCookie = await portalSessionCookie(OWNER, server.url);
  staffCookie = await portalSessionCookie(STAFF, server.url);
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await mongoose.connection.dropDatabase();
});

const say = (cookie: string, fields: Record<string, string>) =>
  postForm(`${server.url}/admin/live-status`, fields, { cookie });
const page = async (cookie: string) => {
  const response = await fetch(`${server.url}/admin/live-status`, { headers: { Cookie: cookie } });
  return { status: response.status, html: await response.text() };
};

describe("the live status from the portal", () => {
  it("Staff say the truck is running 20 minutes late; the page and its history say so", async () => {
    const answer = await say(staffCookie, { event_id: harbor, state: "late", minutes: "20" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/live-status");
    const { status, html } = await page(staffCookie);
    expect(status).toBe(200);
    expect(html).toContain("Running about 20 minutes late");
    expect(html).toMatch(/Harbor Fridays, Running late \(20 minutes\), by crew@example.com/);
  });

  it("the dashboard's 'We're here' goes back to the dashboard; nowhere else is a way back", async () => {
    const fromDashboard = await say(staffCookie, { event_id: harbor, state: "here", back: "/admin/dashboard" });
    expect(fromDashboard.headers.get("location")).toBe("/admin/dashboard");
    // The session's cookie as the redirect set it, with its flash.
    const cookie = firstCookie(fromDashboard) || staffCookie;
    const dashboard = await fetch(`${server.url}/admin/dashboard`, { headers: { Cookie: cookie } }).then((r) =>
      r.text(),
    );
    expect(dashboard).toContain("Live status saved");
    const fromEvents = await say(staffCookie, { event_id: harbor, state: "here", back: "/admin/events" });
    expect(fromEvents.headers.get("location")).toBe("/admin/events");
    const events = await fetch(`${server.url}/admin/events`, { headers: { Cookie: staffCookie } }).then((r) =>
      r.text(),
    );
    // Today's stop has the taps; tomorrow's does not.
    expect(events.match(/We&#x27;re here<span class="visually-hidden"> Harbor Fridays/g)).toHaveLength(1);
    expect(events).not.toContain('We&#x27;re here<span class="visually-hidden"> Mesa Saturday');
    const elsewhere = await say(staffCookie, { event_id: harbor, state: "here", back: "https://evil.example/" });
    expect(elsewhere.headers.get("location")).toBe("/admin/live-status");
  });

  it("visitors read it on the stop's card in both languages, and search engines read the stop as rescheduled", async () => {
    // Read once before, so a reused answer would be the one without the status.
    await fetch(`${server.url}/popup-locations`).then((response) => response.text());
    expect((await say(staffCookie, { event_id: harbor, state: "late", minutes: "25" })).status).toBe(302);
    const english = await fetch(`${server.url}/popup-locations`).then((response) => response.text());
    expect(english).toContain("Running about 25 minutes late");
    expect(english).toContain('"eventStatus":"https://schema.org/EventRescheduled"');
    expect(english).toContain(
      '"startDate":"2031-06-06T16:25:00-07:00","previousStartDate":"2031-06-06T16:00:00-07:00"',
    );
    const spanish = await fetch(`${server.url}/es/popup-locations`).then((response) => response.text());
    expect(spanish).toContain("Llegamos unos 25 minutos tarde");
    const home = await fetch(`${server.url}/`).then((response) => response.text());
    expect(home.match(/class="live-status live-status--late"/g)).toHaveLength(1);
    // The next-stop block and the stop's card; tomorrow's stop says nothing of it.
    expect(english.match(/class="live-status live-status--late"/g)).toHaveLength(2);
  });

  it("an Owner says sold out with a note, then back to normal: no status, both changes listed", async () => {
    expect(
      (await say(ownerCookie, { event_id: harbor, state: "sold-out", note: "Thank you, Santa Barbara!" })).status,
    ).toBe(302);
    expect((await page(ownerCookie)).html).toContain("Sold out, closing early: Thank you, Santa Barbara!");
    // The banner tells it (no closure is on, and staff's own banner comes after it).
    const banner = await fetch(`${server.url}/api/banner-settings`).then((response) => response.json());
    expect(banner).toMatchObject({
      isVisible: true,
      message: "Sold out at Harbor Fridays, closing early. Thank you, Santa Barbara!",
      messageEs: "Agotado en Harbor Fridays: cerramos antes. Thank you, Santa Barbara!",
      soldOut: { stop: "Harbor Fridays", stopEs: null, note: "Thank you, Santa Barbara!" },
    });
    const spanishHome = await fetch(`${server.url}/es`).then((response) => response.text());
    expect(spanishHome).toContain("Agotado en Harbor Fridays: cerramos antes.");
    expect((await say(ownerCookie, { event_id: harbor, state: "normal" })).status).toBe(302);
    const { html } = await page(ownerCookie);
    expect(html).toContain("No live status: visitors see the stop as scheduled.");
    const after = await fetch(`${server.url}/api/banner-settings`).then((response) => response.json());
    expect(after).not.toHaveProperty("soldOut");
    expect(html).toMatch(/Harbor Fridays, Back to normal, by owner@example.com/);
    expect(html).toMatch(/Harbor Fridays, Sold out, closing early \(Thank you, Santa Barbara!\), by owner@example.com/);
  });

  it("'Sold out' with Tell followers sends one notice in each follower's language; Staff's bounds hold; back to normal withdraws a waiting one", async () => {
    const mailTo = (email: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(email));
    const notice = (n: number) =>
      Mailing.findById(`sold-out:${harbor}:2031-06-06:${n}`).lean<{ status: string; subject: string }>();
    // Staff may not put a web address in a notice to every follower: refused beside the note, nothing kept.
    const before = await LiveStatusChange.countDocuments();
    const linked = await say(staffCookie, {
      event_id: harbor,
      state: "sold-out",
      note: "Order ahead at evil.example",
      notify_followers: "on",
    });
    expect(linked.status).toBe(400);
    expect(await linked.text()).toMatch(
      /id="live-[0-9a-f]+-note-error"[^>]*>A notice to followers cannot carry a web address in its note/,
    );
    expect(await LiveStatusChange.countDocuments()).toBe(before);
    expect(await notice(1)).toBeNull();

    // Staff say sold out and tick Tell followers; a second tap with a new note rewrites the same notice.
    const told = await say(staffCookie, { event_id: harbor, state: "sold-out", notify_followers: "on" });
    expect(told.status).toBe(302);
    const flash = await fetch(`${server.url}/admin/live-status`, {
      headers: { Cookie: firstCookie(told) || staffCookie },
    }).then((response) => response.text());
    expect(flash).toContain("A notice goes to followers at 4:00");
    expect(flash).toContain("An Owner can send it now");
    const note = "Thank you, Santa Barbara!";
    expect((await say(staffCookie, { event_id: harbor, state: "sold-out", note, notify_followers: "on" })).status).toBe(
      302,
    );
    expect(await notice(1)).toMatchObject({ status: "scheduled", subject: "Sold out: Harbor Fridays, closing early" });
    expect(await notice(2)).toBeNull();
    // Only an Owner sends it now.
    expect((await say(staffCookie, { event_id: harbor, intent: "send-notice-now" })).status).toBe(403);
    expect((await say(ownerCookie, { event_id: harbor, intent: "send-notice-now" })).status).toBe(302);
    await smtp.waitFor(() => mailTo(FOLLOWER).length > 0 && mailTo(SEGUIDORA).length > 0);
    const [english] = mailTo(FOLLOWER);
    expect(english!.subject).toBe("Sold out: Harbor Fridays, closing early");
    expect(english!.text).toContain("We sold out at Harbor Fridays today and are closing early.");
    expect(english!.text).toContain(note);
    const [spanish] = mailTo(SEGUIDORA);
    expect(spanish!.subject).toBe("Agotado: Harbor Fridays, cerramos antes");
    expect(spanish!.text).toContain("Hoy se nos acabó todo en Harbor Fridays y cerramos antes.");
    // The note as staff typed it, marked as English in the Spanish mail.
    expect(spanish!.html).toContain(`<span lang="en">${note.replace("!", "")}`);
    expect((await page(staffCookie)).html).toContain("Sent to 2 followers");

    // An Owner says it again with Tell followers (a new notice), then Staff go back to normal before it goes.
    expect((await say(ownerCookie, { event_id: harbor, state: "sold-out", notify_followers: "on" })).status).toBe(302);
    expect(await notice(2)).toMatchObject({ status: "scheduled" });
    expect((await say(staffCookie, { event_id: harbor, state: "normal" })).status).toBe(302);
    expect(await notice(2)).toMatchObject({ status: "withdrawn" });
    expect((await page(ownerCookie)).html).toContain(
      "The notice was withdrawn: nothing it said is true any more, so nothing was sent",
    );
    // One notice reached each follower in all.
    expect(mailTo(FOLLOWER)).toHaveLength(1);
    expect(mailTo(SEGUIDORA)).toHaveLength(1);
  });

  it("refuses bad minutes beside the field, and a stop that is not today's, storing nothing", async () => {
    const before = await LiveStatusChange.countDocuments();
    const late = await say(staffCookie, { event_id: harbor, state: "late", minutes: "500" });
    expect(late.status).toBe(400);
    const html = await late.text();
    expect(html).toContain(LIVE_STATUS_MESSAGES.minutesInvalid);
    expect(html).toContain('value="500"');
    const tomorrow = await say(staffCookie, { event_id: mesa, state: "here" });
    expect(tomorrow.status).toBe(409);
    expect(await tomorrow.text()).toContain(LIVE_STATUS_MESSAGES.notToday);
    expect((await say(staffCookie, { event_id: harbor, state: "closed" })).status).toBe(400);
    expect(await LiveStatusChange.countDocuments()).toBe(before);
  });

  it("is gone the next day without anything deleting it, its changes kept", async () => {
    expect((await say(staffCookie, { event_id: harbor, state: "here" })).status).toBe(302);
    const tomorrow = await startServerProcess({
      mongodbUri: databaseUri,
      env: { NODE_ENV: "test", TEST_CLOCK_NOW: "2031-06-07T00:01:00-07:00" },
    });
    try {
      for (const path of ["/", "/popup-locations"]) {
        const html = await fetch(`${tomorrow.url}${path}`).then((response) => response.text());
        expect(html, path).not.toContain('class="live-status ');
      }
      expect(await LiveStatusChange.countDocuments({ day: "2031-06-06" })).toBeGreaterThan(0);
    } finally {
      await tomorrow.stop();
    }
  });

  it("a visitor is sent to sign in and says nothing", async () => {
    const before = await LiveStatusChange.countDocuments();
    const answer = await say("", { event_id: harbor, state: "here" });
    expect([302, 303]).toContain(answer.status);
    expect(answer.headers.get("location")).toMatch(/\/admin\/login/);
    expect(await LiveStatusChange.countDocuments()).toBe(before);
  });

  // Last: the closure cancels today's stop for the rest of the day.
  it("'Closed today' saves the rest-of-today closure, which cancels the stop, and is listed with who said it", async () => {
    const missing = await say(staffCookie, { event_id: harbor, intent: "closed-today", reason: "" });
    expect(missing.status).toBe(400);
    expect(await Closure.countDocuments()).toBe(0);
    const answer = await say(staffCookie, { event_id: harbor, intent: "closed-today", reason: "Generator trouble" });
    expect(answer.status).toBe(302);
    const closures = await Closure.find().lean();
    expect(closures).toMatchObject([
      { rest_of_today: true, starts_on: "2031-06-06", ends_on: "2031-06-06", reason: "Generator trouble" },
    ]);
    const { html } = await page(staffCookie);
    expect(html).toContain("Cancelled today: it has no live status.");
    expect(html).toMatch(/Harbor Fridays, Closed today \(Generator trouble\), by crew@example.com/);
    // No status can be said of a cancelled stop.
    expect((await say(staffCookie, { event_id: harbor, state: "here" })).status).toBe(409);
  });
});
