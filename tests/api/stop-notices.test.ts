// Notices to followers of stop changes (issue 32, item 1) over HTTP: a cancel, skip, move or
// delete of a date in the next 7 days with "Tell followers" (portal) or `notify_followers`
// (API) schedules one mailing to the `stop-changes` topic 10 minutes on; a second change while
// it waits rewrites the same mailing and restarts the wait; an Owner's "Send now" sends it at
// once (Staff are refused, issue 44); a change further out, or without the choice, sends nothing.
// Staff and Owners alike.
import { describe, expect, it } from "vitest";
import { mailingProgress } from "#app/domain/mailings/mailings.server.ts";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { StopNotice } from "#app/models/stop-notice.server.ts";
import { type ApiRecord, callApi, onFirstUse } from "#tests/support/admin-api.ts";
import { apiLogin, portalSessionCookie } from "#tests/support/admin-users.ts";
import { namesDeletedAfterThisFile, useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { postForm } from "#tests/support/form-posts.ts";
import { adminsOfThisFile } from "#tests/support/test-admins.ts";

useTestDatabase();
const eventTitle = namesDeletedAfterThisFile(PopupEvent, "title");
const admins = adminsOfThisFile("stop-notices");
const owner = onFirstUse(async () => admins.create("owner"));
const staff = onFirstUse(async () => admins.create("staff"));
const tokenOf = {
  owner: onFirstUse(async () => (await apiLogin(await owner())).accessToken),
  staff: onFirstUse(async () => (await apiLogin(await staff())).accessToken),
};
const cookieOf = {
  owner: onFirstUse(async () => portalSessionCookie(await owner())),
  staff: onFirstUse(async () => portalSessionCookie(await staff())),
};
type Role = keyof typeof tokenOf;

const TEN_MINUTES = 10 * 60_000;
const DAY = 24 * 60 * 60_000;
const today = todayInTruckTimeZone();
const soon = addDaysToIsoDate(today, 2);

type NoticeAnswer = { status: string; send_at: string; message: string } | null;
async function call(role: Role, method: string, path: string, body?: unknown) {
  const reply = await callApi(method, path, body, { token: await tokenOf[role]() });
  return { ...reply, notice: (reply.body as unknown as { notice?: NoticeAnswer }).notice };
}

async function createStop(date = soon, overrides: Record<string, unknown> = {}): Promise<ApiRecord> {
  const created = await call("owner", "POST", "/api/admin/events", {
    title: eventTitle("Funk Zone Friday"),
    address: "137 Anacapa St, Santa Barbara, CA 93101",
    date,
    time: "4:00 PM - 9:00 PM",
    description: "Katsu sandos by the brewery.",
    display_order: 0,
    ...overrides,
  });
  expect(created.status).toBe(201);
  // Added two days ago: a notice about a stop added in the last day is an Owner's alone (issue 44).
  await PopupEvent.updateOne({ _id: created.body.event.id }, { $set: { added_at: new Date(Date.now() - 2 * DAY) } });
  return created.body.event;
}

const notices = (eventId: string) => StopNotice.find({ event_id: eventId }).lean();

/** The send time lies 10 minutes after the change, as the server's clock had it. */
function expectTenMinutesAfter(sendAt: string, before: number, after: number) {
  const at = new Date(sendAt).getTime();
  expect(at).toBeGreaterThanOrEqual(before + TEN_MINUTES - 1000);
  expect(at).toBeLessThanOrEqual(after + TEN_MINUTES + 1000);
}

describe("notify_followers on the admin API", () => {
  it.each(["owner", "staff"] as const)(
    "a %s cancelling a date this week schedules a notice 10 minutes on",
    async (role) => {
      const event = await createStop();
      const before = Date.now();
      const saved = await call(role, "PUT", `/api/admin/events/${event.id}`, {
        ...event,
        cancellations: [{ date: soon, reason: "Rained out, see you next week" }],
        notify_followers: true,
      });
      const after = Date.now();
      expect(saved.status).toBe(200);
      expect(saved.notice).toMatchObject({
        status: "scheduled",
        message: expect.stringMatching(/^A notice goes to followers at \d{1,2}:\d{2} [AP]M$/),
      });
      expectTenMinutesAfter(saved.notice!.send_at, before, after);
      const mailing = await mailingProgress(`stop-change:${event.id}:1`);
      expect(mailing).toMatchObject({ kind: "stop-change", status: "scheduled" });
      expect(mailing!.subject).toMatch(/^Cancelled: Funk Zone Friday/);
      // The answer names no follower.
      expect(JSON.stringify(saved.body)).not.toMatch(/@/);
    },
  );

  it("sends nothing without notify_followers, and refuses one that is not a boolean", async () => {
    const event = await createStop();
    const saved = await call("staff", "PUT", `/api/admin/events/${event.id}`, { ...event, time: "5:00 PM - 9:00 PM" });
    expect(saved.status).toBe(200);
    expect(saved.notice).toBeNull();
    const refused = await call("staff", "PUT", `/api/admin/events/${event.id}`, {
      ...saved.body.event,
      time: "6:00 PM - 9:00 PM",
      notify_followers: "yes",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("notify_followers must be true or false");
    // The refused edit stored nothing.
    expect((await call("staff", "GET", `/api/admin/events/${event.id}`)).body.event.time).toBe("5:00 PM - 9:00 PM");
    expect(await notices(event.id)).toEqual([]);
  });

  it("two edits in a row make one waiting notice with the latest words, its wait restarted", async () => {
    const event = await createStop();
    const moved = await call("owner", "PUT", `/api/admin/events/${event.id}`, {
      ...event,
      time: "5:00 PM - 10:00 PM",
      notify_followers: true,
    });
    expect((await mailingProgress(`stop-change:${event.id}:1`))!.subject).toMatch(/^New hours: /);
    const before = Date.now();
    const placed = await call("staff", "PUT", `/api/admin/events/${event.id}`, {
      ...moved.body.event,
      cancellations: [{ date: soon, reason: "Truck in the shop" }],
      notify_followers: true,
    });
    const after = Date.now();
    expect(placed.notice!.status).toBe("scheduled");
    expectTenMinutesAfter(placed.notice!.send_at, before, after);
    expect(await notices(event.id)).toHaveLength(1);
    // The one mailing now says what followers need to know: the stop is off (its new hours no longer matter).
    const mailing = await mailingProgress(`stop-change:${event.id}:1`);
    expect(mailing!.subject).toMatch(/^Cancelled: Funk Zone Friday/);
    expect(await mailingProgress(`stop-change:${event.id}:2`)).toBeNull();
  });

  it("a notice claimed but never made (a server stopped between the two) is made by the next change", async () => {
    const event = await createStop();
    const before = { ...event, active: true, skip_dates: [], cancellations: [] };
    await StopNotice.create({ _id: `stop-change:${event.id}:1`, event_id: event.id, n: 1, before });
    const saved = await call("staff", "PUT", `/api/admin/events/${event.id}`, {
      ...event,
      skip_dates: [soon],
      notify_followers: true,
    });
    expect(saved.notice!.status).toBe("scheduled");
    expect((await mailingProgress(`stop-change:${event.id}:1`))!.subject).toMatch(/^Not happening: /);
    expect(await notices(event.id)).toHaveLength(1);
  });

  it("deleting a stop this week tells followers it is called off", async () => {
    const event = await createStop();
    const deleted = await call("staff", "DELETE", `/api/admin/events/${event.id}`, { notify_followers: true });
    expect(deleted.status).toBe(200);
    expect(deleted.notice!.status).toBe("scheduled");
    expect((await mailingProgress(`stop-change:${event.id}:1`))!.subject).toMatch(/^Called off: Funk Zone Friday/);
  });

  it("a change to a date more than 7 days away sends nothing", async () => {
    const later = addDaysToIsoDate(today, 10);
    const event = await createStop(later);
    const saved = await call("owner", "PUT", `/api/admin/events/${event.id}`, {
      ...event,
      cancellations: [{ date: later, reason: "Private party" }],
      notify_followers: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.notice).toBeNull();
    const deleted = await call("owner", "DELETE", `/api/admin/events/${event.id}?notify_followers=true`);
    expect(deleted.status).toBe(200);
    expect(deleted.notice).toBeNull();
    expect(await notices(event.id)).toEqual([]);
  });
});

describe("Tell followers in the portal", () => {
  const portal = (role: Role, path: string, fields: Record<string, string>) =>
    cookieOf[role]().then((cookie) => postForm(`${baseUrl()}${path}`, fields, { cookie }));
  const page = async (role: Role, path: string) =>
    (await fetch(`${baseUrl()}${path}`, { headers: { Cookie: await cookieOf[role]() } })).text();
  /** The list after a post, with the message the post left in the portal's cookie. */
  const listAfter = async (role: Role, answer: Response) => {
    const cookie = answer.headers.getSetCookie()[0]?.split(";")[0] || (await cookieOf[role]());
    return (await fetch(`${baseUrl()}/admin/events`, { headers: { Cookie: cookie } })).text();
  };

  it.each(["owner", "staff"] as const)(
    "a %s skips a date with the box ticked and sees when it goes; only an Owner may send it now (issue 44)",
    async (role) => {
      const event = await createStop();
      const skipped = await portal(role, "/admin/events", {
        intent: "skip",
        id: event.id,
        date: soon,
        notify_offered: "1",
        notify_followers: "on",
      });
      expect(skipped.status).toBe(302);
      const list = await page(role, "/admin/events");
      expect(list).toMatch(/A notice goes to followers at \d{1,2}:\d{2} [AP]M/);
      const waiting = await mailingProgress(`stop-change:${event.id}:1`);
      if (role === "staff") {
        expect(list).toContain("An Owner can send it now");
        expect(list).not.toContain("Send now<");
        // Neither the page's action nor its data request sends it for Staff.
        for (const path of ["/admin/events", "/admin/events.data"]) {
          const refused = await portal(role, path, { intent: "send-notice-now", id: event.id });
          expect(refused.status, path).toBe(403);
        }
        expect((await mailingProgress(`stop-change:${event.id}:1`))!.sendAt).toBe(waiting!.sendAt);
        return;
      }
      expect(list).toContain("Send now");
      const before = Date.now();
      const sent = await portal(role, "/admin/events", { intent: "send-notice-now", id: event.id });
      expect(sent.status).toBe(302);
      const mailing = await mailingProgress(`stop-change:${event.id}:1`);
      expect(new Date(mailing!.sendAt).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      expect(new Date(mailing!.sendAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    },
  );

  it("with the box unticked a cancellation sends nothing; Send now with nothing waiting says so", async () => {
    const event = await createStop();
    const cancelled = await portal("staff", "/admin/events", {
      intent: "cancel",
      id: event.id,
      date: soon,
      reason: "Truck in the shop",
      notify_offered: "1",
    });
    expect(cancelled.status).toBe(302);
    expect(await notices(event.id)).toEqual([]);
    const refused = await portal("owner", "/admin/events", { intent: "send-notice-now", id: event.id });
    expect(await listAfter("owner", refused)).toContain("No notice is waiting to be sent");
  });

  it("an Owner moving this week's stop in the edit form with Tell followers ticked schedules the notice", async () => {
    const event = await createStop();
    expect(await page("owner", `/admin/events/edit/${event.id}`)).toContain("Tell followers");
    const fields = {
      title: String(event.title),
      address: "1 State St, Santa Barbara, CA 93101",
      date: soon,
      time: "4:00 PM - 9:00 PM",
      description: "Katsu sandos by the brewery.",
      image: "",
      display_order: "0",
      is_active: "on",
      repeat: "none",
      __v: String(event.__v),
    };
    // Unticked: saved, and nothing is sent.
    const quiet = await portal("owner", `/admin/events/edit/${event.id}`, fields);
    expect(quiet.status).toBe(302);
    expect(await notices(event.id)).toEqual([]);
    const moved = await portal("owner", `/admin/events/edit/${event.id}`, {
      ...fields,
      address: "500 Cabrillo Blvd, Santa Barbara, CA 93101",
      __v: String(event.__v + 1),
      notify_followers: "on",
    });
    expect(moved.status).toBe(302);
    expect(await listAfter("owner", moved)).toMatch(/Event updated successfully\. A notice goes to followers at/);
    expect((await mailingProgress(`stop-change:${event.id}:1`))!.subject).toMatch(/^New place: /);
  });

  it("the delete page offers Tell followers, and deleting with it ticked schedules the notice", async () => {
    const event = await createStop();
    const confirm = await page("staff", `/admin/events/${event.id}/delete`);
    expect(confirm).toContain("Tell followers");
    const deleted = await portal("staff", "/admin/events", {
      intent: "delete",
      id: event.id,
      notify_offered: "1",
      notify_followers: "on",
    });
    expect(deleted.status).toBe(302);
    expect(await listAfter("staff", deleted)).toMatch(/Event deleted successfully\. A notice goes to followers at/);
  });

  it("a visitor who is not signed in can neither send a notice now nor schedule one", async () => {
    const event = await createStop();
    await call("staff", "PUT", `/api/admin/events/${event.id}`, {
      ...event,
      skip_dates: [soon],
      notify_followers: true,
    });
    const waiting = await mailingProgress(`stop-change:${event.id}:1`);
    const sendNow = await postForm(`${baseUrl()}/admin/events`, { intent: "send-notice-now", id: event.id });
    expect(sendNow.status).toBe(302);
    expect(sendNow.headers.get("Location")).toMatch(/^\/admin\/login/);
    expect((await mailingProgress(`stop-change:${event.id}:1`))!.sendAt).toBe(waiting!.sendAt);
    const unsigned = await callApi("DELETE", `/api/admin/events/${event.id}?notify_followers=true`);
    expect(unsigned.status).toBe(401);
    expect(await notices(event.id)).toHaveLength(1);
  });
});
