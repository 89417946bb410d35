// The admin API for popup events and menu items, over HTTP with a bearer token: the spec's
// shapes, 401 signed out, 400 for bad input (operator objects included), 404 for malformed and
// unknown ids, 409 for a stale version, and the public lists changing at once.

import mongoose from "mongoose";
import { describe, expect, it } from "vitest";
import { PopupEvent } from "#app/models/event.server.ts";
import { MenuItem } from "#app/models/menu-item.server.ts";
import { callApi, onFirstUse, recordRoutes } from "#tests/support/admin-api.ts";
import { apiLogin } from "#tests/support/admin-users.ts";
import { namesDeletedAfterThisFile, useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { adminsOfThisFile } from "#tests/support/test-admins.ts";

useTestDatabase();
const eventTitle = namesDeletedAfterThisFile(PopupEvent, "title");
const itemName = namesDeletedAfterThisFile(MenuItem, "name");
const admins = adminsOfThisFile("content-api");
const token = onFirstUse(async () => (await apiLogin(await admins.create())).accessToken);
const call = async (method: string, path: string, body?: unknown, signedIn = true) =>
  callApi(method, path, body, { token: signedIn ? await token() : undefined });

function futureDate(days = 30): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function newEvent(overrides: Record<string, unknown> = {}) {
  return {
    title: eventTitle("API Popup"),
    address: "1 State St, Santa Barbara",
    date: futureDate(),
    time: "4:00 PM - 9:00 PM",
    description: "Katsu by the beach",
    image: "/images/events/event-1.webp",
    display_order: 3,
    is_active: true,
    ...overrides,
  };
}

function newItem(overrides: Record<string, unknown> = {}) {
  return {
    category_id: "sandos",
    name: itemName("API Sando"),
    description: "Crisp and tender",
    price: 13.5,
    display_order: 9,
    is_popular: false,
    is_limited: true,
    is_available: true,
    ...overrides,
  };
}

const missingId = new mongoose.Types.ObjectId().toString();

describe("signed out", () => {
  it("answers 401 on every events and menu-items route", async () => {
    for (const [method, path] of [
      ...recordRoutes("/api/admin/events", missingId),
      ...recordRoutes("/api/admin/menu-items", missingId),
    ]) {
      const { status, body } = await call(
        method,
        path,
        method === "GET" || method === "DELETE" ? undefined : {},
        false,
      );
      expect(status, `${method} ${path}`).toBe(401);
      expect(body.success, `${method} ${path}`).toBe(false);
    }
  });
});

describe("signed out, the portal pages", () => {
  it("send to the login page and keep the wanted path", async () => {
    for (const path of [
      "/admin/events/new",
      `/admin/events/edit/${missingId}`,
      `/admin/events/${missingId}/delete`,
      "/admin/menu?category=sandos",
      "/admin/menu/new",
      `/admin/menu/edit/${missingId}`,
      `/admin/menu/${missingId}/delete`,
    ]) {
      const response = await fetch(`${baseUrl()}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      const location = new URL(response.headers.get("location") ?? "", baseUrl());
      expect(location.pathname, path).toBe("/admin/login");
      expect(location.searchParams.get("redirect"), path).toBe(path);
    }
  });
});

describe("/api/admin/events", () => {
  it("creates, reads, lists, updates and deletes an event, with is_active as 1/0", async () => {
    const input = newEvent({ is_active: 1 });
    const created = await call("POST", "/api/admin/events", input);
    expect(created.status).toBe(201);
    expect(created.body.success).toBe(true);
    const event = created.body.event;
    expect(event).toMatchObject({
      title: input.title,
      address: input.address,
      date: input.date,
      time: input.time,
      is_active: 1,
      display_order: 3,
    });
    expect(typeof event.id).toBe("string");

    const one = await call("GET", `/api/admin/events/${event.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ success: true, event: { id: event.id, title: input.title, is_active: 1 } });

    const list = await call("GET", "/api/admin/events");
    expect(list.body.success).toBe(true);
    expect(list.body.events.some((e: { id: string }) => e.id === event.id)).toBe(true);

    let publicList = (await (await fetch(`${baseUrl()}/api/events`)).json()) as { events: { id: string }[] };
    expect(publicList.events.some((e) => e.id === event.id)).toBe(true);

    // Deactivated (as a boolean here), it leaves the public list at once but stays in the admin's.
    const updated = await call("PUT", `/api/admin/events/${event.id}`, { ...input, is_active: false, __v: event.__v });
    expect(updated.status).toBe(200);
    expect(updated.body.event).toMatchObject({ is_active: 0 });
    publicList = (await (await fetch(`${baseUrl()}/api/events`)).json()) as { events: { id: string }[] };
    expect(publicList.events.some((e) => e.id === event.id)).toBe(false);
    expect((await call("GET", "/api/admin/events")).body.events.some((e: { id: string }) => e.id === event.id)).toBe(
      true,
    );

    const deleted = await call("DELETE", `/api/admin/events/${event.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.success).toBe(true);
    const gone = await call("GET", `/api/admin/events/${event.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ success: false, error: "Event not found" });
  });

  it("refuses bad input with 400 and the field's message, operator objects included", async () => {
    const cases: Record<string, unknown>[] = [
      newEvent({ title: "" }),
      newEvent({ title: { $ne: null } }),
      newEvent({ date: "2026-02-30" }),
      newEvent({ display_order: -1 }),
      newEvent({ display_order: 1.5 }),
      newEvent({ image: "javascript:alert(1)" }),
      newEvent({ is_active: "yes" }),
    ];
    for (const body of cases) {
      const { status, body: answer } = await call("POST", "/api/admin/events", body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.success).toBe(false);
      expect(typeof answer.error).toBe("string");
    }
    const missingTitle = await call("POST", "/api/admin/events", newEvent({ title: "  " }));
    expect(missingTitle.body.error).toBe("Title is required");
    const bad = await fetch(`${baseUrl()}/api/admin/events`, {
      method: "POST",
      headers: { Authorization: `Bearer ${await token()}`, "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(bad.status).toBe(400);
  });

  it("answers 404 for malformed and unknown ids, and 409 for a stale version", async () => {
    for (const id of ["not-an-id", "%7B%22%24ne%22%3A1%7D", missingId]) {
      for (const method of ["GET", "PUT", "DELETE"]) {
        const { status, body } = await call(
          method,
          `/api/admin/events/${id}`,
          method === "PUT" ? newEvent() : undefined,
        );
        expect(status, `${method} ${id}`).toBe(404);
        expect(body.error).toBe("Event not found");
      }
    }
    const input = newEvent();
    const { body } = await call("POST", "/api/admin/events", input);
    const first = await call("PUT", `/api/admin/events/${body.event.id}`, {
      ...input,
      time: "5:00 PM - 8:00 PM",
      __v: body.event.__v,
    });
    expect(first.status).toBe(200);
    const stale = await call("PUT", `/api/admin/events/${body.event.id}`, {
      ...input,
      time: "6:00 PM",
      __v: body.event.__v,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      success: false,
      error: "This event was changed by someone else while you were editing. Reload to see their changes.",
    });
    expect((await call("GET", `/api/admin/events/${body.event.id}`)).body.event.time).toBe("5:00 PM - 8:00 PM");
  });
});

describe("/api/admin/menu-items and /api/categories", () => {
  it("lists the categories staff can choose, without the popular pseudo-category", async () => {
    const response = await fetch(`${baseUrl()}/api/categories`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; categories: { id: string; name: string }[] };
    expect(body.success).toBe(true);
    expect(body.categories.map((c) => c.id)).toEqual(["sandos", "sides", "dessert", "drinks", "merch"]);
    expect(body.categories[0]).toMatchObject({ id: "sandos", name: "SANDOS" });
  });

  it("creates, reads, lists, updates and deletes an item, and /api/menu-items follows at once", async () => {
    const input = newItem();
    const created = await call("POST", "/api/admin/menu-items", input);
    expect(created.status).toBe(201);
    const item = created.body.menuItem;
    expect(item).toMatchObject({
      name: input.name,
      category_id: "sandos",
      price: 13.5,
      price_3pc: null,
      price_6pc: null,
      is_limited: true,
      is_available: true,
    });

    expect((await call("GET", `/api/admin/menu-items/${item.id}`)).body).toMatchObject({
      success: true,
      menuItem: { id: item.id },
    });
    const list = await call("GET", "/api/admin/menu-items?category=sandos");
    expect(list.body.success).toBe(true);
    expect(list.body.menuItems.some((i: { id: string }) => i.id === item.id)).toBe(true);
    expect(
      (await call("GET", "/api/admin/menu-items?category=drinks")).body.menuItems.some(
        (i: { id: string }) => i.id === item.id,
      ),
    ).toBe(false);

    type PublicMenu = {
      menuItems: Record<string, { id: string; limitedQuantity: boolean; price6pc: number | null }[]>;
    };
    let menu = (await (await fetch(`${baseUrl()}/api/menu-items`)).json()) as PublicMenu;
    expect(menu.menuItems.sandos?.find((i) => i.id === item.id)).toMatchObject({ limitedQuantity: true });

    // Sized prices only (the single price omitted), then unavailable: gone from the public menu.
    const { price: _price, ...withoutPrice } = input;
    const sized = await call("PUT", `/api/admin/menu-items/${item.id}`, {
      ...withoutPrice,
      price_3pc: 7,
      price_6pc: 12.25,
      __v: item.__v,
    });
    expect(sized.status).toBe(200);
    expect(sized.body.menuItem).toMatchObject({ price: null, price_3pc: 7, price_6pc: 12.25 });
    menu = (await (await fetch(`${baseUrl()}/api/menu-items`)).json()) as PublicMenu;
    expect(menu.menuItems.sandos?.find((i) => i.id === item.id)).toMatchObject({ price6pc: 12.25 });

    const hidden = await call("PUT", `/api/admin/menu-items/${item.id}`, {
      ...input,
      is_available: 0,
      __v: sized.body.menuItem.__v,
    });
    expect(hidden.body.menuItem.is_available).toBe(false);
    menu = (await (await fetch(`${baseUrl()}/api/menu-items`)).json()) as PublicMenu;
    expect(menu.menuItems.sandos?.some((i) => i.id === item.id)).toBe(false);

    expect((await call("DELETE", `/api/admin/menu-items/${item.id}`)).status).toBe(200);
    const gone = await call("GET", `/api/admin/menu-items/${item.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ success: false, error: "Menu item not found" });
  });

  it("refuses an item without any price, in the popular pseudo-category, or with operator objects", async () => {
    const noPrice = await call("POST", "/api/admin/menu-items", newItem({ price: undefined }));
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.error).toBe("At least one price must be provided");
    const nullPrices = await call(
      "POST",
      "/api/admin/menu-items",
      newItem({ price: null, price_3pc: null, price_6pc: null }),
    );
    expect(nullPrices.body.error).toBe("At least one price must be provided");
    for (const body of [
      newItem({ category_id: "popular" }),
      newItem({ category_id: "no-such-category" }),
      newItem({ category_id: { $ne: null } }),
      newItem({ name: { $gt: "" } }),
      newItem({ price: -1 }),
      newItem({ price: 1.234 }),
      newItem({ price: "12" }),
    ]) {
      const { status, body: answer } = await call("POST", "/api/admin/menu-items", body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.success).toBe(false);
    }
  });

  it("answers 404 for malformed and unknown ids, and 409 for a stale version", async () => {
    for (const id of ["not-an-id", missingId]) {
      for (const method of ["GET", "PUT", "DELETE"]) {
        const { status, body } = await call(
          method,
          `/api/admin/menu-items/${id}`,
          method === "PUT" ? newItem() : undefined,
        );
        expect(status, `${method} ${id}`).toBe(404);
        expect(body.error).toBe("Menu item not found");
      }
    }
    const input = newItem();
    const { body } = await call("POST", "/api/admin/menu-items", input);
    expect(
      (await call("PUT", `/api/admin/menu-items/${body.menuItem.id}`, { ...input, price: 14, __v: body.menuItem.__v }))
        .status,
    ).toBe(200);
    const stale = await call("PUT", `/api/admin/menu-items/${body.menuItem.id}`, {
      ...input,
      price: 15,
      __v: body.menuItem.__v,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(
      "This menu item was changed by someone else while you were editing. Reload to see their changes.",
    );
  });
});
