// Device cookies (issue 27): the sign-in defences cannot be turned against the owner. A browser
// (its device cookie) or a token-API client (X-Device-Token) that signed in to an account before
// keeps signing in while others' failures hold the account to its mailed link or make their
// addresses wait; ten failures with one device cookie spend it; a new password ends them all;
// and a success forgives only its own address, so the owner's sign-in buys an attacker nothing.
// The shared server trusts X-Forwarded-For from loopback, which stands in for many addresses.
import { describe, expect, it } from "vitest";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { SignInFailure } from "#app/models/sign-in-failure.server.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { IPHONE, postForm, postLoginForm } from "#tests/support/form-posts.ts";
import { addressesOfThisRun, LINK_SENT, shutPasswordSignIn, TOO_MANY } from "#tests/support/sign-in-failures.ts";
import { adminsOfThisFile } from "#tests/support/test-admins.ts";

useTestDatabase();
const addresses = addressesOfThisRun(1);
const freshAddress = () => addresses.next();
const admins = adminsOfThisFile("devices", (emails) =>
  OutboxMessage.deleteMany({ kind: "sign-in-link", to: { $in: emails } }),
);
const newAdmin = () => admins.create();

/** The login form posted by a browser from `address`, with the cookies it holds. */
async function portalSignIn(email: string, password: string, address: string, cookie?: string) {
  const response = await postLoginForm({ email, password }, { userAgent: IPHONE, address, cookie });
  const cookies = response.headers.getSetCookie();
  const device = cookies.find((set) => set.startsWith("__sando_device="));
  return {
    status: response.status,
    signedIn: response.status === 302 && response.headers.get("location") === "/admin/dashboard",
    text: response.status === 302 ? "" : await response.text(),
    /** The Set-Cookie of the device cookie, if one was given. */
    deviceSetCookie: device ?? null,
    /** The device cookie as the browser sends it back ("name=value"). */
    deviceCookie: device?.split(";")[0] ?? null,
  };
}

/** POST /api/auth/login from `address`, with a device token if given. */
async function apiSignIn(email: string, password: string, address: string, deviceToken?: string) {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": address,
      ...(deviceToken ? { "X-Device-Token": deviceToken } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { error?: string; accessToken?: string; deviceToken?: string };
  return {
    status: response.status,
    error: body.error ?? null,
    accessToken: body.accessToken ?? null,
    deviceToken: body.deviceToken ?? null,
  };
}

/** Failures of others for this account from `address`, enough that it must wait minutes, and over its cap. */
async function throttleAddress(email: string, address: string): Promise<void> {
  const now = new Date();
  await SignInFailure.insertMany([
    ...Array.from({ length: 10 }, () => ({ key: `pair:${email}|${address}`, failed_at: now })),
    ...Array.from({ length: 51 }, () => ({ key: `ip:${address}`, failed_at: now })),
  ]);
}

describe("a browser or app that signed in before", () => {
  it("still signs in with its password while strangers are sent the link and others' addresses wait", async () => {
    const owner = await newAdmin();
    const browser = await portalSignIn(owner.email, owner.password, freshAddress());
    expect(browser.signedIn).toBe(true);
    expect(browser.deviceSetCookie).toMatch(/; Max-Age=7776000;/);
    expect(browser.deviceSetCookie).toMatch(/; Path=\/;/);
    expect(browser.deviceSetCookie).toMatch(/; HttpOnly/);
    expect(browser.deviceSetCookie).toMatch(/; SameSite=Lax/);
    const app = await apiSignIn(owner.email, owner.password, freshAddress());
    expect(app.status).toBe(200);
    expect(app.deviceToken).toMatch(/^[\w-]{43}\.[\w-]{22}$/);

    // A hundred failures from elsewhere: a client that never signed in gets only the link path.
    await shutPasswordSignIn(owner.email);
    expect(await apiSignIn(owner.email, owner.password, freshAddress())).toMatchObject({
      status: 429,
      error: LINK_SENT,
    });
    const stranger = await portalSignIn(owner.email, owner.password, freshAddress());
    expect(stranger.status).toBe(429);
    expect(stranger.text).toContain("we&#x27;ve e-mailed it a sign-in link");

    // The app, sending its device token, signs in, and keeps the same token.
    const again = await apiSignIn(owner.email, owner.password, freshAddress(), app.deviceToken ?? "");
    expect(again).toMatchObject({ status: 200, deviceToken: app.deviceToken });
    expect(again.accessToken).toBeTruthy();

    // Shut again (that success started the count over); the browser comes from an address that
    // others' failures for this account hold for minutes and that is over its cap.
    await shutPasswordSignIn(owner.email);
    const busyAddress = freshAddress();
    await throttleAddress(owner.email, busyAddress);
    expect((await portalSignIn(owner.email, owner.password, busyAddress)).status).toBe(429);
    const back = await portalSignIn(owner.email, owner.password, busyAddress, browser.deviceCookie ?? "");
    expect(back.signedIn).toBe(true);
    // Its cookie was still good: no new one.
    expect(back.deviceSetCookie).toBeNull();
    // And a client never signed in still gets the link path.
    await shutPasswordSignIn(owner.email);
    expect(await apiSignIn(owner.email, owner.password, freshAddress(), "made-up.token")).toMatchObject({
      status: 429,
      error: LINK_SENT,
    });
    // The link went out once for all of it.
    expect(await OutboxMessage.countDocuments({ kind: "sign-in-link", to: owner.email })).toBe(1);
  });

  it("after 10 failures with its device cookie goes the way of everyone else", async () => {
    const owner = await newAdmin();
    const home = freshAddress();
    const browser = await portalSignIn(owner.email, owner.password, home);
    expect(browser.deviceCookie).toBeTruthy();
    await shutPasswordSignIn(owner.email);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await portalSignIn(owner.email, `wrong-${attempt}`, home, browser.deviceCookie ?? "")).status).toBe(401);
    }
    const spent = await portalSignIn(owner.email, owner.password, freshAddress(), browser.deviceCookie ?? "");
    expect(spent.status).toBe(429);
    expect(spent.text).toContain("we&#x27;ve e-mailed it a sign-in link");
  });

  it("is forgotten when the account gets a new password", async () => {
    const owner = await newAdmin();
    const browser = await portalSignIn(owner.email, owner.password, freshAddress());
    const app = await apiSignIn(owner.email, owner.password, freshAddress());
    // Both help while the password is the same...
    await shutPasswordSignIn(owner.email);
    expect((await portalSignIn(owner.email, owner.password, freshAddress(), browser.deviceCookie ?? "")).signedIn).toBe(
      true,
    );
    await shutPasswordSignIn(owner.email);
    expect((await apiSignIn(owner.email, owner.password, freshAddress(), app.deviceToken ?? "")).status).toBe(200);
    // ...and no longer once it changed.
    const newPassword = "a-brand-new-katsu-password";
    const change = await fetch(`${baseUrl()}/api/admin/users/${owner.id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${app.accessToken}` },
      body: JSON.stringify({ password: newPassword, current_password: owner.password }),
    });
    expect(change.status).toBe(200);
    await shutPasswordSignIn(owner.email);
    expect((await portalSignIn(owner.email, newPassword, freshAddress(), browser.deviceCookie ?? "")).status).toBe(429);
    expect(await apiSignIn(owner.email, newPassword, freshAddress(), app.deviceToken ?? "")).toMatchObject({
      status: 429,
      error: LINK_SENT,
    });
  });
});

describe("remembering and forgetting", () => {
  it('remembers a browser that signed in through the mailed link, and forgets all at "Sign out everywhere"', async () => {
    const owner = await newAdmin();
    await shutPasswordSignIn(owner.email);
    expect((await portalSignIn(owner.email, owner.password, freshAddress())).status).toBe(429);
    const mail = await OutboxMessage.findOne({ kind: "sign-in-link", to: owner.email }).lean();
    const link = new URL(
      /https?:\/\/\S+\/admin\/sign-in-link\?token=[\w-]+/.exec(mail?.text ?? "")?.[0] ?? "http://invalid/",
    );
    const used = await postForm(
      `${baseUrl()}${link.pathname}${link.search}`,
      {},
      { headers: { "User-Agent": IPHONE } },
    );
    expect(used.headers.get("location")).toBe("/admin/dashboard");
    const [session, device] = used.headers.getSetCookie().map((set) => set.split(";")[0] ?? "");
    expect(device).toMatch(/^__sando_device=/);

    // The link's browser is remembered: with the account shut again, its password still works.
    await shutPasswordSignIn(owner.email);
    expect((await portalSignIn(owner.email, owner.password, freshAddress(), device)).signedIn).toBe(true);

    // "Sign out everywhere" on My Account forgets it, and takes the cookie away.
    const everywhere = await postForm(
      `${baseUrl()}/admin/account`,
      { intent: "sign-out-everywhere" },
      { cookie: `${session}; ${device}` },
    );
    expect(everywhere.headers.get("location")).toBe("/admin/login");
    expect(everywhere.headers.getSetCookie().some((set) => /^__sando_device=; Max-Age=0/.test(set))).toBe(true);
    await shutPasswordSignIn(owner.email);
    expect((await portalSignIn(owner.email, owner.password, freshAddress(), device)).status).toBe(429);
  });
});

describe("the owner signing in", () => {
  it("does not forgive another address's failures: that address is still made to wait", async () => {
    const owner = await newAdmin();
    const attacker = freshAddress();
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await apiSignIn(owner.email, `guess-${attempt}`, attacker)).status).toBe(401);
    // Earlier failures of that address too, so its wait is long enough to outlast the test.
    const now = new Date();
    await SignInFailure.insertMany(
      Array.from({ length: 5 }, () => ({ key: `pair:${owner.email}|${attacker}`, failed_at: now })),
    );
    expect(await apiSignIn(owner.email, owner.password, attacker)).toMatchObject({ status: 429, error: TOO_MANY });

    expect((await apiSignIn(owner.email, owner.password, freshAddress())).status).toBe(200);
    expect(await apiSignIn(owner.email, owner.password, attacker)).toMatchObject({ status: 429, error: TOO_MANY });
  });
});
