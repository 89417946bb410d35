// Owner and Staff over HTTP (issue 18), on a database and server of their own so that "the
// last owner" means something: Staff run events and the menu (sold out included) but are
// refused users, subscribers and the CSV with 403; no field of any API lets them climb; the
// last active Owner cannot be made Staff. The table of rights (issue 45) is walked from both
// roles over pages, their `.data` and the API, and must name every portal and admin API route.
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "#app/domain/seed/seed.server.ts";
import { may, RIGHTS, type Right, type RightName, rightOfRoute } from "#app/domain/staff/rights.ts";
import { createAdminUser } from "#app/domain/staff/users.server.ts";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { WeeklyMailSettings } from "#app/models/weekly-mail.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { callApi } from "#tests/support/admin-api.ts";
import { apiLogin, portalSessionCookie } from "#tests/support/admin-users.ts";
import { appRoutes } from "#tests/support/app-routes.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { postForm } from "#tests/support/form-posts.ts";

const databaseUri = `${testMongoBase()}/sando_roles_${process.pid}_${Date.now()}`;
useTestDatabase(() => databaseUri);

const OWNER = { email: "owner@example.com", password: "owner-password-roles-1" };
const STAFF = { email: "crew@example.com", password: "crew-password-roles-1" };
const FORBIDDEN = { success: false, error: "You do not have permission to do that." };
let server: ServerProcess;
let ownerToken = "";
let staffToken = "";
let staffId = "";
let ownerId = "";

beforeAll(async () => {
  await seedDatabase({ admin: null, allowDevelopmentAdmin: false });
  ownerId = (await createAdminUser(OWNER)).id;
  server = await startServerProcess({ mongodbUri: databaseUri, env: { NODE_ENV: "test" } });
  ownerToken = (await apiLogin(OWNER, server.url)).accessToken;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await mongoose.connection.dropDatabase();
});

const call = (token: string, method: string, path: string, body?: unknown) =>
  callApi(method, path, body, { token, origin: server.url });

describe("roles through the users API", () => {
  it("creates a Staff user, lists every user's role, and refuses any other role with 400", async () => {
    const created = await call(ownerToken, "POST", "/api/admin/users", { ...STAFF, role: "staff" });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ email: STAFF.email, role: "staff" });
    staffId = created.body.user.id;
    const list = await call(ownerToken, "GET", "/api/admin/users");
    expect(list.body.users.map((user) => [user.email, user.role])).toEqual([
      [OWNER.email, "owner"],
      [STAFF.email, "staff"],
    ]);
    // Without a role, a new user is an Owner (and is removed again).
    const plain = await call(ownerToken, "POST", "/api/admin/users", {
      email: "plain@example.com",
      password: "plain-password-roles-1",
    });
    expect(plain.body.user.role).toBe("owner");
    expect((await call(ownerToken, "DELETE", `/api/admin/users/${plain.body.user.id}`)).status).toBe(200);

    for (const role of ["admin", "OWNER", "", 1, null, ["owner"], { $ne: "staff" }]) {
      const refused = await call(ownerToken, "POST", "/api/admin/users", {
        email: "x@example.com",
        password: "x-password-roles-1",
        role,
      });
      expect(refused.status, JSON.stringify(role)).toBe(400);
      expect(refused.body.error, JSON.stringify(role)).toBe('Role must be "owner" or "staff"');
      const update = await call(ownerToken, "PUT", `/api/admin/users/${staffId}`, { role });
      expect(update.status, JSON.stringify(role)).toBe(400);
    }
    expect(await AdminUser.countDocuments({ email: "x@example.com" })).toBe(0);
    expect((await AdminUser.findById(staffId).lean())?.role).toBe("staff");
  });

  it("keeps a Staff user Staff when an edit leaves the role out: a stale users form or an API PUT", async () => {
    const crew = await createAdminUser({
      email: "stale-form@example.com",
      password: "stale-form-password-1",
      role: "staff",
    });
    try {
      // A users form rendered before roles existed (or a hand-made one) sends no role.
      const ownerCookie = await portalSessionCookie(OWNER, server.url);
      const form = await postForm(
        `${server.url}/admin/users?edit=${crew.id}`,
        { intent: "update", id: crew.id, email: "stale-form-renamed@example.com" },
        { cookie: ownerCookie },
      );
      expect(form.status).toBe(302);
      const listed = async () => (await call(ownerToken, "GET", `/api/admin/users/${crew.id}`)).body.user;
      expect(await listed()).toMatchObject({ email: "stale-form-renamed@example.com", role: "staff" });

      const put = await call(ownerToken, "PUT", `/api/admin/users/${crew.id}`, { email: "stale-form@example.com" });
      expect(put.status).toBe(200);
      expect(await listed()).toMatchObject({ email: "stale-form@example.com", role: "staff" });
    } finally {
      // Before the fix it became an Owner, which the last-Owner tests must not find.
      await AdminUser.deleteOne({ _id: crew.id });
    }
  });

  it("gives the token API's user its role", async () => {
    const login = await apiLogin(STAFF, server.url);
    staffToken = login.accessToken;
    expect(login.user).toMatchObject({ email: STAFF.email, role: "staff" });
    const verify = await call(staffToken, "GET", "/api/auth/verify");
    expect(verify.body.user).toMatchObject({ role: "staff" });
  });
});

describe("a Staff user", () => {
  it("creates and edits an event and marks a menu item sold out", async () => {
    const event = await call(staffToken, "POST", "/api/admin/events", {
      title: "Crew Stop",
      address: "1 State St, Santa Barbara",
      date: "2031-06-06",
      time: "4:00 PM - 8:00 PM",
      description: "Set up by the crew",
    });
    expect(event.status, JSON.stringify(event.body)).toBe(201);
    const { id, __v, ...fields } = event.body.event;
    const edited = await call(staffToken, "PUT", `/api/admin/events/${id}`, {
      ...fields,
      is_active: true,
      time: "5:00 PM - 9:00 PM",
      __v,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.event.time).toBe("5:00 PM - 9:00 PM");

    const item = await call(ownerToken, "POST", "/api/admin/menu-items", {
      category_id: "sandos",
      name: "Crew Sando",
      description: "Test",
      price: 12,
    });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    const { id: itemId, __v: _v, ...itemFields } = item.body.menuItem;
    const soldOut = await call(staffToken, "PUT", `/api/admin/menu-items/${itemId}`, { ...itemFields, sold_out: true });
    expect(soldOut.status).toBe(200);
    expect(soldOut.body.menuItem.sold_out).toBe(true);
  });

  it("is refused users with 403, and every field that would change a role or another user", async () => {
    const tries: [string, string, unknown?][] = [
      ["GET", "/api/admin/users"],
      ["POST", "/api/admin/users", { email: "new@example.com", password: "new-password-roles-1", role: "owner" }],
      ["GET", `/api/admin/users/${ownerId}`],
      ["PUT", `/api/admin/users/${ownerId}`, { email: "taken@example.com" }],
      ["PUT", `/api/admin/users/${ownerId}`, { is_active: false }],
      ["DELETE", `/api/admin/users/${ownerId}`],
      // Their own account: the role and whether it is active are not theirs to set.
      ["PUT", `/api/admin/users/${staffId}`, { role: "owner" }],
      ["PUT", `/api/admin/users/${staffId}`, { role: "staff" }],
      ["PUT", `/api/admin/users/${staffId}`, { is_active: true }],
      ["DELETE", `/api/admin/users/${staffId}`],
    ];
    for (const [method, path, body] of tries) {
      const answer = await call(staffToken, method, path, body);
      expect(answer, `${method} ${path} ${JSON.stringify(body ?? "")}`).toEqual({ status: 403, body: FORBIDDEN });
    }
    // Fields smuggled into the records Staff may write change nothing about anyone's role.
    await call(staffToken, "PUT", "/api/admin/banner-settings", {
      is_active: false,
      message: "",
      role: "owner",
      user: { role: "owner" },
    });
    expect(await AdminUser.countDocuments({ email: "new@example.com" })).toBe(0);
    expect((await AdminUser.findById(staffId).lean())?.role).toBe("staff");
    expect((await AdminUser.findById(ownerId).lean())?.email).toBe(OWNER.email);
    // Still Staff after all that.
    expect((await call(staffToken, "GET", "/api/admin/users")).status).toBe(403);
  });

  it("keeps their own account: reads it and changes their own password", async () => {
    expect((await call(staffToken, "GET", `/api/admin/users/${staffId}`)).body.user).toMatchObject({
      email: STAFF.email,
      role: "staff",
    });
    const changed = await call(staffToken, "PUT", `/api/admin/users/${staffId}`, {
      password: "crew-password-roles-2",
      current_password: STAFF.password,
    });
    expect(changed.status).toBe(200);
    // The answer lists only themselves, not every user.
    expect(changed.body.users).toEqual([expect.objectContaining({ id: staffId })]);
    STAFF.password = "crew-password-roles-2";
    staffToken = (await apiLogin(STAFF, server.url)).accessToken;
  });

  it("is answered 403 with a clear page by the portal's users, subscribers and CSV, and creates no user there", async () => {
    const cookie = await portalSessionCookie(STAFF, server.url);
    for (const path of [
      "/admin/users",
      "/admin/users?new",
      `/admin/users/${ownerId}/delete`,
      "/admin/subscribers",
      "/admin/subscribers.csv",
    ]) {
      const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(response.status, path).toBe(403);
      const page = await response.text();
      expect(page, path).toContain("You do not have permission to do that.");
      expect(page, path).not.toMatch(/owner@example\.com/);
    }
    const post = await postForm(
      `${server.url}/admin/users?new`,
      {
        intent: "create",
        email: "sneaky@example.com",
        password: "sneaky-password-1",
        confirmPassword: "sneaky-password-1",
        role: "owner",
      },
      { cookie },
    );
    expect(post.status).toBe(403);
    expect(await AdminUser.countDocuments({ email: "sneaky@example.com" })).toBe(0);
    // The pages Staff may use still open.
    for (const path of ["/admin/dashboard", "/admin/events", "/admin/menu", "/admin/enquiries", "/admin/account"]) {
      expect(
        (await fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" })).status,
        path,
      ).toBe(200);
    }
  });
});

describe("the weekly schedule mail", () => {
  it("is previewed by Staff, page and data alike, and changed by Owners only", async () => {
    const staff = await portalSessionCookie(STAFF, server.url);
    const owner = await portalSessionCookie(OWNER, server.url);
    for (const path of ["/admin/weekly-mail", "/admin/weekly-mail.data"]) {
      const response = await fetch(`${server.url}${path}`, { headers: { Cookie: staff }, redirect: "manual" });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain("Where the Sando Truck is this week");
    }
    for (const path of ["/admin/weekly-mail", "/admin/weekly-mail.data"]) {
      const changes: Record<string, string>[] = [
        { intent: "note", week: "2026-11-30", note: "Staff wrote this" },
        { intent: "off" },
      ];
      for (const fields of changes) {
        const post = await postForm(`${server.url}${path}`, fields, { cookie: staff });
        expect(post.status, `${path} ${fields.intent}`).toBe(403);
      }
    }
    expect(await WeeklyMailSettings.countDocuments()).toBe(0);
    const byOwner = await postForm(`${server.url}/admin/weekly-mail`, { intent: "off" }, { cookie: owner });
    expect(byOwner.status).toBe(302);
    expect(await WeeklyMailSettings.findOne().lean()).toMatchObject({ is_off: true });
  });
});

describe("the table of rights", () => {
  it("names every route of app/routes.ts under /admin and /api/admin, and only routes that exist", () => {
    const all = appRoutes().map((route) => route.pattern);
    const patterns = all.filter((pattern) => /^\/(api\/)?admin(\/|$)/.test(pattern));
    expect(patterns.filter((pattern) => rightOfRoute(pattern, "GET") === undefined)).toEqual([]);
    const named = Object.values(RIGHTS as Record<string, Right>).flatMap((right) =>
      right.routes.map((route) => route.replace(/^[A-Z]+ /, "")),
    );
    expect(named.filter((route) => !all.includes(route))).toEqual([]);
  });

  it("is what the server answers, from both roles, for every page, its .data and the API", async () => {
    const owner = { role: "owner" as const, cookie: await portalSessionCookie(OWNER, server.url), token: ownerToken };
    const staff = { role: "staff" as const, cookie: await portalSessionCookie(STAFF, server.url), token: staffToken };
    const ids = { owner: ownerId, staff: staffId };
    // A well-formed id of no record: a route the role may use answers 404 or its page, not 403.
    const sample = (route: string, role: "owner" | "staff") =>
      route
        .replace("/api/admin/users/:id", `/api/admin/users/${ids[role]}`)
        .replace(":id", "0123456789abcdef01234567")
        .replace("*", "no-such-page");
    const misses: string[] = [];
    for (const [name, right] of Object.entries(RIGHTS as Record<string, Right>) as [RightName, Right][]) {
      for (const route of right.routes) {
        const [method, pattern] = route.includes(" ") ? route.split(" ") : ["GET", route];
        for (const who of [owner, staff]) {
          const path = sample(pattern!, who.role);
          const allowed = may(who.role, name);
          const tries: [string, () => Promise<{ status: number; text: string }>][] = [];
          const read = async (response: Response) => ({ status: response.status, text: await response.text() });
          if (path.startsWith("/api/")) {
            tries.push([
              `${method} ${path}`,
              async () => {
                const got = await call(who.token, method!, path);
                // A route that only takes writes (the image upload) is tried with one.
                if (got.status !== 405) return { status: got.status, text: JSON.stringify(got.body) };
                const post = await call(who.token, "POST", path, {});
                return { status: post.status, text: JSON.stringify(post.body) };
              },
            ]);
          } else if (method === "GET") {
            for (const url of [path, `${path}.data`]) {
              tries.push([
                `GET ${url}`,
                async () =>
                  read(await fetch(`${server.url}${url}`, { headers: { Cookie: who.cookie }, redirect: "manual" })),
              ]);
            }
          } else {
            // A write that changes nothing when let through (an intent no form sends).
            for (const url of [path, `${path}.data`]) {
              tries.push([
                `${method} ${url}`,
                async () =>
                  read(await postForm(`${server.url}${url}`, { intent: "no-such-intent" }, { cookie: who.cookie })),
              ]);
            }
          }
          for (const [what, attempt] of tries) {
            const { status, text } = await attempt();
            const refused = status === 403 && text.includes("You do not have permission to do that.");
            if (refused === allowed) misses.push(`${who.role} ${what} (${name}): ${status}`);
          }
        }
      }
    }
    expect(misses).toEqual([]);
  });
});

describe("the last active Owner", () => {
  it("cannot make themselves Staff, over the API; a second Owner can, and is then the last", async () => {
    const selfDemote = await call(ownerToken, "PUT", `/api/admin/users/${ownerId}`, { role: "staff" });
    expect(selfDemote).toMatchObject({
      status: 400,
      body: { success: false, error: "The last active owner cannot be made staff" },
    });
    const second = await call(ownerToken, "POST", "/api/admin/users", {
      email: "second@example.com",
      password: "second-password-roles-1",
    });
    const secondToken = (
      await apiLogin({ email: "second@example.com", password: "second-password-roles-1" }, server.url)
    ).accessToken;
    expect((await call(secondToken, "PUT", `/api/admin/users/${ownerId}`, { role: "staff" })).status).toBe(200);
    // The first owner's token now carries Staff rights: the role is read at every request.
    expect((await call(ownerToken, "GET", "/api/admin/users")).status).toBe(403);
    const last = await call(secondToken, "PUT", `/api/admin/users/${second.body.user.id}`, { role: "staff" });
    expect(last).toMatchObject({ status: 400, body: { error: "The last active owner cannot be made staff" } });
  });
});
