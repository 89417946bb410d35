// Finds a Chromium: $CHROMIUM_PATH, then Debian's package, then Playwright's own; installs
// Debian's package when none is present and we may (root).
//
// The browser tests use Chromium's headless shell (Debian's `chromium-headless-shell`, the same
// Blink as `chromium` at the same version, and what Playwright itself runs headless by default):
// measured here, 40 page loads took half the CPU and 55% of the time they take in the full
// browser's headless mode. The bench keeps the full browser, as Lighthouse expects.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export type ChromiumKind = "headless-shell" | "browser";

const CANDIDATES: Record<ChromiumKind, string[]> = {
  "headless-shell": ["/usr/bin/chromium-headless-shell"],
  browser: ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"],
};
const DEBIAN_PACKAGE: Record<ChromiumKind, string> = {
  "headless-shell": "chromium-headless-shell",
  browser: "chromium",
};

async function playwrightChromium(): Promise<string | null> {
  try {
    const { chromium } = await import("@playwright/test");
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export async function findChromium(kind: ChromiumKind = "browser"): Promise<string | null> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && existsSync(configured)) return configured;
  return CANDIDATES[kind].find((path) => existsSync(path)) ?? null;
}

export async function ensureChromium(log: (message: string) => void, kind: ChromiumKind = "browser"): Promise<string> {
  const found = await findChromium(kind);
  if (found) return found;
  const fallback = CANDIDATES.browser.find((path) => existsSync(path)) ?? (await playwrightChromium());
  if (process.getuid?.() !== 0) {
    if (fallback) return fallback;
    throw new Error(
      `No Chromium found. Install one (Debian: sudo apt-get install -y ${DEBIAN_PACKAGE[kind]}) or set CHROMIUM_PATH.`,
    );
  }
  log(`no ${DEBIAN_PACKAGE[kind]} found: installing Debian's package...`);
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", DEBIAN_PACKAGE[kind]]]) {
    const result = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed`);
  }
  const installed = await findChromium(kind);
  if (!installed) throw new Error(`${DEBIAN_PACKAGE[kind]} was installed but not found in /usr/bin`);
  return installed;
}
