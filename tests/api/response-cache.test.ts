// The server reuses public answers it has just rendered (app/web/response-cache.server.ts): on a
// server of its own with the reuse switched on, a repeated public request asks the database
// nothing and still carries its own CSP nonce; what staff save through the server shows on the
// next request; a change made behind the server's back shows once the reuse window ends; and
// signed-in staff are never handed a reused answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MenuItem } from "#app/models/menu-item.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { createTestAdmin, deleteTestAdmins } from "#tests/support/admin-users.ts";
import { uniqueName, useTestDatabase } from "#tests/support/database.ts";
import { testDatabaseUri } from "#tests/support/environment.ts";
import { getWithDatabaseCommands, startUpDone, waitForLog } from "#tests/support/request-log.ts";

// This file's server keeps answers far longer than any test takes, however busy the machine: a
// test that needs "still reused" must not race the window's end. The window's end is tried on a
// server of its own with a short one.
const LONG_REUSE_SECONDS = 600;
const REUSE_SECONDS = 3;

useTestDatabase();
let server: ServerProcess;
const emails: string[] = [];
const itemNames: string[] = [];
let shortWindow: ServerProcess;
// Both servers started side by side before the tests (a hook's time limit, not a test's).
beforeAll(async () => {
  [server, shortWindow] = await Promise.all([
    startServerProcess({
      mongodbUri: testDatabaseUri(),
      // A request waits for the same page's render under way for up to 30 s (not the default 1 s),
      // so that on a slow machine a render taking over a second is still shared, not repeated.
      env: {
        LOG_REQUESTS: "true",
        RESPONSE_CACHE_SECONDS: String(LONG_REUSE_SECONDS),
        RESPONSE_REUSE_WAIT_MS: "30000",
      },
    }),
    startServerProcess({
      mongodbUri: testDatabaseUri(),
      env: { RESPONSE_CACHE_SECONDS: String(REUSE_SECONDS), RESPONSE_REUSE_WAIT_MS: "30000" },
    }),
  ]);
  await Promise.all([startUpDone(server), startUpDone(shortWindow)]);
});

afterAll(async () => {
  await Promise.all([server?.stop(), shortWindow?.stop()]);
  await MenuItem.deleteMany({ name: { $in: itemNames } });
  await deleteTestAdmins(emails);
});

/** Fetches `path` from this file's server, with the request log's database command count. */
function get(path: string, headers: Record<string, string> = {}) {
  return getWithDatabaseCommands(server, path, headers);
}

function scriptNonce(response: Response): string {
  const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
  if (!nonce) throw new Error("no script nonce in the CSP header");
  return nonce;
}

async function staffToken(): Promise<string> {
  const admin = await createTestAdmin("response-cache");
  emails.push(admin.email);
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The public menu's item names. Returns as soon as the answer is in (no wait for the log line). */
async function publicMenuNames(query = "", base = server.url): Promise<string[]> {
  const menu = (await (await fetch(`${base}/api/menu-items${query}`)).json()) as {
    menuItems: Record<string, { name: string }[]>;
  };
  return Object.values(menu.menuItems)
    .flat()
    .map((item) => item.name);
}

describe("reuse of public answers", () => {
  it("answers a repeated page without the database, with the new request's own nonce", async () => {
    const first = await get("/press");
    expect(first.response.status).toBe(200);
    const second = await get("/press");
    expect(second.dbCommands).toBe(0);
    expect(second.response.headers.get("ETag")).toBe(first.response.headers.get("ETag"));

    const firstNonce = scriptNonce(first.response);
    const secondNonce = scriptNonce(second.response);
    expect(secondNonce).not.toBe(firstNonce);
    // Every inline script of the reused page carries this response's nonce, none the old one.
    expect(second.body).not.toContain(firstNonce);
    const scriptNonces = [...second.body.matchAll(/<script[^>]*\snonce="([^"]*)"/g)].map((match) => match[1]);
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([secondNonce]));
    expect(second.body.replaceAll(secondNonce, "")).toBe(first.body.replaceAll(firstNonce, ""));

    const revalidated = await get("/press", { "If-None-Match": first.response.headers.get("ETag")! });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.dbCommands).toBe(0);
    // A 304's headers replace the cached copy's: a new nonce there would block its scripts.
    expect(revalidated.response.headers.get("Content-Security-Policy")).toBeNull();
  });

  it("shows what staff save through the server on the very next request", async () => {
    const token = await staffToken();
    const name = uniqueName("Cache Sando");
    itemNames.push(name);
    expect(await publicMenuNames()).not.toContain(name);
    expect((await get("/api/menu-items")).dbCommands).toBe(0);

    const created = await fetch(`${server.url}/api/admin/menu-items`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ category_id: "sandos", name, description: "Fresh", price: 12, is_available: true }),
    });
    expect(created.status).toBe(201);
    expect(await publicMenuNames()).toContain(name);
    expect((await get("/menu")).body).toContain(name);
  });

  it("shows a change made behind the server's back once the reuse window ends", async () => {
    const base = shortWindow.url;
    const name = uniqueName("Elsewhere Sando");
    itemNames.push(name);
    // A query string of its own: an answer made now, not one near the end of its window. The
    // server kept it at some moment between these two readings of the clock it shares with us.
    const query = `?test=${Date.now()}`;
    const asked = Date.now();
    await publicMenuNames(query, base);
    const answered = Date.now();
    await MenuItem.create({
      category_id: "sandos",
      name,
      description: "Added by another process",
      price: 11,
      is_available: true,
    });
    // Until the window ends (REUSE_SECONDS after `asked` at the earliest) the answer is still the
    // one from before the write: this server did not see it. Asked again and again while it lasts
    // (at least once, even on a slow machine: creating an item takes well under the window).
    let askedWithin = 0;
    for (;;) {
      const names = await publicMenuNames(query, base);
      if (Date.now() >= asked + REUSE_SECONDS * 1000) break;
      expect(names).not.toContain(name);
      askedWithin += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(askedWithin).toBeGreaterThan(0);
    // Once it has ended (REUSE_SECONDS after `answered` at the latest), the next answer is new.
    const ended = answered + REUSE_SECONDS * 1000 - Date.now();
    if (ended > 0) await new Promise((resolve) => setTimeout(resolve, ended + 1));
    expect(await publicMenuNames(query, base)).toContain(name);
  });

  it("keys answers without tracking parameters: a shared link's new fbclid does not make a new render", async () => {
    await get("/menu");
    expect((await get("/menu")).dbCommands).toBe(0);
    const fromInstagram = await get(
      `/menu?fbclid=PAZXh0bgNhZW0${Date.now()}&utm_source=ig&utm_medium=social&igshid=abc`,
    );
    expect(fromInstagram.response.status).toBe(200);
    expect(fromInstagram.dbCommands).toBe(0);
    // A parameter a page could read still makes an answer of its own.
    expect((await get(`/menu?test=${Date.now()}`)).dbCommands).toBeGreaterThan(0);
  });

  it("renders a page once for many requests arriving together, the others wait for it", async () => {
    const path = `/press?together=${Date.now()}`;
    // Told apart in the log by their request ids: it redacts the query's value.
    const batch = `together-${Date.now()}`;
    const ours = (line: { requestId?: string }) => line.requestId?.startsWith(batch) === true;
    const bodies = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        fetch(`${server.url}${path}`, { headers: { "X-Request-Id": `${batch}-${index}` } }).then((response) =>
          response.text(),
        ),
      ),
    );
    expect(bodies.every((body) => body.includes("<h1"))).toBe(true);
    const lines = await waitForLog(
      server,
      (all) => {
        const found = all.filter(ours);
        return found.length === 8 ? found : undefined;
      },
      "the eight requests",
    );
    const rendered = lines.filter((line) => (line.dbCommands ?? 0) > 0);
    expect(rendered).toHaveLength(1);
  });

  it("never hands a reused answer to a request with the staff session or a token", async () => {
    await get("/");
    expect((await get("/")).dbCommands).toBe(0);
    const signedIn = await get("/", { Cookie: "__sando_admin=anything" });
    expect(signedIn.dbCommands).toBeGreaterThan(0);
    const withToken = await get("/api/menu-items", { Authorization: "Bearer not-a-real-token" });
    expect(withToken.dbCommands).toBeGreaterThan(0);
    // Someone else's cookies (analytics) do not stop the reuse.
    expect((await get("/", { Cookie: "_ga=GA1.1.123" })).dbCommands).toBe(0);
  });
});
