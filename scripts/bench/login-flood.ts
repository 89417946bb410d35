// Bench: does a sign-in flood starve the pages? GET /menu is timed on its own for a while, then
// again while hundreds of concurrent sign-ins (to real accounts and to unknown ones, each from a
// new X-Forwarded-For address, as a botnet would) hammer POST /api/auth/login. The server runs
// in production mode (bcrypt cost 12) with RESPONSE_CACHE_SECONDS=0, so every /menu is rendered.
// The figure is the ratio of the two medians (issue 14: within 3x). The attackers run in a process
// of their own at the lowest priority (scripts/bench/login-flood-client.ts), as theirs would be
// other machines' CPUs.
// Run alone with `node scripts/bench/login-flood.ts` (after a build), or via npm run bench.
import { fork } from "node:child_process";
import { join } from "node:path";
import mongoose from "mongoose";
import { closePasswordWorkers } from "#app/domain/staff/passwords.server.ts";
import { createAdminUser } from "#app/domain/staff/users.server.ts";
import { startServerProcess } from "#scripts/lib/server-process.ts";
import { dropOwnDatabase, withBenchDatabase } from "./environment.ts";

const ACCOUNTS = 10;
const FLOOD_CONNECTIONS = 300;
const MENU_CLIENTS = 4;

export type Latencies = { requests: number; p50Ms: number; p99Ms: number };

export type LoginFloodResult = {
  seconds: number;
  floodConnections: number;
  menuAlone: Latencies;
  menuDuringFlood: Latencies;
  /** p50 during the flood over p50 alone. */
  p50Ratio: number;
  /** How the sign-ins were answered, by status. */
  signIns: Record<string, number>;
  /** Median time of one wrong sign-in, without the flood: to a real account and to an unknown one. */
  wrongPasswordMs: { known: number; unknown: number };
};

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

function summarise(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { requests: sorted.length, p50Ms: round(percentile(sorted, 0.5)), p99Ms: round(percentile(sorted, 0.99)) };
}

/** GET /menu from a few clients in a loop until `until`; the latency of each. */
async function timeMenu(url: string, until: number): Promise<number[]> {
  const samples: number[] = [];
  await Promise.all(
    Array.from({ length: MENU_CLIENTS }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        const response = await fetch(`${url}/menu`);
        await response.arrayBuffer();
        if (response.status === 200) samples.push(performance.now() - started);
      }
    }),
  );
  return samples;
}

let addressCounter = 0;
/** A new client address each time (the flood's client has its own range). */
function nextAddress(): string {
  addressCounter += 1;
  return `172.16.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export async function runLoginFlood(mongoBase: string, seconds = 10): Promise<LoginFloodResult> {
  const databaseUri = `${mongoBase}/sando_bench_login_${Date.now()}`;
  const { spawnSync } = await import("node:child_process");
  const { projectRoot } = await import("#scripts/lib/project.ts");
  spawnSync(process.execPath, ["scripts/seed.ts"], {
    cwd: projectRoot,
    stdio: "ignore",
    env: { ...process.env, MONGODB_URI: databaseUri },
  });
  await mongoose.connect(databaseUri);
  const accounts: { email: string; password: string }[] = [];
  for (let index = 0; index < ACCOUNTS; index += 1) {
    const account = { email: `flood-${index}@example.com`, password: `a-long-bench-password-${index}` };
    await createAdminUser(account);
    accounts.push(account);
  }
  await closePasswordWorkers();
  const server = await startServerProcess({
    mongodbUri: databaseUri,
    env: {
      RESPONSE_CACHE_SECONDS: "0",
      LOG_REQUESTS: "false",
      PASSWORD_HASH_COST: "12",
      ...(process.env.FLOOD_PROFILE ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.FLOOD_PROFILE}` } : {}),
    },
  });
  try {
    // A wrong password costs the same for a real account and an unknown one (nothing to learn).
    const timeSignIn = async (email: string) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": nextAddress() },
        body: JSON.stringify({ email, password: "a-wrong-password" }),
      });
      await response.arrayBuffer();
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 12; round += 1) {
      known.push(await timeSignIn(accounts[round % accounts.length]!.email));
      unknown.push(await timeSignIn(`nobody-timing-${round}@example.com`));
    }
    const wrongPasswordMs = { known: summarise(known.slice(2)).p50Ms, unknown: summarise(unknown.slice(2)).p50Ms };

    // Warm up, then /menu alone.
    await timeMenu(server.url, Date.now() + 2000);
    const alone = await timeMenu(server.url, Date.now() + seconds * 1000);

    const floodUntil = Date.now() + seconds * 1000 + 1500;
    const client = fork(join(import.meta.dirname, "login-flood-client.ts"), { stdio: "inherit" });
    const flood = new Promise<Record<string, number>>((resolve, reject) => {
      client.once("message", (answers) => resolve(answers as Record<string, number>));
      client.once("exit", (code) => reject(new Error(`the flood's client exited with ${code}`)));
    });
    client.send({ url: server.url, accounts, connections: FLOOD_CONNECTIONS, until: floodUntil });
    // Let the flood build up before timing the pages under it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const during = await timeMenu(server.url, Date.now() + seconds * 1000);
    const signIns = await flood;

    const menuAlone = summarise(alone);
    const menuDuringFlood = summarise(during);
    return {
      seconds,
      floodConnections: FLOOD_CONNECTIONS,
      menuAlone,
      menuDuringFlood,
      p50Ratio: Math.round((menuDuringFlood.p50Ms / menuAlone.p50Ms) * 100) / 100,
      signIns,
      wrongPasswordMs,
    };
  } finally {
    await dropOwnDatabase();
    await server.stop();
  }
}

export function printLoginFlood(result: LoginFloodResult): void {
  console.log(
    `\nLogin flood: GET /menu (rendered every time) alone, then during ${result.floodConnections} concurrent` +
      ` sign-ins from changing addresses, ${result.seconds} s each\n`,
  );
  console.table({ "GET /menu alone": result.menuAlone, "GET /menu during the flood": result.menuDuringFlood });
  const answered = Object.entries(result.signIns)
    .map(([status, count]) => `${count} x ${status}`)
    .join(", ");
  console.log(`sign-ins answered: ${answered}`);
  console.log(
    `one wrong sign-in without the flood (median of 10): ${result.wrongPasswordMs.known} ms to a real account,` +
      ` ${result.wrongPasswordMs.unknown} ms to an unknown one`,
  );
  console.log(
    `p50 during the flood is ${result.p50Ratio}x the p50 alone: ${result.p50Ratio <= 3 ? "within" : "OVER"} the 3x target`,
  );
}

if (import.meta.main) {
  await withBenchDatabase(async (mongoBase) => printLoginFlood(await runLoginFlood(mongoBase)));
}
