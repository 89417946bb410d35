// A counter that moves on each time this process finishes a command that can change data. The
// public response cache (app/web/response-cache.server.ts) keeps an answer only while the counter
// still reads what it read when the answer was made, so whatever a staff member saves shows on
// the site with their next request. Uses the driver's command monitoring, like the command count.
// Writes to the collections of the server's own bookkeeping, which no public answer shows, do not
// count: otherwise the mail outbox, the mailing engine (its rate's rows are tidied every few
// seconds), rate limits and staff sessions (written every minute or so) would throw the cache
// away all day long, and a test of it would fail at random.
import type { mongo } from "mongoose";
import { DeviceCookie } from "#app/models/device-cookie.server.ts";
import {
  Mailing,
  MailingOutcome,
  MailingRecipient,
  MailingSendClaim,
  MailingSendSlot,
  MailingStart,
} from "#app/models/mailing.server.ts";
import { DaySalt, DayTotals, VisitorMark } from "#app/models/numbers.server.ts";
import { OutboxClaim } from "#app/models/outbox-claim.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { PortalSession } from "#app/models/portal-session.server.ts";
import { RateLimitHit } from "#app/models/rate-limit-hit.server.ts";
import { RefreshToken } from "#app/models/refresh-token.server.ts";
import { SignInFailure } from "#app/models/sign-in-failure.server.ts";
import { SignInLink, SignInLinkUse } from "#app/models/sign-in-link.server.ts";

const BOOKKEEPING_COLLECTIONS = new Set<string>([
  DeviceCookie.collection.collectionName,
  // Campaigns and notices to followers: no public answer shows them.
  Mailing.collection.collectionName,
  MailingOutcome.collection.collectionName,
  MailingRecipient.collection.collectionName,
  MailingSendClaim.collection.collectionName,
  MailingSendSlot.collection.collectionName,
  MailingStart.collection.collectionName,
  // The Owner's numbers, written in batches all day: only the portal's numbers page shows them.
  DayTotals.collection.collectionName,
  DaySalt.collection.collectionName,
  VisitorMark.collection.collectionName,
  OutboxClaim.collection.collectionName,
  OutboxMessage.collection.collectionName,
  PortalSession.collection.collectionName,
  RateLimitHit.collection.collectionName,
  RefreshToken.collection.collectionName,
  SignInFailure.collection.collectionName,
  SignInLink.collection.collectionName,
  SignInLinkUse.collection.collectionName,
]);

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
  // Writes that may change what the public sees, by request id, from start to completion.
  const publicWrites = new Set<number>();
  client.on("commandStarted", (event) => {
    if (!WRITE_COMMANDS.has(event.commandName)) return;
    const collection: unknown = event.command[event.commandName];
    if (typeof collection === "string" && BOOKKEEPING_COLLECTIONS.has(collection)) return;
    publicWrites.add(event.requestId);
  });
  // On completion, failed ones included: a write whose reply was lost may still have applied.
  const onFinished = (event: { requestId: number }) => {
    if (publicWrites.delete(event.requestId)) generation += 1;
  };
  client.on("commandSucceeded", onFinished);
  client.on("commandFailed", onFinished);
}
