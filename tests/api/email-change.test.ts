// A borrowed session or a 15-minute token cannot take an account by changing its e-mail (issue
// 27): one's own new e-mail needs the current password, takes effect only when the link mailed to
// the new address is followed, and the old address is told with a link that cancels the change
// (even after it was confirmed), puts the address back and ends every session and token. An
// Owner changing someone else's e-mail still changes it at once.
import { describe, expect, it } from "vitest";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { OutboxMessage, type MAIL_KINDS } from "#app/models/outbox-message.server.ts";
import { callApi } from "#tests/support/admin-api.ts";
import { apiLogin, portalSessionCookie, uniqueEmail } from "#tests/support/admin-users.ts";
import { firstCookie, postForm, postJson } from "#tests/support/form-posts.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { adminsOfThisFile } from "#tests/support/test-admins.ts";

useTestDatabase();
const admins = adminsOfThisFile("change-mail");

const putSelf = (token: string, id: string, body: unknown) => callApi("PUT", `/api/admin/users/${id}`, body, { token });

/** The link of kind `path` in the newest mail of `kind` to `to`. */
async function mailedLink(kind: (typeof MAIL_KINDS)[number], to: string, path: string): Promise<string> {
  const mail = await OutboxMessage.findOne({ kind, to }).sort({ created_at: -1 }).lean();
  const link = new RegExp(`https?://\\S+${path.replace(/\//g, "\\/")}\\?token=[A-Za-z0-9_-]+`).exec(
    mail?.text ?? "",
  )?.[0];
  if (!link) throw new Error(`no ${kind} mail with a link to ${path} for ${to}`);
  return link.replace(/^https?:\/\/[^/]+/, baseUrl());
}

/** Opens a mailed link's page, then presses its button (a same-origin POST) and follows the redirect. */
async function follow(link: string): Promise<{ asked: string; status: number; page: string }> {
  const opened = await fetch(link);
  const asked = await opened.text();
  if (opened.status !== 200) return { asked, status: opened.status, page: asked };
  const answer = await fetch(link, { method: "POST", headers: { Origin: baseUrl() }, redirect: "manual" });
  expect(answer.status).toBe(302);
  const cookie = firstCookie(answer);
  const shown = await fetch(`${baseUrl()}${answer.headers.get("location")}`, { headers: { Cookie: cookie } });
  return { asked, status: shown.status, page: await shown.text() };
}

const signsIn = async (email: string, password: string) =>
  (await postJson("/api/auth/login", { email, password })).status === 200;

describe("changing one's own e-mail", () => {
  it("is refused without the current password, and with it waits for the new address's link", async () => {
    const staff = await admins.create("staff");
    const { accessToken } = await apiLogin(staff);
    const attacker = uniqueEmail("attacker");
    admins.emails.push(attacker);

    // The recipe of the issue: only a bearer token, no password.
    const bare = await putSelf(accessToken, staff.id, { email: attacker });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ success: false, error: "Enter your current password to change it" });
    const wrong = await putSelf(accessToken, staff.id, { email: attacker, current_password: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe("Current password is incorrect");
    expect((await AdminUser.findById(staff.id).lean())?.email).toBe(staff.email);
    expect(await OutboxMessage.countDocuments({ to: attacker })).toBe(0);

    const newEmail = uniqueEmail("moved");
    admins.emails.push(newEmail);
    const asked = await putSelf(accessToken, staff.id, { email: newEmail, current_password: staff.password });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      success: true,
      user: { id: staff.id, email: staff.email },
      pending_email: newEmail,
    });
    expect(await signsIn(newEmail, staff.password)).toBe(false);
    expect(await signsIn(staff.email, staff.password)).toBe(true);

    // The new address's link makes the change.
    const confirm = await follow(await mailedLink("email-change-confirm", newEmail, "/admin/email-change"));
    expect(confirm.asked).toContain(`Make ${newEmail} the e-mail your staff account signs in with.`);
    expect(confirm.status, confirm.page.slice(-3000)).toBe(200);
    expect(confirm.page).toContain(`Your account&#x27;s e-mail is now ${newEmail}.`);
    expect(await signsIn(newEmail, staff.password)).toBe(true);
    expect(await signsIn(staff.email, staff.password)).toBe(false);
    // Used once.
    expect((await follow(await mailedLink("email-change-confirm", newEmail, "/admin/email-change"))).status).toBe(410);
  });

  it("can be cancelled from the old address, even after it was confirmed, which signs the account out everywhere", async () => {
    const owner = await admins.create("owner", "keeps-mail");
    const stolen = await apiLogin(owner);
    const cookie = await portalSessionCookie(owner);
    const attacker = uniqueEmail("thief");
    admins.emails.push(attacker);
    // A thief with the password as well: the change goes through, then the owner takes it back.
    expect(
      (await putSelf(stolen.accessToken, owner.id, { email: attacker, current_password: owner.password })).status,
    ).toBe(200);
    expect((await follow(await mailedLink("email-change-confirm", attacker, "/admin/email-change"))).status).toBe(200);
    expect((await AdminUser.findById(owner.id).lean())?.email).toBe(attacker);

    const notice = await OutboxMessage.findOne({ kind: "email-change-notice", to: owner.email }).lean();
    expect(notice?.text).toContain(`asked to change its e-mail address to ${attacker}`);
    const cancel = await follow(await mailedLink("email-change-notice", owner.email, "/admin/email-change/cancel"));
    expect(cancel.asked).toContain(`Keep ${owner.email} as your staff account&#x27;s e-mail instead of ${attacker}`);
    expect(cancel.status).toBe(200);
    expect(cancel.page).toContain("The change was cancelled and your account was signed out everywhere.");
    expect((await AdminUser.findById(owner.id).lean())?.email).toBe(owner.email);
    // Every token and session of the account ended.
    const verify = await fetch(`${baseUrl()}/api/auth/verify`, {
      headers: { Authorization: `Bearer ${stolen.accessToken}` },
    });
    expect(verify.status).toBe(401);
    expect((await postJson("/api/auth/refresh", { refreshToken: stolen.refreshToken })).status).toBe(401);
    const portal = await fetch(`${baseUrl()}/admin/account`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(portal.status).toBe(302);
    expect(await OutboxMessage.countDocuments({ kind: "email-change-cancelled", to: owner.email })).toBe(1);
    expect(await signsIn(owner.email, owner.password)).toBe(true);
    // The cancel link works once.
    expect(
      (await follow(await mailedLink("email-change-notice", owner.email, "/admin/email-change/cancel"))).status,
    ).toBe(410);
  });

  it("from My Account needs the password and says where to look, also for an Owner's own row under Users", async () => {
    const owner = await admins.create("owner", "account-mail");
    const cookie = await portalSessionCookie(owner);
    const post = (path: string, fields: Record<string, string>) => postForm(`${baseUrl()}${path}`, fields, { cookie });
    const newEmail = uniqueEmail("account-new");
    admins.emails.push(newEmail);
    const without = await post("/admin/account", { intent: "change-email", email: newEmail });
    expect(without.status).toBe(400);
    expect(await without.text()).toContain("Enter your current password to change it");

    const asked = await post("/admin/account", {
      intent: "change-email",
      email: newEmail,
      current_password: owner.password,
    });
    expect(asked.status).toBe(302);
    const flashCookie = firstCookie(asked);
    // The flash travels in the portal's cookie, which the answer sets anew.
    const page = await (
      await fetch(`${baseUrl()}/admin/account`, { headers: { Cookie: flashCookie || cookie } })
    ).text();
    expect(page).toContain(`Check ${newEmail} to confirm the change`);
    expect(page).toContain(`Waiting for you to follow the link sent to ${newEmail}.`);
    expect((await AdminUser.findById(owner.id).lean())?.email).toBe(owner.email);

    // The Owner's own row under Users takes the same path; someone else's row changes at once.
    const viaUsers = uniqueEmail("users-row");
    admins.emails.push(viaUsers);
    const ownRow = await post("/admin/users", {
      intent: "update",
      id: owner.id,
      email: viaUsers,
      role: "owner",
      current_password: owner.password,
    });
    expect(ownRow.status).toBe(302);
    expect((await AdminUser.findById(owner.id).lean())?.email).toBe(owner.email);
    expect(await OutboxMessage.countDocuments({ kind: "email-change-confirm", to: viaUsers })).toBe(1);
    const other = await admins.create("staff", "someone-else");
    const renamed = uniqueEmail("renamed");
    admins.emails.push(renamed);
    expect((await post("/admin/users", { intent: "update", id: other.id, email: renamed, role: "staff" })).status).toBe(
      302,
    );
    expect((await AdminUser.findById(other.id).lean())?.email).toBe(renamed);
  });
});
