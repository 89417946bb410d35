// The request log (LOG_REQUESTS) is kept for 30 days and read by whoever runs the server: it must
// not hand them a working sign-in link, an unsubscribe link or a subscriber's address. Query
// values are logged only for parameters on the log's allow-list; every other value is redacted.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preferencesUrl } from "#app/domain/newsletter/followers.server.ts";
import { confirmationUrl } from "#app/domain/newsletter/links.server.ts";
import { unsubscribeUrl } from "#app/domain/newsletter/newsletter.server.ts";
import { hashToken } from "#app/domain/staff/user-tokens.server.ts";
import { SignInLink } from "#app/models/sign-in-link.server.ts";
import { type ServerProcess, startServerProcess, TEST_SESSION_SECRET } from "#scripts/lib/server-process.ts";
import { createTestAdmin, deleteTestAdmins, uniqueEmail } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testDatabaseUri } from "#tests/support/environment.ts";
import { logLines } from "#tests/support/request-log.ts";

useTestDatabase();
let server: ServerProcess;
const emails: string[] = [];
beforeAll(async () => {
  server = await startServerProcess({ mongodbUri: testDatabaseUri(), env: { LOG_REQUESTS: "true" } });
});
afterAll(async () => {
  await server?.stop();
  await deleteTestAdmins(emails);
});

/** Requests `path` and returns the request log line written for it (found by its request id). */
/**
 * A mailed link's page and its one-click POST (as a mail client sends it) are logged with
 * `expected` as their path: neither the link's token nor the subscriber's address.
 */
async function expectLinkLoggedRedacted(path: string, secrets: { token: string; email: string }, expected: string) {
  const page = await logged(path);
  expect(page.status, path).toBe(200);
  const oneClick = await logged(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  for (const { line } of [page, oneClick]) {
    expect(line).not.toContain(secrets.token);
    expect(line).not.toContain(secrets.email.split("@")[0]);
    expect(JSON.parse(line).path).toBe(expected);
  }
}

async function logged(path: string, init: RequestInit = {}): Promise<{ status: number; line: string }> {
  const requestId = `log-test-${randomBytes(6).toString("hex")}`;
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { ...init.headers, "X-Request-Id": requestId },
  });
  await response.arrayBuffer();
  let line: string | undefined;
  await expect
    .poll(
      () =>
        (line = server
          .output()
          .split("\n")
          .find((text) => text.includes(`"requestId":"${requestId}"`))),
    )
    .toBeDefined();
  return { status: response.status, line: line! };
}

describe("the request log", () => {
  it("never shows a live sign-in link's token, only the route and the parameter's name", async () => {
    const admin = await createTestAdmin("log-link");
    emails.push(admin.email);
    const token = randomBytes(32).toString("base64url");
    await SignInLink.create({
      token_hash: hashToken(token),
      user_id: admin.id,
      expires_at: new Date(Date.now() + 15 * 60_000),
    });

    const page = await logged(`/admin/sign-in-link?token=${token}`);
    expect(page.status).toBe(200);
    const data = await logged(
      `/admin/sign-in-link.data?token=${encodeURIComponent(token)}&_routes=routes%2Fadmin%2Fsign-in-link`,
    );
    for (const { line } of [page, data]) expect(line).not.toContain(token);
    expect(JSON.parse(page.line).path).toBe("/admin/sign-in-link?token=[redacted]");
    // React Router's own parameter is on the allow-list and kept.
    expect(JSON.parse(data.line).path).toBe(
      "/admin/sign-in-link.data?token=[redacted]&_routes=routes%2Fadmin%2Fsign-in-link",
    );
  });

  it("never shows an unsubscribe link's token or the subscriber's address", async () => {
    const email = uniqueEmail("log-subscriber");
    const link = new URL(unsubscribeUrl(email, { siteUrl: server.url, secret: TEST_SESSION_SECRET }));
    const token = link.searchParams.get("token")!;
    const path = `${link.pathname}${link.search}`;

    await expectLinkLoggedRedacted(path, { token, email }, "/newsletter/unsubscribe?email=[redacted]&token=[redacted]");
    // Nothing else the server printed carries them either.
    expect(server.output()).not.toContain(token);
  });

  it("never shows a confirmation or preferences link's token or the subscriber's address", async () => {
    const email = uniqueEmail("log-follower");
    const context = { siteUrl: server.url, secret: TEST_SESSION_SECRET };
    const confirm = new URL(confirmationUrl(email, new Date(), context));
    const preferences = new URL(preferencesUrl(email, context));
    const pages = [
      { link: confirm, expected: "/newsletter/confirm?email=[redacted]&at=[redacted]&token=[redacted]" },
      { link: preferences, expected: "/newsletter/preferences?email=[redacted]&token=[redacted]" },
    ];
    for (const { link, expected } of pages) {
      const token = link.searchParams.get("token")!;
      const path = `${link.pathname}${link.search}`;
      await expectLinkLoggedRedacted(path, { token, email }, expected);
      expect(server.output()).not.toContain(token);
    }
  });

  it("never shows the Spanish newsletter links' tokens or the subscriber's address (issue 48)", async () => {
    const email = uniqueEmail("log-seguidor");
    const context = { siteUrl: server.url, secret: TEST_SESSION_SECRET };
    // The same signed links, opened on the Spanish pages.
    const inSpanish = (address: string) => {
      const link = new URL(address);
      link.pathname = `/es${link.pathname}`;
      return link;
    };
    const pages = [
      {
        link: inSpanish(confirmationUrl(email, new Date(), context)),
        expected: "/es/newsletter/confirm?email=[redacted]&at=[redacted]&token=[redacted]",
      },
      {
        link: inSpanish(preferencesUrl(email, context)),
        expected: "/es/newsletter/preferences?email=[redacted]&token=[redacted]",
      },
      {
        link: inSpanish(unsubscribeUrl(email, context)),
        expected: "/es/newsletter/unsubscribe?email=[redacted]&token=[redacted]",
      },
    ];
    for (const { link, expected } of pages) {
      const token = link.searchParams.get("token")!;
      await expectLinkLoggedRedacted(`${link.pathname}${link.search}`, { token, email }, expected);
      expect(server.output()).not.toContain(token);
    }
  });

  it("keeps the values of the parameters the pages read, and redacts anything else", async () => {
    expect(JSON.parse((await logged("/menu?diet=vegan&without=spicy")).line).path).toBe(
      "/menu?diet=vegan&without=spicy",
    );
    const secret = randomBytes(24).toString("hex");
    const other = await logged(`/menu?fbclid=${secret}&${secret}&reset_code=${secret}`);
    expect(other.line).not.toContain(secret);
    expect(JSON.parse(other.line).path).toBe("/menu?fbclid=[redacted]&[redacted]&reset_code=[redacted]");
    expect(logLines(server).length).toBeGreaterThan(0);
  });

  it("never shows a quote link's token, however the path is cased or encoded, in English or Spanish (issues 43, 50)", async () => {
    const token = randomBytes(24).toString("base64url");
    const spellings = [
      { path: `/QUOTES/${token}`, logged: "/quotes/[redacted]" },
      { path: `/Quotes/${token}.data`, logged: "/quotes/[redacted].data" },
      { path: `/%71uotes/${token}?utm_source=mail`, logged: "/quotes/[redacted]?utm_source=[redacted]" },
      // The Spanish page a Spanish enquiry's mail links (issue 50).
      { path: `/es/quotes/${token}`, logged: "/es/quotes/[redacted]" },
      { path: `/ES/Quotes/${token}.data`, logged: "/es/quotes/[redacted].data" },
      { path: `/es/%71uotes/${token}?utm_source=mail`, logged: "/es/quotes/[redacted]?utm_source=[redacted]" },
      { path: `/%65s/quotes/${token}`, logged: "/es/quotes/[redacted]" },
    ];
    for (const { path, logged: expected } of spellings) {
      const { line } = await logged(path);
      expect(line, path).not.toContain(token);
      expect(JSON.parse(line).path, path).toBe(expected);
    }
    expect(server.output()).not.toContain(token);
  });
});
