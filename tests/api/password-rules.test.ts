// Passwords per NIST SP 800-63B and the spec (issue 14, recipe 5): common and breached passwords
// are refused (zxcvbn-ts's list of 49,000), so are passwords bcrypt would silently cut at 72
// bytes; the spec's minimum of 8 stays; one's own password changes only with the current one,
// in the API as in the portal; and the account is mailed when its password or e-mail changes.
import { describe, expect, it } from "vitest";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { callApi } from "#tests/support/admin-api.ts";
import { apiLogin, portalSessionCookie, uniqueEmail } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { postForm } from "#tests/support/form-posts.ts";
import { forgetSignInFailuresAfterThisFile } from "#tests/support/sign-in-failures.ts";
import { adminsOfThisFile } from "#tests/support/test-admins.ts";

const TOO_COMMON = "This password is too common. Please choose one that is harder to guess";
const TOO_LONG = "Password must be at most 72 bytes (72 letters, fewer with accents or emoji)";

useTestDatabase();
forgetSignInFailuresAfterThisFile();
const admins = adminsOfThisFile("passwords", (emails) =>
  OutboxMessage.deleteMany({ kind: "account-changed", to: { $in: emails } }),
);
const emails = admins.emails;

async function signedInAdmin() {
  const admin = await admins.create();
  return { ...admin, token: (await apiLogin(admin)).accessToken };
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
      const response = await callApi("POST", "/api/admin/users", { email, password }, { token: admin.token });
      expect(response.status, password).toBe(400);
      expect(response.body.error, password).toBe(message);
      expect(await AdminUser.exists({ email })).toBeNull();
    }
    // A long passphrase of ordinary words is fine.
    const email = uniqueEmail("strong");
    emails.push(email);
    const created = await callApi(
      "POST",
      "/api/admin/users",
      { email, password: "katsu sando under the pier at noon" },
      { token: admin.token },
    );
    expect(created.status).toBe(201);
  });

  it("the portal's users page refuses a common password beside the field", async () => {
    const admin = await signedInAdmin();
    const cookie = await portalSessionCookie(admin);
    const email = uniqueEmail("weak-portal");
    emails.push(email);
    const response = await postForm(
      `${baseUrl()}/admin/users?new`,
      { intent: "create", email, password: "qwertyuiop", confirmPassword: "qwertyuiop" },
      { cookie },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(TOO_COMMON);
    expect(await AdminUser.exists({ email })).toBeNull();
  });
});

describe("changing one's own password through the API", () => {
  it("needs current_password; another admin's change does not, and either way the account is mailed", async () => {
    const admin = await signedInAdmin();
    const put = (body: Record<string, unknown>, token = admin.token) =>
      callApi("PUT", `/api/admin/users/${admin.id}`, body, { token });

    const without = await put({ password: "a-fresh-katsu-password" });
    expect(without.status).toBe(400);
    expect(without.body.error).toBe("Enter your current password to change it");
    const wrong = await put({ password: "a-fresh-katsu-password", current_password: "not-it-at-all" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe("Current password is incorrect");
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
    const renamed = await put({ email: newEmail }, other.token);
    expect(renamed.status).toBe(200);
    const notice = await OutboxMessage.findOne({
      kind: "account-changed",
      to: admin.email,
      subject: /e-mail address/,
    }).lean();
    expect(notice?.text).toContain(`The account now signs in as ${newEmail}.`);
  });
});
