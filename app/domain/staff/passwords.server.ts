// Password hashing and checking, off the event loop: bcrypt runs in a small pool of worker
// threads (piscina), started on first use so an idle server holds none. The pool takes a
// bounded number of jobs; beyond it a sign-in is refused with 503 and Retry-After instead of
// queueing without end while every page waits (issue 14: a sign-in flood starved GET /menu).

import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { SERVER_BUSY } from "#app/content/portal-messages.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { passwordHashCost, passwordWorkers } from "#app/infra/config.server.ts";
import type { PasswordJob } from "./password-worker.server.ts";
import { PASSWORD_TOO_COMMON } from "./users.ts";

/** bcrypt's cost for new hashes: 12 (PASSWORD_HASH_COST may lower it outside production). */
export const PASSWORD_HASH_COST = passwordHashCost();

/** Jobs that may wait per worker before new ones are refused (a few seconds' worth at cost 12). */
const QUEUED_JOBS_PER_WORKER = 8;
/**
 * Further sign-ins per worker that only clients bringing a device token may take (issue 27), so
 * a flood of sign-ins from elsewhere leaves the staff's own browsers room.
 */
const RESERVED_FOR_DEVICES_PER_WORKER = 3;
const RETRY_AFTER_SECONDS = 5;

let pool: Piscina | undefined;

function passwordPool(): Piscina {
  const threads = passwordWorkers() ?? Math.max(1, availableParallelism() - 1);
  pool ??= new Piscina({
    // Resolved through package.json "imports", from the source and from the server build alike.
    filename: createRequire(import.meta.url).resolve("#password-worker"),
    minThreads: 0,
    maxThreads: threads,
    maxQueue: threads * (QUEUED_JOBS_PER_WORKER + RESERVED_FOR_DEVICES_PER_WORKER),
    idleTimeout: 60_000,
  });
  return pool;
}

async function run(job: PasswordJob): Promise<string | boolean> {
  const workers = passwordPool();
  // Refused before queueing: piscina's own queue check says so only by message text.
  if (workers.queueSize >= workers.options.maxQueue) throw busy();
  return workers.run(job);
}

let signInsUnderWay = 0;

/**
 * Runs a sign-in (throttle bookkeeping, then the password check) if fewer are under way than
 * the pool can check at once and hold waiting; otherwise refuses it (503, Retry-After) before
 * it costs anything. Counting whole sign-ins, not only hashing jobs, also bounds the database
 * work a flood makes: in a flood measured here, hundreds of sign-ins doing their throttle
 * queries at once slowed every page's queries to seconds. A sign-in that `reserveFor` admits
 * (a device token valid for the typed account, issue 43) may go on past that, into room the
 * others never reach; it is asked only when the room is needed, its place held meanwhile.
 */
export async function withSignInCapacity<T>(
  signIn: () => Promise<T>,
  options: { reserveFor?: () => Promise<boolean> } = {},
): Promise<T> {
  const workers = passwordPool().options.maxThreads;
  const capacity = workers * (1 + QUEUED_JOBS_PER_WORKER);
  const withReserve = capacity + workers * RESERVED_FOR_DEVICES_PER_WORKER;
  if (signInsUnderWay >= (options.reserveFor ? withReserve : capacity)) throw busy();
  signInsUnderWay += 1;
  try {
    if (signInsUnderWay > capacity && !(await options.reserveFor!())) throw busy();
    return await signIn();
  } finally {
    signInsUnderWay -= 1;
  }
}

function busy(): Refusal {
  return new Refusal(503, SERVER_BUSY, {
    code: "SERVER_BUSY",
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
  });
}

export async function hashPassword(password: string): Promise<string> {
  return (await run({ op: "hash", password, cost: PASSWORD_HASH_COST })) as string;
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `hash`. Without a hash (no such user) a made-up hash is checked
 * instead, so an unknown e-mail costs as long as a wrong password.
 */
export async function checkPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  dummyHash ??= hashPassword("not-a-real-password-for-timing-only").catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  const matches = (await run({ op: "compare", password, hash: hash ?? (await dummyHash) })) as boolean;
  return Boolean(hash) && matches;
}

let commonPasswords: Promise<Set<string>> | undefined;

/** Loaded on first use: 49,000 common and breached passwords from zxcvbn-ts's list. */
function commonPasswordList(): Promise<Set<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set((dictionary["passwords-common"] as string[]).map((entry) => entry.toLowerCase())),
  );
  return commonPasswords;
}

/** Refuses (400, on the `password` field) a password found in the common-password list. */
export async function assertUncommonPassword(password: string): Promise<void> {
  if ((await commonPasswordList()).has(password.toLowerCase())) {
    throw new Refusal(400, PASSWORD_TOO_COMMON, { fieldErrors: { password: PASSWORD_TOO_COMMON } });
  }
}

/** Stops the worker threads (tests and scripts that must exit). */
export async function closePasswordWorkers(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.close();
}
