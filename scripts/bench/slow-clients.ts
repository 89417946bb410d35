// Bench: do slow clients hold the server? Normal visitors' GET /menu (from 127.0.0.1) is timed
// alone, then while 50 slow readers and 5 pipelining connections hold it, each of those from an
// address of its own (127.0.0.2 and up), as they would come from other machines. A few visitors
// of /popup-locations, the page each pipeliner asks for last, are timed beside them. The server
// runs with the container's memory settings, its response reuse on (the default) and
// TRUST_PROXY=false: under the default every 127.x address is a trusted proxy, so no cap per
// address would apply. Figures: the ratio of the two medians of /menu (target within 2x) and the
// longest wait under the pressure (target under 2 s); a visitor request that fails counts as over.
// Linux only: whether the server still holds a slow client's connection comes from /proc/net/tcp.
// Run alone with `node scripts/bench/slow-clients.ts` (after a build), or via npm run bench.
import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { procAddress } from "#scripts/lib/proc-net.ts";
import { startServerProcess } from "#scripts/lib/server-process.ts";
import { statusMegabytes } from "./load.ts";
import { TARGETS } from "./targets.ts";

const SLOW_READERS = 50;
const PIPELINERS = 5;
const PIPELINED_REQUESTS = 600;
/** Visitors, each asking for /menu every VISITOR_INTERVAL_MS (200 requests a second in all). */
const VISITORS = 10;
const VISITOR_INTERVAL_MS = 50;
/** Beside them, visitors of the page each pipeliner asks for last: 8 requests a second. */
const POPUP_VISITORS = 2;
const POPUP_VISITOR_INTERVAL_MS = 250;
/** Longer than the 2 s target, so a slow answer shows its real wait; a hung one fails here. */
const VISITOR_TIMEOUT_MS = 10_000;
const WARM_UP_MS = 2_000;
/** Longer than the reuse's default 5 s (RESPONSE_CACHE_SECONDS), so no answer is fresh. */
const QUIET_MS = 6_000;
/** Time for the slow clients to connect and their requests to pile up before timing starts. */
const BUILD_UP_MS = 2_000;
/** A slow reader reads this many bytes each tick: 16 bytes a second. */
const SLOW_READ_BYTES = 4;
const SLOW_READ_TICK_MS = 250;
/** How often the kernel's table is read to see which slow clients the server has let go. */
const CONNECTION_CHECK_MS = 1_000;
const REOPEN_DELAY_MS = 100;

/** One visitor request: its wait (to the last byte of the body, or to its failure) and outcome. */
export type TimedAnswer = {
  path: string;
  /** When it was sent (performance.now()). */
  sentAt: number;
  ms: number;
  status?: number;
  /** The Age header, when the answer had one. */
  age?: number;
  error?: string;
};

/** GET with a deadline: a server that does not answer shows as a failure after `timeoutMs`. */
export async function timedGet(origin: string, path: string, timeoutMs: number): Promise<TimedAnswer> {
  const sentAt = performance.now();
  try {
    const response = await fetch(new URL(path, origin), { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    const age = response.headers.get("Age");
    return {
      path,
      sentAt,
      ms: performance.now() - sentAt,
      status: response.status,
      ...(age === null ? {} : { age: Number(age) }),
    };
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.name) : String(error);
    return { path, sentAt, ms: performance.now() - sentAt, error: cause };
  }
}

/**
 * `visitors` loops until `until` (a performance.now() time), each sending its next request every
 * `intervalMs` or as soon as the last one ended if that took longer; the paths are taken in turn.
 */
export async function visitorLoop(options: {
  origin: string;
  paths: string[];
  visitors: number;
  intervalMs: number;
  timeoutMs: number;
  until: () => number;
}): Promise<TimedAnswer[]> {
  const answers: TimedAnswer[] = [];
  await Promise.all(
    Array.from({ length: options.visitors }, async (_, visitor) => {
      // Spread the visitors over the interval rather than all at its start.
      await sleep((options.intervalMs * visitor) / options.visitors);
      for (let turn = visitor; performance.now() < options.until(); turn += 1) {
        const answer = await timedGet(options.origin, options.paths[turn % options.paths.length]!, options.timeoutMs);
        answers.push(answer);
        await sleep(Math.max(0, options.intervalMs - answer.ms));
      }
    }),
  );
  return answers;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

export type Latencies = {
  requests: number;
  /** Requests that failed or were answered with another status than 200, by outcome. */
  failed: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
};

/** Percentiles over every request, failed ones with their wait. */
export function summarise(answers: TimedAnswer[]): Latencies {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const failed: Record<string, number> = {};
  for (const answer of answers) {
    if (answer.status === 200) continue;
    const outcome = answer.error ?? `HTTP ${answer.status}`;
    failed[outcome] = (failed[outcome] ?? 0) + 1;
  }
  return {
    requests: answers.length,
    failed,
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.at(-1) ?? Number.NaN),
  };
}

export const failedCount = (latencies: Latencies) =>
  Object.values(latencies.failed).reduce((sum, count) => sum + count, 0);

type PressureCounts = {
  /** Connections opened, first ones and re-opened ones. */
  readerConnections: number;
  pipelinerConnections: number;
  /** Connections the server closed or reset (seen in the kernel's table, or as an error). */
  endedByServer: number;
  /** Bytes the slow readers read in all. */
  bytesRead: number;
};

/** The TCP states of this machine's IPv4 connections, by "local remote" in /proc/net/tcp's form. */
function tcpStates(): Map<string, string> {
  const states = new Map<string, string>();
  for (const line of readFileSync("/proc/net/tcp", "utf8").split("\n").slice(1)) {
    const [, local, remote, state] = line.trim().split(/\s+/);
    if (local && remote && state) states.set(`${local} ${remote}`, state);
  }
  return states;
}

const ESTABLISHED = "01";

/**
 * The slow readers and pipeliners, each from its own 127.0.0.x address, until stopped. Neither
 * reads what the server sends, so neither would notice that the server closed its connection
 * (the close waits behind the unread data): once a second the kernel's table of connections says
 * whether the server still holds each one, and one it has let go is opened again.
 */
function startPressure(port: number): { counts: PressureCounts; stop(): void } {
  const counts: PressureCounts = { readerConnections: 0, pipelinerConnections: 0, endedByServer: 0, bytesRead: 0 };
  let stopped = false;
  /** Each connection, with what ends it from this side and opens the next. */
  const held = new Map<Socket, () => void>();
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) run();
    }, ms);
    timers.add(timer);
  };

  /** Opens a connection that `hold` drives; when the server ends it, opens another. */
  const client = (localAddress: string, hold: (socket: Socket) => void) => {
    const open = () => {
      const socket = connect({ host: "127.0.0.1", port, localAddress });
      let ended = false;
      const end = () => {
        if (ended || stopped) return;
        ended = true;
        counts.endedByServer += 1;
        held.delete(socket);
        socket.destroy();
        later(REOPEN_DELAY_MS, open);
      };
      socket.on("error", end);
      socket.on("end", end);
      socket.on("close", end);
      socket.once("connect", () => {
        held.set(socket, end);
        hold(socket);
      });
    };
    open();
  };

  const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`;
  for (let index = 0; index < SLOW_READERS + PIPELINERS; index += 1) {
    const localAddress = `127.0.${Math.floor((index + 2) / 256)}.${(index + 2) % 256}`;
    if (index < SLOW_READERS) {
      client(localAddress, (socket) => {
        counts.readerConnections += 1;
        // Paused, the socket takes from the kernel only what read() below leaves room for.
        socket.pause();
        socket.write(request("/menu"));
        const tick = setInterval(() => {
          const bytes = socket.read(SLOW_READ_BYTES) as Buffer | null;
          if (bytes) counts.bytesRead += bytes.length;
        }, SLOW_READ_TICK_MS);
        socket.once("close", () => clearInterval(tick));
      });
    } else {
      client(localAddress, (socket) => {
        counts.pipelinerConnections += 1;
        socket.pause();
        socket.write(request("/menu").repeat(PIPELINED_REQUESTS) + request("/popup-locations"));
      });
    }
  }

  const serverAddress = procAddress("127.0.0.1", port);
  const watch = setInterval(() => {
    const states = tcpStates();
    for (const [socket, end] of held) {
      if (socket.localAddress === undefined || socket.localPort === undefined) continue;
      const own = procAddress(socket.localAddress, socket.localPort);
      const serverSide = states.get(`${serverAddress} ${own}`);
      const clientSide = states.get(`${own} ${serverAddress}`);
      if (serverSide !== ESTABLISHED || clientSide !== ESTABLISHED) end();
    }
  }, CONNECTION_CHECK_MS);

  return {
    counts,
    stop: () => {
      stopped = true;
      clearInterval(watch);
      for (const timer of timers) clearTimeout(timer);
      for (const socket of held.keys()) socket.destroy();
    },
  };
}

export type SlowClientsResult = {
  seconds: number;
  slowReaders: number;
  pipeliners: number;
  pipelinedRequests: number;
  visitors: number;
  visitorIntervalMs: number;
  /** A visitor request not answered by then counts as failed, with this wait. */
  visitorTimeoutMs: number;
  menuAlone: Latencies;
  menuUnderPressure: Latencies;
  /** p50 under the pressure over p50 alone. */
  p50Ratio: number;
  /** The page each pipeliner asks for last, which its held connection once kept from everyone. */
  popupLocationsAlone: Latencies;
  popupLocationsUnderPressure: Latencies;
  pressure: PressureCounts;
  /** The server's peak resident memory over the run (it has the container's settings). */
  peakMegabytes: number;
  /** Set when the server exited during the run. */
  note?: string;
};

type VisitorAnswers = { menu: TimedAnswer[]; popupLocations: TimedAnswer[] };

export async function runSlowClients(options: {
  mongodbUri: string;
  /** The container's memory settings. */
  serverEnv: Record<string, string>;
  seconds: number;
  log?: (message: string) => void;
}): Promise<SlowClientsResult> {
  const log = options.log ?? (() => {});
  const server = await startServerProcess({
    mongodbUri: options.mongodbUri,
    env: { ...options.serverEnv, TRUST_PROXY: "false" },
  });
  const pid = server.child.pid!;
  let pressure: ReturnType<typeof startPressure> | undefined;
  try {
    /** The /menu visitors, and a few on /popup-locations beside them. */
    const visitors = async (milliseconds: number): Promise<VisitorAnswers> => {
      const until = performance.now() + milliseconds;
      const common = { origin: server.url, timeoutMs: VISITOR_TIMEOUT_MS, until: () => until };
      const [menu, popupLocations] = await Promise.all([
        visitorLoop({ ...common, paths: ["/menu"], visitors: VISITORS, intervalMs: VISITOR_INTERVAL_MS }),
        visitorLoop({
          ...common,
          paths: ["/popup-locations"],
          visitors: POPUP_VISITORS,
          intervalMs: POPUP_VISITOR_INTERVAL_MS,
        }),
      ]);
      return { menu, popupLocations };
    };
    await visitors(WARM_UP_MS);
    log(`slow clients: GET /menu alone, ${options.seconds} s...`);
    const alone = await visitors(options.seconds * 1000);
    // Quiet until the reused answers are too old: the slow clients' requests are the ones that
    // render them, as when they arrive at a quiet hour.
    await sleep(QUIET_MS);
    log(
      `slow clients: GET /menu with ${SLOW_READERS} slow readers and ${PIPELINERS} pipelining connections, ${options.seconds} s...`,
    );
    pressure = startPressure(Number(new URL(server.url).port));
    await sleep(BUILD_UP_MS);
    const during = await visitors(options.seconds * 1000);
    const running = server.child.exitCode === null && server.child.signalCode === null;
    const peakMegabytes = running ? statusMegabytes(pid, "VmHWM") : Number.NaN;
    pressure.stop();
    const menuAlone = summarise(alone.menu);
    const menuUnderPressure = summarise(during.menu);
    return {
      seconds: options.seconds,
      slowReaders: SLOW_READERS,
      pipeliners: PIPELINERS,
      pipelinedRequests: PIPELINED_REQUESTS,
      visitors: VISITORS,
      visitorIntervalMs: VISITOR_INTERVAL_MS,
      visitorTimeoutMs: VISITOR_TIMEOUT_MS,
      menuAlone,
      menuUnderPressure,
      p50Ratio: Math.round((menuUnderPressure.p50Ms / menuAlone.p50Ms) * 100) / 100,
      popupLocationsAlone: summarise(alone.popupLocations),
      popupLocationsUnderPressure: summarise(during.popupLocations),
      pressure: pressure.counts,
      peakMegabytes: Math.round(peakMegabytes * 10) / 10,
      ...(running
        ? {}
        : {
            note: `the server exited (${server.child.exitCode ?? server.child.signalCode}) during the run: ${server.output().slice(-500)}`,
          }),
    };
  } finally {
    pressure?.stop();
    await server.stop();
  }
}

export function printSlowClients(result: SlowClientsResult): void {
  console.log(
    `\nSlow clients: GET /menu from ${result.visitors} visitors (each one request every ${result.visitorIntervalMs} ms;` +
      ` /popup-locations from ${POPUP_VISITORS} more) alone, then while ${result.slowReaders} slow readers and` +
      ` ${result.pipeliners} connections pipelining ${result.pipelinedRequests} requests each hold the server` +
      ` (TRUST_PROXY=false), ${result.seconds} s each; a request not answered in ${result.visitorTimeoutMs / 1000} s fails\n`,
  );
  const row = (latencies: Latencies) => ({
    requests: latencies.requests,
    "p50 ms": latencies.p50Ms,
    "p99 ms": latencies.p99Ms,
    "max ms": latencies.maxMs,
    failed: failedCount(latencies),
  });
  const rows = {
    "GET /menu alone": result.menuAlone,
    "GET /menu under the slow clients": result.menuUnderPressure,
    "GET /popup-locations alone": result.popupLocationsAlone,
    "GET /popup-locations under them": result.popupLocationsUnderPressure,
  };
  console.table(Object.fromEntries(Object.entries(rows).map(([name, latencies]) => [name, row(latencies)])));
  for (const [name, latencies] of Object.entries(rows)) {
    if (failedCount(latencies) > 0) {
      const outcomes = Object.entries(latencies.failed)
        .map(([outcome, count]) => `${count} x ${outcome}`)
        .join(", ");
      console.log(`failed, ${name}: ${outcomes}`);
    }
  }
  const counts = result.pressure;
  console.log(
    `slow clients' connections: ${counts.readerConnections} by readers (${counts.bytesRead} bytes read),` +
      ` ${counts.pipelinerConnections} by pipeliners; ${counts.endedByServer} ended by the server;` +
      ` server peak memory ${result.peakMegabytes} MB`,
  );
  if (result.note) console.log(result.note);
  const { slowClientsP50Ratio: p50Ratio, slowClientsMaxMs: maxMs } = TARGETS;
  const longest = Math.max(result.menuUnderPressure.maxMs, result.popupLocationsUnderPressure.maxMs);
  console.log(
    `p50 under the slow clients is ${result.p50Ratio}x the p50 alone: ${result.p50Ratio <= p50Ratio ? "within" : "OVER"} the ${p50Ratio}x target;` +
      ` longest wait ${longest} ms: ${longest < maxMs ? "under" : "OVER"} the ${maxMs / 1000} s target`,
  );
}

if (import.meta.main) {
  const { withBenchDatabase } = await import("./environment.ts");
  const { containerMemorySettings } = await import("#scripts/lib/container-env.ts");
  const { spawnSync } = await import("node:child_process");
  const { projectRoot } = await import("#scripts/lib/project.ts");
  await withBenchDatabase(async (mongoBase) => {
    const mongodbUri = `${mongoBase}/sando_bench_slow_${Date.now()}`;
    spawnSync(process.execPath, ["scripts/seed.ts"], {
      cwd: projectRoot,
      stdio: "ignore",
      env: { ...process.env, MONGODB_URI: mongodbUri },
    });
    printSlowClients(
      await runSlowClients({ mongodbUri, serverEnv: containerMemorySettings(), seconds: 10, log: console.log }),
    );
  });
}
