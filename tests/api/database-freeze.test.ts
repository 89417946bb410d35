// A database that hangs (its process frozen with SIGSTOP: sockets open, nothing answers), under
// load: visitors keep getting the public pages and answers they were served before, from their
// last good copy, with an Age header and, on a page, a line saying when it was last updated;
// sign-in and staff pages are refused with 503 and the spec's message, never 500; once the
// database answers again (SIGCONT) everything is fresh again without restarting the server.
// A database and server of this file's own: freezing the shared one would stop every other test.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { findFreePort, type LocalDatabase, startLocalDatabase } from "#scripts/lib/local-database.ts";
import { projectRoot } from "#scripts/lib/project.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { scratchDir } from "#tests/support/environment.ts";
import { firstCookie, postJson, postLoginForm } from "#tests/support/form-posts.ts";

const ADMIN = { email: "freeze-admin@example.com", password: "freeze-admin-password" };
const DATABASE_TIMEOUT_MS = 1000;
/** What visitors ask for during the freeze, and a text each answer must still carry. */
const SEEN_BEFORE: [path: string, text: string][] = [
  ["/menu", "Chicken Katsu Sando"],
  ["/es/menu", "Chicken Katsu Sando"],
  ["/popup-locations", "Freeze test stop"],
  ["/api/events", "Freeze test stop"],
];

const execFileAsync = promisify(execFile);
let database: LocalDatabase | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  if (process.env.DEBUG_FREEZE) console.log(server?.output().slice(-6000));
  database?.freeze(false);
  await server?.stop("SIGKILL");
  await database?.stop();
});

type Visit = { path: string; status: number; ms: number; age: string | null; body: string };

/** `workers` visitors asking for the pages in turn until `stop` says so. */
async function visitUntil(url: string, workers: number, stop: () => boolean): Promise<Visit[]> {
  const visits: Visit[] = [];
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let turn = worker; !stop(); turn += 1) {
        const [path] = SEEN_BEFORE[turn % SEEN_BEFORE.length]!;
        const started = Date.now();
        try {
          const response = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(15_000) });
          const body = await response.text();
          visits.push({
            path,
            status: response.status,
            ms: Date.now() - started,
            age: response.headers.get("age"),
            body,
          });
        } catch (error) {
          visits.push({ path, status: 0, ms: Date.now() - started, age: null, body: String(error) });
        }
      }
    }),
  );
  return visits;
}

describe("a frozen database under load", () => {
  it("leaves visitors their pages, refuses staff with 503, and recovers by itself", { timeout: 120_000 }, async () => {
    const port = await findFreePort();
    database = await startLocalDatabase({ dataDir: join(scratchDir(), "freeze-db"), port, log: () => {} });
    const mongodbUri = `${database.uri}/sando_freeze`;
    const env = { ...process.env, MONGODB_URI: mongodbUri };
    // The seed and the admin are made while the server starts: both are first needed by the
    // requests below, and a server start is most of this file's time.
    const seed = execFileAsync(process.execPath, ["scripts/seed.ts"], { cwd: projectRoot, env });
    const createAdmin = execFileAsync(
      process.execPath,
      ["scripts/create-admin.ts", "--email", ADMIN.email, "--password", ADMIN.password],
      { cwd: projectRoot, env },
    );
    // The reuse off, so every visit below is rendered (or answered from the last good copy).
    [server] = await Promise.all([
      startServerProcess({
        mongodbUri,
        env: { DATABASE_TIMEOUT_MS: String(DATABASE_TIMEOUT_MS), RESPONSE_CACHE_SECONDS: "0" },
      }),
      createAdmin,
      seed,
    ]);
    const url = server.url;

    const login = await postJson("/api/auth/login", ADMIN, {}, url);
    const bearer = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
    const portal = await postLoginForm(ADMIN, { origin: url });
    expect(portal.status).toBe(302);
    const cookie = firstCookie(portal);
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    /** An event at the same place, date and hours through the API: new, or given its id, saved anew. */
    const saveEvent = (title: string, description: string, id?: string) =>
      fetch(`${url}/api/admin/events${id ? `/${id}` : ""}`, {
        method: id ? "PUT" : "POST",
        headers: { ...bearer, "Content-Type": "application/json" },
        body: JSON.stringify({
          title,
          address: "1 State St",
          date,
          time: "4:00 PM - 9:00 PM",
          description,
          is_active: true,
        }),
      });
    const created = await saveEvent("Freeze test stop", "Before.");
    expect(created.status).toBe(201);

    // Visitors see each page once while all is well.
    for (const [path, text] of SEEN_BEFORE) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(text);
    }

    let frozen = true;
    database.freeze(true);
    const load = visitUntil(url, 6, () => !frozen);
    try {
      // Staff, meanwhile: sign-in through the form and the token API, and a portal page.
      const formSignIn = await postLoginForm(ADMIN, { origin: url });
      expect(formSignIn.status).toBe(503);
      expect(await formSignIn.text()).toContain("We can&#x27;t reach our database right now");
      const apiSignIn = await postJson("/api/auth/login", ADMIN, {}, url);
      expect(apiSignIn.status).toBe(503);
      expect(((await apiSignIn.json()) as { success: boolean }).success).toBe(false);
      const portalPage = await fetch(`${url}/admin/events`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(portalPage.status).toBe(503);
      const write = await saveEvent("Written while frozen", "No.");
      expect(write.status).toBe(503);
      // A page nobody asked for before has no copy: the outage page, as before.
      expect((await fetch(`${url}/press`)).status).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 3 * DATABASE_TIMEOUT_MS));
    } finally {
      frozen = false;
    }
    const visits = await load;
    database.freeze(false);

    expect(visits.length).toBeGreaterThan(20);
    const failed = visits
      .filter((visit) => visit.status !== 200)
      .map((visit) => `${visit.path} ${visit.status} ${visit.body.slice(0, 80)}`);
    expect(failed).toEqual([]);
    for (const visit of visits) {
      const text = SEEN_BEFORE.find(([path]) => path === visit.path)![1];
      expect(visit.body, visit.path).toContain(text);
    }
    // Most visits came from the copies (the first few may have been rendered as it froze).
    const fromCopies = visits.filter((visit) => visit.age !== null);
    expect(fromCopies.length).toBeGreaterThan(visits.length / 2);
    const page = fromCopies.find((visit) => visit.path === "/menu");
    expect(page?.body).toMatch(
      /This page was last updated [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M\. We can&#39;t reach our database right now/,
    );
    // A Spanish page's copy says so in Spanish, with the date as es-US writes it ("4 dic 2026, 8:00 p.m.").
    expect(fromCopies.find((visit) => visit.path === "/es/menu")?.body).toMatch(
      /Esta página se actualizó por última vez el \d{1,2} [a-z]{3}\.? \d{4}, \d{1,2}:\d{2}\s[ap]\.\s?m\.\. Ahora no podemos conectar/,
    );
    // Nobody waited longer than the database's time limit, and a little.
    expect(Math.max(...visits.map((visit) => visit.ms))).toBeLessThan(2 * DATABASE_TIMEOUT_MS + 1500);

    // Thawed: fresh again by itself, with what changed while the copies were served.
    const deadline = Date.now() + 30_000;
    while ((await fetch(`${url}/healthz`)).status !== 200) {
      if (Date.now() > deadline) throw new Error("the server did not find the database again");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const renamed = await fetch(`${url}/api/admin/events`, { headers: bearer });
    expect(renamed.status).toBe(200);
    const events = ((await renamed.json()) as { events: { id: string; title: string }[] }).events;
    const stop = events.find((event) => event.title === "Freeze test stop")!;
    const update = await saveEvent("Freeze test stop, after the thaw", "After.", stop.id);
    expect(update.status).toBe(200);
    for (const path of ["/popup-locations", "/api/events"]) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("age"), path).toBeNull();
      const body = await response.text();
      expect(body, path).toContain("Freeze test stop, after the thaw");
      expect(body, path).not.toContain("last updated");
    }
    const signIn = await postJson("/api/auth/login", ADMIN, {}, url);
    expect(signIn.status).toBe(200);
    expect(server.output()).not.toMatch(/"status":500/);
  });
});
