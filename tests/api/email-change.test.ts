// A borrowed session or a 15-minute token cannot take an account by changing its e-mail (issue
// 27): one's own new e-mail needs the current password, takes effect only when the link mailed to
// the new address is followed, and the old address is told with a link that cancels the change
// (even after it was confirmed), puts the address back and ends every session and token. An
// Owner changing someone else's e-mail still changes it at once. Issue 43: the current password
// cannot be guessed at leisure (a sign-in attempt, the 5th wrong one in a row ends the session or
// token), and holding the session and the password does not win the account either. A server of
// the file's own mails through a real SMTP server, where the tests read every mail.
import { describe, expect, it } from "vitest";
import { requestEmailChange } from "#app/domain/staff/email-changes.server.ts";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { RateLimitHit } from "#app/models/rate-limit-hit.server.ts";
import { SignInFailure } from "#app/models/sign-in-failure.server.ts";
import { apiLogin, portalSessionCookie, uniqueEmail } from "#tests/support/admin-users.ts";
import { firstCookie, postForm, postJson } from "#tests/support/form-posts.ts";
import { mailingServerOfThisFile } from "#tests/support/mailing-server.ts";
import { addressesOfThisRun } from "#tests/support/sign-in-failures.ts";
import type { ReceivedMail } from "#tests/support/smtp.ts";
import { adminsOfThisFile } from "#tests/support/test-admins.ts";

const mail = mailingServerOfThisFile("change_mail", (smtpPort) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SMTP_REQUIRE_TLS: "false",
  MAIL_FROM: "Sando Truck <hello@example.com>",
}));
const admins = adminsOfThisFile("change-mail");
const site = () => mail.server.url;

const putSelf = (token: string, id: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${site()}/api/admin/users/${id}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  }).then(async (response) => ({
    status: response.status,
    retryAfter: response.headers.get("Retry-After"),
    body: (await response.json()) as {
      success: boolean;
      error: string;
      fieldErrors?: Record<string, string>;
      user: { id: string; email: string };
      pending_email?: string | null;
    },
  }));

/** The mails to `to` whose subject contains `subject`, once at least `count` have arrived. */
async function mailsTo(to: string, subject: string, count = 1): Promise<ReceivedMail[]> {
  const matching = () =>
    mail.smtp.messages.filter((m) => m.envelopeTo.includes(to) && (m.subject ?? "").includes(subject));
  await mail.smtp.waitFor(() => matching().length >= count);
  return matching();
}

/** The link to `path` in the newest mail to `to` whose subject contains `subject`. */
async function mailedLink(to: string, subject: string, path: string, count = 1): Promise<string> {
  const mails = await mailsTo(to, subject, count);
  const link = new RegExp(`https?://\\S+${path.replace(/\//g, "\\/")}\\?token=[A-Za-z0-9_-]+`).exec(
    mails.at(-1)?.text ?? "",
  )?.[0];
  if (!link) throw new Error(`no mail with a link to ${path} for ${to}`);
  return link.replace(/^https?:\/\/[^/]+/, site());
}

const CONFIRM = "Confirm your new Sando Truck staff e-mail";
const NOTICE = "Your Sando Truck staff e-mail is being changed";
const CANCELLED = "The change of your Sando Truck staff e-mail was cancelled";
const ENDED = "A session of your Sando Truck staff account was ended";
const TOO_MANY = "Too many wrong passwords. Please wait a while and try again.";

/** Opens a mailed link's page, then presses its button (a same-origin POST) and follows the redirect. */
async function follow(link: string): Promise<{ asked: string; status: number; page: string }> {
  const opened = await fetch(link);
  const asked = await opened.text();
  if (opened.status !== 200) return { asked, status: opened.status, page: asked };
  const answer = await fetch(link, { method: "POST", headers: { Origin: site() }, redirect: "manual" });
  expect(answer.status).toBe(302);
  const cookie = firstCookie(answer);
  const shown = await fetch(`${site()}${answer.headers.get("location")}`, { headers: { Cookie: cookie } });
  return { asked, status: shown.status, page: await shown.text() };
}

const signsIn = async (email: string, password: string) =>
  (await postJson("/api/auth/login", { email, password }, {}, site())).status === 200;
const tokenWorks = async (accessToken: string) =>
  (await fetch(`${site()}/api/auth/verify`, { headers: { Authorization: `Bearer ${accessToken}` } })).status === 200;
const emailOf = async (id: string) => (await AdminUser.findById(id).lean())?.email;

describe("changing one's own e-mail", () => {
  it("is refused without the current password, and with it waits for the new address's link", async () => {
    const staff = await admins.create("staff");
    const { accessToken } = await apiLogin(staff, site());
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
    expect(mail.smtp.messages.filter((m) => m.envelopeTo.includes(attacker))).toEqual([]);

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
    const confirm = await follow(await mailedLink(newEmail, CONFIRM, "/admin/email-change"));
    expect(confirm.asked).toContain(`Make ${newEmail} the e-mail your staff account signs in with.`);
    expect(confirm.status, confirm.page.slice(-3000)).toBe(200);
    expect(confirm.page).toContain(`Your account&#x27;s e-mail is now ${newEmail}.`);
    expect(await signsIn(newEmail, staff.password)).toBe(true);
    expect(await signsIn(staff.email, staff.password)).toBe(false);
    // Used once.
    expect((await follow(await mailedLink(newEmail, CONFIRM, "/admin/email-change"))).status).toBe(410);
  });

  it("can be cancelled from the old address, even after it was confirmed, which signs the account out everywhere", async () => {
    const owner = await admins.create("owner", "keeps-mail");
    const stolen = await apiLogin(owner, site());
    const cookie = await portalSessionCookie(owner, site());
    const attacker = uniqueEmail("thief");
    admins.emails.push(attacker);
    // A thief with the password as well: the change goes through, then the owner takes it back.
    expect(
      (await putSelf(stolen.accessToken, owner.id, { email: attacker, current_password: owner.password })).status,
    ).toBe(200);
    expect((await follow(await mailedLink(attacker, CONFIRM, "/admin/email-change"))).status).toBe(200);
    expect((await AdminUser.findById(owner.id).lean())?.email).toBe(attacker);

    const [notice] = await mailsTo(owner.email, NOTICE);
    expect(notice?.text).toContain(`asked to change its e-mail address to ${attacker}`);
    const cancel = await follow(await mailedLink(owner.email, NOTICE, "/admin/email-change/cancel"));
    expect(cancel.asked).toContain(`Keep ${owner.email} as your staff account&#x27;s e-mail instead of ${attacker}`);
    expect(cancel.status).toBe(200);
    expect(cancel.page).toContain("The change was cancelled and your account was signed out everywhere.");
    expect((await AdminUser.findById(owner.id).lean())?.email).toBe(owner.email);
    // Every token and session of the account ended.
    expect(await tokenWorks(stolen.accessToken)).toBe(false);
    expect((await postJson("/api/auth/refresh", { refreshToken: stolen.refreshToken }, {}, site())).status).toBe(401);
    const portal = await fetch(`${site()}/admin/account`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(portal.status).toBe(302);
    const [cancelled] = await mailsTo(owner.email, CANCELLED);
    expect(cancelled?.text).toContain(`It signs in as ${owner.email} again.`);
    expect(await signsIn(owner.email, owner.password)).toBe(true);
    // The cancel link works once.
    expect((await follow(await mailedLink(owner.email, NOTICE, "/admin/email-change/cancel"))).status).toBe(410);
  });

  it("from My Account needs the password and says where to look, also for an Owner's own row under Users", async () => {
    const owner = await admins.create("owner", "account-mail");
    const cookie = await portalSessionCookie(owner, site());
    const post = (path: string, fields: Record<string, string>) => postForm(`${site()}${path}`, fields, { cookie });
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
    const page = await (await fetch(`${site()}/admin/account`, { headers: { Cookie: flashCookie || cookie } })).text();
    expect(page).toContain(`Check ${newEmail} to confirm the change`);
    expect(page).toContain(`Waiting for you to follow the link sent to ${newEmail}.`);
    expect((await AdminUser.findById(owner.id).lean())?.email).toBe(owner.email);

    // While that change waits, no further one (issue 43): the old address keeps the last word.
    const again = await post("/admin/account", {
      intent: "change-email",
      email: uniqueEmail("account-again"),
      current_password: owner.password,
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(
      `An earlier change of this account&#x27;s e-mail can still be cancelled from ${owner.email} until`,
    );

    // Another Owner's own row under Users takes the same path; someone else's row changes at once.
    const second = await admins.create("owner", "users-row-owner");
    const secondCookie = await portalSessionCookie(second, site());
    const viaUsers = uniqueEmail("users-row");
    admins.emails.push(viaUsers);
    const ownRow = await postForm(
      `${site()}/admin/users`,
      { intent: "update", id: second.id, email: viaUsers, role: "owner", current_password: second.password },
      { cookie: secondCookie },
    );
    expect(ownRow.status).toBe(302);
    expect((await AdminUser.findById(second.id).lean())?.email).toBe(second.email);
    expect(await mailsTo(viaUsers, CONFIRM)).toHaveLength(1);
    const other = await admins.create("staff", "someone-else");
    const renamed = uniqueEmail("renamed");
    admins.emails.push(renamed);
    expect((await post("/admin/users", { intent: "update", id: other.id, email: renamed, role: "staff" })).status).toBe(
      302,
    );
    expect((await AdminUser.findById(other.id).lean())?.email).toBe(renamed);
  });
});

// Issue 43, findings 1 to 3 and 6: what was seen, tried again.
describe("a borrowed session or token", () => {
  /** A client address of its own for each attempt (trusted from localhost, as a proxy's). */
  const addresses = addressesOfThisRun(1);
  const address = () => addresses.next();

  it("cannot guess the current password over the API: a sign-in attempt, the 5th wrong one in a row ends the token", async () => {
    const staff = await admins.create("staff", "guessed-api");
    const stolen = await apiLogin(staff, site());
    // The stolen browser's device token comes along, and lets nothing off.
    const device = { "X-Device-Token": (stolen as unknown as { deviceToken: string }).deviceToken };
    const from = address();
    const guess = (n: number, at: string) =>
      putSelf(
        stolen.accessToken,
        staff.id,
        { password: "a-brand-new-password", current_password: `guess-${n}` },
        { ...device, "X-Forwarded-For": at },
      );
    for (let n = 1; n <= 3; n += 1) {
      const wrong = await guess(n, from);
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toBe("Current password is incorrect");
    }
    // Each was recorded as a failed sign-in of the account from that address...
    expect(await SignInFailure.countDocuments({ key: `pair:${staff.email}|${from}` })).toBe(3);
    expect(await RateLimitHit.countDocuments({ key: `sign-in-account:${staff.email}` })).toBe(3);
    // ...so the throttle's wait holds the next one as it holds a sign-in. (Five more failures from
    // there, as the login form would record them, make the wait long enough not to race it.)
    await SignInFailure.insertMany(
      Array.from({ length: 5 }, () => ({ key: `pair:${staff.email}|${from}`, failed_at: new Date() })),
    );
    const held = await guess(4, from);
    expect(held.status).toBe(429);
    expect(Number(held.retryAfter)).toBeGreaterThan(10);
    expect(held.body.error).toBe(TOO_MANY);
    expect(held.body.fieldErrors?.current_password).toMatch(
      /^Too many wrong passwords\. .* You can try again in \d+ seconds\.$/,
    );
    // Guesses from other addresses count on: the 5th wrong answer in a row ends the token.
    expect((await guess(5, address())).status).toBe(400);
    const fifth = await guess(6, address());
    expect(fifth.status).toBe(429);
    expect(fifth.body.error).toBe(TOO_MANY);
    expect(fifth.retryAfter).not.toBeNull();
    expect(await tokenWorks(stolen.accessToken)).toBe(false);
    expect((await postJson("/api/auth/refresh", { refreshToken: stolen.refreshToken }, {}, site())).status).toBe(401);
    const [ended] = await mailsTo(staff.email, ENDED);
    expect(ended?.text).toContain("typed a wrong current password 5 times in a row");
    // No sign-in link by this path; the account's own sign-in still works.
    expect(
      mail.smtp.messages.filter((m) => m.envelopeTo.includes(staff.email) && /sign-in link/i.test(m.subject ?? "")),
    ).toEqual([]);
    expect(await signsIn(staff.email, staff.password)).toBe(true);
  });

  it("cannot guess it on My Account either: the 5th wrong answer ends the session, said beside the field", async () => {
    const owner = await admins.create("owner", "guessed-page");
    const cookie = await portalSessionCookie(owner, site());
    const elsewhere = await apiLogin(owner, site());
    const post = (n: number) =>
      postForm(
        `${site()}/admin/account`,
        { intent: "change-email", email: uniqueEmail("never"), current_password: `guess-${n}` },
        { cookie, headers: { "X-Forwarded-For": address() } },
      );
    for (let n = 1; n <= 4; n += 1) {
      const wrong = await post(n);
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain("Current password is incorrect");
    }
    const fifth = await post(5);
    expect(fifth.status).toBe(429);
    const page = await fifth.text();
    expect(page).toMatch(
      /id="[^"]*current_password[^"]*"[^>]*>Too many wrong passwords\. Please wait a while and try again\. You can try again in \d+ seconds?\./,
    );
    const account = await fetch(`${site()}/admin/account`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(account.status).toBe(302);
    expect(account.headers.get("location")).toMatch(/^\/admin\/login/);
    // Only that session: the account's other sign-ins go on.
    expect(await tokenWorks(elsewhere.accessToken)).toBe(true);
    const [ended] = await mailsTo(owner.email, ENDED);
    expect(ended?.text).toContain("in the staff portal");
  });

  it("with the password cannot chain e-mail changes past the owner's cancel link", async () => {
    const owner = await admins.create("owner", "chained");
    const stolen = await apiLogin(owner, site());
    const [b, c] = [uniqueEmail("attacker-b"), uniqueEmail("attacker-c")];
    admins.emails.push(b, c);
    expect((await putSelf(stolen.accessToken, owner.id, { email: b, current_password: owner.password })).status).toBe(
      200,
    );
    expect((await follow(await mailedLink(b, CONFIRM, "/admin/email-change"))).status).toBe(200);
    // The recipe: a further change, whose notice would go to the attacker's own B.
    const further = await putSelf(stolen.accessToken, owner.id, { email: c, current_password: owner.password });
    expect(further.status).toBe(409);
    expect(further.body.error).toContain(`can still be cancelled from ${owner.email} until`);
    expect(await emailOf(owner.id)).toBe(b);

    // A database from before this fix may hold such a chain: B to C, confirmed, noticed to B.
    await requestEmailChange({ _id: (await AdminUser.findById(owner.id))!._id, email: b }, c);
    expect((await follow(await mailedLink(c, CONFIRM, "/admin/email-change"))).status).toBe(200);
    expect(await emailOf(owner.id)).toBe(c);
    // Even the attacker's own cancel link (mailed to B) gives the account back to its owner.
    const viaB = await follow(await mailedLink(b, NOTICE, "/admin/email-change/cancel"));
    expect(viaB.asked).toContain(`Keep ${owner.email} as your staff account&#x27;s e-mail instead of ${c}`);
    expect(viaB.page).toContain(`It signs in as ${owner.email} again.`);
    expect(await emailOf(owner.id)).toBe(owner.email);
    const [told] = await mailsTo(owner.email, CANCELLED);
    expect(told?.text).toContain(`It signs in as ${owner.email} again.`);
    // The owner's own link is spent with the others.
    expect((await follow(await mailedLink(owner.email, NOTICE, "/admin/email-change/cancel"))).status).toBe(410);
    expect(await signsIn(owner.email, owner.password)).toBe(true);
    expect(await signsIn(c, owner.password)).toBe(false);
  });

  it("cannot confirm a change after the owner's new password, and asks at most 3 changes a day", async () => {
    const staff = await admins.create("staff", "new-password");
    const stolen = await apiLogin(staff, site());
    const mine = uniqueEmail("thief-box");
    admins.emails.push(mine);
    expect(
      (await putSelf(stolen.accessToken, staff.id, { email: mine, current_password: staff.password })).status,
    ).toBe(200);
    // The owner sets a new password (the thief's token ends); the thief then follows the link.
    const owners = await apiLogin(staff, site());
    const newPassword = "a-longer-password-now";
    const reset = await putSelf(owners.accessToken, staff.id, {
      password: newPassword,
      current_password: staff.password,
    });
    expect(reset.status).toBe(200);
    expect(await tokenWorks(stolen.accessToken)).toBe(false);
    const confirm = await follow(await mailedLink(mine, CONFIRM, "/admin/email-change"));
    expect(confirm.status).toBe(410);
    expect(await emailOf(staff.id)).toBe(staff.email);
    expect(await signsIn(staff.email, newPassword)).toBe(true);

    // The waiting change ended with the sessions, so a new one may be asked: twice more today.
    const signedIn = await apiLogin({ email: staff.email, password: newPassword }, site());
    for (const n of [2, 3]) {
      const to = uniqueEmail(`again-${n}`);
      admins.emails.push(to);
      const asked = await putSelf(signedIn.accessToken, staff.id, { email: to, current_password: newPassword });
      expect(asked.status).toBe(200);
      // Sign out everywhere ends the waiting change too (and every token): sign in again.
      const cookie = await portalSessionCookie({ email: staff.email, password: newPassword }, site());
      expect((await postForm(`${site()}/admin/account`, { intent: "sign-out-everywhere" }, { cookie })).status).toBe(
        302,
      );
      expect((await follow(await mailedLink(to, CONFIRM, "/admin/email-change"))).status).toBe(410);
      Object.assign(signedIn, await apiLogin({ email: staff.email, password: newPassword }, site()));
    }
    const fourth = await putSelf(signedIn.accessToken, staff.id, {
      email: uniqueEmail("fourth"),
      current_password: newPassword,
    });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toBe("You have asked to change your e-mail 3 times today. Please try again tomorrow.");
    expect(Number(fourth.retryAfter)).toBeGreaterThan(0);
  });
});
