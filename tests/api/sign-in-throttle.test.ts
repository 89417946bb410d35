// Password guessing is slowed and capped without locking the owner out (issue 14, recipe 3):
// failures count per account and address together with a growing wait, per address across
// accounts, and per account across all addresses, after which only a mailed one-time link
// signs the account in. The shared server trusts X-Forwarded-For from loopback, which stands in
// for many client addresses.
import { describe, expect, it } from "vitest";
import { clientBucket } from "#app/domain/shared/rate-limit.server.ts";
import { beginSignInAttempt } from "#app/domain/staff/sign-in-throttle.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { RateLimitHit } from "#app/models/rate-limit-hit.server.ts";
import { SignInFailure } from "#app/models/sign-in-failure.server.ts";
import { uniqueEmail } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { firstCookie, postForm, postLoginForm } from "#tests/support/form-posts.ts";
import { addressesOfThisRun, LINK_SENT, TOO_MANY } from "#tests/support/sign-in-failures.ts";
import { adminsOfThisFile } from "#tests/support/test-admins.ts";

useTestDatabase();
const addresses = addressesOfThisRun(0);
const freshAddress = () => addresses.next();
const admins = adminsOfThisFile("throttle", async (emails) => {
  await SignInFailure.deleteMany({ key: /^pair:/, failed_at: { $gte: new Date(Date.now() - 3_600_000) } });
  await RateLimitHit.deleteMany({ key: { $in: emails.map((email) => `sign-in-account:${email}`) } });
  await OutboxMessage.deleteMany({ kind: "sign-in-link", to: { $in: emails } });
});
const newAdmin = () => admins.create();
const emails = admins.emails;

async function signIn(email: string, password: string, address: string) {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { error?: string; accessToken?: string };
  return { status: response.status, error: body.error ?? null, retryAfter: response.headers.get("Retry-After") };
}

describe("an attacker who knows a staff e-mail", () => {
  it("cannot lock the owner out: failures from other addresses do not stop the right password", async () => {
    const owner = await newAdmin();
    // Five wrong passwords (the old lockout) from each of six addresses, and more from one.
    for (let address = 0; address < 6; address += 1) {
      const from = freshAddress();
      for (let attempt = 0; attempt < 5; attempt += 1) await signIn(owner.email, `guess-${address}-${attempt}`, from);
    }
    const attacker = freshAddress();
    const answers = [];
    for (let attempt = 0; attempt < 8; attempt += 1)
      answers.push(await signIn(owner.email, `again-${attempt}`, attacker));
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);

    const fromOwnersPhone = await signIn(owner.email, owner.password, freshAddress());
    expect(fromOwnersPhone.status).toBe(200);
  });

  it("cannot lock the owner out through the login page either: its failures count by their own address", async () => {
    const owner = await newAdmin();
    const attacker = freshAddress();
    const portal = async (password: string, address: string) =>
      (await postLoginForm({ email: owner.email, password }, { address })).status;
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await portal(`guess-${attempt}`, attacker)).toBe(401);
    expect(await portal("guess-again", attacker)).toBe(429);
    expect(await portal(owner.password, freshAddress())).toBe(302);
  });

  it("waits longer after each failure from the same address, known account or not", async () => {
    const owner = await newAdmin();
    const ghost = uniqueEmail("ghost");
    emails.push(ghost);
    // The throttle on a clock of the test's own (beginSignInAttempt takes its "now"), standing
    // ten minutes back so the failures it records still count when the server is asked below.
    const start = Date.now() - 10 * 60_000;
    for (const email of [owner.email, ghost]) {
      const subject = { email, clientAddress: freshAddress() };
      const attemptAt = async (ms: number) => (await beginSignInAttempt(subject, new Date(start + ms))).throttle;
      // Three failures cost nothing...
      for (const ms of [0, 1, 2]) expect(await attemptAt(ms)).toBeNull();
      // ...then each further attempt waits twice as long as the last: 1 s, 2 s, 4 s ... 256 s.
      // Refused at once (and not counted), still refused a millisecond before the wait is over,
      // let through on the dot (and counted: a failure unless it succeeds).
      let last = 2;
      for (let wait = 1000; wait <= 256_000; wait *= 2) {
        expect(await attemptAt(last + 1)).toEqual({ kind: "wait", retryAfterSeconds: wait / 1000 });
        expect(await attemptAt(last + wait - 1)).toEqual({ kind: "wait", retryAfterSeconds: 1 });
        expect(await attemptAt(last + wait)).toBeNull();
        last += wait;
      }
      // The server applies it: the next wait is 512 s from the last failure (some 89 s ago), so
      // even the right password is refused before it is checked, told how long is left.
      const asked = Date.now();
      const hurried = await signIn(email, email === owner.email ? owner.password : "anything", subject.clientAddress);
      const answered = Date.now();
      expect(hurried).toMatchObject({ status: 429, error: TOO_MANY });
      // The server read its clock between the two readings of the same clock here.
      const waitEnds = start + last + 512_000;
      expect(Number(hurried.retryAfter)).toBeGreaterThanOrEqual(Math.ceil((waitEnds - answered) / 1000));
      expect(Number(hurried.retryAfter)).toBeLessThanOrEqual(Math.ceil((waitEnds - asked) / 1000));
    }
  });

  it("counts an IPv6 client by its /64, so rotating addresses inside it gains nothing", async () => {
    const owner = await newAdmin();
    const network = addresses.nextIpv6Network();
    for (let host = 1; host <= 3; host += 1)
      expect((await signIn(owner.email, `wrong-${host}`, `${network}::${host}`)).status).toBe(401);
    expect((await signIn(owner.email, owner.password, `${network}::99`)).status).toBe(429);
  });
});

describe("one address guessing across accounts", () => {
  it("is stopped after 50 failures in 15 minutes, while other addresses sign in", async () => {
    const from = freshAddress();
    // Forty-seven guesses at as many accounts recorded as the throttle records them, in one
    // write (one by one they take seconds), and three over HTTP.
    await SignInFailure.insertMany(
      Array.from({ length: 47 }, () => ({ key: `ip:${clientBucket(from)}`, failed_at: new Date() })),
    );
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(uniqueEmail("spray"), "password-guess", from)).status).toBe(401);
    }
    const owner = await newAdmin();
    expect(await signIn(owner.email, owner.password, from)).toMatchObject({ status: 429, error: TOO_MANY });
    expect((await signIn(owner.email, owner.password, freshAddress())).status).toBe(200);
  });
});

describe("an account guessed at from everywhere", () => {
  it("after 100 failures signs in only through a one-time link mailed to its address", async () => {
    const owner = await newAdmin();
    const ghost = uniqueEmail("ghost");
    emails.push(ghost);
    for (const email of [owner.email, ghost]) {
      // Ninety-seven wrong guesses from anywhere, recorded as the throttle records them (one
      // hit each under the account's key) in one write, as HTTP sign-ins would take half a minute...
      const now = new Date();
      await RateLimitHit.insertMany(
        Array.from({ length: 97 }, () => ({
          key: `sign-in-account:${email}`,
          at: now,
          expires_at: new Date(now.getTime() + 24 * 60 * 60_000),
        })),
      );
      // ...and the last three over HTTP, each from a new address.
      for (let attempt = 0; attempt < 3; attempt += 1)
        expect((await signIn(email, `guess-${attempt}`, freshAddress())).status).toBe(401);
    }
    // Now even the right password, from a new address, is answered with the link message...
    const paused = await signIn(owner.email, owner.password, freshAddress());
    expect(paused).toMatchObject({ status: 429, error: LINK_SENT });
    // ...the same answer as for an address no account has, which gets no mail.
    expect(await signIn(ghost, "anything", freshAddress())).toMatchObject({ status: 429, error: LINK_SENT });
    expect(await OutboxMessage.countDocuments({ kind: "sign-in-link", to: ghost })).toBe(0);

    // Guessing on sends no more mail for a while.
    await signIn(owner.email, "one-more-guess", freshAddress());
    const mails = await OutboxMessage.find({ kind: "sign-in-link", to: owner.email }).lean();
    expect(mails).toHaveLength(1);
    const link = /https?:\/\/\S+\/admin\/sign-in-link\?token=[A-Za-z0-9_-]+/.exec(mails[0]?.text ?? "")?.[0] ?? "";
    expect(link).not.toBe("");
    const path = new URL(link).pathname + new URL(link).search;

    // Opening the link only asks (a mail scanner uses nothing up); the button signs in, once.
    const page = await fetch(`${baseUrl()}${path}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Sign in to the staff portal as ${owner.email}.`);
    const use = () => postForm(`${baseUrl()}${path}`, {});
    const used = await use();
    expect(used.status).toBe(302);
    expect(used.headers.get("location")).toBe("/admin/dashboard");
    const cookie = firstCookie(used);
    expect((await fetch(`${baseUrl()}/admin/users`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(
      200,
    );
    const again = await use();
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("This sign-in link has expired or was already used.");

    // Signed in through the link, the account's failures are forgiven: the password works again.
    expect((await signIn(owner.email, owner.password, freshAddress())).status).toBe(200);
  });
});
