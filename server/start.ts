// `npm start`: the production server (server/main.ts) with the container image's memory settings
// when the environment brings none of its own, so a server started outside the image is sized as
// the image sizes it. The image itself, the tests and the bench run server/main.ts directly.
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { fileURLToPath } from "node:url";
import { log } from "./log.ts";

/**
 * The runtime ENV of the Dockerfile, sized for a 512 MB instance (the measurements are there).
 * Held here as well because the image ships without its Dockerfile; a unit test
 * (tests/unit/launcher-settings.test.ts) fails when the two differ.
 */
export const IMAGE_MEMORY_SETTINGS = {
  NODE_OPTIONS: "--max-old-space-size=256 --max-semi-space-size=8",
  MALLOC_ARENA_MAX: "2",
} as const;

const FORWARDED_SIGNALS = ["SIGTERM", "SIGINT", "SIGHUP"] as const;

const serverEntry = fileURLToPath(new URL("./main.ts", import.meta.url));

/**
 * glibc reads MALLOC_ARENA_MAX, and Node NODE_OPTIONS, only when a process starts, so the
 * settings need a new process: the server runs as a child and this one relays signals and the
 * exit status.
 */
function runWithImageSettings(): void {
  log(
    `memory settings of the container image: ${Object.entries(IMAGE_MEMORY_SETTINGS)
      .map(([name, value]) => `${name}="${value}"`)
      .join(" ")} (set either variable to choose your own)`,
  );
  const server = spawn(process.execPath, [serverEntry], {
    stdio: "inherit",
    env: { ...process.env, ...IMAGE_MEMORY_SETTINGS },
    // Its own process group, so that only this process signals it. Ctrl-C in a terminal signals
    // the whole foreground group: the server would get SIGINT from the terminal and again from
    // here, and server/main.ts takes a second SIGINT as "stop now", dropping requests in flight.
    detached: true,
  });
  const relay = (signal: NodeJS.Signals) => server.kill(signal);
  for (const signal of FORWARDED_SIGNALS) process.on(signal, relay);
  server.once("error", (error) => {
    log(`could not start the server: ${error.message}`, "error");
    process.exit(1);
  });
  server.once("exit", (code, signal) => {
    if (signal === null) process.exit(code ?? 1);
    // End by the same signal, so whoever started us sees what happened to the server.
    for (const forwarded of FORWARDED_SIGNALS) process.off(forwarded, relay);
    process.kill(process.pid, signal);
    // Still here when Node ignores that signal (SIGPIPE): the shell's convention instead.
    process.exit(128 + constants.signals[signal]);
  });
}

/**
 * The environment chose its own settings (the image sets both): serve from this process, as
 * `node server/main.ts` does, rather than keep a second Node process (~40 MB) around for nothing.
 */
async function runHere(): Promise<void> {
  const { serveProduction } = await import("./main.ts");
  await serveProduction();
}

if (import.meta.main) {
  process.env.NODE_ENV ??= "production";
  if (process.env.NODE_OPTIONS === undefined && process.env.MALLOC_ARENA_MAX === undefined) {
    runWithImageSettings();
  } else {
    await runHere();
  }
}
