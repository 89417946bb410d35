// Counts the database commands each HTTP request issues (the request log prints the count),
// so "no more queries than needed" is measured rather than assumed. Uses the driver's
// command monitoring and an AsyncLocalStorage, so concurrent requests never mix their counts.
import { AsyncLocalStorage } from "node:async_hooks";
import type { mongo } from "mongoose";

type MongoClient = mongo.MongoClient;

export type DatabaseCommandCount = {
  commands: number;
  /** Set when an operation of the request failed because the database could not be reached. */
  unreachable?: boolean;
};

const current = new AsyncLocalStorage<DatabaseCommandCount>();
const watched = new WeakSet<MongoClient>();

/** Runs `work` (and everything it starts) counting its database commands into `count`. */
export function countDatabaseCommands<T>(count: DatabaseCommandCount, work: () => T): T {
  return current.run(count, work);
}

/**
 * Runs `work` (and everything it starts) as no request's: work a request leaves for after its
 * answer, whose commands must not count as the request's nor mark it as having met an outage.
 */
export function outsideAnyRequest<T>(work: () => T): T {
  return current.exit(work);
}

/** Notes that the current request met an unreachable database (app/infra/db.server.ts). */
export function noteDatabaseUnreachableInRequest(): void {
  const count = current.getStore();
  if (count) count.unreachable = true;
}

/** Whether the current request met an unreachable database. */
export function requestMetUnreachableDatabase(): boolean {
  return current.getStore()?.unreachable === true;
}

/** Needs the client to be created with `monitorCommands: true`. */
export function watchDatabaseCommands(client: MongoClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  client.on("commandStarted", () => {
    const count = current.getStore();
    if (count) count.commands += 1;
  });
}
