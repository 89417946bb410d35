// Killing the database while the server runs: /healthz answers 503 and pages answer with an
// error page, never a crash; restarting the database brings both back without a restart.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findFreePort, startLocalDatabase, type LocalDatabase } from "../../scripts/lib/local-database.ts";
import { projectRoot } from "../../scripts/lib/project.ts";
import { startServerProcess, type ServerProcess } from "../../scripts/lib/server-process.ts";
import { scratchDir } from "../support/environment.ts";

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

describe("a database outage", () => {
  it("is survived and recovered from without restarting the server", { timeout: 180_000 }, async () => {
    const port = await findFreePort();
    const dataDir = join(scratchDir(), "outage-db");
    database = await startLocalDatabase({ dataDir, port, log: () => {} });
    const mongodbUri = `${database.uri}/sando_outage`;
    execFileSync(process.execPath, ["scripts/seed.ts"], {
      cwd: projectRoot,
      env: { ...process.env, MONGODB_URI: mongodbUri },
      stdio: "ignore",
    });
    server = await startServerProcess({ mongodbUri });
    // The server runs on the Node the project brings, not the machine's older one.
    expect(server.output()).toMatch(/\(Node v24\.\d+\.\d+\)/);

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

    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(server.child.exitCode).toBeNull();

    database = await startLocalDatabase({ dataDir, port, kind: database.kind, log: () => {} });
    await waitFor(async () => (await fetch(`${server!.url}/healthz`)).status === 200, 30_000);
    const menuAfter = await fetch(`${server.url}/menu`);
    expect(menuAfter.status).toBe(200);
    expect(await menuAfter.text()).toContain("Chicken Katsu Sando");

    // Graceful shutdown on SIGTERM: exit code 0 after finishing.
    const exitCode = await server.stop("SIGTERM");
    expect(exitCode).toBe(0);
    expect(server.output()).toContain("shutdown complete");
  });
});
