// `npm start` (server/start.ts): the server gets the container image's memory settings unless the
// user chose their own, stops gracefully on SIGTERM, and its exit code reaches whoever started it.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { containerMemorySettings } from "#scripts/lib/container-env.ts";
import { findFreePort } from "#scripts/lib/local-database.ts";
import { projectRoot } from "#scripts/lib/project.ts";
import { TEST_SESSION_SECRET } from "#scripts/lib/server-process.ts";
import { scratchDir, testDatabaseUri } from "#tests/support/environment.ts";

type Launcher = {
  pid: number;
  url: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const started: Launcher[] = [];

/** `node server/start.ts` as `npm start` runs it, from another folder, without memory settings of our own. */
async function startLauncher(env: Record<string, string> = {}, waitForHealthy = true): Promise<Launcher> {
  const { NODE_OPTIONS: _nodeOptions, MALLOC_ARENA_MAX: _arenas, ...inherited } = process.env;
  const port = await findFreePort();
  // Not the repository: the launcher finds the server beside itself, wherever it is started from.
  const cwd = join(scratchDir(), "launcher");
  mkdirSync(cwd, { recursive: true });
  const child = spawn(process.execPath, [join(projectRoot, "server/start.ts")], {
    cwd,
    env: {
      ...inherited,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      MONGODB_URI: testDatabaseUri(),
      SESSION_SECRET: TEST_SESSION_SECRET,
      SITE_URL: `http://localhost:${port}`,
      LOG_REQUESTS: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // A process group of its own, as a terminal gives the command it runs, so a test can signal
    // the group as Ctrl-C does without signalling the test runner.
    detached: true,
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  // "close", not "exit": the server's last lines arrive through the same pipes.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("close", (code, signal) => resolve({ code, signal })),
  );
  const launcher = { pid: child.pid!, url: `http://127.0.0.1:${port}`, output: () => output, exited };
  started.push(launcher);

  const deadline = Date.now() + 60_000;
  while (waitForHealthy) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the launcher exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    const healthy = await fetch(`${launcher.url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the server did not become healthy within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return launcher;
}

function childrenOf(pid: number): number[] {
  const tasks = `/proc/${pid}/task`;
  if (!existsSync(tasks)) return [];
  return readdirSync(tasks).flatMap((task) =>
    readFileSync(`${tasks}/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number),
  );
}

/** The process that serves: the launcher's child if it started one, else the launcher itself. */
function serverProcessOf(launcher: Launcher): number {
  const children = childrenOf(launcher.pid);
  expect(children.length).toBeLessThanOrEqual(1);
  return children[0] ?? launcher.pid;
}

/** The environment a process started with, which is what Node and glibc read their settings from. */
function startEnvironmentOf(pid: number): Record<string, string> {
  const entries = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").filter(Boolean);
  return Object.fromEntries(
    entries.map((entry) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)]),
  );
}

/** Waits until the process's main thread has been asleep (waiting for work) for a while. */
async function untilIdle(pid: number): Promise<void> {
  let asleep = 0;
  const deadline = Date.now() + 20_000;
  while (asleep < 3) {
    if (Date.now() > deadline) throw new Error(`process ${pid} never went idle`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The state follows the command name, which is in parentheses.
    const state = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0];
    asleep = state === "S" ? asleep + 1 : 0;
  }
}

const processAlive = (pid: number) => existsSync(`/proc/${pid}`);

afterAll(() => {
  // A failed test may leave servers running; the launcher's child is in a process group of its own.
  for (const launcher of started) {
    for (const pid of [...childrenOf(launcher.pid), launcher.pid]) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
});

describe("npm start without NODE_OPTIONS or MALLOC_ARENA_MAX", () => {
  let launcher: Launcher;
  beforeAll(async () => {
    launcher = await startLauncher();
  });

  it("runs the server with the container image's memory settings", async () => {
    const server = serverProcessOf(launcher);
    expect(server).not.toBe(launcher.pid);
    const environment = startEnvironmentOf(server);
    expect({ NODE_OPTIONS: environment.NODE_OPTIONS, MALLOC_ARENA_MAX: environment.MALLOC_ARENA_MAX }).toEqual(
      containerMemorySettings(),
    );
    expect(environment.NODE_ENV).toBe("production");
    const health = await fetch(`${launcher.url}/healthz`);
    expect(await health.json()).toEqual({ status: "ok", database: "up" });
    expect(launcher.output()).toContain("memory settings of the container image");
  });

  it("stops the server gracefully on SIGTERM and exits with 0", async () => {
    const server = serverProcessOf(launcher);
    process.kill(launcher.pid, "SIGTERM");
    expect(await launcher.exited).toEqual({ code: 0, signal: null });
    expect(launcher.output()).toContain("shutdown complete");
    expect(launcher.output()).not.toContain('"level":"error"');
    expect(processAlive(server)).toBe(false);
  });
});

describe("Ctrl-C in the terminal that runs npm start", () => {
  it("stops the server gracefully, though the terminal signals every process of the command", async () => {
    const launcher = await startLauncher();
    // As a user would, once the server is idle: a server still busy starting takes a doubled
    // SIGINT as one, which would hide the trouble.
    await untilIdle(serverProcessOf(launcher));
    process.kill(-launcher.pid, "SIGINT");
    expect(await launcher.exited).toEqual({ code: 0, signal: null });
    expect(launcher.output()).toContain("shutdown complete");
  });
});

describe("npm start with settings of the user's own", () => {
  it("leaves NODE_OPTIONS as the user set it and adds no MALLOC_ARENA_MAX", async () => {
    const launcher = await startLauncher({ NODE_OPTIONS: "--max-old-space-size=1024" });
    const environment = startEnvironmentOf(serverProcessOf(launcher));
    expect(environment.NODE_OPTIONS).toBe("--max-old-space-size=1024");
    expect(environment.MALLOC_ARENA_MAX).toBeUndefined();
    expect(launcher.output()).not.toContain("memory settings of the container image");
    expect((await fetch(`${launcher.url}/healthz`)).status).toBe(200);

    process.kill(launcher.pid, "SIGTERM");
    expect(await launcher.exited).toEqual({ code: 0, signal: null });
    expect(launcher.output()).toContain("shutdown complete");
  });
});

describe("npm start with a bad configuration", () => {
  it("exits with the server's exit code, 1, and the server's reason", async () => {
    const launcher = await startLauncher({ PORT: "0" }, false);
    expect(await launcher.exited).toEqual({ code: 1, signal: null });
    expect(launcher.output()).toMatch(/Invalid environment configuration:.*PORT/);
  });
});
