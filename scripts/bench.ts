// npm run bench: builds for production, starts a throwaway database with the seed and the
// production server (with the container's memory settings from the Dockerfile), then puts the
// home, menu and /api/menu-items routes under load beside a static file server, with the
// server's memory and CPU time (scripts/bench/load.ts). Then the render cost with the reuse off,
// this build beside a build of the commit issue 19 started from (scripts/bench/render-cost.ts).
// After that, with the load over so Chromium does not skew it, every public page: Lighthouse
// (mobile preset, on Debian's Chromium; the median of three runs, a failed trace run again) with
// Agentic Browsing, and the bytes of JavaScript, CSS and images a visitor downloads.
// Then 200 concurrent catering enquiries: stored, sent and failed counts (scripts/bench/enquiry-burst.ts),
// and GET /menu alone and during a flood of sign-ins (scripts/bench/login-flood.ts).
// Then issue 26's reliability lines, each with a server of its own (the container's memory settings):
// GET /menu alone and while 50 slow readers and 5 pipelining connections hold the server, with
// TRUST_PROXY=false (scripts/bench/slow-clients.ts); and a 30 s database freeze under visitors'
// load, on a database of its own that it can freeze (scripts/bench/database-freeze.ts).
// Prints the tables and writes JSON to bench-results/. Not part of npm test.
// Ends with every figure (issue 19's and the reliability lines) beside its target.
// Options: --skip-build reuses build/; --pages=/,/menu runs Lighthouse on only those paths
// (`/stops/first` for the first stop's page);
// --baseline=<commit> compares the render cost with another commit; --skip-render-cost;
// --lighthouse-runs=N (default 3);
// --skip-load leaves out the load run; --load-seconds=N sets each measured load run (default 10);
// --skip-enquiries leaves out the enquiry burst; --skip-login-flood the login flood;
// --only-login-flood runs nothing else; --skip-slow-clients and --skip-freeze leave out the
// reliability lines, --only-reliability runs nothing else; --freeze-seconds=N (default 30).
// Then issue 32's mailing to 10,000 followers: queueing, memory, GET /menu during the send, the
// send rate, and two servers with a SIGTERM midway (scripts/bench/mailing.ts); --skip-mailing
// leaves it out, --only-mailing runs nothing else.
// Then issue 51's cost of counting the Owner's numbers: GET / with and without counting, memory
// after 100,000 counted requests, and the numbers page over 25 months (scripts/bench/numbers.ts);
// --skip-numbers leaves it out, --only-numbers runs nothing else.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type DatabaseFreezeResult, printDatabaseFreeze, runDatabaseFreeze } from "./bench/database-freeze.ts";
import { type EnquiryBurstResult, printEnquiryBurst, runEnquiryBurst } from "./bench/enquiry-burst.ts";
import { startBenchEnvironment } from "./bench/environment.ts";
import { runLighthouseMedian, withChrome } from "./bench/lighthouse.ts";
import { type LoadResult, runLoad, statusMegabytes } from "./bench/load.ts";
import { type LoginFloodResult, printLoginFlood, runLoginFlood } from "./bench/login-flood.ts";
import { type MailingBenchResult, mailingRows, printMailing, runMailingBench } from "./bench/mailing.ts";
import { type NumbersBenchResult, numbersRows, runNumbersBench, timeNumbersPage } from "./bench/numbers.ts";
import { pageWeight } from "./bench/page-weight.ts";
import { ISSUE_19_START, prepareBaseline, type RenderCostResult, runRenderCost } from "./bench/render-cost.ts";
import {
  agenticRows,
  bytesTable,
  databaseFreezeRows,
  javaScriptRows,
  kilobytes,
  lighthouseRows,
  loadTable,
  loadVerdict,
  metricsTable,
  type PageResult,
  renderCostRows,
  reuseAndMemoryRows,
  scoresTable,
  slowClientRows,
  targetsTable,
} from "./bench/report.ts";
import { printSlowClients, runSlowClients, type SlowClientsResult } from "./bench/slow-clients.ts";
import { ensureChromium } from "./lib/chromium.ts";
import { containerMemorySettings } from "./lib/container-env.ts";
import { projectRoot } from "./lib/project.ts";
import { PUBLIC_PAGES, SPANISH_PUBLIC_PAGES } from "./lib/public-pages.ts";

const { values } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    pages: { type: "string" },
    "skip-enquiries": { type: "boolean", default: false },
    "skip-login-flood": { type: "boolean", default: false },
    "only-login-flood": { type: "boolean", default: false },
    "skip-slow-clients": { type: "boolean", default: false },
    "skip-freeze": { type: "boolean", default: false },
    "only-reliability": { type: "boolean", default: false },
    "skip-mailing": { type: "boolean", default: false },
    "only-mailing": { type: "boolean", default: false },
    "skip-numbers": { type: "boolean", default: false },
    "only-numbers": { type: "boolean", default: false },
    "freeze-seconds": { type: "string", default: "30" },
    "skip-load": { type: "boolean", default: false },
    "load-seconds": { type: "string", default: "10" },
    baseline: { type: "string", default: ISSUE_19_START },
    "skip-render-cost": { type: "boolean", default: false },
    "lighthouse-runs": { type: "string", default: "3" },
  },
});
// Each English page, then its Spanish twin (issue 48), so the report shows them side by side.
const pages = values.pages
  ? values.pages.split(",").map((page) => page.trim())
  : PUBLIC_PAGES.flatMap((page, index) => [page, SPANISH_PUBLIC_PAGES[index]!]);
const loadSeconds = Number(values["load-seconds"]);
if (!Number.isInteger(loadSeconds) || loadSeconds < 1) {
  console.error(`--load-seconds takes a whole number of seconds, not ${values["load-seconds"]}`);
  process.exit(2);
}
const freezeSeconds = Number(values["freeze-seconds"]);
if (!Number.isInteger(freezeSeconds) || freezeSeconds < 1) {
  console.error(`--freeze-seconds takes a whole number of seconds, not ${values["freeze-seconds"]}`);
  process.exit(2);
}
const log = (message: string) => console.log(`[bench] ${message}`);
const started = Date.now();

const lighthouseRuns = Number(values["lighthouse-runs"]);
const onlyLoginFlood = values["only-login-flood"];
const onlyReliability = values["only-reliability"];
/** Set when one --only-... flag leaves out everything else. */
const onlyMailing = values["only-mailing"];
const onlyNumbers = values["only-numbers"];
const onlyOne = onlyLoginFlood || onlyReliability || onlyMailing || onlyNumbers;
const lighthousePages = onlyOne ? [] : [...pages];
const chromium = await ensureChromium(log);
// The server runs as the container image would run it on a 512 MB instance.
const serverEnv = containerMemorySettings();
const environment = await startBenchEnvironment({ build: !values["skip-build"], log, serverEnv });
let renderCost: RenderCostResult | undefined;
let peakMegabytes = 0;
const results: PageResult[] = [];
let enquiryBurst: EnquiryBurstResult | undefined;
let loginFlood: LoginFloodResult | undefined;
let slowClients: SlowClientsResult | undefined;
let databaseFreeze: DatabaseFreezeResult | undefined;
let mailing: MailingBenchResult | undefined;
let numbers: NumbersBenchResult | undefined;
let load: LoadResult | undefined;
try {
  if (!values["skip-load"] && !onlyOne) {
    const { url: appUrl, pid: appPid } = environment.server;
    load = await runLoad({ appUrl, appPid, seconds: loadSeconds, log });
  }
  if (!values["skip-render-cost"] && !onlyOne) {
    const baseline = await prepareBaseline(values.baseline, log);
    // Both builds without the 512 MB instance's heap caps, which trade CPU for memory alike for
    // both (measured: about a fifth of the home page's req/s); the memory figures below are
    // taken with them.
    renderCost = await runRenderCost({
      mongodbUri: environment.mongodbUri,
      baseline,
      seconds: loadSeconds,
      serverEnv: {},
      log,
    });
  }
  // A stop's own page (issue 53), in both languages: the first stop the seeded site lists (its id
  // is the seeding's, so `--pages` names it `/stops/first`).
  const namedStop = lighthousePages.filter((path) => path.endsWith("/stops/first"));
  if ((!values.pages && !onlyOne) || namedStop.length > 0) {
    const answer = await fetch(new URL("/api/events", environment.url));
    const listed = ((await answer.json()) as { events: { id: string }[] }).events;
    const stopPages = namedStop.length > 0 ? namedStop : ["/stops/first", "/es/stops/first"];
    lighthousePages.splice(0, lighthousePages.length, ...lighthousePages.filter((path) => !namedStop.includes(path)));
    if (listed[0]) lighthousePages.push(...stopPages.map((path) => path.replace(/first$/, listed[0]!.id)));
    else log("no stop is listed: the stop page is not measured");
  }
  await withChrome(chromium, async (port) => {
    for (const path of lighthousePages) {
      const url = new URL(path, environment.url).href;
      const response = await fetch(url);
      const html = await response.text();
      const result: PageResult = { path, status: response.status };
      results.push(result);
      if (response.status !== 200) {
        result.note = response.status === 404 ? "404, page not built yet" : `HTTP ${response.status}`;
        log(`${path}: ${result.note}`);
        continue;
      }
      result.weight = pageWeight(html, url);
      try {
        const pageStarted = Date.now();
        result.lighthouse = await runLighthouseMedian(url, port, lighthouseRuns);
        log(`${path}: measured in ${((Date.now() - pageStarted) / 1000).toFixed(1)} s`);
      } catch (error) {
        result.note = `Lighthouse failed: ${error instanceof Error ? error.message : String(error)}`;
        log(`${path}: ${result.note}`);
      }
    }
  });
  if (!values["skip-enquiries"] && !onlyOne) {
    log("posting 200 catering enquiries at once...");
    enquiryBurst = await runEnquiryBurst(environment.mongoBase);
  }
  if (!values["skip-login-flood"] && !onlyReliability && !onlyMailing && !onlyNumbers) {
    log("timing GET /menu alone, then during a sign-in flood...");
    loginFlood = await runLoginFlood(environment.mongoBase, loadSeconds);
  }
  if (!values["skip-slow-clients"] && !onlyLoginFlood && !onlyMailing && !onlyNumbers) {
    slowClients = await runSlowClients({ mongodbUri: environment.mongodbUri, serverEnv, seconds: loadSeconds, log });
  }
  if (!values["skip-freeze"] && !onlyLoginFlood && !onlyMailing && !onlyNumbers) {
    databaseFreeze = await runDatabaseFreeze({ serverEnv, freezeSeconds, log });
  }
  if (!values["skip-mailing"] && (!onlyOne || onlyMailing)) {
    mailing = await runMailingBench({ mongoBase: environment.mongoBase, serverEnv, log });
  }
  if (!values["skip-numbers"] && (!onlyOne || onlyNumbers)) {
    log("timing GET / with and without counting the Owner's numbers...");
    const { mongodbUri } = environment;
    numbers = await runNumbersBench({
      mongodbUri,
      serverEnv,
      seconds: loadSeconds,
      log,
      timePage: (serverUrl) => timeNumbersPage(mongodbUri, serverUrl),
    });
  }
  // The server that runs with the container's settings; the render cost's own servers run
  // without its heap caps (their peak is in the JSON as renderCost.peakMegabytes).
  peakMegabytes = statusMegabytes(environment.server.pid, "VmHWM");
} finally {
  await environment.stop();
}

if (results.length > 0) {
  console.log("\nLighthouse, mobile preset (scores out of 100)\n");
  console.log(scoresTable(results));
  console.log("\nPerformance metrics (simulated mobile: slow 4G, 4x CPU slowdown)\n");
  console.log(metricsTable(results));
  console.log("\nBytes each page loads (JS and CSS from its HTML; largest image as loaded on mobile)\n");
  console.log(bytesTable(results));
}

const home = results.find((result) => result.path === "/");
if (home?.weight) {
  const image = home.lighthouse?.largestImage;
  console.log(
    `\nHome page: JS+CSS gzipped ${kilobytes(home.weight.js.gzip + home.weight.css.gzip)}` +
      ` (JS ${kilobytes(home.weight.js.gzip)}, CSS ${kilobytes(home.weight.css.gzip)});` +
      ` largest image ${image ? `${kilobytes(image.bytes)} (${new URL(image.url).pathname})` : "none"}`,
  );
}
const failures = results.flatMap((result) =>
  (result.lighthouse?.failedAudits ?? []).map((audit) => `${result.path} ${audit}`),
);
if (failures.length > 0) console.log(`\nAudits below full marks:\n${failures.map((line) => `  ${line}`).join("\n")}`);

if (enquiryBurst) printEnquiryBurst(enquiryBurst);
if (loginFlood) printLoginFlood(loginFlood);
if (slowClients) printSlowClients(slowClients);
if (databaseFreeze) printDatabaseFreeze(databaseFreeze);
if (mailing) printMailing(mailing);

if (load) {
  console.log(
    `\nLoad: autocannon, ${load.connections} connections, ${load.seconds} s per run after a discarded` +
      ` warm-up; the static server answers the same bytes from disk\n`,
  );
  console.log(loadTable(load));
  console.log(`\n${loadVerdict(load)}`);
}

const targetRows = [
  ...lighthouseRows(results),
  ...agenticRows(results),
  ...javaScriptRows(results),
  ...(renderCost ? renderCostRows(renderCost) : []),
  ...(load ? reuseAndMemoryRows(load, peakMegabytes, serverEnv) : []),
  ...(slowClients ? slowClientRows(slowClients) : []),
  ...(databaseFreeze ? databaseFreezeRows(databaseFreeze) : []),
  ...(mailing ? mailingRows(mailing) : []),
  ...(numbers ? numbersRows(numbers) : []),
];
if (targetRows.length > 0) {
  console.log("\nEvery figure beside its target\n");
  console.log(targetsTable(targetRows));
  if (renderCost?.baseline.note)
    console.log(`\nBaseline ${renderCost.baseline.commit.slice(0, 7)}: ${renderCost.baseline.note}`);
}

const outputDir = join(projectRoot, "bench-results");
mkdirSync(outputDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const report = {
  date: new Date().toISOString(),
  node: process.version,
  serverEnv,
  load,
  renderCost,
  peakMegabytes,
  pages: results,
  enquiryBurst,
  loginFlood,
  slowClients,
  databaseFreeze,
  mailing,
  numbers,
  targets: targetRows,
};
writeFileSync(join(outputDir, `bench-${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(outputDir, "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
log(`results written to bench-results/bench-${stamp}.json in ${((Date.now() - started) / 1000).toFixed(0)} s`);
