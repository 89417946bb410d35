// Work the server process does besides answering requests: sending queued mail, queueing the
// mail of enquiries stored during an outage, and deleting expired rate-limit, sign-in failure and
// claim records (for databases that do not enforce TTL indexes).
import { getConfig } from "#app/infra/config.server.ts";
import { queueForgottenEnquiryMail } from "#app/domain/enquiries/enquiries.server.ts";
import { deleteOldOutboxClaims, startOutboxWorker } from "./outbox.server.ts";
import { createMailSender } from "./transport.server.ts";
import { deleteExpiredRateLimitHits } from "#app/domain/shared/rate-limit.server.ts";
import { deleteExpiredSignInFailures } from "#app/domain/staff/sign-in-throttle.server.ts";

const CLEANUP_EVERY_MS = 10 * 60_000;

export function startBackgroundWork(log: (message: string) => void): { stop(): Promise<void> } {
  const config = getConfig();
  let lastCleanup = 0;
  return startOutboxWorker({
    sender: createMailSender({
      smtpUrl: config.mail.smtpUrl,
      requireTls: config.mail.smtpRequireTls,
      outboxDir: config.mail.outboxDir,
      log,
    }),
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
      if (Date.now() - lastCleanup > CLEANUP_EVERY_MS) {
        lastCleanup = Date.now();
        await deleteExpiredRateLimitHits();
        await deleteExpiredSignInFailures();
        await deleteOldOutboxClaims();
      }
    },
  });
}
