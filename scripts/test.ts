// npm test: lint and format check, typecheck, production build, a throwaway local database (unless MONGODB_URI is
// set) with the seed, the production server, then vitest (unit + integration over HTTP) and
// Playwright (Chromium, JavaScript on and off), then the W3C Nu HTML Checker over the pages the
// layout net saved. Ends with the ten slowest test files and one "N passed, N failed" line.
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, relative } from "node:path";
import { parseArgs, stripVTControlCharacters } from "node:util";
import { ensureChromium } from "./lib/chromium.ts";
import { ensureJava } from "./lib/java.ts";
import { type LocalDatabase, startLocalDatabase } from "./lib/local-database.ts";
import { checkHtml } from "./lib/nu-check.ts";
import { ensurePdftoppm } from "./lib/pdftoppm.ts";
import { projectRoot } from "./lib/project.ts";
import { type ServerProcess, startServerProcess } from "./lib/server-process.ts";
import type { FileTime } from "./lib/vitest-file-times.ts";

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

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    /** A file that failed to load or whose hook failed has no failed test, only this message. */
    message?: string;
    status?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
};
type PlaywrightSuite = {
  file: string;
  specs: {
    title: string;
    line?: number;
    tests: { projectName?: string; status?: string; results: { duration: number; error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = {
  /** rootDir is the config's testDir: the suites name their files relative to it. */
  config: { rootDir: string };
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
};

/**
 * Each vitest file's time with its hooks, import and setup (this run's reporter); from the JSON
 * report, first test to last, for any file the reporter did not record.
 */
function vitestFileTimes(report: VitestReport, fileTimesPath: string): FileTime[] {
  const times = new Map<string, number>();
  for (const result of report.testResults ?? []) {
    times.set(relative(projectRoot, result.name), result.endTime - result.startTime);
  }
  if (existsSync(fileTimesPath)) {
    for (const { file, ms } of JSON.parse(readFileSync(fileTimesPath, "utf8")) as FileTime[]) times.set(file, ms);
  }
  return [...times].map(([file, ms]) => ({ file, ms }));
}

/** Every test of a Playwright report, with its file (relative to the project) and its spec. */
function* playwrightTests(report: PlaywrightReport) {
  const stack = [...(report.suites ?? [])];
  for (let suite = stack.pop(); suite; suite = stack.pop()) {
    const file = relative(projectRoot, join(report.config.rootDir, suite.file));
    for (const spec of suite.specs) for (const test of spec.tests) yield { file, suiteFile: suite.file, spec, test };
    stack.push(...(suite.suites ?? []));
  }
}

/** Each Playwright file's summed test durations (every project and retry): its workers' time. */
function playwrightFileTimes(report: PlaywrightReport): FileTime[] {
  const times = new Map<string, number>();
  for (const { file, test } of playwrightTests(report)) {
    for (const result of test.results) times.set(file, (times.get(file) ?? 0) + result.duration);
  }
  return [...times].map(([file, ms]) => ({ file, ms }));
}

/** The first line of a failure, for the list at the end: enough to find it in the log above. */
function firstLine(message: string | undefined): string {
  return (
    stripVTControlCharacters(message ?? "")
      .split("\n")
      .find((line) => line.trim() !== "")
      ?.trim()
      .slice(0, 200) ?? ""
  );
}

/** Each failed vitest test or file, "file › test: first line of the error". */
function vitestFailures(report: VitestReport): string[] {
  const failures: string[] = [];
  for (const result of report.testResults ?? []) {
    const file = relative(projectRoot, result.name);
    const failed = (result.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) failures.push(`${file} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && result.status === "failed") failures.push(`${file}: ${firstLine(result.message)}`);
  }
  return failures;
}

/** Each Playwright test that failed on every try, "[project] file:line › title: first line of the error". */
function playwrightFailures(report: PlaywrightReport): string[] {
  return [...playwrightTests(report)]
    .filter(({ test }) => test.status === "unexpected")
    .map(
      ({ suiteFile, spec, test }) =>
        `[${test.projectName ?? ""}] ${suiteFile}:${spec.line ?? 0} › ${spec.title}: ${firstLine(test.results.at(-1)?.error?.message)}`,
    );
}

function printSlowest(times: FileTime[]): void {
  if (times.length === 0) return;
  log("the ten slowest test files:");
  for (const { file, ms } of [...times].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`${(ms / 1000).toFixed(1).padStart(8)} s  ${file}`);
  }
}

const scratch = mkdtempSync(join(tmpdir(), "sando-test-"));
// The layout net's 1280 px JavaScript-off test saves each page's HTML, as the server sent it, in
// savedPages for the Nu HTML check.
const LAYOUT_NET = "tests/e2e/layout-net.spec.ts";
const savedPages = join(scratch, "layout-net-pages");

/**
 * The W3C Nu HTML Checker over the pages the layout net saved, counted as one test: true when it
 * passes, false when it fails, null when the filter left the layout net out.
 */
async function checkSavedPages(java: string): Promise<boolean | null> {
  if (fileFilter.length > 0 && !fileFilter.some((text) => LAYOUT_NET.includes(text))) {
    log("Nu HTML check: skipped, the filter left out the layout net that saves the pages");
    return null;
  }
  const started = Date.now();
  const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const pages = existsSync(savedPages) ? readdirSync(savedPages).filter((name) => name.endsWith(".html")) : [];
  if (pages.length === 0) {
    log(`Nu HTML check: failed, the layout net saved no pages in ${savedPages}`);
    return false;
  }
  try {
    const report = await checkHtml(
      pages.sort().map((name) => join(savedPages, name)),
      java,
    );
    for (const { file, line, column, message, extract } of report.errors) {
      console.log(`  ${basename(file)}:${line}:${column}: ${message}\n      ${extract.replace(/\s+/g, " ").trim()}`);
    }
    const failedPages = new Set(report.errors.map((error) => error.file)).size;
    const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
    const outcome = report.errors.length
      ? `failed, ${count(report.errors.length, "error")} on ${count(failedPages, "page")}`
      : "ok";
    log(
      `Nu HTML check of ${pages.length} pages: ${outcome} (${report.webmcp} WebMCP attribute errors and ${report.ownPings} pings to our own path let through, ${report.warnings} warnings) in ${took()}`,
    );
    return report.errors.length === 0;
  } catch (error) {
    log(`Nu HTML check: failed in ${took()}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

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
/** Every test file's time, of both runners, for the list of the slowest at the end. */
const slowest: FileTime[] = [];
/** Every failed test, printed last: a CI log may keep only its tail. */
const failures: string[] = [];
let failure: unknown;

try {
  const chromium = runPlaywright ? await ensureChromium(log, "headless-shell") : "";
  if (!values["skip-build"]) {
    // Biome's lint and format check (never a write), zero warnings: the first judge of the code.
    await step("lint and format check", () => run(process.execPath, [bin("biome"), "ci", "--error-on-warnings", "."]));
  }
  // The Nu HTML Checker's Java and the signs' tests' pdftoppm, installed beside the build when
  // missing; only now, after Chromium, which may have run apt-get too, and one after the other
  // (dpkg installs one thing at a time).
  const javaReady = ensureJava(log);
  const pdftoppmReady = javaReady.then(() => ensurePdftoppm(log));
  // The typecheck and the build each keep one core busy, and the database and the seed mostly
  // wait: all three run side by side rather than one after another.
  const typecheckAndBuild = values["skip-build"]
    ? []
    : [
        step("typecheck", () =>
          run(process.execPath, [bin("react-router"), "typegen"]).then((code) =>
            code === 0 ? run(process.execPath, [bin("tsc")]) : code,
          ),
        ),
        step("build", () => run(process.execPath, [bin("react-router"), "build"])),
      ];
  const databaseAndSeed = (async () => {
    let base = process.env.MONGODB_URI?.replace(/\/[^/?]*(\?.*)?$/, "");
    if (!base) {
      database = await startLocalDatabase({ dataDir: join(scratch, "db"), log });
      base = database.uri;
    }
    const uri = `${base}/sando_test_${Date.now()}`;
    await step("seed", () => run(process.execPath, ["scripts/seed.ts"], { ...process.env, MONGODB_URI: uri }));
    return { mongoBase: base, mongodbUri: uri };
  })();
  const settled = await Promise.allSettled([...typecheckAndBuild, databaseAndSeed, javaReady, pdftoppmReady]);
  const refused = settled.find((outcome) => outcome.status === "rejected");
  if (refused) throw refused.reason;
  const java = await javaReady;
  const pdftoppm = await pdftoppmReady;
  const { mongoBase, mongodbUri } = await databaseAndSeed;
  // Every browser test posts from 127.0.0.1: lift the per-address form limits on this shared
  // server. The limits themselves are tested on a server of their own (enquiry-mail.test.ts).
  // Likewise the day's share of notices to followers, which every file's notices would use up
  // (its limit is tested on a server of its own: closures.test.ts).
  // Tests write fixtures straight into the database, behind the server's back, and look at the
  // page at once: the servers they start reuse no answers unless a test asks for it
  // (response-cache.test.ts, which also checks writes made through the server).
  process.env.RESPONSE_CACHE_SECONDS ??= "0";
  process.env.BUSINESS_DETAILS_COPY_SECONDS ??= "0";
  process.env.NUMBERS_PAGE_COPY_SECONDS ??= "0";
  // The tests start production servers (and scripts) by the dozen, each compiling the same
  // modules: Node keeps their compiled code for the run, so every start after the first skips
  // most of that work (about 15% of a server start's CPU time, measured on 2026-11-29).
  process.env.NODE_COMPILE_CACHE ??= join(scratch, "compile-cache");
  server = await startServerProcess({
    mongodbUri,
    env: {
      RATE_LIMIT_ENQUIRIES_PER_HOUR: "10000",
      RATE_LIMIT_SUBSCRIPTIONS_PER_HOUR: "10000",
      NOTICES_PER_DAY: "10000",
      // Browser tests wait for campaigns and notices to be sent to every follower in the shared
      // database: sent at once rather than at production's pace (60 a minute, looked for every
      // 5 s). The pace itself is tested on servers of their own (mailings.test.ts).
      MAIL_RATE_PER_MINUTE: "100000",
      OUTBOX_POLL_MS: "500",
    },
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
    JAVA_PATH: java,
    PDFTOPPM_PATH: pdftoppm,
  };
  const results: string[] = [];
  if (runVitest) {
    const report = join(scratch, "vitest.json");
    const fileTimes = join(scratch, "vitest-file-times.json");
    const started = Date.now();
    const code = await run(
      process.execPath,
      [
        bin("vitest"),
        "run",
        "--reporter=default",
        "--reporter=json",
        "--reporter=./scripts/lib/vitest-file-times.ts",
        `--outputFile.json=${report}`,
        ...fileFilter,
        ...(values.filter ? ["--passWithNoTests"] : []),
      ],
      { ...env, VITEST_FILE_TIMES: fileTimes },
    );
    log(`vitest: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    keepReport(report, "vitest");
    const json = JSON.parse(readFileSync(report, "utf8")) as VitestReport;
    slowest.push(...vitestFileTimes(json, fileTimes));
    failures.push(...vitestFailures(json));
    counts.passed += json.numPassedTests;
    counts.failed += json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
    counts.skipped += json.numPendingTests;
    results.push(`vitest exit ${code}`);
  }
  if (runPlaywright) {
    const report = join(scratch, "playwright.json");
    const started = Date.now();
    const code = await run(
      process.execPath,
      [bin("playwright"), "test", ...fileFilter, ...(values.filter ? ["--pass-with-no-tests"] : [])],
      {
        ...env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    );
    log(`playwright: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    keepReport(report, "playwright");
    const json = JSON.parse(readFileSync(report, "utf8")) as PlaywrightReport;
    slowest.push(...playwrightFileTimes(json));
    failures.push(...playwrightFailures(json));
    counts.passed += json.stats.expected + json.stats.flaky;
    counts.failed += json.stats.unexpected + (code !== 0 && json.stats.unexpected === 0 ? 1 : 0);
    counts.skipped += json.stats.skipped;
    results.push(`playwright exit ${code}`);
    const nuPassed = await checkSavedPages(java);
    if (nuPassed !== null) {
      counts[nuPassed ? "passed" : "failed"] += 1;
      results.push(`Nu HTML check ${nuPassed ? "ok" : "failed"}`);
    }
  }
  log(results.join(", "));
  printSlowest(slowest);
  if (failures.length > 0) {
    log(`what failed (${failures.length}):`);
    for (const line of failures) console.log(`   ${line}`);
  }
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
