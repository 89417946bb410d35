// Work the server process does besides answering requests: sending queued mail (the outbox),
// the mailings to followers (campaigns, stop-change notices and the week's schedule, when it is
// due), asking yesterday's catering clients for a review, queueing the mail of enquiries stored during an outage, and deleting expired rate-limit,
// sign-in failure and claim records (for databases that do not enforce TTL indexes), and writing the
// Owner's numbers in batches. It belongs
// to the server process, not to the domain: it ties features together that know nothing of
// each other (the mailing engine reads notices again through the stops' own code, handed in here).

import { queueForgottenEnquiryMail } from "#app/domain/enquiries/enquiries.server.ts";
import { rereadNotice } from "#app/domain/events/notice-rereads.server.ts";
import { rereadSoldOutNotice } from "#app/domain/live-status/sold-out-notice.server.ts";
import { deleteOldOutboxClaims, startOutboxWorker } from "#app/domain/mail/outbox.server.ts";
import { createMailSender } from "#app/domain/mail/transport.server.ts";
import { startMailingWorker } from "#app/domain/mailings/sending.server.ts";
import { stillFollowing } from "#app/domain/newsletter/followers.server.ts";
import { startNumbersWriter } from "#app/domain/numbers/tally.server.ts";
import { askForReviewsIfDue } from "#app/domain/review-asks/review-asks.server.ts";
import { now } from "#app/domain/shared/clock.server.ts";
import { deleteExpiredRateLimitHits } from "#app/domain/shared/rate-limit.server.ts";
import { deleteExpiredSignInFailures } from "#app/domain/staff/sign-in-throttle.server.ts";
import { sendWeeklyMailIfDue } from "#app/domain/weekly-mail/weekly-mail.server.ts";
import { getConfig } from "#app/infra/config.server.ts";

const CLEANUP_EVERY_MS = 10 * 60_000;
/** How often the review asks look for yesterday's clients: a booking marked late is still asked that day. */
const REVIEW_ASKS_EVERY_MS = 10 * 60_000;

export function startBackgroundWork(log: (message: string) => void): { stop(): Promise<void> } {
  const config = getConfig();
  let lastCleanup = 0;
  let lastReviewAsks = 0;
  let reviewAsksHeldFor = "";
  const sender = createMailSender({
    smtpUrl: config.mail.smtpUrl,
    requireTls: config.mail.smtpRequireTls,
    outboxDir: config.mail.outboxDir,
    log,
  });
  // Every mail to followers: its own loop, at MAIL_RATE_PER_MINUTE across servers.
  const mailings = startMailingWorker({
    sender,
    from: config.mail.from,
    context: { siteUrl: config.siteUrl, secret: config.sessionSecret },
    ratePerMinute: config.mail.ratePerMinute,
    pollMs: config.mail.pollMs,
    now,
    log,
    // A sold-out notice (issue 52) is read again by its own feature; every other by the stops'.
    reread: async (mailingId) => (await rereadSoldOutNotice(mailingId)) ?? rereadNotice(mailingId),
  });
  const outbox = startOutboxWorker({
    sender,
    from: config.mail.from,
    siteUrl: config.siteUrl,
    pollMs: config.mail.pollMs,
    retryBaseMs: config.mail.retryBaseMs,
    log,
    stillFollowing,
    housekeeping: async () => {
      await queueForgottenEnquiryMail({
        siteUrl: config.siteUrl,
        staffAddress: config.mail.staffAddress,
      });
      // Asked at every tick, answered by the clock: once a week it hands the followers' mail to the mailings.
      try {
        const weekly = await sendWeeklyMailIfDue(now(), { siteUrl: config.siteUrl, secret: config.sessionSecret });
        if ("sent" in weekly) log(`weekly mail: the week of ${weekly.sent.week} is the mailing ${weekly.sent.mailing}`);
      } catch (error) {
        // The mail already queued still goes: this tick's delivery is not held up.
        log(`weekly mail: ${(error as Error).message}`);
      }
      if (Date.now() - lastReviewAsks > REVIEW_ASKS_EVERY_MS) {
        lastReviewAsks = Date.now();
        try {
          const asks = await askForReviewsIfDue(now(), { siteUrl: config.siteUrl, secret: config.sessionSecret });
          if ("asked" in asks && asks.asked > 0)
            log(`review asks: ${asks.asked} clients of ${asks.day}'s events asked`);
          // Said once a day, so the Owner's log shows why no client was asked.
          if ("hold" in asks && asks.hold === "no-postal-address" && reviewAsksHeldFor !== asks.day) {
            reviewAsksHeldFor = asks.day;
            log(`review asks: held while the business details have no postal address (events of ${asks.day})`);
          }
        } catch (error) {
          log(`review asks: ${(error as Error).message}`);
        }
      }
      if (Date.now() - lastCleanup > CLEANUP_EVERY_MS) {
        lastCleanup = Date.now();
        await deleteExpiredRateLimitHits();
        await deleteExpiredSignInFailures();
        await deleteOldOutboxClaims();
      }
    },
  });
  // The Owner's numbers this process counted, written in batches (and what is past keeping deleted).
  const numbers = config.numbers.counting ? startNumbersWriter({ everyMs: config.numbers.writeEveryMs, log }) : null;
  return { stop: async () => void (await Promise.all([outbox.stop(), mailings.stop(), numbers?.stop()])) };
}
