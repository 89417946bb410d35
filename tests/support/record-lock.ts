// A lock across test processes for a record there is one of (the banner, the business details):
// test runners run files (and the JS/no-JS projects) in parallel, and a test that changes such a
// record holds its lock until it has put the record back.
import { mkdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { scratchDir } from "./environment.ts";

// A waiter gives up well inside its own 30 s test timeout, so a failure names the lock rather
// than ending as a bare timeout; a lock older than any test may run is its crashed holder's, and
// is broken.
const LOCK_WAIT_MS = 20_000;
const STALE_LOCK_MS = 30_000;

async function acquire(path: string, name: string): Promise<void> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(path);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (lockAge(path) > STALE_LOCK_MS) {
        rmSync(path, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`timed out after ${LOCK_WAIT_MS} ms waiting for the ${name} lock`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function lockAge(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** Runs `body` holding the lock called `name`, released however `body` ends. */
export async function withRecordLock<T>(name: string, body: () => Promise<T>): Promise<T> {
  const lock = join(scratchDir(), `${name}.lock`);
  await acquire(lock, name);
  try {
    return await body();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
