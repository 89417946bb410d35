// Turns bench results into the table the note quotes and the JSON kept in bench-results/.
import type { LighthouseResult } from "./lighthouse.ts";
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
