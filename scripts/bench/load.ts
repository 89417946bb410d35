// Load benchmark: autocannon with 100 connections against the home, menu and /api/menu-items
// routes of the production server, each beside a static file server (scripts/bench/static-server.ts)
// answering the same bytes from disk in the same run; the ratio of the two is the figure.
// Also the server's resident memory across 10,000 rendered home page requests after those runs,
// and its CPU time per request.
// Linux only: memory and CPU time come from /proc/<pid>.
import { execFileSync, fork } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { MAX_REQUESTS_PER_CONNECTION } from "#server/connection-limits.ts";
import type { StaticRoutes } from "./static-server.ts";

/**
 * A browser opens a new connection when the server says `Connection: close` after its
 * MAX_REQUESTS_PER_CONNECTION requests; autocannon does not, and Node answers what it sends after
 * that on the same socket with 503. So each connection starts afresh after that many requests.
 */
const RECONNECT_EVERY = MAX_REQUESTS_PER_CONNECTION;
const LOAD_ROUTES = ["/", "/menu", "/api/menu-items"];
const CONNECTIONS = 100;
const WARM_UP_SECONDS = 2;
const MEMORY_STEP_REQUESTS = 2_500;
const MEMORY_TOTAL_REQUESTS = 10_000;

export type LoadRun = {
  /** Mean of the per-second samples. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** User plus system CPU time of the serving process, divided by the requests it answered. */
  cpuMsPerRequest: number;
};

export type RouteLoad = {
  path: string;
  status: number;
  contentType: string;
  bytes: number;
  /** Why the route was not measured. */
  note?: string;
  app?: LoadRun;
  static?: LoadRun;
};

export type MemorySample = { requests: number; rssMegabytes: number };

export type LoadResult = {
  connections: number;
  seconds: number;
  routes: RouteLoad[];
  /** The home page with a unique fbclid per request, as a shared link brings visitors. */
  trackingLinks: LoadRun;
  memory: {
    /** The fresh server before any request. */
    idleMegabytes: number;
    /** After the throughput runs, with all the requests the server had answered by then. */
    afterLoad: MemorySample;
    /** Then after every 2,500 rendered home page requests up to 10,000. */
    series: MemorySample[];
    /** Growth from the first 2,500 rendered requests to 10,000, as a fraction. */
    growth: number;
  };
};

const clockTicksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

function residentMegabytes(pid: number): number {
  return statusMegabytes(pid, "VmRSS");
}

/** A memory figure of /proc/<pid>/status: VmRSS (resident now) or VmHWM (the peak of it so far). */
export function statusMegabytes(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The fields after "(command name)" start at field 3; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond;
}

/** An autocannon request whose path is new on every request: path(1), path(2) and so on. */
function newPathEachRequest(path: (count: number) => string) {
  let count = 0;
  return {
    setupRequest: <Request extends { path?: string }>(request: Request) => {
      count += 1;
      return { ...request, path: path(count) };
    },
  };
}

/** A GET without Accept-Encoding, as autocannon sends it, so the body is what autocannon receives. */
function getAsAutocannon(url: string): Promise<{ status: number; contentType: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers["content-type"] ?? "application/octet-stream",
          body: Buffer.concat(chunks),
        }),
      );
    }).on("error", reject);
  });
}

type StaticServer = { url: string; pid: number; stop(): Promise<void> };

async function startStaticServer(routesFile: string): Promise<StaticServer> {
  const child = fork(join(import.meta.dirname, "static-server.ts"), [routesFile], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (message) => resolve((message as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`static server exited with code ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      child.kill();
      await exited;
    },
  };
}

export async function measure(url: string, pid: number, seconds: number): Promise<LoadRun> {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, reconnectRate: RECONNECT_EVERY });
  const cpu = cpuSeconds(pid) - cpuBefore;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    cpuMsPerRequest: result.requests.total > 0 ? (cpu * 1000) / result.requests.total : 0,
  };
}

/** Requests answered by a discarded run that lets the JIT and the connection pools settle. */
export async function warmUp(url: string): Promise<number> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: WARM_UP_SECONDS,
    reconnectRate: RECONNECT_EVERY,
  });
  return result.requests.total;
}

export async function runLoad(options: {
  /** The app server's 127.0.0.1 address. */
  appUrl: string;
  appPid: number;
  seconds: number;
  log: (message: string) => void;
}): Promise<LoadResult> {
  const { appUrl, appPid, seconds, log } = options;
  const scratch = mkdtempSync(join(tmpdir(), "sando-load-"));
  try {
    const routes: RouteLoad[] = [];
    const staticRoutes: StaticRoutes = {};
    for (const [index, path] of LOAD_ROUTES.entries()) {
      const response = await getAsAutocannon(new URL(path, appUrl).href);
      const route: RouteLoad = {
        path,
        status: response.status,
        contentType: response.contentType,
        bytes: response.body.length,
      };
      routes.push(route);
      if (response.status !== 200) {
        route.note = `HTTP ${response.status}`;
        continue;
      }
      const file = join(scratch, `route-${index}`);
      writeFileSync(file, response.body);
      staticRoutes[path] = { file, contentType: response.contentType };
    }
    const routesFile = join(scratch, "routes.json");
    writeFileSync(routesFile, JSON.stringify(staticRoutes));
    const staticServer = await startStaticServer(routesFile);
    try {
      const idleMegabytes = residentMegabytes(appPid);
      let appRequests = 0;
      for (const route of routes) {
        if (route.note) continue;
        const appRouteUrl = new URL(route.path, appUrl).href;
        const staticRouteUrl = new URL(route.path, staticServer.url).href;
        log(`load: ${route.path}, ${seconds} s against the app, then against the static server...`);
        appRequests += await warmUp(appRouteUrl);
        route.app = await measure(appRouteUrl, appPid, seconds);
        appRequests += route.app.requests;
        await warmUp(staticRouteUrl);
        route.static = await measure(staticRouteUrl, staticServer.pid, seconds);
      }
      // A link shared on Instagram or Facebook: the home page with a new fbclid on every click.
      // The reuse leaves tracking parameters out of its key, so these are answered like "/".
      log(`load: /?fbclid=<a new one each request>, ${seconds} s...`);
      const trackedUrl = new URL("/", appUrl).href;
      const trackedLink = newPathEachRequest((click) => `/?fbclid=IwAR${click}x`);
      await autocannon({
        url: trackedUrl,
        connections: CONNECTIONS,
        duration: WARM_UP_SECONDS,
        reconnectRate: RECONNECT_EVERY,
        requests: [trackedLink],
      });
      const cpuBefore = cpuSeconds(appPid);
      const tracked = await autocannon({
        url: trackedUrl,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [trackedLink],
      });
      const trackedCpu = cpuSeconds(appPid) - cpuBefore;
      const trackingLinks: LoadRun = {
        requestsPerSecond: tracked.requests.average,
        p50Ms: tracked.latency.p50,
        p99Ms: tracked.latency.p99,
        requests: tracked.requests.total,
        non2xx: tracked.non2xx,
        errors: tracked.errors,
        timeouts: tracked.timeouts,
        cpuMsPerRequest: tracked.requests.total > 0 ? (trackedCpu * 1000) / tracked.requests.total : 0,
      };
      appRequests += tracked.requests.total;
      const afterLoad = { requests: appRequests, rssMegabytes: residentMegabytes(appPid) };

      // Each request its own query string, so none is a reused answer: every one runs the
      // loaders and the render (and pushes older answers out of the server's response cache),
      // which is where a leak would show.
      log(`load: memory across ${MEMORY_TOTAL_REQUESTS.toLocaleString("en")} rendered home page requests...`);
      const series: MemorySample[] = [{ requests: 0, rssMegabytes: afterLoad.rssMegabytes }];
      const renderedPage = newPathEachRequest((rendered) => `/?memory=${rendered}`);
      for (let step = 0; step < MEMORY_TOTAL_REQUESTS / MEMORY_STEP_REQUESTS; step++) {
        const result = await autocannon({
          url: appUrl,
          connections: CONNECTIONS,
          amount: MEMORY_STEP_REQUESTS,
          requests: [renderedPage],
        });
        series.push({
          requests: series.at(-1)!.requests + result.requests.total,
          rssMegabytes: residentMegabytes(appPid),
        });
      }

      const afterFirstStep = series[1]!.rssMegabytes;
      return {
        connections: CONNECTIONS,
        seconds,
        routes,
        trackingLinks,
        memory: {
          idleMegabytes,
          afterLoad,
          series,
          growth: series.at(-1)!.rssMegabytes / afterFirstStep - 1,
        },
      };
    } finally {
      await staticServer.stop();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
