// Issue 16 over HTTP: an item sold out for today and its labels, through the admin API and the
// portal list's one tap, as the public API, the llms.txt summary and a server whose clock stands
// on the next day see them; bad input (an unknown label, a deleted item) refused with a clear
// message and nothing stored.

import mongoose from "mongoose";
import { describe, expect, it } from "vitest";
import { todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { MenuItem } from "#app/models/menu-item.server.ts";
import { startServerProcess } from "#scripts/lib/server-process.ts";
import { callApi, onFirstUse } from "#tests/support/admin-api.ts";
import { apiLogin, portalSessionCookie } from "#tests/support/admin-users.ts";
import { namesDeletedAfterThisFile, useTestDatabase } from "#tests/support/database.ts";
import { baseUrl, testDatabaseUri } from "#tests/support/environment.ts";
import { firstCookie, postForm } from "#tests/support/form-posts.ts";
import { adminsOfThisFile } from "#tests/support/test-admins.ts";

useTestDatabase();
const itemName = namesDeletedAfterThisFile(MenuItem, "name");
const eventTitle = namesDeletedAfterThisFile(PopupEvent, "title");
const admins = adminsOfThisFile("menu-ops");
const staff = onFirstUse(() => admins.create());
const token = onFirstUse(async () => (await apiLogin(await staff())).accessToken);
const call = async (method: string, path: string, body?: unknown) =>
  callApi(method, path, body, { token: await token() });

// Merch, far down its list and not popular: no other test's view of the menu changes.
function newItem(overrides: Record<string, unknown> = {}) {
  const name = itemName("Ops Tote");
  return { category_id: "merch", name, description: "Canvas tote", price: 18, display_order: 90, ...overrides };
}

type PublicItem = { id: string; name: string; soldOut: boolean; dietary: string[] };
async function publicItem(id: string, origin = baseUrl()): Promise<PublicItem | undefined> {
  const menu = (await (await fetch(`${origin}/api/menu-items`)).json()) as { menuItems: Record<string, PublicItem[]> };
  return Object.values(menu.menuItems)
    .flat()
    .find((item) => item.id === id);
}

describe("the public menu API", () => {
  it("gives every item soldOut (a boolean) and dietary (a list of label ids)", async () => {
    const menu = (await (await fetch(`${baseUrl()}/api/menu-items`)).json()) as {
      menuItems: Record<string, PublicItem[]>;
    };
    const items = Object.values(menu.menuItems).flat();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(typeof item.soldOut, item.name).toBe("boolean");
      expect(Array.isArray(item.dietary), item.name).toBe(true);
    }
    const ramune = items.find((item) => item.name === "Ramune");
    expect(ramune?.dietary).toEqual(["vegan", "gluten-free", "dairy-free"]);
  });
});

describe("sold out, through the admin API", () => {
  it("is accepted on create and update, returned, shown publicly, and kept by a PUT that leaves it out", async () => {
    const created = await call(
      "POST",
      "/api/admin/menu-items",
      newItem({ sold_out: true, dietary: ["contains-soy", "vegan", "vegan"] }),
    );
    expect(created.status).toBe(201);
    // Each label once, in the menu's order.
    expect(created.body.menuItem).toMatchObject({ sold_out: true, dietary: ["vegan", "contains-soy"] });
    const id = created.body.menuItem.id as string;
    expect(await publicItem(id)).toMatchObject({ soldOut: true, dietary: ["vegan", "contains-soy"] });

    // An older client's PUT (neither field): both stay.
    const { sold_out: _soldOut, dietary: _dietary, id: _id, __v: _v, ...fields } = created.body.menuItem;
    const kept = await call("PUT", `/api/admin/menu-items/${id}`, { ...fields, description: "Heavier canvas" });
    expect(kept.status).toBe(200);
    expect(kept.body.menuItem).toMatchObject({
      description: "Heavier canvas",
      sold_out: true,
      dietary: ["vegan", "contains-soy"],
    });

    const back = await call("PUT", `/api/admin/menu-items/${id}`, { ...fields, sold_out: false, dietary: [] });
    expect(back.body.menuItem).toMatchObject({ sold_out: false, dietary: [] });
    expect(await publicItem(id)).toMatchObject({ soldOut: false, dietary: [] });
    expect((await call("GET", `/api/admin/menu-items/${id}`)).body.menuItem).toMatchObject({ sold_out: false });
  });

  it("ends by itself on the next day in the truck's time zone", async () => {
    const created = await call("POST", "/api/admin/menu-items", newItem({ sold_out: true }));
    const id = created.body.menuItem.id as string;
    expect(await publicItem(id)).toMatchObject({ soldOut: true });
    const summary = await (await fetch(`${baseUrl()}/llms.txt`)).text();
    expect(summary).toMatch(new RegExp(`${created.body.menuItem.name} \\(\\$18\\.00\\) \\[sold out today\\]`));

    // The same database, read by a server whose clock stands at the start of the truck's next day.
    const today = todayInTruckTimeZone(new Date());
    const tomorrow = new Date(`${today}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const nextMorning = `${tomorrow.toISOString().slice(0, 10)}T00:01:00${offsetOf(tomorrow)}`;
    const server = await startServerProcess({
      mongodbUri: testDatabaseUri(),
      env: { NODE_ENV: "test", TEST_CLOCK_NOW: nextMorning },
    });
    try {
      expect(await publicItem(id, server.url)).toMatchObject({ soldOut: false });
      expect(await publicItem(id)).toMatchObject({ soldOut: true });
    } finally {
      await server.stop();
    }
  });
});

/** The truck's UTC offset on a day ("-08:00" in winter, "-07:00" in summer). */
function offsetOf(day: Date): string {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", timeZoneName: "longOffset" })
    .formatToParts(new Date(day.getTime() + 12 * 3_600_000))
    .find((part) => part.type === "timeZoneName")?.value;
  return (name ?? "GMT-08:00").replace("GMT", "");
}

describe("bad input", () => {
  it("refuses an unknown label id by name with 400, on create and on update, and stores nothing", async () => {
    const input = newItem({ dietary: ["vegan", "keto"] });
    const refused = await call("POST", "/api/admin/menu-items", input);
    expect(refused.status).toBe(400);
    expect(refused.body.success).toBe(false);
    expect(refused.body.error).toContain('"keto" is not a dietary label');
    expect(refused.body.error).toContain(
      "vegetarian, vegan, gluten-free, dairy-free, contains-pork, contains-nuts, contains-egg, contains-soy, spicy",
    );
    expect(await MenuItem.countDocuments({ name: input.name })).toBe(0);

    const created = await call("POST", "/api/admin/menu-items", newItem({ dietary: ["vegetarian"] }));
    const id = created.body.menuItem.id as string;
    const { id: _id, __v: _v, ...fields } = created.body.menuItem;
    for (const dietary of [["spicy", "Contains Pork"], "vegan", [{ $ne: null }], [7]]) {
      const update = await call("PUT", `/api/admin/menu-items/${id}`, { ...fields, dietary, name: "Changed" });
      expect(update.status, JSON.stringify(dietary)).toBe(400);
      expect(update.body.error, JSON.stringify(dietary)).toMatch(/dietary label/i);
    }
    const stored = (await call("GET", `/api/admin/menu-items/${id}`)).body.menuItem;
    expect(stored).toMatchObject({
      name: created.body.menuItem.name,
      dietary: ["vegetarian"],
      __v: created.body.menuItem.__v,
    });
  });

  it("refuses sold out on a deleted item with 404 'Menu item not found', through the API and the portal's tap", async () => {
    const created = await call("POST", "/api/admin/menu-items", newItem());
    const { id, __v: _v, ...fields } = created.body.menuItem;
    expect((await call("DELETE", `/api/admin/menu-items/${id}`)).status).toBe(200);

    const put = await call("PUT", `/api/admin/menu-items/${id}`, { ...fields, sold_out: true });
    expect(put).toMatchObject({ status: 404, body: { success: false, error: "Menu item not found" } });

    const cookie = await portalSessionCookie(await staff());
    const tap = (reply?: string) =>
      postForm(`${baseUrl()}/admin/menu`, { intent: "sold-out", id, ...(reply ? { reply } : {}) }, { cookie });
    // Without JavaScript: back to the list, whose flash message (in the renewed session cookie) says why.
    const plain = await tap();
    expect(plain.status).toBe(302);
    expect(plain.headers.get("location")).toBe("/admin/menu");
    const list = await fetch(`${baseUrl()}/admin/menu`, { headers: { Cookie: firstCookie(plain) } });
    expect(await list.text()).toContain("Menu item not found");
    // Through the fetcher: the refusal itself.
    expect((await tap("inline")).status).toBe(404);
    for (const malformed of ["not-an-id", ""]) {
      const response = await postForm(
        `${baseUrl()}/admin/menu`,
        { intent: "back-on-menu", id: malformed, reply: "inline" },
        { cookie },
      );
      expect(response.status, malformed).toBe(404);
    }
    expect(await MenuItem.countDocuments({ _id: new mongoose.Types.ObjectId(id as string) })).toBe(0);
  });
});

describe("an event's Active in one tap", () => {
  it("switches it off and on from the list, and the public list follows", async () => {
    const title = eventTitle("Ops Stop");
    const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const created = await call("POST", "/api/admin/events", {
      title,
      address: "1 State St",
      date,
      time: "4:00 PM - 8:00 PM",
      description: "Tap test",
    });
    const id = created.body.event.id as string;
    const cookie = await portalSessionCookie(await staff());
    const tap = (intent: string) => postForm(`${baseUrl()}/admin/events`, { intent, id }, { cookie });
    const listed = async () =>
      ((await (await fetch(`${baseUrl()}/api/events`)).json()) as { events: { id: string }[] }).events.some(
        (event) => event.id === id,
      );

    expect(await listed()).toBe(true);
    expect((await tap("deactivate")).status).toBe(302);
    expect((await call("GET", `/api/admin/events/${id}`)).body.event).toMatchObject({
      is_active: 0,
      __v: created.body.event.__v + 1,
    });
    expect(await listed()).toBe(false);
    expect((await tap("activate")).status).toBe(302);
    expect(await listed()).toBe(true);
  });
});
