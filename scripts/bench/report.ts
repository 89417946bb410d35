// Turns bench results into the table the note quotes and the JSON kept in bench-results/.

import type { DatabaseFreezeResult } from "./database-freeze.ts";
import type { LighthouseResult } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import type { PageWeight } from "./page-weight.ts";
import type { RenderCostResult } from "./render-cost.ts";
import type { Latencies, SlowClientsResult } from "./slow-clients.ts";
import { TARGETS } from "./targets.ts";

export type PageResult = {
  path: string;
  status: number;
  /** Why the page was not measured (404 because it is not built yet, a Lighthouse error). */
  note?: string;
  lighthouse?: LighthouseResult;
  weight?: PageWeight;
};

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  const rule = `| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join("\n");
}

const score = (value: number | null | undefined) => (value === null || value === undefined ? "-" : String(value));

export function scoresTable(results: PageResult[]): string {
  return table([
    ["page", "Performance", "Accessibility", "Best Practices", "SEO"],
    ...results.map((result) =>
      result.lighthouse
        ? [
            result.path,
            score(result.lighthouse.scores.performance),
            score(result.lighthouse.scores.accessibility),
            score(result.lighthouse.scores["best-practices"]),
            score(result.lighthouse.scores.seo),
          ]
        : [result.path, `not measured: ${result.note ?? `HTTP ${result.status}`}`, "", "", ""],
    ),
  ]);
}

export function bytesTable(results: PageResult[]): string {
  return table([
    ["page", "JS raw", "JS gzip", "CSS raw", "CSS gzip", "JS+CSS gzip", "largest image"],
    ...results.map((result) => {
      const weight = result.weight;
      if (!weight) return [result.path, "-", "-", "-", "-", "-", "-"];
      const image = result.lighthouse?.largestImage;
      return [
        result.path,
        kilobytes(weight.js.raw),
        kilobytes(weight.js.gzip),
        kilobytes(weight.css.raw),
        kilobytes(weight.css.gzip),
        kilobytes(weight.js.gzip + weight.css.gzip),
        image ? `${kilobytes(image.bytes)} ${new URL(image.url).pathname}` : "-",
      ];
    }),
  ]);
}

export function metricsTable(results: PageResult[]): string {
  const names = ["FCP", "LCP", "TBT", "CLS", "SI", "host"];
  return table([
    ["page", ...names.slice(0, -1), "host benchmark index"],
    ...results
      .filter((result) => result.lighthouse)
      .map((result) => [result.path, ...names.map((name) => result.lighthouse?.metrics[name] ?? "-")]),
  ]);
}

// Issue 7's done-when: home page p99 under 100 ms at 100 connections, memory flat across the run.
const HOME_P99_TARGET_MS = 100;
const FLAT_MEMORY_GROWTH = 0.1;

const count = (value: number) => Math.round(value).toLocaleString("en");
const milliseconds = (value: number) => String(Number(value.toFixed(value < 10 ? 2 : 1)));
const megabytes = (value: number) => `${value.toFixed(1)} MB`;

export function loadTable(load: LoadResult): string {
  return table([
    [
      "route",
      "app req/s",
      "static req/s",
      "app/static",
      "p50 ms app / static",
      "p99 ms app / static",
      "CPU ms/req app / static",
      "non-2xx+errors app / static",
    ],
    ...load.routes.map(({ path, app, static: file, note, status }) =>
      app && file
        ? [
            path,
            count(app.requestsPerSecond),
            count(file.requestsPerSecond),
            (app.requestsPerSecond / file.requestsPerSecond).toPrecision(2),
            `${milliseconds(app.p50Ms)} / ${milliseconds(file.p50Ms)}`,
            `${milliseconds(app.p99Ms)} / ${milliseconds(file.p99Ms)}`,
            `${milliseconds(app.cpuMsPerRequest)} / ${milliseconds(file.cpuMsPerRequest)}`,
            `${app.non2xx + app.errors} / ${file.non2xx + file.errors}`,
          ]
        : [path, `not measured: ${note ?? `HTTP ${status}`}`, "", "", "", "", "", ""],
    ),
  ]);
}

/** The two done-when lines: the home page's p99 and whether the server's memory stays flat. */
export function loadVerdict(load: LoadResult): string {
  const home = load.routes.find((route) => route.path === "/")?.app;
  const latency = home
    ? `Home page p99 at ${load.connections} connections: ${milliseconds(home.p99Ms)} ms` +
      ` (target < ${HOME_P99_TARGET_MS} ms): ${home.p99Ms < HOME_P99_TARGET_MS ? "PASS" : "FAIL"}`
    : "Home page p99: not measured: FAIL";
  const { idleMegabytes, afterLoad, series, growth } = load.memory;
  const flat = growth < FLAT_MEMORY_GROWTH;
  const memory =
    `Server RSS: idle ${megabytes(idleMegabytes)}; after the runs above` +
    ` (${count(afterLoad.requests)} requests) ${megabytes(afterLoad.rssMegabytes)}` +
    `\nthen after n rendered home page requests (a new query string each, so no reuse): ` +
    series.map((sample) => `${count(sample.requests)}: ${megabytes(sample.rssMegabytes)}`).join(", ") +
    `\nGrowth from ${count(series[1]!.requests)} to ${count(series.at(-1)!.requests)} requests:` +
    ` ${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)}%` +
    ` (flat means under ${FLAT_MEMORY_GROWTH * 100}%): ${flat ? "PASS, flat" : "FAIL, growing"}`;
  return `${latency}\n${memory}`;
}

// ---- Every figure beside its target, in one table (issue 19's, then issue 26's reliability lines). ----

export type TargetRow = { figure: string; measured: string; target: string; pass: boolean };

const verdict = (pass: boolean) => (pass ? "PASS" : "FAIL");

export function targetsTable(rows: TargetRow[]): string {
  return table([
    ["figure", "measured", "target", ""],
    ...rows.map((row) => [row.figure, row.measured, row.target, verdict(row.pass)]),
  ]);
}

export function lighthouseRows(results: PageResult[]): TargetRow[] {
  return results.map((result) => {
    const scores = result.lighthouse?.scores;
    const values = scores ? [scores.performance, scores.accessibility, scores["best-practices"], scores.seo] : [];
    const runs = result.lighthouse?.runs ?? 0;
    return {
      figure: `Lighthouse ${result.path}, median of ${runs} (Perf/A11y/BP/SEO)`,
      measured: scores ? values.map(score).join(" / ") : `not measured: ${result.note ?? result.status}`,
      target: `${TARGETS.lighthouse} each`,
      pass: values.length === 4 && values.every((value) => value === TARGETS.lighthouse),
    };
  });
}

export function agenticRows(results: PageResult[]): TargetRow[] {
  return results.map((result) => {
    const audits = result.lighthouse?.agentic.audits ?? [];
    const applicable = audits.filter((audit) => audit.applies);
    const passed = applicable.filter((audit) => audit.passed);
    const notApplicable = audits.filter((audit) => !audit.applies).map((audit) => audit.id);
    return {
      figure: `Agentic Browsing ${result.path}: audits passed / applicable`,
      measured:
        `${passed.length} / ${applicable.length}` +
        (applicable.length > passed.length
          ? ` (failed: ${applicable
              .filter((audit) => !audit.passed)
              .map((audit) => audit.id)
              .join(", ")})`
          : "") +
        (notApplicable.length ? `; n/a: ${notApplicable.join(", ")}` : ""),
      target: "every applicable audit",
      pass: result.lighthouse !== undefined && applicable.length > 0 && passed.length === applicable.length,
    };
  });
}

export function javaScriptRows(results: PageResult[]): TargetRow[] {
  return results.map((result) => {
    const weight = result.weight;
    const own = (weight?.ownJs.gzip ?? Infinity) / 1024;
    const total = (weight?.js.gzip ?? Infinity) / 1024;
    return {
      figure: `JavaScript ${result.path}, gzipped: framework + own = total`,
      measured: weight
        ? `${kilobytes(weight.framework.gzip)} + ${kilobytes(weight.ownJs.gzip)} = ${kilobytes(weight.js.gzip)} (${weight.js.files.length} files)`
        : "not measured",
      target: `own <= ${TARGETS.ownJavaScriptKilobytes} KB, total <= ${TARGETS.totalJavaScriptKilobytes} KB`,
      pass: own <= TARGETS.ownJavaScriptKilobytes && total <= TARGETS.totalJavaScriptKilobytes,
    };
  });
}

export function renderCostRows(renderCost: RenderCostResult): TargetRow[] {
  const rows = renderCost.routes.map(({ path, baseline, current }) => {
    const ratio = current.requestsPerSecond / baseline.requestsPerSecond;
    return {
      figure: `${path} req/s, reuse off, no heap caps: this build vs ${renderCost.baseline.commit.slice(0, 7)}`,
      measured:
        `${count(current.requestsPerSecond)} vs ${count(baseline.requestsPerSecond)} = ${ratio.toFixed(2)}x` +
        ` (CPU ${milliseconds(current.cpuMsPerRequest)} vs ${milliseconds(baseline.cpuMsPerRequest)} ms/req)`,
      target: `>= ${TARGETS.renderCostSpeedUp}x`,
      pass: ratio >= TARGETS.renderCostSpeedUp && current.non2xx + current.errors === 0,
    };
  });
  for (const { english, spanish, baseline, current } of renderCost.languages ?? []) {
    const ratio = current.requestsPerSecond / baseline.requestsPerSecond;
    rows.push({
      figure: `${spanish} vs ${english} req/s, reuse off, this build`,
      measured:
        `${count(current.requestsPerSecond)} vs ${count(baseline.requestsPerSecond)} = ${ratio.toFixed(2)}x` +
        ` (CPU ${milliseconds(current.cpuMsPerRequest)} vs ${milliseconds(baseline.cpuMsPerRequest)} ms/req)`,
      target: `>= ${TARGETS.spanishRenderCostShare}x`,
      pass: ratio >= TARGETS.spanishRenderCostShare && current.non2xx + current.errors === 0,
    });
  }
  const { route, healthz } = renderCost.trivial;
  const share = route.requestsPerSecond / healthz.requestsPerSecond;
  rows.push({
    figure: "/robots.txt (a React Router route) vs /healthz req/s, reuse off",
    measured: `${count(route.requestsPerSecond)} vs ${count(healthz.requestsPerSecond)} = ${share.toFixed(2)}`,
    target: `>= ${TARGETS.trivialRouteShareOfHealthz}`,
    pass: share >= TARGETS.trivialRouteShareOfHealthz,
  });
  return rows;
}

export function reuseAndMemoryRows(
  load: LoadResult,
  peakMegabytes: number,
  serverEnv: Record<string, string>,
): TargetRow[] {
  const home = load.routes.find((route) => route.path === "/")?.app;
  const tracked = load.trackingLinks;
  const share = home ? tracked.requestsPerSecond / home.requestsPerSecond : 0;
  const settings = Object.entries(serverEnv)
    .map(([name, value]) => `${name}=${value}`)
    .join(" ");
  return [
    {
      figure: "/?fbclid=<new each request> vs / req/s, reuse on",
      measured: `${count(tracked.requestsPerSecond)} vs ${count(home?.requestsPerSecond ?? 0)} = ${share.toFixed(2)}`,
      target: `>= ${TARGETS.trackingLinkShare}`,
      pass: share >= TARGETS.trackingLinkShare,
    },
    {
      figure: "Server resident memory at idle",
      measured: megabytes(load.memory.idleMegabytes),
      target: `<= ${TARGETS.idleMegabytes} MB`,
      pass: load.memory.idleMegabytes <= TARGETS.idleMegabytes,
    },
    {
      figure: `... after the load runs (${count(load.memory.afterLoad.requests)} requests), then after 10,000 rendered`,
      measured: `${megabytes(load.memory.afterLoad.rssMegabytes)}, ${megabytes(load.memory.series.at(-1)!.rssMegabytes)}`,
      target: `<= ${TARGETS.afterLoadMegabytes} MB`,
      pass:
        Math.max(load.memory.afterLoad.rssMegabytes, load.memory.series.at(-1)!.rssMegabytes) <=
        TARGETS.afterLoadMegabytes,
    },
    {
      figure: `... at its peak over the whole bench (${settings || "no container settings"})`,
      measured: megabytes(peakMegabytes),
      target: `< ${TARGETS.peakMegabytes} MB`,
      pass: peakMegabytes < TARGETS.peakMegabytes,
    },
  ];
}

const failed = (latencies: Latencies) => Object.values(latencies.failed).reduce((sum, count) => sum + count, 0);
const share = (value: number) => (Number.isNaN(value) ? "-" : `${(value * 100).toFixed(value === 1 ? 0 : 1)}%`);

export function slowClientRows(result: SlowClientsResult): TargetRow[] {
  const { menuAlone: alone, menuUnderPressure: during, popupLocationsUnderPressure: popup } = result;
  const waits = (latencies: Latencies) =>
    `${milliseconds(latencies.p99Ms)} / ${milliseconds(latencies.maxMs)} ms, ${failed(latencies)} of ${count(latencies.requests)} failed`;
  const withinWait = (latencies: Latencies) =>
    latencies.requests > 0 && latencies.maxMs < TARGETS.slowClientsMaxMs && failed(latencies) === 0;
  return [
    {
      figure: `GET /menu p50 with ${result.slowReaders} slow readers + ${result.pipeliners} pipeliners vs alone (TRUST_PROXY=false)`,
      measured: `${milliseconds(during.p50Ms)} vs ${milliseconds(alone.p50Ms)} ms = ${result.p50Ratio.toFixed(2)}x`,
      target: `<= ${TARGETS.slowClientsP50Ratio}x`,
      pass: result.p50Ratio <= TARGETS.slowClientsP50Ratio,
    },
    {
      figure: "... GET /menu p99 / longest wait with them, failed",
      measured: `${waits(during)} (alone ${milliseconds(alone.p99Ms)} / ${milliseconds(alone.maxMs)} ms)`,
      target: `< ${TARGETS.slowClientsMaxMs} ms, none failed`,
      pass: withinWait(during),
    },
    {
      figure: "... GET /popup-locations (the pipeliners' last request) p99 / longest wait, failed",
      measured: waits(popup),
      target: `< ${TARGETS.slowClientsMaxMs} ms, none failed`,
      pass: withinWait(popup),
    },
  ];
}

export function databaseFreezeRows(result: DatabaseFreezeResult): TargetRow[] {
  const { frozen, afterThaw } = result;
  if (!frozen || !afterThaw || result.longestWaitMs === undefined) {
    return [
      {
        figure: `Database frozen ${result.freezeSeconds} s under load`,
        measured: result.note ?? "not measured",
        target: "measured",
        pass: false,
      },
    ];
  }
  const ok = Math.round(frozen.okShare * frozen.requests);
  return [
    {
      figure: `Database frozen ${result.freezeSeconds} s under load: visitor requests answered 200 (after the thaw)`,
      measured:
        `${count(ok)} of ${count(frozen.requests)} = ${share(frozen.okShare)}, ${count(frozen.stale)} stale copies` +
        ` (after: ${share(afterThaw.okShare)}, fresh again in ${((result.freshAgainAfterMs ?? 0) / 1000).toFixed(1)} s)`,
      target: `${share(TARGETS.freezeOkShare)}`,
      pass: frozen.requests > 0 && frozen.okShare >= TARGETS.freezeOkShare,
    },
    {
      figure: "... longest wait of a visitor request, before, during or after",
      measured: `${count(result.longestWaitMs)} ms (p99 while frozen ${milliseconds(frozen.p99Ms)} ms)`,
      target: `< ${TARGETS.freezeLongestWaitMs} ms`,
      pass: result.longestWaitMs < TARGETS.freezeLongestWaitMs,
    },
  ];
}
