// The settings the public forms run with, for one request: who is asking and the site's limits.
import type { RouterContextProvider } from "react-router";
import { getConfig } from "../../config.server.ts";
import { getClientAddress } from "../../request-context.server.ts";
import type { EnquiryContext } from "../enquiries/enquiries.server.ts";
import type { NewsletterContext } from "../newsletter/newsletter.server.ts";

export function enquiryContextFor(context: Readonly<RouterContextProvider>): EnquiryContext {
  const config = getConfig();
  return {
    client: getClientAddress(context),
    limitPerHour: config.rateLimits.enquiriesPerHour,
    siteUrl: config.siteUrl,
    staffAddress: config.mail.staffAddress,
  };
}

export function newsletterContextFor(context: Readonly<RouterContextProvider>): NewsletterContext {
  const config = getConfig();
  return {
    client: getClientAddress(context),
    limitPerHour: config.rateLimits.subscriptionsPerHour,
    siteUrl: config.siteUrl,
    secret: config.sessionSecret,
  };
}
