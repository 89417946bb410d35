// `npm run dev` (the README's run command) serves the menu and accepts a form post.
import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { findFreePort } from "#scripts/lib/local-database.ts";
import { projectRoot } from "#scripts/lib/project.ts";
import { testDatabaseUri } from "#tests/support/environment.ts";

let child: ChildProcess | undefined;
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
});

describe("the development server", () => {
  it("serves the seeded menu and takes a form post", { timeout: 120_000 }, async () => {
    const port = await findFreePort();
    child = spawn("npm", ["run", "dev"], {
      cwd: projectRoot,
      env: {
        ...process.env,
        NODE_ENV: "development",
        PORT: String(port),
        MONGODB_URI: testDatabaseUri(),
        LOG_REQUESTS: "false",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const url = `http://127.0.0.1:${port}`;

    const deadline = Date.now() + 90_000;
    let menu: Response | undefined;
    while (Date.now() < deadline) {
      menu = await fetch(`${url}/menu`).catch(() => undefined);
      if (menu) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(menu?.status, output).toBe(200);
    expect(await menu!.text()).toContain("Chicken Katsu Sando");

    const subscribe = await fetch(`${url}/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "203.0.113.77" },
      body: new URLSearchParams({ email: `dev-${Date.now()}@example.com` }),
    });
    expect(subscribe.status, output).toBe(200);
    expect(await subscribe.text()).toContain("Successfully subscribed!");
    expect(output).not.toMatch(/Invalid `context` value/);
  });
});
