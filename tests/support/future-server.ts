// A second production server on the browser tests' database whose clock stands some minutes
// ahead: what the shared test server does when that time comes, seen now. It writes its mail as
// .eml files into the test server's folder, so any outbox mail of other tests that it happens to
// send (sign-in links, confirmations) lands where those tests look for it. Its clock makes every mailing due within those minutes due at once, other
// tests' too, so the tests that leave a notice waiting and the tests that start such a server take
// turns, each holding the "future clock" lock (withFutureClockLock) from the moment its notice
// waits until its server has stopped.
import { mkdirSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { projectRoot } from "#scripts/lib/project.ts";
import { startServerProcess } from "#scripts/lib/server-process.ts";
import { baseUrl, scratchDir, testDatabaseUri } from "./environment.ts";

// Held for a whole browser test (edits, the server's start, its sending): longer than the record
// locks' 20 s. A holder's lock is released by its test's end even after a timeout (releaseHeld).
const LOCK_WAIT_MS = 75_000;
const STALE_LOCK_MS = 100_000;
const lockPath = () => join(scratchDir(), "future-clock.lock");
let held = false;

/** Runs `body` while no other test leaves a notice waiting or runs a server ahead of the clock. */
export async function withFutureClockLock<T>(body: () => Promise<T>): Promise<T> {
  const path = lockPath();
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(path);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (ageOf(path) > STALE_LOCK_MS) {
        rmSync(path, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline)
        throw new Error(`timed out after ${LOCK_WAIT_MS} ms waiting for the future clock lock`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  held = true;
  try {
    return await body();
  } finally {
    releaseHeld();
  }
}

/** For an afterEach: a test stopped by its timeout leaves no lock behind for the others. */
export function releaseHeld(): void {
  if (!held) return;
  held = false;
  rmSync(lockPath(), { recursive: true, force: true });
}

function ageOf(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** The folder the test server writes its mail into (it has no SMTP_URL). */
export function testMailFolder(): string {
  return resolve(projectRoot, process.env.MAIL_OUTBOX_DIR || ".data/mail-outbox");
}

/**
 * Runs `body` with a server on the test database whose clock is `minutesAhead` later, sending
 * mailings at a rate that never holds them up; the server is stopped however `body` ends. Call it
 * holding withFutureClockLock, with a postal address in the business details.
 */
export async function withServerAhead<T>(minutesAhead: number, body: () => Promise<T>): Promise<T> {
  const server = await startServerProcess({
    mongodbUri: testDatabaseUri(),
    env: {
      NODE_ENV: "test",
      TEST_CLOCK_NOW: new Date(Date.now() + minutesAhead * 60_000).toISOString(),
      MAIL_OUTBOX_DIR: testMailFolder(),
      // Its links lead to the server the browser tests use, as the test server's do.
      SITE_URL: baseUrl().replace("127.0.0.1", "localhost"),
      MAIL_RATE_PER_MINUTE: "10000",
      OUTBOX_POLL_MS: "200",
    },
  });
  try {
    return await body();
  } finally {
    await server.stop();
  }
}
