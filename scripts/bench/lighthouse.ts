// Lighthouse (mobile preset, simulated throttling: its defaults) on Debian's Chromium, one page
// at a time in one browser. Returns the category scores (the four classic ones and Agentic
// Browsing), the largest image loaded and the Agentic Browsing audits. runLighthouseMedian runs
// a page several times and keeps the median of each score, running a failed trace again.
import * as ChromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];
export const AGENTIC = "agentic-browsing";

/** An Agentic Browsing audit: whether it applied to the page and, if so, whether it passed. */
export type AgenticAudit = { id: string; applies: boolean; passed: boolean; note?: string };

export type LighthouseResult = {
  scores: Record<Category, number | null>;
  largestImage: { url: string; bytes: number } | null;
  /** The performance metrics behind the score, as Lighthouse displays them. */
  metrics: Record<string, string>;
  /** Failed audits of the non-performance categories, to say what keeps a score below 100. */
  failedAudits: string[];
  /** Agentic Browsing: its score (passed audits over applicable ones) and its audits. */
  agentic: { score: number | null; audits: AgenticAudit[] };
  /** How many runs the scores are the median of, and how many traces failed and were run again. */
  runs?: number;
  retries?: number;
};

const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
} as const;

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

type NetworkItem = { url: string; resourceType?: string; resourceSize?: number; transferSize?: number };

export async function withChrome<T>(chromePath: string, use: (port: number) => Promise<T>): Promise<T> {
  const chrome = await ChromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    return await use(chrome.port);
  } finally {
    chrome.kill();
  }
}

export async function runLighthouse(url: string, port: number): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES, AGENTIC],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;

  const details = lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined;
  const images = (details?.items ?? []).filter((item) => item.resourceType === "Image");
  const largest = images.reduce<NetworkItem | null>(
    (best, item) => ((item.resourceSize ?? 0) > (best?.resourceSize ?? -1) ? item : best),
    null,
  );

  const failedAudits = new Set<string>();
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || id === "performance") continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failedAudits.add(`${id}: ${ref.id}`);
    }
  }
  const metrics: Record<string, string> = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.displayValue ?? "-"]),
  );
  // How fast this machine ran Lighthouse's own small benchmark just before the page: the 4x CPU
  // slowdown is applied on top of it, so a busy or slower host shows as a longer TBT for the
  // same script. Kept beside the metrics to tell the host's variance from the page's.
  metrics.host = String(Math.round(lhr.environment.benchmarkIndex));
  const agenticCategory = lhr.categories[AGENTIC];
  const agentic = {
    score: typeof agenticCategory?.score === "number" ? Math.round(agenticCategory.score * 100) : null,
    audits: (agenticCategory?.auditRefs ?? []).map((ref): AgenticAudit => {
      const audit = lhr.audits[ref.id];
      const applies = audit !== undefined && audit.scoreDisplayMode !== "notApplicable" && audit.score !== null;
      return {
        id: ref.id,
        applies,
        passed: applies && audit!.score === 1,
        ...(audit?.explanation ? { note: audit.explanation } : {}),
      };
    }),
  };
  return {
    scores,
    agentic,
    metrics,
    largestImage: largest ? { url: largest.url, bytes: largest.resourceSize ?? 0 } : null,
    failedAudits: [...failedAudits],
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * `runs` Lighthouse runs of one page; a run whose trace fails (NO_NAVSTART and the like) is run
 * again, up to `retries` times in all. Scores and metrics are the median run's; audits that
 * failed in any run are listed.
 */
export async function runLighthouseMedian(url: string, port: number, runs = 3, retries = 3): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  let retried = 0;
  while (results.length < runs) {
    try {
      results.push(await runLighthouse(url, port));
    } catch (error) {
      if (retried >= retries) throw error;
      retried += 1;
    }
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const values = results.map((result) => result.scores[id]).filter((value): value is number => value !== null);
      return [id, values.length === results.length ? median(values) : null];
    }),
  ) as Record<Category, number | null>;
  // The run whose performance score is the median gives the metrics behind it.
  const byPerformance = [...results].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  const middle = byPerformance[Math.floor(byPerformance.length / 2)]!;
  const agenticScores = results
    .map((result) => result.agentic.score)
    .filter((value): value is number => value !== null);
  return {
    ...middle,
    scores,
    agentic: { score: agenticScores.length ? median(agenticScores) : null, audits: middle.agentic.audits },
    failedAudits: [...new Set(results.flatMap((result) => result.failedAudits))],
    runs: results.length,
    retries: retried,
  };
}
