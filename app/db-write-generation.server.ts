// A counter that moves on each time this process finishes a command that can change data. The
// public response cache (app/lib/response-cache.server.ts) keeps an answer only while the counter
// still reads what it read when the answer was made, so whatever a staff member saves shows on
// the site with their next request. Uses the driver's command monitoring, like the command count.
import type { mongo } from "mongoose";

// Commands that change documents or collections (aggregate with $out/$merge is not used here).
const WRITE_COMMANDS = new Set([
  "insert",
  "update",
  "delete",
  "findAndModify",
  "bulkWrite",
  "drop",
  "dropDatabase",
  "renameCollection",
]);

let generation = 0;
const watched = new WeakSet<mongo.MongoClient>();

/** The current write generation: equal readings mean no write finished in between. */
export function databaseWriteGeneration(): number {
  return generation;
}

/** Needs the client to be created with `monitorCommands: true`. */
export function watchDatabaseWrites(client: mongo.MongoClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  // On completion, failed ones included: a write whose reply was lost may still have applied.
  const onFinished = (event: { commandName: string }) => {
    if (WRITE_COMMANDS.has(event.commandName)) generation += 1;
  };
  client.on("commandSucceeded", onFinished);
  client.on("commandFailed", onFinished);
}
