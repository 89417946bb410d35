// npm test: lint and format check, typecheck, production build, a throwaway local database (unless MONGODB_URI is
// set) with the seed, the production server, then vitest (unit + integration over HTTP) and
// Playwright (Chromium, JavaScript on and off). Ends with one "N passed, N failed" line.
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ensureChromium } from "./lib/chromium.ts";
import { startLocalDatabase, type LocalDatabase } from "./lib/local-database.ts";
import { projectRoot } from "./lib/project.ts";
import { startServerProcess, type ServerProcess } from "./lib/server-process.ts";

const { values } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    only: { type: "string" },
    /** Only test files whose path contains this text (both runners); may be given again. */
    filter: { type: "string", multiple: true },
  },
});
const runVitest = !values.only || values.only === "vitest";
const runPlaywright = !values.only || values.only === "e2e";
const fileFilter = values.filter ?? [];

const log = (message: string) => console.log(`[test] ${message}`);
const bin = (name: string) => join(projectRoot, "node_modules/.bin", name);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: "inherit", env });
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function step(name: string, action: () => Promise<number>): Promise<void> {
  const started = Date.now();
  log(`${name}...`);
  const code = await action();
  log(`${name}: ${code === 0 ? "ok" : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) throw new Error(`${name} failed`);
}

const scratch = mkdtempSync(join(tmpdir(), "sando-test-"));
// The runners' JSON reports are kept, one pair per run, so durations can be compared between runs.
const reportsDir = join(projectRoot, "test-reports");
const runStamp = new Date().toISOString().replace(/[:.]/g, "-");
function keepReport(report: string, runner: string): void {
  mkdirSync(reportsDir, { recursive: true });
  copyFileSync(report, join(reportsDir, `${runStamp}-${runner}.json`));
}
let database: LocalDatabase | undefined;
let server: ServerProcess | undefined;
const counts = { passed: 0, failed: 0, skipped: 0 };
let failure: unknown;

try {
  const chromium = runPlaywright ? await ensureChromium(log, "headless-shell") : "";
  if (!values["skip-build"]) {
    // Biome's lint and format check (never a write), zero warnings: the first judge of the code.
    await step("lint and format check", () => run(process.execPath, [bin("biome"), "ci", "--error-on-warnings", "."]));
    await step("typecheck", () =>
      run(process.execPath, [bin("react-router"), "typegen"]).then((code) =>
        code === 0 ? run(process.execPath, [bin("tsc")]) : code,
      ),
    );
    await step("build", () => run(process.execPath, [bin("react-router"), "build"]));
  }

  let mongoBase = process.env.MONGODB_URI?.replace(/\/[^/?]*(\?.*)?$/, "");
  if (!mongoBase) {
    database = await startLocalDatabase({ dataDir: join(scratch, "db"), log });
    mongoBase = database.uri;
  }
  const mongodbUri = `${mongoBase}/sando_test_${Date.now()}`;
  await step("seed", () => run(process.execPath, ["scripts/seed.ts"], { ...process.env, MONGODB_URI: mongodbUri }));
  // Every browser test posts from 127.0.0.1: lift the per-address form limits on this shared
  // server. The limits themselves are tested on a server of their own (enquiry-mail.test.ts).
  // Tests write fixtures straight into the database, behind the server's back, and look at the
  // page at once: the servers they start reuse no answers unless a test asks for it
  // (response-cache.test.ts, which also checks writes made through the server).
  process.env.RESPONSE_CACHE_SECONDS ??= "0";
  server = await startServerProcess({
    mongodbUri,
    env: { RATE_LIMIT_ENQUIRIES_PER_HOUR: "10000", RATE_LIMIT_SUBSCRIPTIONS_PER_HOUR: "10000" },
  });
  log(`production server at ${server.url}`);

  const env = {
    ...process.env,
    TEST_BASE_URL: server.url,
    MONGODB_URI: mongodbUri,
    TEST_MONGODB_BASE: mongoBase,
    TEST_SCRATCH_DIR: scratch,
    // Throwaway test admins are hashed at bcrypt's lowest cost (production never goes below 12).
    PASSWORD_HASH_COST: "4",
    CHROMIUM_PATH: chromium,
  };
  const results: string[] = [];
  if (runVitest) {
    const report = join(scratch, "vitest.json");
    const code = await run(
      process.execPath,
      [
        bin("vitest"),
        "run",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${report}`,
        ...fileFilter,
        ...(values.filter ? ["--passWithNoTests"] : []),
      ],
      env,
    );
    keepReport(report, "vitest");
    const json = JSON.parse(readFileSync(report, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
    };
    counts.passed += json.numPassedTests;
    counts.failed += json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
    counts.skipped += json.numPendingTests;
    results.push(`vitest exit ${code}`);
  }
  if (runPlaywright) {
    const report = join(scratch, "playwright.json");
    const code = await run(
      process.execPath,
      [bin("playwright"), "test", ...fileFilter, ...(values.filter ? ["--pass-with-no-tests"] : [])],
      {
        ...env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    );
    keepReport(report, "playwright");
    const json = JSON.parse(readFileSync(report, "utf8")) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    counts.passed += json.stats.expected + json.stats.flaky;
    counts.failed += json.stats.unexpected + (code !== 0 && json.stats.unexpected === 0 ? 1 : 0);
    counts.skipped += json.stats.skipped;
    results.push(`playwright exit ${code}`);
  }
  log(results.join(", "));
} catch (error) {
  failure = error;
  console.error(`[test] ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await server?.stop();
  await database?.stop();
  rmSync(scratch, { recursive: true, force: true });
}

if (failure && counts.failed === 0) counts.failed = 1;
const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : "";
console.log(`${counts.passed} passed, ${counts.failed} failed${skipped}`);
process.exit(counts.failed > 0 ? 1 : 0);
