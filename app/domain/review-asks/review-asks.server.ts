// Asking catering clients for a review (issue 53), the same way for everyone: the day after a
// booked event (booked or done since, never lost), from REVIEW_ASK_FROM in the truck's time zone,
// each client gets one mail in the language of their enquiry, whatever they might say, with
// nothing offered. Once, across servers and passes: the outbox keeps one message per kind and
// enquiry (a unique index), so the insert decides. Held, like follower mail, while the business
// details have no postal address; never to an address that asked for no more (review_opt_outs).
import { getBusinessDetails, hasPostalAddress } from "#app/domain/business/business-details.server.ts";
import { writeReviewPages } from "#app/domain/business/public-details.ts";
import { enqueueMail } from "#app/domain/mail/outbox.server.ts";
import { addDaysToIsoDate, todayInTruckTimeZone, truckClockAt } from "#app/domain/shared/dates.ts";
import { isDuplicateKey } from "#app/domain/shared/duplicate-keys.server.ts";
import { storedLanguage } from "#app/i18n/language.ts";
import { CateringEnquiry } from "#app/models/catering-enquiry.server.ts";
import type { PIPELINE_STATUSES } from "#app/models/enquiry-statuses.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { ReviewOptOut } from "#app/models/review-opt-out.server.ts";
import { reviewOptOutUrl } from "./review-ask-links.server.ts";
import { reviewAskMail } from "./review-ask-mail.server.ts";

/** Not at midnight: the morning after, when a thank-you reads as one. */
export const REVIEW_ASK_FROM = "10:00";
/** Clients whose event took place: booked, or marked done after it. */
const EVENTS_THAT_TOOK_PLACE = ["booked", "done"] as const satisfies readonly (typeof PIPELINE_STATUSES)[number][];

/** `asked`: how many were asked by this pass. */
export type ReviewAskOutcome = { asked: number; day: string } | { hold: "not-yet" | "no-postal-address"; day: string };

/** Asks yesterday's clients who have not been asked and did not opt out; safe to call at every tick. */
export async function askForReviewsIfDue(
  now: Date,
  context: { siteUrl: string; secret: string },
): Promise<ReviewAskOutcome> {
  const today = todayInTruckTimeZone(now);
  const day = addDaysToIsoDate(today, -1);
  if (truckClockAt(now.getTime()) < REVIEW_ASK_FROM) return { hold: "not-yet", day };
  const details = await getBusinessDetails();
  if (!hasPostalAddress(details)) return { hold: "no-postal-address", day };
  const clients = await CateringEnquiry.find(
    { event_date: day, status: { $in: EVENTS_THAT_TOOK_PLACE } },
    { name: 1, email: 1, language: 1, event_date: 1 },
  ).lean();
  if (clients.length === 0) return { asked: 0, day };
  const optedOut = new Set(
    (
      await ReviewOptOut.find({ _id: { $in: clients.map((client) => client.email.toLowerCase()) } }, { _id: 1 }).lean()
    ).map((record) => record._id),
  );
  // Those asked already (by an earlier pass or another server) are not asked again: the outbox's
  // unique index would refuse them anyway; leaving them out spares building their mail.
  const alreadyAsked = new Set(
    (
      await OutboxMessage.find(
        { kind: "review-ask", related_id: { $in: clients.map((client) => String(client._id)) } },
        { related_id: 1 },
      ).lean()
    ).map((message) => message.related_id),
  );
  const asked = clients.filter(
    (client) => !optedOut.has(client.email.toLowerCase()) && !alreadyAsked.has(String(client._id)),
  );
  const reviewPages = writeReviewPages(details);
  await enqueueMail(
    asked.map((client) => {
      const language = storedLanguage(client);
      return {
        kind: "review-ask" as const,
        relatedId: String(client._id),
        to: client.email,
        replyTo: details.email,
        ...reviewAskMail({
          name: client.name,
          eventDate: client.event_date,
          language,
          reviewPages,
          optOutUrl: reviewOptOutUrl(client.email, context, language),
          postalAddress: details.postalAddress,
        }),
      };
    }),
  );
  return { asked: asked.length, day };
}

/** Stops review asks to `email` for good; asking again changes nothing. */
export async function optOutOfReviewAsks(email: string): Promise<void> {
  try {
    await ReviewOptOut.create({ _id: email.toLowerCase() });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}
