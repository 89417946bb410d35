// A second production server on the browser tests' database whose clock stands some minutes
// ahead, mailing through a capturing SMTP server: what the shared test server does when that time
// comes, seen now. Its clock makes every mailing due within those minutes due at once, other
// tests' too, so the tests that leave a notice waiting and the tests that start such a server take
// turns, each holding the "future clock" lock (withFutureClockLock) from the moment its notice
// waits until its server has stopped.
import { mkdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { findFreePort } from "#scripts/lib/local-database.ts";
import { startServerProcess } from "#scripts/lib/server-process.ts";
import { baseUrl, scratchDir, testDatabaseUri } from "./environment.ts";
import { startSmtpCapture, type SmtpCapture } from "./smtp.ts";

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

/**
 * Runs `body` with a server on the test database whose clock is `minutesAhead` later, sending
 * mailings (at a rate that never holds them up) to `smtp`; the server is stopped however `body`
 * ends. Call it holding withFutureClockLock, with a postal address in the business details.
 */
export async function withServerAhead<T>(minutesAhead: number, body: (smtp: SmtpCapture) => Promise<T>): Promise<T> {
  const smtp = await startSmtpCapture(await findFreePort());
  try {
    const server = await startServerProcess({
      mongodbUri: testDatabaseUri(),
      env: {
        NODE_ENV: "test",
        TEST_CLOCK_NOW: new Date(Date.now() + minutesAhead * 60_000).toISOString(),
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SMTP_REQUIRE_TLS: "false",
        // Its links lead to the server the browser tests use.
        SITE_URL: baseUrl().replace("127.0.0.1", "localhost"),
        MAIL_RATE_PER_MINUTE: "10000",
        OUTBOX_POLL_MS: "200",
      },
    });
    try {
      return await body(smtp);
    } finally {
      await server.stop();
    }
  } finally {
    await smtp.stop();
  }
}
