// Finds a Chromium for the browser tests: $CHROMIUM_PATH, Debian's /usr/bin/chromium, or
// Playwright's own; installs Debian's package when none is present and we may (root).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

async function playwrightChromium(): Promise<string | null> {
  try {
    const { chromium } = await import("@playwright/test");
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export async function findChromium(): Promise<string | null> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && existsSync(configured)) return configured;
  return CANDIDATES.find((path) => existsSync(path)) ?? (await playwrightChromium());
}

export async function ensureChromium(log: (message: string) => void): Promise<string> {
  const found = await findChromium();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error("No Chromium found. Install one (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.");
  }
  log("no Chromium found: installing Debian's chromium package...");
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", "chromium"]]) {
    const result = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed`);
  }
  const installed = await findChromium();
  if (!installed) throw new Error("chromium was installed but not found at /usr/bin/chromium");
  return installed;
}
