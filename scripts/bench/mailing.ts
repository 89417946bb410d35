// Bench: a mailing to 10,000 followers (issue 32). First the queueing on this database: 10,000
// recipient rows inserted (insertMany, unordered) in batches of 500, 1,000 and 2,000. Then a
// server with the container's memory settings and a raised MAIL_RATE_PER_MINUTE sends a campaign
// to 10,000 confirmed followers through a local SMTP capture: the time from the mailing's time to
// every row queued, the server's memory while it sends, GET /menu's p50 during the send against
// without it, and the send rate reached. Last, two servers send another campaign to the same
// 10,000; one is stopped with SIGTERM a third of the way in and started again: every follower
// must get exactly one message (delivered, duplicates, lost).
// Run alone with `node scripts/bench/mailing.ts` (after a build), or via npm run bench.
import mongoose from "mongoose";
import { SMTPServer } from "smtp-server";
import { saveBusinessDetails } from "#app/domain/business/business-details.server.ts";
import { createMailing, mailingProgress } from "#app/domain/mailings/mailings.server.ts";
import { Mailing, MailingRecipient, MailingStart } from "#app/models/mailing.server.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { findFreePort } from "#scripts/lib/local-database.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { statusMegabytes } from "./load.ts";
import type { TargetRow } from "./report.ts";
import { type Latencies, summarise, visitorLoop } from "./slow-clients.ts";
import { TARGETS } from "./targets.ts";

const FOLLOWERS = Number(process.env.BENCH_MAILING_FOLLOWERS ?? 10_000);
const PROBE_BATCHES = [500, 1000, 2000];
/** The bench's rate: 10,000 in under two minutes, paced so the site keeps its speed. */
const BENCH_RATE_PER_MINUTE = Number(process.env.BENCH_MAILING_RATE ?? 6000);
const MENU_VISITORS = 4;
const MENU_INTERVAL_MS = 100;
const ALONE_MS = 10_000;
const SEND_TIMEOUT_MS = Number(process.env.BENCH_MAILING_TIMEOUT_MS ?? 10 * 60_000);

export type MailingBenchResult = {
  followers: number;
  ratePerMinute: number;
  /** 10,000 rows inserted, per batch size: milliseconds. */
  queueProbe: { batch: number; ms: number }[];
  /** From the mailing's time to every row queued, as the sending server did it. */
  queueMs: number;
  peakMegabytes: number;
  menuAlone: Latencies;
  menuDuringSend: Latencies;
  p50Ratio: number;
  sendSeconds: number;
  sentPerMinute: number;
  restart: { delivered: number; duplicates: number; lost: number; seconds: number; sameMessageIdRepeats: number };
};

type Capture = {
  port: number;
  /** Recipient → Message-IDs received for it, per subject. */
  received: Map<string, Map<string, string[]>>;
  firstAt: Map<string, number>;
  lastAt: Map<string, number>;
  stop(): Promise<void>;
};

/** A small SMTP server that keeps only each message's subject, Message-ID and recipients. */
export async function startCapture(): Promise<Capture> {
  const port = await findFreePort();
  const capture: Capture = { port, received: new Map(), firstAt: new Map(), lastAt: new Map(), stop: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      let head = "";
      stream.on("data", (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString("latin1");
      });
      stream.on("end", () => {
        const headers = head.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
        const subject = /^Subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? "";
        const messageId = /^Message-ID: (.*)$/im.exec(headers)?.[1]?.trim() ?? "";
        const bySubject = capture.received.get(subject) ?? new Map<string, string[]>();
        capture.received.set(subject, bySubject);
        for (const rcpt of session.envelope.rcptTo) {
          bySubject.set(rcpt.address, [...(bySubject.get(rcpt.address) ?? []), messageId]);
        }
        const now = performance.now();
        if (!capture.firstAt.has(subject)) capture.firstAt.set(subject, now);
        capture.lastAt.set(subject, now);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  capture.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return capture;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The servers' last words, for a bench that gives up. */
let onTimeout = () => "";

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let nextReport = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > nextReport) {
      nextReport += 10_000;
      const progress = (await Mailing.find({ status: "sending" }, { _id: 1 }).lean()).map((m) => m._id);
      for (const id of progress) {
        const counts = await mailingProgress(String(id));
        console.log(
          `[mailing] ${what}: ${counts?.id} sent ${counts?.sent}, queued ${counts?.queued} of ${counts?.total}`,
        );
      }
    }
    if (Date.now() > deadline) {
      throw new Error(`mailing bench: ${what} not reached in ${timeoutMs / 1000} s${onTimeout()}`);
    }
    await sleep(50);
  }
}

/** 10,000 rows as the engine writes them, inserted `batch` at a time; the rows removed after. */
async function probeQueueing(batch: number): Promise<number> {
  const mailingId = `probe-${batch}`;
  const rows = Array.from({ length: FOLLOWERS }, (_, index) => ({
    _id: `${mailingId}:${new mongoose.Types.ObjectId().toString()}`,
    mailing_id: mailingId,
    subscriber_id: String(index),
    email: `follower-${index}@bench.example`,
    skipped: "",
  }));
  const started = performance.now();
  for (let first = 0; first < rows.length; first += batch) {
    await MailingRecipient.insertMany(rows.slice(first, first + batch), { ordered: false, lean: true });
  }
  const ms = performance.now() - started;
  await MailingRecipient.deleteMany({ mailing_id: mailingId });
  return Math.round(ms);
}

export async function runMailingBench(options: {
  mongoBase: string;
  serverEnv: Record<string, string>;
  log: (message: string) => void;
}): Promise<MailingBenchResult> {
  const { log } = options;
  const databaseUri = `${options.mongoBase}/sando_bench_mailing_${Date.now()}`;
  await mongoose.connect(databaseUri);
  const capture = await startCapture();
  const servers: ServerProcess[] = [];
  try {
    await MailingRecipient.init();
    const queueProbe: MailingBenchResult["queueProbe"] = [];
    for (const batch of PROBE_BATCHES) {
      queueProbe.push({ batch, ms: await probeQueueing(batch) });
      log(`mailing: ${FOLLOWERS} rows in batches of ${batch}: ${queueProbe.at(-1)!.ms} ms`);
    }

    const confirmedAt = new Date();
    for (let first = 0; first < FOLLOWERS; first += 1000) {
      await NewsletterSubscriber.insertMany(
        Array.from({ length: Math.min(1000, FOLLOWERS - first) }, (_, index) => ({
          email: `follower-${first + index}@bench.example`,
          confirmed_at: confirmedAt,
          topics: ["news"],
        })),
        { ordered: false },
      );
    }
    await saveBusinessDetails({ postalAddress: "Sando Truck, PO Box 1234, Goleta, CA 93117" }, { adminId: "bench" });
    const env = {
      ...options.serverEnv,
      SMTP_URL: `smtp://127.0.0.1:${capture.port}`,
      SMTP_REQUIRE_TLS: "false",
      MAIL_RATE_PER_MINUTE: String(BENCH_RATE_PER_MINUTE),
      OUTBOX_POLL_MS: "250",
      LOG_REQUESTS: "false",
    };
    const server = await startServerProcess({ mongodbUri: databaseUri, env });
    servers.push(server);
    onTimeout = () => servers.map((one) => `\n--- server output:\n${one.output().slice(-3000)}`).join("");

    log("mailing: GET /menu without a send...");
    const alone = await visitorLoop({
      origin: server.url,
      paths: ["/menu"],
      visitors: MENU_VISITORS,
      intervalMs: MENU_INTERVAL_MS,
      timeoutMs: 10_000,
      until: (() => {
        const end = performance.now() + ALONE_MS;
        return () => end;
      })(),
    });

    log(`mailing: a campaign to ${FOLLOWERS} followers at ${BENCH_RATE_PER_MINUTE} a minute...`);
    const subject = "Bench campaign";
    const sendAt = new Date();
    await createMailing({
      id: "bench-campaign",
      kind: "campaign",
      topic: "news",
      content: { subject, text: "Ten thousand sandos.", html: "<p>Ten thousand sandos.</p>" },
      sendAt,
      createdBy: "bench",
    });
    let peakMegabytes = 0;
    let sending = true;
    const sampler = (async () => {
      while (sending) {
        if (server.child.exitCode !== null || server.child.signalCode !== null) {
          sending = false;
          throw new Error(`mailing bench: the server exited during the send:\n${server.output().slice(-3000)}`);
        }
        try {
          peakMegabytes = Math.max(peakMegabytes, statusMegabytes(server.child.pid!, "VmRSS"));
        } catch {
          // Exiting: the check above says why on the next turn.
        }
        await sleep(200);
      }
    })();
    const during = visitorLoop({
      origin: server.url,
      paths: ["/menu"],
      visitors: MENU_VISITORS,
      intervalMs: MENU_INTERVAL_MS,
      timeoutMs: 10_000,
      until: () => (sending ? Number.POSITIVE_INFINITY : 0),
    });
    await waitFor(
      async () => !!(await MailingStart.findById("bench-campaign", { queued_at: 1 }).lean())?.queued_at,
      60_000,
      "queueing",
    );
    const queueMs = Date.now() - sendAt.getTime();
    log(`mailing: queued in ${queueMs} ms`);
    await waitFor(
      async () => (await Mailing.findById("bench-campaign", { status: 1 }).lean())?.status === "sent",
      SEND_TIMEOUT_MS,
      "the send",
    );
    sending = false;
    const menuDuringSend = summarise(await during);
    await sampler;
    const sendSeconds = ((capture.lastAt.get(subject) ?? 0) - (capture.firstAt.get(subject) ?? 0)) / 1000;
    const delivered = capture.received.get(subject)?.size ?? 0;
    const progress = await mailingProgress("bench-campaign");
    log(`mailing: ${delivered} delivered in ${sendSeconds.toFixed(1)} s; progress ${JSON.stringify(progress)}`);
    await server.stop();
    servers.length = 0;

    log("mailing: two servers, one stopped with SIGTERM midway and started again...");
    const restartSubject = "Bench campaign after a restart";
    const [first, second] = await Promise.all([
      startServerProcess({ mongodbUri: databaseUri, env }),
      startServerProcess({ mongodbUri: databaseUri, env }),
    ]);
    servers.push(first!, second!);
    const restartStarted = performance.now();
    await createMailing({
      id: "bench-restart",
      kind: "campaign",
      topic: "news",
      content: { subject: restartSubject, text: "Again.", html: "<p>Again.</p>" },
      createdBy: "bench",
    });
    const receivedCount = () => capture.received.get(restartSubject)?.size ?? 0;
    await waitFor(() => receivedCount() >= FOLLOWERS / 3, SEND_TIMEOUT_MS, "a third of the restart send");
    await first!.stop("SIGTERM");
    log(`mailing: first server stopped at ${receivedCount()} delivered; starting it again`);
    servers[0] = await startServerProcess({ mongodbUri: databaseUri, env });
    await waitFor(
      async () => (await Mailing.findById("bench-restart", { status: 1 }).lean())?.status === "sent",
      SEND_TIMEOUT_MS,
      "the restart send",
    );
    // Anything sent twice would come within the servers' next rounds.
    await sleep(2000);
    const received = capture.received.get(restartSubject) ?? new Map<string, string[]>();
    const messages = [...received.values()].reduce((sum, ids) => sum + ids.length, 0);
    const sameMessageIdRepeats = [...received.values()].filter(
      (ids) => ids.length > 1 && new Set(ids).size === 1,
    ).length;
    const restart = {
      delivered: received.size,
      duplicates: messages - received.size,
      lost: FOLLOWERS - received.size,
      seconds: Math.round((performance.now() - restartStarted) / 100) / 10,
      sameMessageIdRepeats,
    };
    const menuAlone = summarise(alone);
    return {
      followers: FOLLOWERS,
      ratePerMinute: BENCH_RATE_PER_MINUTE,
      queueProbe,
      queueMs,
      peakMegabytes,
      menuAlone,
      menuDuringSend,
      p50Ratio: menuDuringSend.p50Ms / menuAlone.p50Ms,
      sendSeconds,
      sentPerMinute: sendSeconds > 0 ? Math.round((delivered / sendSeconds) * 60) : 0,
      restart,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await capture.stop();
    await mongoose.connection.dropDatabase().catch(() => {});
    await mongoose.disconnect();
  }
}

export function mailingRows(result: MailingBenchResult): TargetRow[] {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return [
    {
      figure: `Mailing to ${result.followers}: from its time to every recipient queued`,
      measured: `${(result.queueMs / 1000).toFixed(1)} s (${result.followers} rows: ${result.queueProbe.map((probe) => `${probe.batch}/insert ${ms(probe.ms)}`).join(", ")})`,
      target: `< ${TARGETS.mailingQueueSeconds} s`,
      pass: result.queueMs < TARGETS.mailingQueueSeconds * 1000,
    },
    {
      figure: "... server memory (RSS) at its highest during the send",
      measured: `${result.peakMegabytes.toFixed(0)} MB`,
      target: `<= ${TARGETS.afterLoadMegabytes} MB`,
      pass: result.peakMegabytes <= TARGETS.afterLoadMegabytes,
    },
    {
      figure: "... GET /menu p50 during the send vs without",
      measured: `${result.menuDuringSend.p50Ms} vs ${result.menuAlone.p50Ms} ms = ${result.p50Ratio.toFixed(2)}x`,
      target: `<= ${TARGETS.mailingMenuP50Ratio}x`,
      pass: result.p50Ratio <= TARGETS.mailingMenuP50Ratio,
    },
    {
      figure: `... send rate reached (MAIL_RATE_PER_MINUTE=${result.ratePerMinute})`,
      measured: `${result.sentPerMinute} a minute (${result.followers} in ${result.sendSeconds.toFixed(1)} s)`,
      target: "reported",
      pass: result.sentPerMinute > 0,
    },
    {
      figure: "Two servers, one SIGTERM'd midway and restarted: delivered / duplicates / lost",
      measured: `${result.restart.delivered} / ${result.restart.duplicates} / ${result.restart.lost} in ${result.restart.seconds} s`,
      target: `${result.followers} / 0 / 0`,
      pass:
        result.restart.delivered === result.followers && result.restart.duplicates === 0 && result.restart.lost === 0,
    },
  ];
}

export function printMailing(result: MailingBenchResult): void {
  console.log("\nMailing to 10,000 followers\n");
  for (const row of mailingRows(result)) {
    console.log(`  ${row.pass ? "PASS" : "FAIL"}  ${row.figure}: ${row.measured} (target ${row.target})`);
  }
}

if (import.meta.main) {
  const { withBenchDatabase } = await import("./environment.ts");
  const { containerMemorySettings } = await import("#scripts/lib/container-env.ts");
  await withBenchDatabase(async (mongoBase) => {
    printMailing(await runMailingBench({ mongoBase, serverEnv: containerMemorySettings(), log: console.log }));
  });
}
