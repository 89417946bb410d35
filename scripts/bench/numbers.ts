// Bench: what counting the Owner's numbers (issue 51) costs. Two production servers on one
// database, with the container's memory settings, one with NUMBERS=off and one counting; GET /
// under autocannon with a new visitor (address, through the trusted local proxy, and browser)
// on each request, the two loaded at the same time, round after round, so the machine's noise
// falls on both alike (taking turns, two servers both NOT counting read anywhere from 80% to 108%
// of each other on this shared machine; loaded together, 99-100%).
// Figures: p50 and req/s counting against not (target within 5%); each server's memory (RSS)
// after 100,000 requests from 10,000 visitors, counting against not (target within 10 MB);
// and the Owner's numbers page over 25 months of daily totals (target p50 under 300 ms).
import autocannon from "autocannon";
import { DEVELOPMENT_ADMIN } from "#app/domain/seed/seed-data.server.ts";
import { connectDatabase, disconnectDatabase } from "#app/infra/db.server.ts";
import { startServerProcess } from "#scripts/lib/server-process.ts";
import { measure, statusMegabytes } from "./load.ts";
import { seedNumbers } from "./numbers-seed.ts";
import type { TargetRow } from "./report.ts";
import { TARGETS } from "./targets.ts";

const CONNECTIONS = 100;
const ROUNDS = 5;
const MEMORY_REQUESTS = 100_000;
const VISITORS = 10_000;
const AGENTS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
];

export type CountingRun = { requestsPerSecond: number; p50Ms: number };
export type NumbersBenchResult = {
  /** Each round's run of each server, in the order they ran. */
  off: CountingRun[];
  on: CountingRun[];
  /** Medians of the rounds. */
  offMedian: CountingRun;
  onMedian: CountingRun;
  memory: { offMegabytes: number; onMegabytes: number };
  page?: { p50Ms: number; runs: number; period: string };
};

/** Headers of the n-th visitor of VISITORS: an address of their own and one of the browsers. */
function visitorHeaders(n: number): Record<string, string> {
  const visitor = n % VISITORS;
  return {
    "X-Forwarded-For": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
    "User-Agent": `${AGENTS[visitor % AGENTS.length]} v${visitor}`,
  };
}

/** An autocannon request with the next visitor's headers each time. */
function aNewVisitorEachRequest() {
  let count = 0;
  return {
    setupRequest: (request: autocannon.Request) => {
      count += 1;
      return { ...request, headers: { ...request.headers, ...visitorHeaders(count) } };
    },
  };
}

async function run(url: string, seconds: number): Promise<CountingRun> {
  const requests = [aNewVisitorEachRequest()];
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests });
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50 };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export async function runNumbersBench(options: {
  mongodbUri: string;
  serverEnv: Record<string, string>;
  seconds: number;
  log: (message: string) => void;
  /** Times the Owner's page against this database once the counting runs are over. */
  timePage?: (serverUrl: string) => Promise<NumbersBenchResult["page"]>;
}): Promise<NumbersBenchResult> {
  const { mongodbUri, serverEnv, seconds, log } = options;
  // The page's copy of its read is off, so the page's time below is the read itself, every time.
  // Batches every second rather than every minute: each round carries its share of the writing
  // (at 60 s one round in six carried it all), and the memory is read after a batch.
  const start = (numbers: "on" | "off") =>
    startServerProcess({
      mongodbUri,
      env: { ...serverEnv, NUMBERS: numbers, NUMBERS_PAGE_COPY_SECONDS: "0", NUMBERS_WRITE_SECONDS: "1" },
    });
  const [off, on] = await Promise.all([start("off"), start("on")]);
  try {
    const pidOf = (server: typeof off) => server.child.pid!;
    // A discarded warm-up each, then rounds taking turns.
    for (const server of [off, on]) await measure(`${server.url}/`, pidOf(server), 2);
    const offRuns: CountingRun[] = [];
    const onRuns: CountingRun[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Both at once, so whatever else the machine does falls on both alike; which starts first alternates.
      const order = round % 2 === 0 ? [off, on] : [on, off];
      const runs = await Promise.all(order.map((server) => run(`${server.url}/`, seconds)));
      for (const [index, server] of order.entries()) (server === off ? offRuns : onRuns).push(runs[index]!);
      log(`numbers: round ${round + 1} of ${ROUNDS} done`);
    }
    // Memory: each server answers 100,000 requests from 10,000 visitors (after the runs above).
    await Promise.all(
      [off, on].map((server) =>
        autocannon({
          url: `${server.url}/`,
          connections: CONNECTIONS,
          amount: MEMORY_REQUESTS,
          requests: [aNewVisitorEachRequest()],
        }),
      ),
    );
    // Let the counting server write its batch, as it would between requests.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const memory = {
      offMegabytes: statusMegabytes(pidOf(off), "VmRSS"),
      onMegabytes: statusMegabytes(pidOf(on), "VmRSS"),
    };
    const summary = (runs: CountingRun[]) => ({
      requestsPerSecond: median(runs.map((item) => item.requestsPerSecond)),
      p50Ms: median(runs.map((item) => item.p50Ms)),
    });
    const page = options.timePage ? await options.timePage(on.url) : undefined;
    return {
      off: offRuns,
      on: onRuns,
      offMedian: summary(offRuns),
      onMedian: summary(onRuns),
      memory,
      ...(page ? { page } : {}),
    };
  } finally {
    await Promise.all([off.stop(), on.stop()]);
  }
}

export function numbersRows(result: NumbersBenchResult): TargetRow[] {
  const share = result.onMedian.requestsPerSecond / result.offMedian.requestsPerSecond;
  const p50Ratio = result.onMedian.p50Ms / Math.max(result.offMedian.p50Ms, 1);
  const grown = result.memory.onMegabytes - result.memory.offMegabytes;
  const rows: TargetRow[] = [
    {
      figure: `GET / req/s, counting the numbers vs not (median of ${ROUNDS} turns, a new visitor per request)`,
      measured: `${result.onMedian.requestsPerSecond.toFixed(0)} vs ${result.offMedian.requestsPerSecond.toFixed(0)} = ${(share * 100).toFixed(1)}%`,
      target: `>= ${(100 - TARGETS.countingCostPercent).toFixed(0)}%`,
      pass: share >= 1 - TARGETS.countingCostPercent / 100,
    },
    {
      figure: "... GET / p50, counting vs not",
      measured: `${result.onMedian.p50Ms} vs ${result.offMedian.p50Ms} ms`,
      target: `<= ${(100 + TARGETS.countingCostPercent).toFixed(0)}%`,
      pass: p50Ratio <= 1 + TARGETS.countingCostPercent / 100,
    },
    {
      figure: `... server memory (RSS) after ${MEMORY_REQUESTS.toLocaleString("en-US")} requests from ${VISITORS.toLocaleString("en-US")} visitors, counting vs not`,
      measured: `${result.memory.onMegabytes.toFixed(1)} vs ${result.memory.offMegabytes.toFixed(1)} MB (${grown >= 0 ? "+" : ""}${grown.toFixed(1)} MB)`,
      target: `<= +${TARGETS.countingMemoryMegabytes} MB`,
      pass: grown <= TARGETS.countingMemoryMegabytes,
    },
  ];
  if (result.page) {
    rows.push({
      figure: `The Owner's numbers page (${result.page.period}) over 25 months of daily totals, read every time, p50 of ${result.page.runs}`,
      measured: `${result.page.p50Ms.toFixed(0)} ms`,
      target: `< ${TARGETS.numbersPageP50Ms} ms`,
      pass: result.page.p50Ms < TARGETS.numbersPageP50Ms,
    });
  }
  return rows;
}

/**
 * The Owner's page over 25 months of daily totals: seeded into `mongodbUri`, then an Owner (the
 * seed's development admin) asks for the 12 months view, the one that reads the most, `runs` times.
 */
export async function timeNumbersPage(
  mongodbUri: string,
  serverUrl: string,
  runs = 30,
): Promise<NumbersBenchResult["page"]> {
  await connectDatabase(mongodbUri);
  try {
    await seedNumbers(25);
  } finally {
    await disconnectDatabase();
  }
  const signIn = await fetch(`${serverUrl}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: serverUrl },
    body: new URLSearchParams(DEVELOPMENT_ADMIN),
  });
  const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const period = "12m";
  const times: number[] = [];
  for (let run = -3; run < runs; run++) {
    const started = performance.now();
    const response = await fetch(`${serverUrl}/admin/numbers?period=${period}`, { headers: { Cookie: cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`/admin/numbers answered ${response.status}`);
    // The first three warm the server up.
    if (run >= 0) times.push(performance.now() - started);
  }
  return { p50Ms: median(times), runs, period: "12 months" };
}
