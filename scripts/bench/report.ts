// Turns bench results into the table the note quotes and the JSON kept in bench-results/.
import type { LighthouseResult } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import type { PageWeight } from "./page-weight.ts";

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
  const names = ["FCP", "LCP", "TBT", "CLS", "SI"];
  return table([
    ["page", ...names],
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
