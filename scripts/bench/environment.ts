// The production stack a benchmark measures: a fresh build, a throwaway local database with the
// seed data, and the production server. Shared by every benchmark in scripts/bench/.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import mongoose from "mongoose";
import { type LocalDatabase, startLocalDatabase } from "#scripts/lib/local-database.ts";
import { projectRoot } from "#scripts/lib/project.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";

export type BenchEnvironment = {
  /** The server's address as browsers reach it (the host its canonical links use). */
  url: string;
  /** The database server's address without a database name, for benchmarks that need their own. */
  mongoBase: string;
  /** The seeded database the server uses. */
  mongodbUri: string;
  /** The server's 127.0.0.1 address and process id, for the load benchmark. */
  server: { url: string; pid: number };
  stop(): Promise<void>;
};

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: ["ignore", "ignore", "inherit"], env });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited with ${code}`))));
  });
}

export async function startBenchEnvironment(options: {
  build: boolean;
  log: (message: string) => void;
  /** Extra environment for the server (the container's memory settings). */
  serverEnv?: Record<string, string>;
}): Promise<BenchEnvironment> {
  const { log } = options;
  if (options.build) {
    log("building for production...");
    await run(process.execPath, [join(projectRoot, "node_modules/.bin/react-router"), "build"]);
  }
  const scratch = mkdtempSync(join(tmpdir(), "sando-bench-"));
  let database: LocalDatabase | undefined;
  let server: ServerProcess | undefined;
  try {
    let mongoBase = process.env.MONGODB_URI?.replace(/\/[^/?]*(\?.*)?$/, "");
    if (!mongoBase) {
      database = await startLocalDatabase({ dataDir: join(scratch, "db"), log });
      mongoBase = database.uri;
    }
    const mongodbUri = `${mongoBase}/sando_bench_${Date.now()}`;
    log("seeding...");
    await run(process.execPath, ["scripts/seed.ts"], { ...process.env, MONGODB_URI: mongodbUri });
    server = await startServerProcess({ mongodbUri, env: options.serverEnv });
    // SITE_URL is http://localhost:<port>: browse the same host so canonical links match.
    const url = server.url.replace("127.0.0.1", "localhost");
    log(`production server at ${url}`);
    const started = server;
    return {
      url,
      mongoBase,
      mongodbUri,
      server: { url: server.url, pid: server.child.pid! },
      stop: async () => {
        await started.stop();
        await database?.stop();
        rmSync(scratch, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server?.stop();
    await database?.stop();
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
}

/**
 * For a benchmark run on its own (`node scripts/bench/<name>.ts`): `run` gets the address of a
 * database server, MONGODB_URI's or a throwaway local one that is removed afterwards.
 */
export async function withBenchDatabase(run: (mongoBase: string) => Promise<void>): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), "sando-bench-"));
  const database = process.env.MONGODB_URI
    ? null
    : await startLocalDatabase({ dataDir: join(scratch, "db"), log: () => {} });
  const base = database?.uri ?? process.env.MONGODB_URI!.replace(/\/[^/?]*(\?.*)?$/, "");
  try {
    await run(base);
  } finally {
    await database?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** For a benchmark that made a database of its own and reads it too: drops it and disconnects. */
export async function dropOwnDatabase(): Promise<void> {
  await mongoose.connection.dropDatabase().catch(() => {});
  await mongoose.disconnect();
}
