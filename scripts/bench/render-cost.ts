// The render cost (issue 19): with the response reuse off (RESPONSE_CACHE_SECONDS=0), requests per
// second of the home page, the menu and /api/menu-items on this build beside a build of an
// earlier commit (by default the one issue 19's work started from), on one database, taking
// turns, in one run; and a trivial resource route answered by React Router (/robots.txt) beside
// /healthz, which Express answers before React Router.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "#scripts/lib/project.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { type LoadRun, measure, statusMegabytes, warmUp } from "./load.ts";

/** The last commit before issue 19's changes (render cost, reuse, memory). */
export const ISSUE_19_START = "e9eac3a";
const COMPARED_ROUTES = ["/", "/menu", "/api/menu-items"];
const TRIVIAL_ROUTE = "/robots.txt";
/** English pages and their Spanish twins, whose render costs must stay within 10% (issue 48). */
const LANGUAGE_PAIRS = [
  ["/", "/es"],
  ["/menu", "/es/menu"],
] as const;

export type RenderCostResult = {
  baseline: { commit: string; note?: string };
  routes: { path: string; baseline: LoadRun; current: LoadRun }[];
  /** Each Spanish page (`current`) beside its English twin (`baseline`), on this build. */
  languages: { english: string; spanish: string; baseline: LoadRun; current: LoadRun }[];
  trivial: { route: LoadRun; healthz: LoadRun };
  /** Peak resident memory of this build's server over its runs. */
  peakMegabytes: number;
};

function git(args: string[]): string {
  return execFileSync("git", args, { cwd: projectRoot, encoding: "utf8" }).trim();
}

/**
 * A production build of `revision` in .cache/bench-baseline/<commit>, made once: the commit's
 * files (git archive), this checkout's node_modules, `react-router build`.
 */
export async function prepareBaseline(
  revision: string,
  log: (message: string) => void,
): Promise<{ dir: string; commit: string; note?: string }> {
  const commit = git(["rev-parse", "--verify", `${revision}^{commit}`]);
  const dir = join(projectRoot, ".cache/bench-baseline", commit);
  const lockChanged = git(["diff", "--name-only", commit, "HEAD", "--", "package-lock.json"]) !== "";
  const note = lockChanged
    ? "its package-lock.json differs from this checkout's; it runs with this checkout's packages"
    : undefined;
  if (existsSync(join(dir, "build/server/index.js"))) return { dir, commit, note };
  log(`building ${commit.slice(0, 7)} for the render cost comparison...`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync("sh", ["-c", `git archive --format=tar ${commit} | tar -x -C "${dir}"`], { cwd: projectRoot });
  symlinkSync(join(projectRoot, "node_modules"), join(dir, "node_modules"));
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [join(projectRoot, "node_modules/.bin/react-router"), "build"], {
      cwd: dir,
      stdio: "ignore",
    });
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`building ${commit} exited with ${code}`)),
    );
  });
  return { dir, commit, note };
}

async function run(server: ServerProcess, path: string, seconds: number): Promise<LoadRun> {
  const url = new URL(path, server.url).href;
  await warmUp(url);
  return measure(url, server.child.pid!, seconds);
}

/** Turns each build takes on a route: the machine is shared, so a busy moment falls on both. */
const TURNS = 4;

/**
 * Both builds on `path`, in alternating turns of seconds / TURNS each (baseline first), each
 * build's turns added up as one run: measured one after the other in a single block, a few
 * seconds of another process's work could land on one build only and move the ratio by 10%.
 */
type Side = { server: ServerProcess; path: string };

async function runInTurns(
  sides: { baseline: Side; current: Side },
  seconds: number,
): Promise<{ baseline: LoadRun; current: LoadRun }> {
  const turns: { baseline: LoadRun[]; current: LoadRun[] } = { baseline: [], current: [] };
  const url = (side: Side) => new URL(side.path, side.server.url).href;
  for (const side of ["baseline", "current"] as const) await warmUp(url(sides[side]));
  const turnSeconds = Math.max(1, Math.round(seconds / TURNS));
  for (let turn = 0; turn < TURNS; turn += 1) {
    for (const side of ["baseline", "current"] as const) {
      turns[side].push(await measure(url(sides[side]), sides[side].server.child.pid!, turnSeconds));
    }
  }
  return { baseline: together(turns.baseline, turnSeconds), current: together(turns.current, turnSeconds) };
}

/** Turns of equal length as one run: rates over the whole time, the worst tail, summed counts. */
function together(runs: LoadRun[], turnSeconds: number): LoadRun {
  const sum = (pick: (run: LoadRun) => number) => runs.reduce((total, run) => total + pick(run), 0);
  const requests = sum((run) => run.requests);
  return {
    requestsPerSecond: requests / (runs.length * turnSeconds),
    p50Ms: sum((run) => run.p50Ms) / runs.length,
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    requests,
    non2xx: sum((run) => run.non2xx),
    errors: sum((run) => run.errors),
    timeouts: sum((run) => run.timeouts),
    cpuMsPerRequest: requests > 0 ? sum((run) => run.cpuMsPerRequest * run.requests) / requests : 0,
  };
}

export async function runRenderCost(options: {
  mongodbUri: string;
  baseline: { dir: string; commit: string; note?: string };
  seconds: number;
  /** The container's memory settings, for both servers alike. */
  serverEnv: Record<string, string>;
  log: (message: string) => void;
}): Promise<RenderCostResult> {
  const env = { ...options.serverEnv, RESPONSE_CACHE_SECONDS: "0" };
  const current = await startServerProcess({ mongodbUri: options.mongodbUri, env });
  let before: ServerProcess | undefined;
  try {
    before = await startServerProcess({ mongodbUri: options.mongodbUri, env, cwd: options.baseline.dir });
    const routes: RenderCostResult["routes"] = [];
    for (const path of COMPARED_ROUTES) {
      options.log(
        `render cost: ${path}, ${options.seconds} s each on ${options.baseline.commit.slice(0, 7)} and this build, in ${TURNS} turns...`,
      );
      const runs = await runInTurns(
        { baseline: { server: before, path }, current: { server: current, path } },
        options.seconds,
      );
      routes.push({ path, ...runs });
    }
    await before.stop();
    before = undefined;
    // Issue 48: a Spanish page beside its English twin, on this build, in turns.
    const languages: RenderCostResult["languages"] = [];
    for (const [english, spanish] of LANGUAGE_PAIRS) {
      options.log(
        `render cost: ${spanish} beside ${english}, ${options.seconds} s each on this build, in ${TURNS} turns...`,
      );
      const runs = await runInTurns(
        { baseline: { server: current, path: english }, current: { server: current, path: spanish } },
        options.seconds,
      );
      languages.push({ english, spanish, ...runs });
    }
    options.log(`render cost: ${TRIVIAL_ROUTE} and /healthz on this build...`);
    const trivial = {
      route: await run(current, TRIVIAL_ROUTE, options.seconds),
      healthz: await run(current, "/healthz", options.seconds),
    };
    const peakMegabytes = statusMegabytes(current.child.pid!, "VmHWM");
    return {
      baseline: { commit: options.baseline.commit, note: options.baseline.note },
      routes,
      languages,
      trivial,
      peakMegabytes,
    };
  } finally {
    await before?.stop();
    await current.stop();
  }
}
