// Passwords per NIST SP 800-63B and the spec (issue 14, recipe 5): common and breached passwords
// are refused (zxcvbn-ts's list of 49,000), so are passwords bcrypt would silently cut at 72
// bytes; the spec's minimum of 8 stays; one's own password changes only with the current one,
// in the API as in the portal; and the account is mailed when its password or e-mail changes.
import { afterAll, describe, expect, it } from "vitest";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import {
  apiLogin,
  createTestAdmin,
  deleteTestAdmins,
  portalSessionCookie,
  uniqueEmail,
} from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { forgetSignInFailuresAfterThisFile } from "#tests/support/sign-in-failures.ts";

const TOO_COMMON = "This password is too common. Please choose one that is harder to guess";
const TOO_LONG = "Password must be at most 72 bytes (72 letters, fewer with accents or emoji)";

useTestDatabase();
forgetSignInFailuresAfterThisFile();
const emails: string[] = [];
afterAll(async () => {
  await OutboxMessage.deleteMany({ kind: "account-changed", to: { $in: emails } });
  await deleteTestAdmins(emails);
});

async function signedInAdmin() {
  const admin = await createTestAdmin("passwords");
  emails.push(admin.email);
  const { accessToken } = await apiLogin(admin);
  return { ...admin, auth: { Authorization: `Bearer ${accessToken}` } };
}

function api(method: string, path: string, auth: Record<string, string>, body: unknown) {
  return fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...auth, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("new passwords", () => {
  it("refuses common passwords and ones over 72 bytes, keeps the spec's minimum, and creates nothing", async () => {
    const admin = await signedInAdmin();
    const cases: [string, string][] = [
      ["password123", TOO_COMMON],
      ["12345678", TOO_COMMON],
      ["qwertyuiop", TOO_COMMON],
      ["Password123", TOO_COMMON],
      ["é".repeat(37), TOO_LONG],
      ["short", "Password must be at least 8 characters"],
    ];
    for (const [password, message] of cases) {
      const email = uniqueEmail("weak");
      emails.push(email);
      const response = await api("POST", "/api/admin/users", admin.auth, { email, password });
      expect(response.status, password).toBe(400);
      expect(((await response.json()) as { error: string }).error, password).toBe(message);
      expect(await AdminUser.exists({ email })).toBeNull();
    }
    // A long passphrase of ordinary words is fine.
    const email = uniqueEmail("strong");
    emails.push(email);
    const created = await api("POST", "/api/admin/users", admin.auth, {
      email,
      password: "katsu sando under the pier at noon",
    });
    expect(created.status).toBe(201);
  });

  it("the portal's users page refuses a common password beside the field", async () => {
    const admin = await signedInAdmin();
    const cookie = await portalSessionCookie(admin);
    const email = uniqueEmail("weak-portal");
    emails.push(email);
    const response = await fetch(`${baseUrl()}/admin/users?new`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: baseUrl(), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "create", email, password: "qwertyuiop", confirmPassword: "qwertyuiop" }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(TOO_COMMON);
    expect(await AdminUser.exists({ email })).toBeNull();
  });
});

describe("changing one's own password through the API", () => {
  it("needs current_password; another admin's change does not, and either way the account is mailed", async () => {
    const admin = await signedInAdmin();
    const put = (body: Record<string, unknown>, auth = admin.auth, id = admin.id) =>
      api("PUT", `/api/admin/users/${id}`, auth, body);

    const without = await put({ password: "a-fresh-katsu-password" });
    expect(without.status).toBe(400);
    expect(((await without.json()) as { error: string }).error).toBe("Enter your current password to change it");
    const wrong = await put({ password: "a-fresh-katsu-password", current_password: "not-it-at-all" });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe("Current password is incorrect");
    expect(await OutboxMessage.countDocuments({ kind: "account-changed", to: admin.email })).toBe(0);

    const right = await put({ password: "a-fresh-katsu-password", current_password: admin.password });
    expect(right.status).toBe(200);
    await apiLogin({ email: admin.email, password: "a-fresh-katsu-password" });
    const mail = await OutboxMessage.findOne({ kind: "account-changed", to: admin.email }).lean();
    expect(mail?.subject).toBe("Your Sando Truck staff account's password changed");

    // Another admin sets a new e-mail: the old address hears of it.
    const other = await signedInAdmin();
    const newEmail = uniqueEmail("renamed");
    emails.push(newEmail);
    const renamed = await put({ email: newEmail }, other.auth);
    expect(renamed.status).toBe(200);
    const notice = await OutboxMessage.findOne({
      kind: "account-changed",
      to: admin.email,
      subject: /e-mail address/,
    }).lean();
    expect(notice?.text).toContain(`The account now signs in as ${newEmail}.`);
  });
});
