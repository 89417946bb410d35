// Two production servers on one database behave as one (issue 19, item 7), as they would behind
// a load balancer without sticky sessions: a staff edit through one shows through the other; a
// portal session opened on one works, and ends, on the other; each queued mail is sent once
// although both run an outbox worker; and the enquiry limit, the sign-in throttle and the cap
// on mails to one recipient count requests to both. The reuse of answers is off here: between
// servers it is bounded by RESPONSE_CACHE_SECONDS (README).
import { execFileSync } from "node:child_process";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { beginSignInAttempt } from "#app/domain/staff/sign-in-throttle.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { findFreePort } from "#scripts/lib/local-database.ts";
import { projectRoot } from "#scripts/lib/project.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { createTestAdmin, type TestAdmin } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { firstCookie, postLoginForm } from "#tests/support/form-posts.ts";
import { type SmtpCapture, startSmtpCapture } from "#tests/support/smtp.ts";

const databaseUri = () => `${testMongoBase()}/sando_two_servers_${process.pid}`;
useTestDatabase(databaseUri);

let one: ServerProcess;
let two: ServerProcess;
let smtp: SmtpCapture;
let admin: TestAdmin;

beforeAll(async () => {
  // The menu's categories come with the seed.
  execFileSync(process.execPath, ["scripts/seed.ts"], {
    cwd: projectRoot,
    env: { ...process.env, MONGODB_URI: databaseUri() },
    stdio: "ignore",
  });
  smtp = await startSmtpCapture(await findFreePort());
  const env = {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SMTP_REQUIRE_TLS: "false",
    OUTBOX_POLL_MS: "100",
    OUTBOX_RETRY_BASE_MS: "100",
    RESPONSE_CACHE_SECONDS: "0",
  };
  [one, two] = await Promise.all([
    startServerProcess({ mongodbUri: databaseUri(), env }),
    startServerProcess({ mongodbUri: databaseUri(), env }),
  ]);
  admin = await createTestAdmin("two-servers");
}, 120_000);

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await smtp?.stop();
  await mongoose.connection.dropDatabase();
});

function postJson(server: ServerProcess, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

function enquiry(email: string) {
  return {
    name: "Mika Sato",
    email,
    phone: "(805) 555-0199",
    eventDate: addDaysToIsoDate(todayInTruckTimeZone(), 21),
    message: "Lunch for the office, about 40 people.",
  };
}

describe("two servers on one database", () => {
  it("show a staff edit made through either, and share portal sessions", async () => {
    const login = await postJson(one, "/api/auth/login", { email: admin.email, password: admin.password });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const name = `Two Server Sando ${Date.now()}`;
    const created = await postJson(
      one,
      "/api/admin/menu-items",
      { category_id: "sandos", name, description: "Made on one", price: 13, is_available: true },
      { Authorization: `Bearer ${accessToken}` },
    );
    expect(created.status).toBe(201);
    const menu = (await (await fetch(`${two.url}/api/menu-items`)).json()) as {
      menuItems: Record<string, { name: string }[]>;
    };
    expect(
      Object.values(menu.menuItems)
        .flat()
        .map((item) => item.name),
    ).toContain(name);

    // A session opened on one works on the other, and logging out on the other ends it on both.
    const cookie = firstCookie(await postLoginForm(admin, { origin: one.url }));
    const usersOn = (server: ServerProcess) =>
      fetch(`${server.url}/admin/users`, { headers: { Cookie: cookie }, redirect: "manual" }).then(
        (response) => response.status,
      );
    expect(await usersOn(two)).toBe(200);
    await fetch(`${two.url}/admin/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: two.url },
    });
    expect(await usersOn(one)).toBe(302);
  });

  it("count the enquiry limit, the recipient cap and the sign-in throttle across both, and send each mail once", async () => {
    // Six enquiries from one client, alternating servers: the sixth is over the hourly five.
    const recipient = `guest-${Date.now()}@example.net`;
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await postJson(index % 2 === 0 ? one : two, "/api/send-email", enquiry(recipient), {
        "X-Forwarded-For": "203.0.113.50",
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    // Five staff mails and three confirmations (the recipient's daily share), each sent once.
    await smtp.waitFor((messages) => messages.length >= 8, 30_000);
    await expect.poll(() => OutboxMessage.countDocuments({ status: { $ne: "sent" } }), { timeout: 20_000 }).toBe(0);
    const ids = smtp.messages.map((message) => message.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(smtp.messages.filter((message) => message.envelopeTo.includes(recipient))).toHaveLength(3);
    expect(await OutboxMessage.countDocuments()).toBe(8);
    expect(smtp.messages).toHaveLength(8);

    // The pair's eight earlier failures, a minute apart ten minutes ago (recorded as the throttle
    // does, on a clock of the test's own): alone they no longer make anyone wait. One more wrong
    // password through one, then the right one through the other: after nine failures the pair
    // waits 64 s, whichever server it asks. (The 1 s wait after three failures would be outlasted
    // by a slow machine between two requests.)
    const address = "198.51.100.77";
    const tenMinutesAgo = Date.now() - 10 * 60_000;
    for (let failure = 0; failure < 8; failure += 1) {
      const attempt = await beginSignInAttempt(
        { email: admin.email, clientAddress: address },
        new Date(tenMinutesAgo + failure * 60_000),
      );
      expect(attempt.throttle).toBeNull();
    }
    const wrong = await postJson(
      one,
      "/api/auth/login",
      { email: admin.email, password: "wrong" },
      { "X-Forwarded-For": address },
    );
    expect(wrong.status).toBe(401);
    const hurried = await postJson(
      two,
      "/api/auth/login",
      { email: admin.email, password: admin.password },
      { "X-Forwarded-For": address },
    );
    expect(hurried.status).toBe(429);
    expect(Number(hurried.headers.get("Retry-After"))).toBeGreaterThan(32);
    expect(Number(hurried.headers.get("Retry-After"))).toBeLessThanOrEqual(64);
  });
});
