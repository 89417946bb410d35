// Bench: 200 catering enquiries posted at once against the production build. Every one must
// end stored exactly once, and every mail sent exactly once through a real SMTP server.
// Run alone with `node scripts/bench/enquiry-burst.ts` (after `npm run build`), or via npm run bench.
import mongoose from "mongoose";
import { SMTPServer } from "smtp-server";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { CateringEnquiry } from "#app/models/catering-enquiry.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { findFreePort } from "#scripts/lib/local-database.ts";
import { startServerProcess } from "#scripts/lib/server-process.ts";
import { dropOwnDatabase, withBenchDatabase } from "./environment.ts";

export type EnquiryBurstResult = {
  posted: number;
  accepted: number;
  stored: number;
  duplicates: number;
  mailsSent: number;
  mailsFailed: number;
  mailsReceived: number;
  /** Until every POST was answered. */
  postSeconds: number;
  /** Until every mail was sent. */
  seconds: number;
};

export async function runEnquiryBurst(mongoBase: string, count = 200): Promise<EnquiryBurstResult> {
  const databaseUri = `${mongoBase}/sando_bench_enquiries_${Date.now()}`;
  const smtpPort = await findFreePort();
  let mailsReceived = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => {
        mailsReceived += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", () => resolve()));
  const server = await startServerProcess({
    mongodbUri: databaseUri,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // The bench's mail server offers no STARTTLS.
      SMTP_REQUIRE_TLS: "false",
      RATE_LIMIT_ENQUIRIES_PER_HOUR: String(count * 2),
      OUTBOX_POLL_MS: "200",
      OUTBOX_RETRY_BASE_MS: "200",
    },
  });
  await mongoose.connect(databaseUri);
  try {
    const eventDate = addDaysToIsoDate(todayInTruckTimeZone(), 45);
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        fetch(`${server.url}/api/send-email`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name: `Bench Guest ${index}`,
            email: `bench-${index}@example.com`,
            phone: "805-555-0100",
            eventDate,
            message: `Burst enquiry number ${index}`,
          }),
        }).then(
          (response) => response.status,
          () => 0,
        ),
      ),
    );
    const accepted = responses.filter((status) => status === 200).length;
    const postSeconds = (Date.now() - started) / 1000;

    // Wait for the outbox to drain (two mails per enquiry).
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const open = await OutboxMessage.countDocuments({ status: { $in: ["pending", "sending"] } });
      if (open === 0 && (await OutboxMessage.countDocuments()) >= accepted * 2) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const seconds = (Date.now() - started) / 1000;
    const stored = await CateringEnquiry.countDocuments();
    const distinct = (await CateringEnquiry.distinct("message")).length;
    return {
      posted: count,
      accepted,
      stored,
      duplicates: stored - distinct,
      mailsSent: await OutboxMessage.countDocuments({ status: "sent" }),
      mailsFailed: await OutboxMessage.countDocuments({ status: "failed" }),
      mailsReceived,
      postSeconds,
      seconds,
    };
  } finally {
    await dropOwnDatabase();
    await server.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
}

export function printEnquiryBurst(result: EnquiryBurstResult): void {
  console.log("\nCatering enquiry burst (concurrent POST /api/send-email)");
  console.table([result]);
  const ok =
    result.accepted === result.posted &&
    result.stored === result.posted &&
    result.duplicates === 0 &&
    result.mailsSent === result.posted * 2 &&
    result.mailsReceived === result.posted * 2;
  console.log(ok ? "every enquiry stored once and mailed once" : "MISMATCH: see the counts above");
}

if (import.meta.main) {
  await withBenchDatabase(async (mongoBase) => printEnquiryBurst(await runEnquiryBurst(mongoBase)));
}
