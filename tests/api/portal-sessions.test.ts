// Portal sessions live on the server (issue 14): a copied cookie stops working once its session
// is signed out, whether by logout, by the account page or by a new password; a session ends
// after 30 idle minutes or 12 hours; a cross-site form cannot sign anyone out; the account page
// lists one's sessions by device and address; a password change asks for the current password
// and mails the account; over https in production the cookie is a __Host- cookie.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { PortalSession } from "#app/models/portal-session.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { portalSessionCookie, type TestAdmin } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { baseUrl, testDatabaseUri } from "#tests/support/environment.ts";
import { firstCookie, IPHONE, LAPTOP, postForm, postLoginForm } from "#tests/support/form-posts.ts";
import { forgetSignInFailuresAfterThisFile } from "#tests/support/sign-in-failures.ts";
import { adminsOfThisFile } from "#tests/support/test-admins.ts";

useTestDatabase();
forgetSignInFailuresAfterThisFile();
const admins = adminsOfThisFile("sessions", (emails) =>
  OutboxMessage.deleteMany({ kind: "account-changed", to: { $in: emails } }),
);
const newAdmin = () => admins.create();

/** Signs in at /admin/login as a browser with this user agent and client address would. */
async function signIn(admin: TestAdmin, userAgent = LAPTOP, address = "203.0.113.7"): Promise<string> {
  const response = await postLoginForm(admin, { userAgent, address });
  expect(response.status).toBe(302);
  return firstCookie(response);
}

/** The status of GET /admin/users with this cookie: 200 while the session is open, 302 after. */
async function usersPageStatus(cookie: string): Promise<number> {
  return (await fetch(`${baseUrl()}/admin/users`, { headers: { Cookie: cookie }, redirect: "manual" })).status;
}

/** A portal form posted from the portal's own page, with this session's cookie. */
const post = (path: string, cookie: string, fields: Record<string, string>) =>
  postForm(`${baseUrl()}${path}`, fields, { cookie });

describe("logout", () => {
  it("ends the session on the server: a copy of the cookie stops working at once", async () => {
    const admin = await newAdmin();
    const cookie = await portalSessionCookie(admin);
    const copied = cookie;
    expect(await usersPageStatus(copied)).toBe(200);
    const logout = await post("/admin/logout", cookie, {});
    expect(logout.status).toBe(302);
    expect(logout.headers.get("location")).toBe("/admin/login");
    expect(await usersPageStatus(copied)).toBe(302);
    expect((await fetch(`${baseUrl()}/api/admin/users`, { headers: { Cookie: copied } })).status).toBe(401);
  });

  it("answers only a same-origin POST: a cross-site form cannot sign staff out", async () => {
    const admin = await newAdmin();
    const cookie = await portalSessionCookie(admin);
    const crossSite = await postForm(
      `${baseUrl()}/admin/logout`,
      {},
      { cookie, origin: "https://evil.example", headers: { "Sec-Fetch-Site": "cross-site" } },
    );
    expect(crossSite.headers.get("set-cookie") ?? "").not.toContain("Expires=Thu, 01 Jan 1970");
    expect(await usersPageStatus(cookie)).toBe(200);
    const get = await fetch(`${baseUrl()}/admin/logout`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(get.status).toBe(302);
    expect(await usersPageStatus(cookie)).toBe(200);
  });
});

describe("session lifetime", () => {
  it("ends after 30 minutes without a request, not before", async () => {
    const admin = await newAdmin();
    const cookie = await portalSessionCookie(admin);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await PortalSession.updateMany({ user_id: admin.id }, { $set: { last_seen_at: minutesAgo(29) } });
    expect(await usersPageStatus(cookie)).toBe(200);
    // That request counted as use: the session is fresh again.
    const seen = await PortalSession.findOne({ user_id: admin.id }).lean();
    expect(Date.now() - (seen?.last_seen_at.getTime() ?? 0)).toBeLessThan(60_000);

    await PortalSession.updateMany({ user_id: admin.id }, { $set: { last_seen_at: minutesAgo(31) } });
    const idle = await fetch(`${baseUrl()}/admin/users`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(idle.status).toBe(302);
    expect(idle.headers.get("location")).toBe("/admin/login?redirect=%2Fadmin%2Fusers");
    expect(await PortalSession.countDocuments({ user_id: admin.id })).toBe(0);
  });

  it("ends 12 hours after sign-in, however active", async () => {
    const admin = await newAdmin();
    const cookie = await portalSessionCookie(admin);
    const session = await PortalSession.findOne({ user_id: admin.id }).lean();
    const created = session?.created_at.getTime() ?? 0;
    expect((session?.expires_at.getTime() ?? 0) - created).toBeGreaterThan(12 * 3_600_000 - 5_000);
    expect((session?.expires_at.getTime() ?? 0) - created).toBeLessThanOrEqual(12 * 3_600_000 + 5_000);
    await PortalSession.updateMany({ user_id: admin.id }, { $set: { expires_at: new Date(Date.now() - 1000) } });
    expect(await usersPageStatus(cookie)).toBe(302);
  });

  it("a form posted after the session ended, photo and all, is answered with the login page", async () => {
    const admin = await newAdmin();
    const cookie = await portalSessionCookie(admin);
    await PortalSession.updateMany(
      { user_id: admin.id },
      { $set: { last_seen_at: new Date(Date.now() - 31 * 60_000) } },
    );
    const form = new FormData();
    form.set("name", "Katsu written before lunch");
    form.set("imageFile", new Blob([new Uint8Array(3 * 1024 * 1024).fill(7)], { type: "image/jpeg" }), "photo.jpg");
    const response = await fetch(`${baseUrl()}/admin/menu/new`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: baseUrl() },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/login?redirect=%2Fadmin%2Fmenu%2Fnew");
    // The rest of the photo was read and dropped: the connection is free for the next page at
    // once (left unread, the next request on that connection stalled).
    const next = await fetch(`${baseUrl()}/admin/login`, { signal: AbortSignal.timeout(10_000) });
    expect(next.status).toBe(200);
  });

  it("stores only a hash of the cookie's token", async () => {
    const admin = await newAdmin();
    const cookie = await portalSessionCookie(admin);
    const signed = decodeURIComponent(cookie.split("=").slice(1).join("="));
    const token = (
      JSON.parse(Buffer.from(signed.split(".")[0] ?? "", "base64").toString("utf8")) as { sessionToken: string }
    ).sessionToken;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await PortalSession.findOne({ user_id: admin.id }).lean();
    expect(JSON.stringify(stored)).not.toContain(token);
  });
});

describe("the account page", () => {
  it("lists one's sessions by device and address, and signs out any one or all the others", async () => {
    const admin = await newAdmin();
    const laptop = await signIn(admin, LAPTOP, "203.0.113.7");
    const phone = await signIn(admin, IPHONE, "198.51.100.23");
    const page = await fetch(`${baseUrl()}/admin/account`, { headers: { Cookie: laptop } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Chrome on Linux");
    expect(html).toContain("Safari on iOS (phone)");
    expect(html).toContain("198.51.100.23");
    expect(html).toContain("This device");

    const phoneSession = await PortalSession.findOne({ user_id: admin.id, user_agent: IPHONE }).lean();
    const signOut = await post("/admin/account", laptop, {
      intent: "sign-out",
      session: String(phoneSession?._id),
    });
    expect(signOut.status).toBe(302);
    expect(await usersPageStatus(phone)).toBe(302);
    expect(await usersPageStatus(laptop)).toBe(200);

    // Another user's session cannot be signed out from here.
    const other = await newAdmin();
    const othersCookie = await signIn(other);
    const othersSession = await PortalSession.findOne({ user_id: other.id }).lean();
    await post("/admin/account", laptop, { intent: "sign-out", session: String(othersSession?._id) });
    expect(await usersPageStatus(othersCookie)).toBe(200);

    const tablet = await signIn(admin, IPHONE, "198.51.100.24");
    const others = await post("/admin/account", laptop, { intent: "sign-out-others" });
    expect(others.status).toBe(302);
    expect(await usersPageStatus(tablet)).toBe(302);
    expect(await usersPageStatus(laptop)).toBe(200);

    const everywhere = await post("/admin/account", laptop, { intent: "sign-out-everywhere" });
    expect(everywhere.headers.get("location")).toBe("/admin/login");
    expect(await usersPageStatus(laptop)).toBe(302);
  });

  it("changes one's password only with the current one, keeps this session, ends the others and mails the account", async () => {
    const admin = await newAdmin();
    const here = await signIn(admin);
    const elsewhere = await signIn(admin, IPHONE, "198.51.100.23");
    const change = (current: string, next = "a-fresh-katsu-password") =>
      post("/admin/account", here, {
        intent: "change-password",
        current_password: current,
        password: next,
        confirmPassword: next,
      });

    const wrong = await change("not-the-password");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Current password is incorrect");
    const common = await change(admin.password, "password123");
    expect(common.status).toBe(400);
    expect(await common.text()).toContain("This password is too common");
    expect(await usersPageStatus(elsewhere)).toBe(200);

    const changed = await change(admin.password);
    expect(changed.status).toBe(302);
    expect(await usersPageStatus(here)).toBe(200);
    expect(await usersPageStatus(elsewhere)).toBe(302);
    const mail = await OutboxMessage.findOne({ kind: "account-changed", to: admin.email }).lean();
    expect(mail?.subject).toBe("Your Sando Truck staff account's password changed");
    expect(mail?.text).toContain("/admin/account");
    expect(mail?.text).not.toContain("a-fresh-katsu-password");
  });
});

describe("the cookie in production over https", () => {
  // Started before the test (a hook's time limit): a busy machine's start is not the test's.
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({
      mongodbUri: testDatabaseUri(),
      env: { SITE_URL: "https://sandotruck.example" },
    });
  });
  afterAll(() => server?.stop());

  it("is a __Host- cookie: Secure, Path=/, no Domain", async () => {
    const admin = await newAdmin();
    const response = await postLoginForm(admin, { origin: server.url });
    expect(response.status).toBe(302);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__Host-__sando_admin=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
  });
});
