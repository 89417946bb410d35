// Issue 34 over HTTP: a menu item shown from and/or until a day of the truck's calendar. Staff and
// Owners set the two days through the admin API (additive: null when unset, kept by a PUT that
// leaves them out) and the portal's form; the public API, /llms.txt and the PDF leave out what is
// not showing today and keep an item on its first and last day; the portal's list says when an
// item shows; bad days are refused with a clear message and nothing stored.
import { describe, expect, it } from "vitest";
import { type MenuSchedule, scheduleLabel } from "#app/domain/menu/schedule.ts";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { MenuItem } from "#app/models/menu-item.server.ts";
import type { ApiRecord } from "#tests/support/admin-api.ts";
import { portalSessionCookie } from "#tests/support/admin-users.ts";
import { namesDeletedAfterThisFile, useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { postForm } from "#tests/support/form-posts.ts";
import { readPdf } from "#tests/support/pdf-text.ts";
import { bothRoles } from "#tests/support/role-api.ts";

useTestDatabase();
const itemName = namesDeletedAfterThisFile(MenuItem, "name");
const { users, call } = bothRoles("menu-schedule");
const staff = users.staff;

// Merch, far down its list and not popular: no other test's view of the menu changes.
function newItem(prefix: string, overrides: MenuSchedule & Record<string, unknown> = {}) {
  return {
    category_id: "merch",
    name: itemName(prefix),
    description: "Seasonal tote",
    price: 18,
    display_order: 90,
    ...overrides,
  };
}

// The shared test server runs on the real clock: days around the truck's today.
const today = () => todayInTruckTimeZone(new Date());
const fieldsOf = ({ id: _id, __v: _v, sold_out: _soldOut, ...fields }: ApiRecord) => fields;

async function publicNames(): Promise<string[]> {
  const menu = (await (await fetch(`${baseUrl()}/api/menu-items`)).json()) as {
    menuItems: Record<string, { name: string }[]>;
  };
  return Object.values(menu.menuItems)
    .flat()
    .map((item) => item.name);
}

describe("the two days, through the admin API", () => {
  it.each(["staff", "owner"] as const)("%s sets, reads, keeps and clears them", async (role) => {
    const plain = await call("POST", "/api/admin/menu-items", newItem("Plain Tote"), role);
    expect(plain.status).toBe(201);
    expect(plain.body.menuItem).toMatchObject({ available_from: null, available_until: null });

    const from = addDaysToIsoDate(today(), 3);
    const until = addDaysToIsoDate(today(), 10);
    const created = await call(
      "POST",
      "/api/admin/menu-items",
      newItem("Winter Tote", { available_from: from, available_until: until }),
      role,
    );
    expect(created.status).toBe(201);
    const id = created.body.menuItem.id;
    expect(created.body.menuItem).toMatchObject({ available_from: from, available_until: until });
    expect((await call("GET", `/api/admin/menu-items/${id}`, undefined, role)).body.menuItem).toMatchObject({
      available_from: from,
      available_until: until,
    });
    const listed = (await call("GET", "/api/admin/menu-items?category=merch", undefined, role)).body.menuItems;
    expect(listed.find((item) => item.id === id)).toMatchObject({ available_from: from, available_until: until });

    // An older client's PUT, without the two days: they stay.
    const { available_from: _from, available_until: _until, ...older } = fieldsOf(created.body.menuItem);
    const kept = await call("PUT", `/api/admin/menu-items/${id}`, { ...older, description: "Heavier canvas" }, role);
    expect(kept.status).toBe(200);
    expect(kept.body.menuItem).toMatchObject({
      description: "Heavier canvas",
      available_from: from,
      available_until: until,
    });

    // One day sent: the other stays; null unsets.
    const moved = await call("PUT", `/api/admin/menu-items/${id}`, { ...older, available_from: null }, role);
    expect(moved.body.menuItem).toMatchObject({ available_from: null, available_until: until });
    const cleared = await call("PUT", `/api/admin/menu-items/${id}`, { ...older, available_until: null }, role);
    expect(cleared.body.menuItem).toMatchObject({ available_from: null, available_until: null });
  });
});

describe("an item stored before items had days", () => {
  it("shows every day, and the admin API reads its days as null", async () => {
    const name = itemName("Old Tote");
    // As an older server stored it: no available_from or available_until at all.
    const { insertedId } = await MenuItem.collection.insertOne({
      category_id: "merch",
      name,
      description: "From before issue 34",
      price: 18,
      image: "",
      is_popular: false,
      is_limited: false,
      is_available: true,
      display_order: 90,
      dietary: [],
    });
    expect(await publicNames()).toContain(name);
    expect((await call("GET", `/api/admin/menu-items/${insertedId.toString()}`)).body.menuItem).toMatchObject({
      name,
      available_from: null,
      available_until: null,
    });
  });
});

describe("what the public sees", () => {
  it("leaves out items not showing today from the API, /llms.txt and the PDF, and keeps them on their first and last day", async () => {
    const day = today();
    const items = {
      comingSoon: newItem("Coming Tote", { available_from: addDaysToIsoDate(day, 1) }),
      ended: newItem("Ended Tote", { available_until: addDaysToIsoDate(day, -1) }),
      firstDay: newItem("First Day Tote", { available_from: day, available_until: addDaysToIsoDate(day, 7) }),
      lastDay: newItem("Last Day Tote", { available_from: addDaysToIsoDate(day, -7), available_until: day }),
    };
    for (const item of Object.values(items))
      expect((await call("POST", "/api/admin/menu-items", item)).status).toBe(201);

    const names = await publicNames();
    expect(names).toContain(items.firstDay.name);
    expect(names).toContain(items.lastDay.name);
    expect(names).not.toContain(items.comingSoon.name);
    expect(names).not.toContain(items.ended.name);

    const summary = await (await fetch(`${baseUrl()}/llms.txt`)).text();
    expect(summary).toContain(`${items.firstDay.name} ($18.00)`);
    expect(summary).toContain(`${items.lastDay.name} ($18.00)`);
    expect(summary).not.toContain(items.comingSoon.name);
    expect(summary).not.toContain(items.ended.name);

    const pdf = await fetch(`${baseUrl()}/menu/sando-truck-menu.pdf`);
    expect(pdf.status).toBe(200);
    const { text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(items.firstDay.name);
    expect(text).toContain(items.lastDay.name);
    expect(text).not.toContain(items.comingSoon.name);
    expect(text).not.toContain(items.ended.name);

    const page = await (await fetch(`${baseUrl()}/menu`)).text();
    expect(page).toContain(items.lastDay.name);
    expect(page).not.toContain(items.comingSoon.name);

    // The portal's list keeps every item and says when each shows.
    const list = await (
      await fetch(`${baseUrl()}/admin/menu?category=merch`, {
        headers: { Cookie: await portalSessionCookie(await staff()) },
      })
    ).text();
    for (const item of Object.values(items)) {
      expect(list).toContain(item.name);
      expect(list).toContain(scheduleLabel(item, day));
    }
    expect(scheduleLabel(items.comingSoon, day)).toMatch(/^Scheduled: from /);
    expect(scheduleLabel(items.ended, day)).toMatch(/^Ended /);
  });
});

describe("bad days", () => {
  it("are refused with 400 and a clear message, on create and on update, and nothing is stored", async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [
        { available_from: "2030-12-24", available_until: "2030-12-01" },
        "The last day shown must be on or after the first",
      ],
      [{ available_from: "2030-02-30" }, "The first day shown must be a valid date (YYYY-MM-DD)"],
      [{ available_until: "12/24/2030" }, "The last day shown must be a valid date (YYYY-MM-DD)"],
      [{ available_until: { $gt: "" } }, "The last day shown must be a valid date (YYYY-MM-DD)"],
      [{ available_from: 20301201 }, "The first day shown must be a valid date (YYYY-MM-DD)"],
    ];
    for (const [days, message] of refusals) {
      const input = newItem("Refused Tote", days);
      const refused = await call("POST", "/api/admin/menu-items", input);
      expect(refused, JSON.stringify(days)).toMatchObject({ status: 400, body: { success: false, error: message } });
      expect(await MenuItem.countDocuments({ name: input.name })).toBe(0);
    }

    const created = await call(
      "POST",
      "/api/admin/menu-items",
      newItem("Kept Tote", { available_from: "2030-12-01", available_until: "2030-12-24" }),
    );
    const { id, __v } = created.body.menuItem;
    for (const [days, message] of [
      ...refusals,
      // One day sent, checked against the other as stored.
      [{ available_until: "2030-11-30" }, "The last day shown must be on or after the first"],
      [{ available_from: "2030-12-25" }, "The last day shown must be on or after the first"],
    ] as [Record<string, unknown>, string][]) {
      const update = await call("PUT", `/api/admin/menu-items/${id}`, {
        ...fieldsOf(created.body.menuItem),
        available_from: undefined,
        available_until: undefined,
        ...days,
        name: "Changed",
      });
      expect(update, JSON.stringify(days)).toMatchObject({ status: 400, body: { success: false, error: message } });
    }
    expect((await call("GET", `/api/admin/menu-items/${id}`)).body.menuItem).toMatchObject({
      name: created.body.menuItem.name,
      available_from: "2030-12-01",
      available_until: "2030-12-24",
      __v,
    });
  });

  it("in the portal's form, puts the message beside the last day and stores nothing", async () => {
    const created = await call(
      "POST",
      "/api/admin/menu-items",
      newItem("Form Tote", { available_from: "2030-12-01", available_until: "2030-12-24" }),
    );
    const item = created.body.menuItem;
    const cookie = await portalSessionCookie(await staff());
    const response = await postForm(
      `${baseUrl()}/admin/menu/edit/${item.id}`,
      {
        category_id: "merch",
        name: "Changed in the form",
        description: "Seasonal tote",
        price: "18",
        display_order: "90",
        is_available: "on",
        available_from: "2030-12-24",
        available_until: "2030-12-01",
        __v: String(item.__v),
      },
      { cookie },
    );
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toMatch(
      /id="[^"]*available_until[^"]*"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*available_until/,
    );
    expect(page).toContain("The last day shown must be on or after the first");
    expect((await call("GET", `/api/admin/menu-items/${item.id}`)).body.menuItem).toMatchObject({
      name: item.name,
      available_from: "2030-12-01",
      available_until: "2030-12-24",
    });
  });
});
