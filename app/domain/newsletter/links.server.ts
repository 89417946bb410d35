// The signed links mailed to subscribers. None needs an account or a cookie: the signature (an
// HMAC with the session secret) proves the link came from us for that address.
//   - the subscriber's link (preferences, unsubscribe, RFC 8058 one-click): does not expire, as it
//     is in every mail; it only lets its holder change that address's topics or leave the list;
//   - the confirmation link: names the request it confirms and expires after CONFIRMATION_DAYS.
// Tokens travel in the query string, which the request log redacts (server/request-log.ts).
import { sameSignature, signValue as sign } from "#app/domain/shared/signed-values.server.ts";
import { type Language, pathIn } from "#app/i18n/language.ts";

/** How long a confirmation link works: a week covers a holiday away from the inbox. */
export const CONFIRMATION_DAYS = 7;
export const CONFIRMATION_MS = CONFIRMATION_DAYS * 24 * 60 * 60_000;

type LinkContext = { siteUrl: string; secret: string };

// The subscriber's link keeps the signature of the unsubscribe links mailed before issue 31, so
// those keep working, and now also open the preferences page.
function subscriberSignature(email: string, secret: string): string {
  return sign("newsletter-unsubscribe", email, secret);
}

function subscriberQuery(email: string, secret: string): URLSearchParams {
  return new URLSearchParams({ email, token: subscriberSignature(email, secret) });
}

/** The signed https link to the preferences page (topics, language, unsubscribe), in a language's page. */
export function preferencesUrl(email: string, context: LinkContext, language: Language = "en"): string {
  return `${context.siteUrl}${pathIn(language, "/newsletter/preferences")}?${subscriberQuery(email, context.secret)}`;
}

/**
 * The unsubscribe page (a confirming click), in a language's page; by POST, the one-click
 * unsubscribe (RFC 8058). List-Unsubscribe keeps the English address it has always had.
 */
export function unsubscribeUrl(email: string, context: LinkContext, language: Language = "en"): string {
  return `${context.siteUrl}${pathIn(language, "/newsletter/unsubscribe")}?${subscriberQuery(email, context.secret)}`;
}

/** The signed https URL for List-Unsubscribe: a POST with List-Unsubscribe=One-Click unsubscribes (RFC 8058). */
export function oneClickUnsubscribeUrl(email: string, context: LinkContext): string {
  return unsubscribeUrl(email, context);
}

/** What a follower mail's frame needs of its recipient: their language and their signed links in it. */
export function followerLinks(email: string, context: LinkContext, language: Language) {
  return {
    language,
    oneClickUnsubscribeUrl: oneClickUnsubscribeUrl(email, context),
    unsubscribeUrl: unsubscribeUrl(email, context, language),
    preferencesUrl: preferencesUrl(email, context, language),
  };
}

/** The address a subscriber's link (preferences or unsubscribe) was signed for, or null. */
export function subscriberFromLink(url: URL, secret: string): string | null {
  const email = url.searchParams.get("email")?.toLowerCase() ?? "";
  const token = url.searchParams.get("token") ?? "";
  return email && token && sameSignature(subscriberSignature(email, secret), token) ? email : null;
}

export function isValidUnsubscribeToken(email: string, token: string, secret: string): boolean {
  return sameSignature(subscriberSignature(email, secret), token);
}

/** The link in the confirmation mail, on the page in the request's language: the address, the request's time and their signature. */
export function confirmationUrl(
  email: string,
  requestedAt: Date,
  context: LinkContext,
  language: Language = "en",
): string {
  const at = String(requestedAt.getTime());
  const params = new URLSearchParams({
    email,
    at,
    token: sign("newsletter-confirm", `${email}:${at}`, context.secret),
  });
  return `${context.siteUrl}${pathIn(language, "/newsletter/confirm")}?${params}`;
}

export type ConfirmationLink =
  | { state: "valid"; email: string; requestedAt: Date }
  | { state: "expired"; email: string }
  | { state: "invalid" };

/** Reads a confirmation link: forged or malformed is invalid; genuine but too old is expired. */
export function readConfirmationLink(url: URL, secret: string, now: Date = new Date()): ConfirmationLink {
  const email = url.searchParams.get("email")?.toLowerCase() ?? "";
  const at = url.searchParams.get("at") ?? "";
  const token = url.searchParams.get("token") ?? "";
  if (!email || !/^\d{1,15}$/.test(at) || !token) return { state: "invalid" };
  if (!sameSignature(sign("newsletter-confirm", `${email}:${at}`, secret), token)) return { state: "invalid" };
  const requestedAt = new Date(Number(at));
  if (now.getTime() - requestedAt.getTime() > CONFIRMATION_MS) return { state: "expired", email };
  return { state: "valid", email, requestedAt };
}
