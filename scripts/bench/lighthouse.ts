// Lighthouse (mobile preset, simulated throttling: its defaults) on Debian's Chromium, one page
// at a time in one browser. Returns the four category scores and the largest image loaded.
import * as ChromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export type LighthouseResult = {
  scores: Record<Category, number | null>;
  largestImage: { url: string; bytes: number } | null;
  /** The performance metrics behind the score, as Lighthouse displays them. */
  metrics: Record<string, string>;
  /** Failed audits of the non-performance categories, to say what keeps a score below 100. */
  failedAudits: string[];
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
    onlyCategories: [...CATEGORIES],
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
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.displayValue ?? "-"]),
  );
  return {
    scores,
    metrics,
    largestImage: largest ? { url: largest.url, bytes: largest.resourceSize ?? 0 } : null,
    failedAudits: [...failedAudits],
  };
}
