// The settings the public forms run with, for one request: who is asking and the site's limits.
import type { RouterContextProvider } from "react-router";
import { getBusinessDetails } from "#app/domain/business/business-details.server.ts";
import type { EnquiryContext } from "#app/domain/enquiries/enquiries.server.ts";
import type { ReplyContext } from "#app/domain/enquiries/replies.server.ts";
import type { NewsletterContext } from "#app/domain/newsletter/newsletter.server.ts";
import { clientBucket } from "#app/domain/shared/rate-limit.server.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { getClientAddress, requestIdContext } from "#app/infra/request-context.server.ts";

/** Who is asking (an IPv6 client by its /64), and where the site lives (for links in mail). */
function visitor(context: Readonly<RouterContextProvider>) {
  return { client: clientBucket(getClientAddress(context)), siteUrl: getConfig().siteUrl };
}

export function enquiryContextFor(context: Readonly<RouterContextProvider>): EnquiryContext {
  const { rateLimits, mail } = getConfig();
  return { ...visitor(context), limitPerHour: rateLimits.enquiriesPerHour, staffAddress: mail.staffAddress };
}

export function newsletterContextFor(context: Readonly<RouterContextProvider>): NewsletterContext {
  const { rateLimits, sessionSecret } = getConfig();
  return { ...visitor(context), limitPerHour: rateLimits.subscriptionsPerHour, secret: sessionSecret };
}

/** POST /api/send-welcome-email has a limit of its own (and names its request in a late failure). */
export function welcomeMailContextFor(
  context: Readonly<RouterContextProvider>,
): NewsletterContext & { requestId: string } {
  const { rateLimits } = getConfig();
  return {
    ...newsletterContextFor(context),
    limitPerHour: rateLimits.welcomeMailsPerHour,
    requestId: context.get(requestIdContext),
  };
}

/** Where a staff reply to an enquiry comes from and goes back to: the truck's own address. */
export async function replyContextFor(): Promise<ReplyContext> {
  const details = await getBusinessDetails();
  return { siteUrl: getConfig().siteUrl, truckAddress: details.email };
}
