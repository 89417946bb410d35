// The banner is one document, and test runners run files (and the JS/no-JS projects) in
// parallel: tests that change it hold this cross-process lock, then restore the settings. Other
// shared records use the same kind of lock (withRecordLock).
import { mkdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { BannerSettings, BANNER_SETTINGS_ID } from "#app/models/banner-settings.server.ts";
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

/**
 * Runs `body` holding the cross-process lock `name`: for another record every test run shares
 * (the weekly mail's settings).
 */
export async function withRecordLock<T>(name: string, body: () => Promise<T>): Promise<T> {
  const lock = join(scratchDir(), `${name}.lock`);
  await acquire(lock, name);
  try {
    return await body();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export type BannerFixture = {
  is_active: boolean;
  message: string;
  link_text?: string;
  link_url?: string;
  background_color?: string;
  text_color?: string;
  start_date?: string | null;
  end_date?: string | null;
};

/** Runs `body` with the banner set to `settings`, then puts the previous settings back. */
export async function withBanner<T>(settings: BannerFixture, body: () => Promise<T>): Promise<T> {
  const lock = join(scratchDir(), "banner.lock");
  await acquire(lock, "banner");
  const previous = await BannerSettings.findById(BANNER_SETTINGS_ID).lean();
  try {
    await BannerSettings.findOneAndUpdate(
      { _id: BANNER_SETTINGS_ID },
      {
        $set: {
          link_text: "",
          link_url: "",
          start_date: null,
          end_date: null,
          ...settings,
        },
      },
      { upsert: true, runValidators: true },
    );
    return await body();
  } finally {
    if (previous) {
      const { _id, ...fields } = previous;
      await BannerSettings.replaceOne({ _id: BANNER_SETTINGS_ID }, { _id, ...fields });
    } else {
      await BannerSettings.deleteOne({ _id: BANNER_SETTINGS_ID });
    }
    rmSync(lock, { recursive: true, force: true });
  }
}
