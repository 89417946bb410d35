// Bench: does a database that stops answering stop the site? Visitors ask at a steady rate for
// public pages and API answers the server has rendered before; the database then freezes
// (SIGSTOP: its connections stay open, nothing answers) for 30 s under that load, and thaws.
// Figures: the share of the requests sent during the freeze answered 200 (target: all), the
// longest wait of any request (target: under 5 s), and whether answers are fresh again after the
// thaw. It has a database and a server of its own: freezing the bench's would stall whatever
// else uses it, and a MONGODB_URI database is not a process this script can stop. The server
// has the container's memory settings and the default reuse, database timeout and stale copies.
// Run alone with `node scripts/bench/database-freeze.ts` (after a build), or via npm run bench.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type LocalDatabase, startLocalDatabase } from "#scripts/lib/local-database.ts";
import { projectRoot } from "#scripts/lib/project.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { statusMegabytes } from "./load.ts";
import { failedCount, type Latencies, summarise, type TimedAnswer, visitorLoop } from "./slow-clients.ts";
import { TARGETS } from "./targets.ts";

export const FREEZE_PATHS = ["/", "/menu", "/popup-locations", "/about", "/api/events", "/api/menu-items"];
/** 30 visitors, each asking for the next page every 500 ms: 60 requests a second. */
const VISITORS = 30;
const VISITOR_INTERVAL_MS = 500;
/** Twice the 5 s target: a visitor who waited that long has gone, and a hung request fails here. */
const VISITOR_TIMEOUT_MS = 10_000;
const BEFORE_MS = 5_000;
const AFTER_MS = 10_000;

export type FreezeWindow = Latencies & {
  /** Answered 200, over all requests sent in the window. */
  okShare: number;
  /** 200s that were a last good copy: the server marks those, and only those, with an Age header. */
  stale: number;
};

export type DatabaseFreezeResult = {
  freezeSeconds: number;
  visitors: number;
  visitorIntervalMs: number;
  /** A visitor request not answered by then counts as failed, with this wait. */
  visitorTimeoutMs: number;
  paths: string[];
  /** Each path's status when it was first requested, before the freeze. */
  warmed: Record<string, number>;
  before?: FreezeWindow;
  frozen?: FreezeWindow;
  afterThaw?: FreezeWindow;
  /** The longest wait of any visitor request, before, during or after the freeze. */
  longestWaitMs?: number;
  /** When the last answer after the thaw that was not a fresh 200 ended, from the thaw. */
  freshAgainAfterMs?: number;
  peakMegabytes?: number;
  /** Why it was not measured, or that the server exited. */
  note?: string;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freezeWindow(answers: TimedAnswer[]): FreezeWindow {
  const ok = answers.filter((answer) => answer.status === 200);
  return {
    ...summarise(answers),
    okShare: answers.length === 0 ? Number.NaN : ok.length / answers.length,
    stale: ok.filter((answer) => answer.age !== undefined).length,
  };
}

export async function runDatabaseFreeze(options: {
  /** The container's memory settings. */
  serverEnv: Record<string, string>;
  freezeSeconds?: number;
  log?: (message: string) => void;
}): Promise<DatabaseFreezeResult> {
  const log = options.log ?? (() => {});
  const freezeSeconds = options.freezeSeconds ?? 30;
  const result: DatabaseFreezeResult = {
    freezeSeconds,
    visitors: VISITORS,
    visitorIntervalMs: VISITOR_INTERVAL_MS,
    visitorTimeoutMs: VISITOR_TIMEOUT_MS,
    paths: FREEZE_PATHS,
    warmed: {},
  };
  const scratch = mkdtempSync(join(tmpdir(), "sando-freeze-"));
  let database: LocalDatabase | undefined;
  let server: ServerProcess | undefined;
  let frozen = false;
  try {
    database = await startLocalDatabase({ dataDir: join(scratch, "db"), log });
    if (database.kind === "mongodb-memory-server") {
      result.note = "not measured: the local database is mongodb-memory-server, which cannot be frozen";
      return result;
    }
    const mongodbUri = `${database.uri}/sando_bench_freeze`;
    log("database freeze: seeding a database of its own...");
    const seeded = spawnSync(process.execPath, ["scripts/seed.ts"], {
      cwd: projectRoot,
      stdio: "ignore",
      env: { ...process.env, MONGODB_URI: mongodbUri },
    });
    if (seeded.status !== 0)
      throw new Error(`seeding the freeze's database exited with ${seeded.status ?? seeded.signal}`);
    server = await startServerProcess({ mongodbUri, env: options.serverEnv });

    // Each page once, so the server has a good copy of it, then the visitors for a while.
    for (const path of FREEZE_PATHS) {
      const response = await fetch(new URL(path, server.url), { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      result.warmed[path] = response.status;
    }
    const paths = FREEZE_PATHS.filter((path) => result.warmed[path] === 200);
    if (paths.length === 0) {
      result.note = `not measured: no page answered 200 before the freeze (${JSON.stringify(result.warmed)})`;
      return result;
    }

    let stopAt = Number.POSITIVE_INFINITY;
    const started = performance.now();
    log(
      `database freeze: ${VISITORS} visitors on ${paths.join(", ")}; the database freezes for ${freezeSeconds} s after ${BEFORE_MS / 1000} s...`,
    );
    const visiting = visitorLoop({
      origin: server.url,
      paths,
      visitors: VISITORS,
      intervalMs: VISITOR_INTERVAL_MS,
      timeoutMs: VISITOR_TIMEOUT_MS,
      until: () => stopAt,
    });
    await sleep(BEFORE_MS);
    const freezeAt = performance.now();
    database.freeze(true);
    frozen = true;
    await sleep(freezeSeconds * 1000);
    const thawAt = performance.now();
    database.freeze(false);
    frozen = false;
    log("database freeze: thawed; the visitors go on for 10 s...");
    await sleep(AFTER_MS);
    stopAt = performance.now();
    const answers = await visiting;
    if (server.child.exitCode === null && server.child.signalCode === null) {
      result.peakMegabytes = Math.round(statusMegabytes(server.child.pid!, "VmHWM") * 10) / 10;
    } else {
      result.note = `the server exited (${server.child.exitCode ?? server.child.signalCode}): ${server.output().slice(-500)}`;
    }

    const sentBetween = (from: number, to: number) =>
      answers.filter((answer) => answer.sentAt >= from && answer.sentAt < to);
    result.before = freezeWindow(sentBetween(started, freezeAt));
    result.frozen = freezeWindow(sentBetween(freezeAt, thawAt));
    const after = sentBetween(thawAt, Number.POSITIVE_INFINITY);
    result.afterThaw = freezeWindow(after);
    result.longestWaitMs = Math.round(Math.max(...answers.map((answer) => answer.ms)));
    const notFresh = after.filter((answer) => answer.status !== 200 || answer.age !== undefined);
    result.freshAgainAfterMs = Math.round(Math.max(0, ...notFresh.map((answer) => answer.sentAt + answer.ms - thawAt)));
    return result;
  } finally {
    if (frozen) database?.freeze(false);
    await server?.stop();
    await database?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

const percent = (share: number) => (Number.isNaN(share) ? "-" : `${(share * 100).toFixed(share === 1 ? 0 : 1)}%`);

export function printDatabaseFreeze(result: DatabaseFreezeResult): void {
  console.log(
    `\nDatabase freeze: ${result.visitors} visitors (each one request every ${result.visitorIntervalMs} ms) on` +
      ` ${result.paths.join(", ")}; the database frozen for ${result.freezeSeconds} s, then thawed;` +
      ` a request not answered in ${result.visitorTimeoutMs / 1000} s fails\n`,
  );
  if (!result.before || !result.frozen || !result.afterThaw) {
    console.log(result.note ?? "not measured");
    return;
  }
  const row = (window: FreezeWindow) => ({
    requests: window.requests,
    "200": percent(window.okShare),
    "stale copies": window.stale,
    "p50 ms": window.p50Ms,
    "p99 ms": window.p99Ms,
    "max ms": window.maxMs,
  });
  console.table({
    "before the freeze": row(result.before),
    "database frozen": row(result.frozen),
    "after the thaw": row(result.afterThaw),
  });
  for (const [name, window] of [
    ["before", result.before],
    ["frozen", result.frozen],
    ["after the thaw", result.afterThaw],
  ] as const) {
    if (failedCount(window) > 0) {
      const outcomes = Object.entries(window.failed)
        .map(([outcome, count]) => `${count} x ${outcome}`)
        .join(", ");
      console.log(`not 200 ${name}: ${outcomes}`);
    }
  }
  console.log(
    `fresh 200s again ${((result.freshAgainAfterMs ?? 0) / 1000).toFixed(1)} s after the thaw; server peak memory ${result.peakMegabytes ?? "-"} MB`,
  );
  if (result.note) console.log(result.note);
  const { freezeOkShare: okShare, freezeLongestWaitMs: longestWaitMs } = TARGETS;
  console.log(
    `answered 200 while frozen: ${percent(result.frozen.okShare)} (${result.frozen.okShare >= okShare ? "all" : "NOT all"});` +
      ` longest wait ${result.longestWaitMs} ms: ${result.longestWaitMs! < longestWaitMs ? "under" : "OVER"} the ${longestWaitMs / 1000} s target`,
  );
}

if (import.meta.main) {
  const { containerMemorySettings } = await import("#scripts/lib/container-env.ts");
  const freezeSeconds = Number(process.argv[2] ?? 30);
  printDatabaseFreeze(
    await runDatabaseFreeze({ serverEnv: containerMemorySettings(), freezeSeconds, log: console.log }),
  );
}
