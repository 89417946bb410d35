// Starts the production server (`node server/main.ts`) as a child process, for tests and
// benchmarks, and waits until /healthz answers.
import { type ChildProcess, spawn } from "node:child_process";
import { findFreePort } from "./local-database.ts";
import { keepOutputTail } from "./output-tail.ts";
import { projectRoot } from "./project.ts";

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export const TEST_SESSION_SECRET = "test-session-secret-that-is-long-enough-0123456789";

export async function startServerProcess(options: {
  mongodbUri: string;
  env?: Record<string, string>;
  cwd?: string;
  waitForHealthy?: boolean;
}): Promise<ServerProcess> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: options.cwd ?? projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      MONGODB_URI: options.mongodbUri,
      SESSION_SECRET: TEST_SESSION_SECRET,
      SITE_URL: `http://localhost:${port}`,
      LOG_REQUESTS: "false",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = keepOutputTail(child, 20_000);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  const wantHealthy = options.waitForHealthy ?? true;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with code ${child.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (!wantHealthy || response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy within 60 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }

  return {
    url,
    child,
    output,
    stop: async (signal: NodeJS.Signals = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
