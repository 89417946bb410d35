// The process's one MongoDB connection (Mongoose's default connection). The server keeps
// trying to connect in the background and the driver reconnects by itself, so a lost
// database makes requests fail fast with 503 instead of crashing the process.
import mongoose from "mongoose";
import { data } from "react-router";
import { SERVICE_UNAVAILABLE_MESSAGE } from "#app/content/messages.ts";
import { databaseTimeoutMs } from "./config.server.ts";
import { noteDatabaseUnreachableInRequest, watchDatabaseCommands } from "./db-command-count.server.ts";
import { watchDatabaseWrites } from "./db-write-generation.server.ts";

// Fail requests quickly while the database is unreachable rather than hanging them: 3 s by
// default (DATABASE_TIMEOUT_MS; the outage tests shorten it to spend less time waiting). A
// database that is down refuses connections; one that hangs (a frozen host, a full disk) keeps
// its sockets open and never answers, so every stage of an operation has the limit: finding the
// server, opening a connection, waiting for a free one, and waiting for the answer. (The driver's
// single `timeoutMS` would bound them together, but the driver Mongoose 9 brings ignores it.)
const FAIL_FAST_MS = databaseTimeoutMs();
mongoose.set("bufferTimeoutMS", FAIL_FAST_MS);
mongoose.set("strictQuery", true);

const connectOptions: mongoose.ConnectOptions = {
  serverSelectionTimeoutMS: FAIL_FAST_MS,
  connectTimeoutMS: FAIL_FAST_MS,
  waitQueueTimeoutMS: FAIL_FAST_MS,
  socketTimeoutMS: FAIL_FAST_MS,
  heartbeatFrequencyMS: 2000,
  autoIndex: true,
  // Command events feed the per-request count in the request log (db-command-count.server.ts).
  monitorCommands: true,
};

let listenersAttached = false;
let disconnecting = false;

function attachListeners(log: (message: string) => void): void {
  if (listenersAttached) return;
  listenersAttached = true;
  // Without an 'error' listener an emitted connection error would crash the process.
  mongoose.connection.on("error", (error: Error) => log(`database error: ${error.message}`));
  mongoose.connection.on("disconnected", () => {
    if (!disconnecting) log("database disconnected; reconnecting");
  });
  mongoose.connection.on("reconnected", () => log("database reconnected"));
}

/** Connect once, or throw. For scripts, where a clear failure is the right answer. */
export async function connectDatabase(uri: string): Promise<void> {
  if (mongoose.connection.readyState === 1) return;
  attachListeners((message) => console.error(message));
  await mongoose.connect(uri, connectOptions);
}

/**
 * Connect in the background, retrying with backoff until the database answers.
 * Resolves once connected; never rejects. For the long-running server.
 */
export async function connectDatabaseWithRetry(uri: string, log: (message: string) => void): Promise<void> {
  attachListeners(log);
  let delayMs = 500;
  for (;;) {
    try {
      await mongoose.connect(uri, connectOptions);
      watchDatabaseCommands(mongoose.connection.getClient());
      watchDatabaseWrites(mongoose.connection.getClient());
      watchReachability(mongoose.connection.getClient());
      return;
    } catch (error) {
      log(`database not reachable (${(error as Error).message}); retrying in ${delayMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      delayMs = Math.min(delayMs * 2, 10_000);
    }
  }
}

export async function disconnectDatabase(): Promise<void> {
  disconnecting = true;
  try {
    await mongoose.disconnect();
  } finally {
    disconnecting = false;
  }
}

/** True when the database answers a ping within the fail-fast window. */
export async function isDatabaseHealthy(): Promise<boolean> {
  const db = mongoose.connection.db;
  if (mongoose.connection.readyState !== 1 || !db) return false;
  try {
    await Promise.race([
      db.command({ ping: 1 }),
      new Promise((_, reject) => setTimeout(() => reject(new Error("ping timed out")), FAIL_FAST_MS)),
    ]);
    return true;
  } catch {
    return false;
  }
}

const UNAVAILABLE_ERROR_NAMES = new Set([
  "MongooseServerSelectionError",
  "MongoServerSelectionError",
  "MongoNetworkError",
  "MongoNetworkTimeoutError",
  "MongoNotConnectedError",
  "MongoTopologyClosedError",
  "MongoPoolClearedError",
  "MongoWaitQueueTimeoutError",
  "MongoOperationTimeoutError",
  "MongoServerClosedError",
]);

/**
 * Whether an error means "the database cannot be reached" (as opposed to a bug or bad input).
 * Every handler of database errors asks this, so a yes is also noted: for the request (whose
 * answer then does not become a page's last good copy) and for the process (see below).
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const unavailable =
    UNAVAILABLE_ERROR_NAMES.has(error.name) ||
    // Mongoose reports commands that waited for a connection in vain this way.
    (error.name === "MongooseError" && /buffering timed out/.test(error.message)) ||
    // A bulk write (insertMany, a rate-limit write) that never reached the database wraps the
    // driver's error, keeping its message, with no write errors of its own.
    (error.name === "MongoBulkWriteError" &&
      ((error as { writeErrors?: unknown[] }).writeErrors ?? []).length === 0 &&
      /timed out|connection|closed|ECONNREFUSED|server selection/i.test(error.message));
  if (unavailable) {
    noteDatabaseUnreachableInRequest();
    markUnreachable();
  }
  return unavailable;
}

// Whether the database is unreachable now, as this process last learnt it: set by an operation
// that failed for want of the database or by the driver's heartbeat failing, cleared by any
// answer from it. While it is set, public pages with a last good copy are answered from it at
// once instead of each visitor waiting out the timeout (app/web/response-cache.server.ts).
let unreachableSince: number | null = null;
const unreachableListeners = new Set<() => void>();

function markUnreachable(): void {
  if (unreachableSince !== null) return;
  unreachableSince = Date.now();
  for (const listener of unreachableListeners) listener();
}

/** True while the database is known not to answer. */
export function isDatabaseUnreachable(): boolean {
  return unreachableSince !== null;
}

/** Calls `listener` when the database is found unreachable; returns the function that stops it. */
export function whenDatabaseUnreachable(listener: () => void): () => void {
  unreachableListeners.add(listener);
  return () => unreachableListeners.delete(listener);
}

function watchReachability(client: mongoose.mongo.MongoClient): void {
  client.on("serverHeartbeatFailed", markUnreachable);
  client.on("serverHeartbeatSucceeded", () => (unreachableSince = null));
  client.on("commandSucceeded", () => (unreachableSince = null));
}

/**
 * For loaders and actions: turn "database unreachable" into a 503 the ErrorBoundary shows,
 * and let anything else through unchanged.
 */
export function rethrowAsServiceUnavailable(error: unknown): never {
  if (isDatabaseUnavailableError(error)) {
    throw data(SERVICE_UNAVAILABLE_MESSAGE, { status: 503 });
  }
  throw error;
}
