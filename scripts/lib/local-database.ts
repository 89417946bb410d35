// Starts a local MongoDB-compatible server for development and tests when MONGODB_URI is unset.
// Preference: a mongod already on this machine (PATH or mongodb-memory-server's cache), then
// FerretDB built from source with Go (cached per user, for every clone), then
// mongodb-memory-server's downloaded mongod.
// See docs/decisions/0001-local-database.md.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { connect, createServer } from "node:net";
import { homedir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";

export type LocalDatabaseKind = "mongod" | "ferretdb" | "mongodb-memory-server";

export type LocalDatabase = {
  kind: LocalDatabaseKind;
  /** Connection string without a database name; append `/<name>`. */
  uri: string;
  port: number;
  dataDir: string;
  /** Stops the server; `SIGKILL` simulates a crash. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /**
   * Freezes the database process (SIGSTOP) or thaws it (SIGCONT): its sockets stay open but
   * nothing answers, as with a database host that hangs. Not for mongodb-memory-server.
   */
  freeze(frozen: boolean): void;
};

export type StartOptions = {
  /** Parent folder; each kind keeps its files in a sub-folder named after it. */
  dataDir: string;
  port?: number;
  log?: (message: string) => void;
  /** Restrict to one kind (used by tests that restart the same server). */
  kind?: LocalDatabaseKind;
};

import { keepOutputTail } from "./output-tail.ts";
import { projectRoot } from "./project.ts";

const ferretdbSourceDir = join(projectRoot, "scripts/ferretdb");
const FERRETDB_VERSION = "v1.24.2";

export async function startLocalDatabase(options: StartOptions): Promise<LocalDatabase> {
  const log = options.log ?? ((message: string) => console.log(message));
  const port = options.port ?? (await findFreePort());

  const mongod = options.kind === undefined || options.kind === "mongod" ? findMongodBinary() : null;
  if (mongod) {
    return startProcess("mongod", mongod, port, options.dataDir, log, (dir) => [
      "--dbpath",
      dir,
      "--port",
      String(port),
      "--bind_ip",
      "127.0.0.1",
      "--quiet",
    ]);
  }

  const go = options.kind === undefined || options.kind === "ferretdb" ? findGo() : null;
  if (go) {
    const binary = buildFerretdb(go, log);
    return startProcess("ferretdb", binary, port, options.dataDir, log, (dir) => [
      "-listen",
      `127.0.0.1:${port}`,
      "-data",
      dir,
      "-exit-with-parent",
    ]);
  }

  return startMemoryServer(port, options.dataDir, log);
}

function findOnPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    const candidate = join(dir, name);
    if (dir && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** A mongod on PATH, named by MONGOMS_SYSTEM_BINARY, or cached by mongodb-memory-server. */
function findMongodBinary(): string | null {
  const configured = process.env.MONGOMS_SYSTEM_BINARY;
  if (configured && existsSync(configured)) return configured;
  const onPath = findOnPath("mongod");
  if (onPath) return onPath;
  const cacheDirs = [
    process.env.MONGOMS_DOWNLOAD_DIR,
    join(projectRoot, "node_modules/.cache/mongodb-memory-server"),
    join(homedir(), ".cache/mongodb-binaries"),
  ].filter((dir): dir is string => Boolean(dir) && existsSync(dir as string));
  for (const dir of cacheDirs) {
    const binary = readdirSync(dir)
      .filter((file) => file.startsWith("mongod"))
      .map((file) => join(dir, file))
      .find((file) => statSync(file).isFile());
    if (binary) return binary;
  }
  return null;
}

function findGo(): string | null {
  const onPath = findOnPath("go");
  if (onPath) return onPath;
  const standard = "/usr/local/go/bin/go";
  return existsSync(standard) ? standard : null;
}

/**
 * Where built FerretDB binaries are kept: a per-user cache shared by every clone of the project
 * ($XDG_CACHE_HOME, else ~/.cache), so a fresh clone does not build FerretDB again.
 */
function ferretdbCacheDir(): string {
  const cacheHome = process.env.XDG_CACHE_HOME?.trim() || join(homedir(), ".cache");
  return join(cacheHome, "sando/ferretdb");
}

/**
 * The FerretDB wrapper, built once per version of its Go sources (their hash, with the platform,
 * names the folder); later starts, in this clone or any other, reuse the binary.
 */
function buildFerretdb(go: string, log: (message: string) => void): string {
  const hash = createHash("sha256").update(`${process.platform}-${process.arch}`);
  for (const file of ["main.go", "go.mod", "go.sum"]) {
    hash.update(readFileSync(join(ferretdbSourceDir, file)));
  }
  const key = hash.digest("hex").slice(0, 16);
  const cacheDir = ferretdbCacheDir();
  const binary = join(cacheDir, key, "ferretdb");
  if (existsSync(binary)) return binary;

  mkdirSync(cacheDir, { recursive: true });
  log(`building FerretDB ${FERRETDB_VERSION} with Go (first start only; a few minutes)...`);
  const started = Date.now();
  // Built in a folder of this build's own, then renamed into place: rename is atomic, so two
  // clones building at once never run (or leave) a half-written binary; the last one wins.
  const buildDir = mkdtempSync(join(cacheDir, `.build-${key}-`));
  try {
    const result = spawnSync(go, ["build", "-trimpath", "-o", join(buildDir, "ferretdb"), "."], {
      cwd: ferretdbSourceDir,
      env: { ...process.env, CGO_ENABLED: "0" },
      stdio: ["ignore", "inherit", "inherit"],
    });
    if (result.status !== 0) {
      throw new Error(`building FerretDB failed (go build exited ${result.status ?? result.signal})`);
    }
    mkdirSync(dirname(binary), { recursive: true });
    renameSync(join(buildDir, "ferretdb"), binary);
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
  log(`built FerretDB in ${((Date.now() - started) / 1000).toFixed(1)} s: ${binary}`);
  return binary;
}

async function startProcess(
  kind: LocalDatabaseKind,
  binary: string,
  port: number,
  parentDataDir: string,
  log: (message: string) => void,
  args: (dataDir: string) => string[],
): Promise<LocalDatabase> {
  const dataDir = resolve(parentDataDir, kind);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(binary, args(dataDir), { stdio: ["pipe", "ignore", "pipe"] });
  const stderr = keepOutputTail(child, 4000, ["stderr"]);
  const exited = new Promise<number | null>((resolveExit) => child.once("exit", resolveExit));

  const ready = await Promise.race([waitForPort(port, 60_000).then(() => true), exited.then(() => false)]);
  if (!ready) {
    throw new Error(`${kind} exited before accepting connections:\n${stderr()}`);
  }
  log(`local database: ${kind} on 127.0.0.1:${port}, data in ${dataDir}`);
  return {
    kind,
    uri: `mongodb://127.0.0.1:${port}`,
    port,
    dataDir,
    stop: (signal: NodeJS.Signals = "SIGTERM") => stopChild(child, exited, signal),
    freeze: (frozen) => {
      child.kill(frozen ? "SIGSTOP" : "SIGCONT");
    },
  };
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

async function startMemoryServer(
  port: number,
  parentDataDir: string,
  log: (message: string) => void,
): Promise<LocalDatabase> {
  const { MongoMemoryServer } = await import("mongodb-memory-server-core");
  const dataDir = resolve(parentDataDir, "mongodb-memory-server");
  mkdirSync(dataDir, { recursive: true });
  log("no mongod or Go found: mongodb-memory-server is downloading an official mongod...");
  const server = await MongoMemoryServer.create({
    instance: { port, dbPath: dataDir, storageEngine: "wiredTiger", ip: "127.0.0.1" },
  });
  log(`local database: mongodb-memory-server on 127.0.0.1:${port}, data in ${dataDir}`);
  return {
    kind: "mongodb-memory-server",
    uri: `mongodb://127.0.0.1:${port}`,
    port,
    dataDir,
    stop: async () => {
      await server.stop({ doCleanup: false });
    },
    freeze: () => {
      throw new Error("freezing is not supported for mongodb-memory-server");
    },
  };
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolveOpen) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolveOpen(true);
      });
      socket.once("error", () => resolveOpen(false));
    });
    if (open) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
}
