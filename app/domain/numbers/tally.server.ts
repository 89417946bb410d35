// The counting of the Owner's numbers on one server (issue 51): every count is added up in this
// process's memory and written in batches by the background loop, never on a request's path.
// Each process writes its own running totals of a day with `$set` (DayTotals), so a batch
// repeated after a lost reply changes nothing; totals are summed over servers when read.
// Visitors: a hash of the day's shared salt, the address and the browser, sent to the database
// in the batch; the unique index decides which server counts a visitor first, so two servers
// count one visitor once. Address and browser never leave this process; the hash lives until the
// truck's midnight.
import { createHash, randomBytes } from "node:crypto";
import { now, untilTruckMidnight } from "#app/domain/shared/clock.server.ts";
import { todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { DaySalt, DayTotals, VisitorMark } from "#app/models/numbers.server.ts";
import { encodeDayTotals } from "./day-totals.ts";
import {
  KEY_LENGTH,
  KEYS_PER_DAY,
  MONTHS_KEPT,
  NUMBERS_KINDS,
  type NumbersKind,
  OTHER_KEY,
  VISITOR_KEYED_KINDS,
} from "./numbers.ts";

/** This process, in its rows: random at each start, so a restarted server never overwrites its predecessor's totals. */
const SERVER = randomBytes(6).toString("hex");

/** One day's counts on this server. */
type DayTally = {
  /** Running totals by `kind\u0000key`. */
  totals: Map<string, number>;
  /** Totals changed since the last batch. */
  unwritten: Set<string>;
  /** How many different keys each visitor-keyed kind has today (its cap). */
  keysByKind: Map<NumbersKind, number>;
  /** Visitor hashes this process has already handed to the database today. */
  seen: Set<string>;
};

/** A visit waiting for the next batch: its hashes, or (before the day's salt is known) what makes them. */
type PendingVisitor = { day: string; marks: string[]; language: string; device: string };
type VisitorParts = Pick<Visit, "address" | "agent" | "language" | "device">;
type UnsaltedVisit = { day: string } & VisitorParts;

const days = new Map<string, DayTally>();
const pendingVisitors: PendingVisitor[] = [];
const unsalted: UnsaltedVisit[] = [];
/** At most this many visits wait for a salt (the database away at the start of a day); more are not counted. */
const UNSALTED_LIMIT = 5_000;
const salts = new Map<string, string>();

// The truck's day, worked out once until its midnight (time-zone arithmetic is the dearest part of a count).
let currentDay = "";
let dayEndsAt = 0;
function countingDay(): string {
  const at = now().getTime();
  if (at >= dayEndsAt || !currentDay) {
    currentDay = todayInTruckTimeZone(new Date(at));
    dayEndsAt = at + untilTruckMidnight();
  }
  return currentDay;
}

function tallyOf(day: string): DayTally {
  let tally = days.get(day);
  if (!tally) {
    tally = { totals: new Map(), unwritten: new Set(), keysByKind: new Map(), seen: new Set() };
    days.set(day, tally);
  }
  return tally;
}

/** A key as stored: no control characters, at most KEY_LENGTH characters. */
export function cleanKey(key: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  return key.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, KEY_LENGTH);
}

/** Adds one to today's total of a kind's key (capped for keys a visitor writes). */
export function countOne(kind: NumbersKind, key: string): void {
  addOne(tallyOf(countingDay()), kind, key);
}

function addOne(tally: DayTally, kind: NumbersKind, key: string): void {
  let cleaned = cleanKey(key);
  let id = `${kind}\u0000${cleaned}`;
  let total = tally.totals.get(id);
  if (total === undefined && VISITOR_KEYED_KINDS.has(kind)) {
    const keys = tally.keysByKind.get(kind) ?? 0;
    if (keys >= KEYS_PER_DAY) {
      cleaned = OTHER_KEY;
      id = `${kind}\u0000${cleaned}`;
      total = tally.totals.get(id);
    } else {
      tally.keysByKind.set(kind, keys + 1);
    }
  }
  tally.totals.set(id, (total ?? 0) + 1);
  tally.unwritten.add(id);
}

/** A visit to a public page, as the request counter saw it. */
export type Visit = {
  page: string;
  language: string;
  device: "phone" | "desktop";
  /** What identifies a visitor for the day, hashed with its salt and then forgotten. */
  address: string;
  agent: string;
  /** Another site's host the visit came from, if any. */
  referrer: string | null;
  utm: { source: string | null; medium: string | null; campaign: string | null };
};

/** Counts a page view and, once a day, its visitor. */
export function countVisit(visit: Visit): void {
  // The day once a visit: the clock is read from the environment, dear at this rate (the profile).
  const day = countingDay();
  const tally = tallyOf(day);
  addOne(tally, NUMBERS_KINDS.view, `${visit.page}|${visit.language}`);
  if (visit.referrer) addOne(tally, NUMBERS_KINDS.referrer, visit.referrer);
  if (visit.utm.source) addOne(tally, NUMBERS_KINDS.utmSource, visit.utm.source);
  if (visit.utm.medium) addOne(tally, NUMBERS_KINDS.utmMedium, visit.utm.medium);
  if (visit.utm.campaign) addOne(tally, NUMBERS_KINDS.utmCampaign, visit.utm.campaign);
  const salt = salts.get(day);
  if (salt === undefined) {
    if (unsalted.length < UNSALTED_LIMIT) unsalted.push({ day, ...visit });
    return;
  }
  markVisitor(tally, day, salt, visit);
}

function markVisitor(tally: DayTally, day: string, salt: string, parts: VisitorParts) {
  const { address, agent, language, device } = parts;
  const visitor = createHash("sha256").update(`${salt}\u0000${address}\u0000${agent}`).digest("base64url").slice(0, 22);
  // One mark for the day, one for the day in this language: a visitor reading both is in both.
  const marks = [visitor, `${visitor}:${language}`].filter((mark) => !tally.seen.has(mark));
  if (marks.length === 0) return;
  for (const mark of marks) tally.seen.add(mark);
  pendingVisitors.push({ day, marks, language, device });
}

/** The day's salt: the one stored, or a new one if this server is first. */
async function saltOf(day: string): Promise<string> {
  const known = salts.get(day);
  if (known) return known;
  const stored = await DaySalt.findOne({ day }, { salt: 1 }).lean();
  let salt = stored?.salt;
  if (!salt) {
    try {
      salt = randomBytes(32).toString("base64url");
      await DaySalt.collection.insertOne({ day, salt } as never);
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      salt = (await DaySalt.findOne({ day }, { salt: 1 }).lean())?.salt;
      if (!salt) throw error;
    }
  }
  salts.set(day, salt);
  return salt;
}

/** Hands the batch's new visitor hashes to the database and counts those no server had yet. */
async function writeVisitors(): Promise<void> {
  if (unsalted.length > 0) {
    const waiting = unsalted.splice(0);
    for (const visit of waiting) {
      markVisitor(tallyOf(visit.day), visit.day, await saltOf(visit.day), visit);
    }
  }
  if (pendingVisitors.length === 0) return;
  const batch = pendingVisitors.splice(0);
  const docs = batch.flatMap((visitor) => visitor.marks.map((mark) => ({ day: visitor.day, mark })));
  const failed = new Set<number>();
  const retry = new Set<number>();
  try {
    await VisitorMark.collection.insertMany(docs as never[], { ordered: false });
  } catch (error) {
    const writeErrors = (error as { writeErrors?: { index: number; code: number }[] }).writeErrors;
    if (!writeErrors) {
      // Nothing is known to be written: all of it waits for the next batch.
      pendingVisitors.unshift(...batch);
      throw error;
    }
    for (const { index, code } of writeErrors) (code === 11000 ? failed : retry).add(index);
  }
  let index = 0;
  for (const visitor of batch) {
    const again: string[] = [];
    for (const mark of visitor.marks) {
      const at = index++;
      if (retry.has(at)) again.push(mark);
      if (failed.has(at) || retry.has(at)) continue;
      // A new mark of its own: the first server to see this visitor today (or in this language).
      const tally = tallyOf(visitor.day);
      const keys = mark.includes(":") ? [visitor.language] : ["all", visitor.device];
      for (const key of keys) {
        const id = `${NUMBERS_KINDS.visitors}\u0000${key}`;
        tally.totals.set(id, (tally.totals.get(id) ?? 0) + 1);
        tally.unwritten.add(id);
      }
    }
    if (again.length > 0) pendingVisitors.push({ ...visitor, marks: again });
  }
}

/** Writes the totals of every day with a change since the last batch (this server's running totals, with `$set`). */
async function writeTotals(): Promise<void> {
  const operations = [];
  const written: [DayTally, Map<string, number>][] = [];
  for (const [day, tally] of days) {
    if (tally.unwritten.size === 0) continue;
    const totals = new Map(tally.totals);
    const lines = [...totals].map(([id, count]) => {
      const [kind, key] = id.split("\u0000") as [string, string];
      return { kind, key, count };
    });
    operations.push({
      updateOne: {
        filter: { day, server: SERVER },
        update: { $set: { totals: encodeDayTotals(lines) } },
        upsert: true,
      },
    });
    written.push([tally, totals]);
  }
  if (operations.length === 0) return;
  await DayTotals.collection.bulkWrite(operations as never[], { ordered: false });
  // A total counted again while the batch was on its way stays for the next batch.
  for (const [tally, totals] of written) {
    for (const id of tally.unwritten) if (tally.totals.get(id) === totals.get(id)) tally.unwritten.delete(id);
  }
}

/** A day's counts no longer needed in memory: an earlier day with nothing left to write. */
function forgetWrittenDays(today: string): void {
  for (const [day, tally] of days) {
    if (day < today && tally.unwritten.size === 0 && !pendingVisitors.some((visitor) => visitor.day === day)) {
      days.delete(day);
    }
  }
  for (const day of salts.keys()) if (day < today) salts.delete(day);
}

/** The first day of the totals kept: the same date MONTHS_KEPT months before today (or that month's last day). */
export function firstDayKept(today: string): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - MONTHS_KEPT, 1));
  const lastOfMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastOfMonth));
  return first.toISOString().slice(0, 10);
}

/**
 * One batch: the waiting visitors, then every changed total; then what is past keeping goes:
 * the salts and visitor hashes of days that are over, and totals older than MONTHS_KEPT months.
 */
export async function writeNumbers(): Promise<void> {
  const today = countingDay();
  await saltOf(today);
  await writeVisitors();
  await writeTotals();
  forgetWrittenDays(today);
  // Once a day is enough (the first batch of each day, or after a start): what goes changes only then.
  if (clearedOn === today) return;
  await DaySalt.deleteMany({ day: { $lt: today } });
  await VisitorMark.deleteMany({ day: { $lt: today } });
  await DayTotals.deleteMany({ day: { $lt: firstDayKept(today) } });
  // An earlier day's hash still waiting to be written (its insert to be tried again) is deleted after it.
  if (!pendingVisitors.some((visitor) => visitor.day < today)) clearedOn = today;
}
/** The day this process last deleted what is past keeping. */
let clearedOn = "";

/** The batches, every `everyMs`, until stopped (which writes the last one). */
export function startNumbersWriter(options: { everyMs: number; log: (message: string) => void }): {
  stop(): Promise<void>;
} {
  let running: Promise<void> = Promise.resolve();
  let failing = false;
  const tick = () => {
    running = running.then(() =>
      writeNumbers().then(
        () => {
          failing = false;
        },
        (error: unknown) => {
          // Said once until it works again; the counts wait in memory for the next batch.
          if (!failing) options.log(`numbers: a batch was not written (${(error as Error).message})`);
          failing = true;
        },
      ),
    );
    return running;
  };
  const timer = setInterval(tick, options.everyMs);
  timer.unref();
  void tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await tick();
    },
  };
}
