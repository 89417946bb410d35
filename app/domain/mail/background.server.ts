// Work the server process does besides answering requests: sending queued mail, queueing the
// mail of enquiries stored during an outage, the week's schedule mail when it is due, and deleting expired rate-limit, sign-in failure and
// claim records (for databases that do not enforce TTL indexes).
import { getConfig } from "#app/infra/config.server.ts";
import { queueForgottenEnquiryMail } from "#app/domain/enquiries/enquiries.server.ts";
import { deleteOldOutboxClaims, startOutboxWorker } from "./outbox.server.ts";
import { createMailSender } from "./transport.server.ts";
import { deleteExpiredRateLimitHits } from "#app/domain/shared/rate-limit.server.ts";
import { deleteExpiredSignInFailures } from "#app/domain/staff/sign-in-throttle.server.ts";
import { now } from "#app/domain/shared/clock.server.ts";
import { sendWeeklyMailIfDue } from "#app/domain/weekly-mail/weekly-mail.server.ts";
import { startMailingWorker } from "#app/domain/mailings/sending.server.ts";

const CLEANUP_EVERY_MS = 10 * 60_000;

export function startBackgroundWork(log: (message: string) => void): { stop(): Promise<void> } {
  const config = getConfig();
  let lastCleanup = 0;
  const sender = createMailSender({
    smtpUrl: config.mail.smtpUrl,
    requireTls: config.mail.smtpRequireTls,
    outboxDir: config.mail.outboxDir,
    log,
  });
  // Campaigns and stop-change notices: their own loop, at MAIL_RATE_PER_MINUTE across servers.
  const mailings = startMailingWorker({
    sender,
    from: config.mail.from,
    context: { siteUrl: config.siteUrl, secret: config.sessionSecret },
    ratePerMinute: config.mail.ratePerMinute,
    pollMs: config.mail.pollMs,
    now,
    log,
  });
  const outbox = startOutboxWorker({
    sender,
    from: config.mail.from,
    siteUrl: config.siteUrl,
    pollMs: config.mail.pollMs,
    retryBaseMs: config.mail.retryBaseMs,
    log,
    housekeeping: async () => {
      await queueForgottenEnquiryMail({
        siteUrl: config.siteUrl,
        staffAddress: config.mail.staffAddress,
      });
      // Asked at every tick, answered by the clock: once a week it queues the followers' mail.
      try {
        const weekly = await sendWeeklyMailIfDue(now(), { siteUrl: config.siteUrl, secret: config.sessionSecret });
        if ("sent" in weekly) {
          log(`weekly mail: the week of ${weekly.sent.week} queued for ${weekly.sent.recipients} followers`);
        }
      } catch (error) {
        // The mail already queued still goes: this tick's delivery is not held up.
        log(`weekly mail: ${(error as Error).message}`);
      }
      if (Date.now() - lastCleanup > CLEANUP_EVERY_MS) {
        lastCleanup = Date.now();
        await deleteExpiredRateLimitHits();
        await deleteExpiredSignInFailures();
        await deleteOldOutboxClaims();
      }
    },
  });
  return { stop: async () => void (await Promise.all([outbox.stop(), mailings.stop()])) };
}
