// Nobody gets into the staff portal or the admin API without signing in: every admin URL,
// HTML and API, is walked signed out; then the users API and the portal session's rules.
import { describe, expect, it } from "vitest";
import { apiLogin, portalSessionCookie, uniqueEmail } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { firstCookie, postForm, postJson, postLoginForm } from "#tests/support/form-posts.ts";
import { forgetSignInFailuresAfterThisFile } from "#tests/support/sign-in-failures.ts";
import { adminsOfThisFile } from "#tests/support/test-admins.ts";

useTestDatabase();
forgetSignInFailuresAfterThisFile();
const admins = adminsOfThisFile("access");
const newAdmin = () => admins.create();

describe("signed out", () => {
  it("every admin page redirects to the login page with the wanted path, and leaks nothing", async () => {
    const admin = await newAdmin();
    const pages = [
      "/admin",
      "/admin/dashboard",
      "/admin/users",
      `/admin/users?edit=${admin.id}`,
      `/admin/users/${admin.id}/delete`,
      "/admin/events",
      "/admin/menu",
      "/admin/press",
      "/admin/banner",
      "/admin/no-such-page",
      "/admin/enquiries",
      "/admin/enquiries?status=new",
      `/admin/enquiries/${admin.id}`,
      "/admin/subscribers",
      "/admin/subscribers.csv",
      "/admin/users.data",
      "/admin/dashboard.data",
    ];
    for (const path of pages) {
      const response = await fetch(`${baseUrl()}${path}`, { redirect: "manual" });
      const body = await response.text();
      expect(body, path).not.toContain(admin.email);
      expect(body, path).not.toContain(admin.id);
      if (path.endsWith(".data")) {
        // Client navigations get a redirect instruction rather than data.
        expect([200, 202, 204, 302]).toContain(response.status);
        expect(body).toContain("/admin/login");
        continue;
      }
      expect(response.status, path).toBe(302);
      const location = new URL(response.headers.get("location") ?? "", baseUrl());
      expect(location.pathname, path).toBe("/admin/login");
      expect(location.searchParams.get("redirect"), path).toBe(path);
    }
    // Posting to an admin action signed out changes nothing and sends to the login page.
    const post = await postForm(`${baseUrl()}/admin/users`, { intent: "delete", id: admin.id });
    expect(post.status).toBe(302);
    expect(post.headers.get("location")).toMatch(/^\/admin\/login\?redirect=/);
  });

  it("every admin API route answers 401 NO_TOKEN and no data", async () => {
    const admin = await newAdmin();
    const calls: [string, string][] = [
      ["GET", "/api/admin/users"],
      ["POST", "/api/admin/users"],
      ["GET", `/api/admin/users/${admin.id}`],
      ["PUT", `/api/admin/users/${admin.id}`],
      ["DELETE", `/api/admin/users/${admin.id}`],
      ["POST", "/api/admin/upload-image"],
      ["GET", "/api/auth/verify"],
    ];
    for (const [method, path] of calls) {
      const response = await fetch(`${baseUrl()}${path}`, {
        method,
        headers: { "Content-Type": "application/json" },
        body:
          method === "GET"
            ? undefined
            : JSON.stringify({ email: uniqueEmail(), password: "password-123", is_active: false }),
      });
      expect(response.status, `${method} ${path}`).toBe(401);
      const json = (await response.json()) as Record<string, unknown>;
      expect(json).toMatchObject({ success: false, code: "NO_TOKEN" });
      expect(JSON.stringify(json)).not.toContain(admin.email);
    }
  });
});

describe("the portal login", () => {
  it("signs in with a cookie that is httpOnly, SameSite=Lax and Secure in production", async () => {
    const admin = await newAdmin();
    const response = await postLoginForm(admin, { redirect: "/admin/users?new" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/users?new");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i);
  });

  it("honours the redirect parameter only for paths inside /admin", async () => {
    const admin = await newAdmin();
    for (const target of [
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example",
      "/admin/..%2f..%2fevil",
      "/admin/../menu",
      "javascript:alert(1)",
      "/%2F%2Fevil.example",
    ]) {
      const response = await postLoginForm(admin, { redirect: target });
      expect(response.status, target).toBe(302);
      expect(response.headers.get("location"), target).toBe("/admin/dashboard");
    }
  });

  it("shows the spec's messages for missing fields and a wrong password", async () => {
    const admin = await newAdmin();
    const missing = await postLoginForm({ email: admin.email });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Please enter both email and password");
    const wrong = await postLoginForm({ email: admin.email, password: "not-the-password" });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("Invalid email or password");
  });

  it("a session ends when its user is deactivated", async () => {
    const admin = await newAdmin();
    const cookie = await portalSessionCookie(admin);
    const before = await fetch(`${baseUrl()}/admin/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(before.status).toBe(200);
    expect(await before.text()).toContain(admin.email);

    const other = await newAdmin();
    const { accessToken } = await apiLogin(other);
    const put = await fetch(`${baseUrl()}/api/admin/users/${admin.id}`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${accessToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ is_active: false }),
    });
    expect(put.status).toBe(200);
    const after = await fetch(`${baseUrl()}/admin/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/^\/admin\/login/);
  });
});

describe("the users API", () => {
  it("lists, creates, updates and deletes users with success, users and currentUserId", async () => {
    const admin = await newAdmin();
    const { accessToken } = await apiLogin(admin);
    const auth = { Authorization: `Bearer ${accessToken}`, "Content-Type": "application/json" };

    const list = await fetch(`${baseUrl()}/api/admin/users`, { headers: auth });
    expect(list.status).toBe(200);
    const listed = (await list.json()) as { success: boolean; users: Record<string, unknown>[]; currentUserId: string };
    expect(listed.success).toBe(true);
    expect(listed.currentUserId).toBe(admin.id);
    const me = listed.users.find((user) => user.id === admin.id);
    // The spec's fields, plus the role (issue 18), and never the password hash.
    expect(Object.keys(me ?? {}).sort()).toEqual(["created_at", "email", "id", "is_active", "last_login", "role"]);
    expect(me?.role).toBe("owner");

    const email = uniqueEmail("api-created");
    admins.emails.push(email);
    const short = await postJson("/api/admin/users", { email, password: "short" }, auth);
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: "Password must be at least 8 characters" });
    const created = await postJson("/api/admin/users", { email, password: "another-password" }, auth);
    expect(created.status).toBe(201);
    const createdBody = (await created.json()) as { user: { id: string; email: string } };
    expect(createdBody.user.email).toBe(email);
    const duplicate = await postJson("/api/admin/users", { email, password: "another-password" }, auth);
    expect(duplicate.status).toBe(409);

    const id = createdBody.user.id;
    const put = await fetch(`${baseUrl()}/api/admin/users/${id}`, {
      method: "PUT",
      headers: auth,
      body: JSON.stringify({ is_active: false }),
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ success: true, user: { id, is_active: false }, currentUserId: admin.id });

    const operator = await fetch(`${baseUrl()}/api/admin/users/${id}`, {
      method: "PUT",
      headers: auth,
      body: JSON.stringify({ email: { $ne: null } }),
    });
    expect(operator.status).toBe(400);

    const removed = await fetch(`${baseUrl()}/api/admin/users/${id}`, { method: "DELETE", headers: auth });
    expect(removed.status).toBe(200);
    const removedBody = (await removed.json()) as { users: { id: string }[] };
    expect(removedBody.users.some((user) => user.id === id)).toBe(false);
  });

  it("refuses self-deactivation and self-deletion, and answers 404 for malformed ids", async () => {
    const admin = await newAdmin();
    const { accessToken } = await apiLogin(admin);
    const auth = { Authorization: `Bearer ${accessToken}`, "Content-Type": "application/json" };
    const deactivate = await fetch(`${baseUrl()}/api/admin/users/${admin.id}`, {
      method: "PUT",
      headers: auth,
      body: JSON.stringify({ is_active: false }),
    });
    expect(deactivate.status).toBe(400);
    expect(await deactivate.json()).toMatchObject({ success: false, error: "You cannot deactivate your own account" });
    const remove = await fetch(`${baseUrl()}/api/admin/users/${admin.id}`, { method: "DELETE", headers: auth });
    expect(remove.status).toBe(400);
    expect(await remove.json()).toMatchObject({ error: "You cannot delete your own account" });
    for (const id of ["not-an-id", "0123456789abcdef01234567", "%7B%24ne%3Anull%7D"]) {
      const response = await fetch(`${baseUrl()}/api/admin/users/${id}`, { method: "DELETE", headers: auth });
      expect(response.status, id).toBe(404);
    }
  });

  it("accepts the portal session cookie, but refuses cross-site writes made with it", async () => {
    const admin = await newAdmin();
    const cookie = await portalSessionCookie(admin);
    const list = await fetch(`${baseUrl()}/api/admin/users`, { headers: { Cookie: cookie } });
    expect(list.status).toBe(200);
    expect(await list.json()).toMatchObject({ success: true, currentUserId: admin.id });

    const email = uniqueEmail("csrf");
    admins.emails.push(email);
    const crossSite = await postJson(
      "/api/admin/users",
      { email, password: "password-1234" },
      {
        Cookie: cookie,
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
      },
    );
    expect(crossSite.status).toBe(403);
    const sameSite = await postJson(
      "/api/admin/users",
      { email, password: "password-1234" },
      {
        Cookie: cookie,
        Origin: baseUrl(),
        "Sec-Fetch-Site": "same-origin",
      },
    );
    expect(sameSite.status).toBe(201);
  });
});

describe("portal forms", () => {
  it("refuse a cross-site post even with a valid session cookie", async () => {
    const admin = await newAdmin();
    const victim = await newAdmin();
    const cookie = await portalSessionCookie(admin);
    const response = await postForm(
      `${baseUrl()}/admin/users`,
      { intent: "delete", id: victim.id },
      { cookie, origin: "https://evil.example" },
    );
    expect(response.status).toBe(400);
    const { accessToken } = await apiLogin(admin);
    const still = await fetch(`${baseUrl()}/api/admin/users/${victim.id}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(still.status).toBe(200);
  });

  it("changing one's own password asks for the current one, then ends other sessions but keeps this one", async () => {
    const admin = await newAdmin();
    const otherBrowser = await portalSessionCookie(admin);
    const thisBrowser = await portalSessionCookie(admin);
    const change = (current?: string) =>
      postForm(
        `${baseUrl()}/admin/users?edit=${admin.id}`,
        {
          intent: "update",
          id: admin.id,
          email: admin.email,
          password: "my-new-password-1",
          confirmPassword: "my-new-password-1",
          ...(current === undefined ? {} : { current_password: current }),
        },
        { cookie: thisBrowser },
      );
    // Someone at an unattended, signed-in phone cannot take the account over.
    const withoutCurrent = await change();
    expect(withoutCurrent.status).toBe(400);
    expect(await withoutCurrent.text()).toContain("Enter your current password to change it");
    const wrongCurrent = await change("not-my-password");
    expect(wrongCurrent.status).toBe(400);
    expect(await wrongCurrent.text()).toContain("Current password is incorrect");
    expect(
      (await fetch(`${baseUrl()}/admin/users`, { headers: { Cookie: otherBrowser }, redirect: "manual" })).status,
    ).toBe(200);

    const response = await change(admin.password);
    expect(response.status).toBe(302);
    const renewed = firstCookie(response);
    const page = await fetch(`${baseUrl()}/admin/users`, { headers: { Cookie: renewed }, redirect: "manual" });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("User updated successfully");
    const other = await fetch(`${baseUrl()}/admin/users`, { headers: { Cookie: otherBrowser }, redirect: "manual" });
    expect(other.status).toBe(302);
  });
});
