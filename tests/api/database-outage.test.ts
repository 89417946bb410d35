// Killing the database while the server runs: /healthz answers 503; every public page renders
// what it can (200 where it needs no data, 503 where its data is missing, the banner hidden);
// admin writes through the portal and the API fail with a clear message and write nothing;
// restarting the database brings everything back without restarting the server.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { findFreePort, type LocalDatabase, startLocalDatabase } from "#scripts/lib/local-database.ts";
import { projectRoot } from "#scripts/lib/project.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { HIDDEN_PUBLIC_BANNER } from "#tests/support/banner-lock.ts";
import { mapConcurrently } from "#tests/support/concurrency.ts";
import { scratchDir } from "#tests/support/environment.ts";
import { firstCookie, postForm, postJson, postLoginForm } from "#tests/support/form-posts.ts";

const execFileAsync = promisify(execFile);
let database: LocalDatabase | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop("SIGKILL");
  await database?.stop();
});

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Requests in flight at once while the database is away. */
const CONCURRENT_REQUESTS = 8;
const ADMIN = { email: "outage-admin@example.com", password: "outage-admin-password" };
const BANNER_MESSAGE = "Outage test banner: closed Monday";
const PORTAL_EVENT = "Outage test event (portal)";
const API_EVENT = "Outage test event (API)";

function eventFields(title: string) {
  return {
    title,
    address: "120 Santa Barbara St",
    date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    time: "4:00 PM - 9:00 PM",
    description: "Written once, after the database came back.",
  };
}

/** Path, status and a text the visitor still sees while the database is down. */
const PUBLIC_PAGES_DURING_OUTAGE: [string, number, string | null][] = [
  ["/", 200, "TRADITIONAL JAPANESE KATSU SANDOS"],
  ["/about", 200, null],
  ["/gallery", 200, "Eat with your eyes"],
  ["/gallery/3", 200, null],
  // The default categories stay; the visitor is told the menu could not be loaded.
  ["/menu", 503, "Our menu could not be loaded right now"],
  ["/popup-locations", 503, "Unable to load upcoming events"],
  ["/catering-events", 200, "Bring the truck to your event"],
  ["/press", 503, "Failed to load press"],
  ["/newsletter", 200, null],
  // The way to ask for help stays readable while the database is away.
  ["/accessibility", 200, "Ask for help or report a barrier"],
  ["/nowhere-on-this-site", 404, null],
  ["/menu/sando-truck-menu.pdf", 503, null],
  ["/events.ics", 503, null],
  ["/sitemap.xml", 200, null],
  ["/robots.txt", 200, null],
  ["/catering", 301, null],
];

describe("a database outage", () => {
  it("is survived and recovered from without restarting the server", { timeout: 180_000 }, async () => {
    const port = await findFreePort();
    const dataDir = join(scratchDir(), "outage-db");
    database = await startLocalDatabase({ dataDir, port, log: () => {} });
    const mongodbUri = `${database.uri}/sando_outage`;
    // The seed and the admin are made while the server starts: both are first needed by the
    // requests below, and a server start is most of this file's time.
    const scriptEnv = { ...process.env, MONGODB_URI: mongodbUri };
    const seed = execFileAsync(process.execPath, ["scripts/seed.ts"], { cwd: projectRoot, env: scriptEnv });
    const createAdmin = execFileAsync(
      process.execPath,
      ["scripts/create-admin.ts", "--email", ADMIN.email, "--password", ADMIN.password],
      { cwd: projectRoot, env: scriptEnv },
    );
    // A short database timeout: each refused request below waits it out once.
    // No last good copies (STALE_IF_ERROR_SECONDS=0): this file shows what a page never rendered
    // before answers; database-freeze.test.ts shows the copies.
    [server] = await Promise.all([
      startServerProcess({ mongodbUri, env: { DATABASE_TIMEOUT_MS: "800", STALE_IF_ERROR_SECONDS: "0" } }),
      createAdmin,
      seed,
    ]);
    // The server runs on the Node the project brings, not the machine's older one.
    expect(server.output()).toMatch(/\(Node v24\.\d+\.\d+\)/);
    const url = server.url;

    // Signed in before the outage: a portal session cookie and an API access token.
    const portal = await postLoginForm(ADMIN, { origin: url });
    const cookie = firstCookie(portal);
    expect(portal.status).toBe(302);
    const login = await postJson("/api/auth/login", ADMIN, {}, url);
    const bearer = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
    const banner = await fetch(`${url}/api/admin/banner-settings`, {
      method: "POST",
      headers: { ...bearer, "Content-Type": "application/json" },
      body: JSON.stringify({ is_active: true, message: BANNER_MESSAGE, link_text: "", link_url: "" }),
    });
    expect(banner.status).toBe(200);
    expect(await (await fetch(`${url}/about`)).text()).toContain(BANNER_MESSAGE);

    /** The same new event, through the portal's form and through the API. */
    const portalSave = () =>
      postForm(`${url}/admin/events/new`, { ...eventFields(PORTAL_EVENT), is_active: "on" }, { cookie });
    const apiSave = () =>
      fetch(`${url}/api/admin/events`, {
        method: "POST",
        headers: { ...bearer, "Content-Type": "application/json" },
        body: JSON.stringify({ ...eventFields(API_EVENT), is_active: true }),
      });

    const menu = await fetch(`${server.url}/menu`);
    expect(menu.status).toBe(200);
    expect(await menu.text()).toContain("Chicken Katsu Sando");

    await database.stop("SIGKILL");

    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "unavailable", database: "down" });

    const menuDuringOutage = await fetch(`${server.url}/menu`);
    expect(menuDuringOutage.status).toBe(503);
    const outagePage = await menuDuringOutage.text();
    // The default categories stay; the visitor is told the menu could not be loaded.
    expect(outagePage).toContain("POPULAR PICKS");
    expect(outagePage).toContain("Our menu could not be loaded right now");

    const apiDuringOutage = await fetch(`${server.url}/api/menu-items`);
    expect(apiDuringOutage.status).toBe(503);
    expect(await apiDuringOutage.json()).toEqual({ success: false, error: "Failed to load menu items" });

    // Every public page: what it can show, the status saying whether its data is missing, and
    // never the banner (its settings are in the database too).
    // Asked for side by side (each waits out the database's time limit), checked one by one.
    const pagesDuringOutage = await mapConcurrently(PUBLIC_PAGES_DURING_OUTAGE, CONCURRENT_REQUESTS, async ([path]) => {
      const page = await fetch(`${url}${path}`, { redirect: "manual" });
      return { status: page.status, body: await page.text() };
    });
    for (const [index, [path, status, text]] of PUBLIC_PAGES_DURING_OUTAGE.entries()) {
      const page = pagesDuringOutage[index]!;
      const body = page.body;
      expect(`${path} ${page.status}`).toBe(`${path} ${status}`);
      if (text) expect(body, path).toContain(text);
      expect(body, path).not.toContain(BANNER_MESSAGE);
    }
    const bannerApi = await fetch(`${url}/api/banner-settings`);
    expect(await bannerApi.json()).toEqual(HIDDEN_PUBLIC_BANNER);

    // Admin writes: a clear message, not a crash and not a generic error page.
    // Sent side by side: each waits out the database's time limit.
    const [portalDuring, apiDuring, bannerDuring] = await Promise.all([
      portalSave(),
      apiSave(),
      fetch(`${url}/api/admin/banner-settings`, {
        method: "PUT",
        headers: { ...bearer, "Content-Type": "application/json" },
        body: JSON.stringify({ is_active: false, message: "Should not be saved" }),
      }),
    ]);
    expect(portalDuring.status).toBe(503);
    expect(await portalDuring.text()).toContain("We can&#x27;t reach our database right now");
    expect(apiDuring.status).toBe(503);
    expect(await apiDuring.json()).toEqual({ success: false, error: "Failed to save event" });
    expect(bannerDuring.status).toBe(503);
    expect(await bannerDuring.json()).toEqual({ success: false, error: "Failed to save banner settings" });

    // Every other API answer names what failed in the spec's words (section 8). The admin
    // routes cannot even check the token, so the body never matters; the public forms are valid.
    const someId = "0123456789abcdef01234567";
    const eventDate = addDaysToIsoDate(todayInTruckTimeZone(), 30);
    const enquiry = {
      name: "Outage Olly",
      email: "olly@example.com",
      phone: "805-555-0100",
      message: "A party",
      eventDate,
    };
    const outageAnswers: [method: string, path: string, error: string, body?: unknown][] = [
      ["GET", "/api/categories", "Failed to load categories"],
      ["GET", `/api/admin/events/${someId}`, "Failed to load event data"],
      ["GET", `/api/admin/menu-items/${someId}`, "Failed to load menu item data"],
      ["POST", "/api/admin/menu-items", "Failed to save menu item", {}],
      ["GET", "/api/admin/users", "Failed to load users"],
      ["POST", "/api/admin/users", "Failed to create user", {}],
      ["PUT", `/api/admin/users/${someId}`, "Failed to update user", {}],
      ["DELETE", `/api/admin/users/${someId}`, "Failed to delete user"],
      ["GET", "/api/admin/press-articles", "Failed to load press articles"],
      ["GET", `/api/admin/press-articles/${someId}`, "Failed to load article"],
      ["PUT", `/api/admin/press-articles/${someId}`, "Failed to save article", {}],
      ["DELETE", `/api/admin/press-articles/${someId}`, "Failed to delete article."],
      ["GET", "/api/admin/banner-settings", "Failed to load banner settings"],
      [
        "POST",
        "/api/send-email",
        "There was an error submitting your request. Please try again or contact us directly.",
        enquiry,
      ],
      ["POST", "/api/subscribe", "Error subscribing to newsletter", { email: "outage@example.com" }],
    ];
    const answersDuringOutage = await mapConcurrently(
      outageAnswers,
      CONCURRENT_REQUESTS,
      async ([method, path, , body]) => {
        const answer = await fetch(`${url}${path}`, {
          method,
          headers: { ...bearer, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: answer.status, json: (await answer.json()) as unknown };
      },
    );
    for (const [index, [method, path, error]] of outageAnswers.entries()) {
      const answer = answersDuringOutage[index]!;
      expect(`${method} ${path} ${answer.status}`).toBe(`${method} ${path} 503`);
      expect(answer.json, `${method} ${path}`).toEqual({ success: false, error });
    }
    expect(server.child.exitCode).toBeNull();

    database = await startLocalDatabase({ dataDir, port, kind: database.kind, log: () => {} });
    await waitFor(async () => (await fetch(`${server!.url}/healthz`)).status === 200, 30_000);
    const menuAfter = await fetch(`${server.url}/menu`);
    expect(menuAfter.status).toBe(200);
    expect(await menuAfter.text()).toContain("Chicken Katsu Sando");
    expect(await (await fetch(`${url}/about`)).text()).toContain(BANNER_MESSAGE);

    // The same writes now succeed, and the failed attempts left nothing behind.
    const portalAfter = await portalSave();
    expect(portalAfter.status).toBe(302);
    expect(portalAfter.headers.get("location")).toBe("/admin/events");
    expect((await apiSave()).status).toBe(201);
    const list = await fetch(`${url}/api/admin/events`, { headers: bearer });
    const titles = ((await list.json()) as { events: { title: string }[] }).events.map((event) => event.title);
    expect(titles.filter((title) => title === PORTAL_EVENT)).toHaveLength(1);
    expect(titles.filter((title) => title === API_EVENT)).toHaveLength(1);
    const bannerAfter = await fetch(`${url}/api/admin/banner-settings`, { headers: bearer });
    expect(((await bannerAfter.json()) as { data: { message: string } }).data.message).toBe(BANNER_MESSAGE);

    // Graceful shutdown on SIGTERM: exit code 0 after finishing.
    const exitCode = await server.stop("SIGTERM");
    expect(exitCode).toBe(0);
    expect(server.output()).toContain("shutdown complete");
  });
});
