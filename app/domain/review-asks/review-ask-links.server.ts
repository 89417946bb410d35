// The link in a review ask that asks for no more such mail (issue 53): the client's address and
// its signature for this purpose alone, so it works from any browser, never expires (it is in a
// mail kept for years) and can do nothing but stop review asks to that address. The token travels
// in the query string, which the request log redacts.
import { sameSignature, signValue } from "#app/domain/shared/signed-values.server.ts";
import { type Language, pathIn } from "#app/i18n/language.ts";

const PURPOSE = "review-ask-opt-out";
export const REVIEW_OPT_OUT_PATH = "/review/no-more-mail";

/** The signed link to the page that stops review asks to `email`, in `language`. */
export function reviewOptOutUrl(
  email: string,
  context: { siteUrl: string; secret: string },
  language: Language = "en",
): string {
  const query = new URLSearchParams({ email, token: signValue(PURPOSE, email.toLowerCase(), context.secret) });
  return `${context.siteUrl}${pathIn(language, REVIEW_OPT_OUT_PATH)}?${query}`;
}

/** The address a "no more review mail" link was signed for, or null for anything else. */
export function optOutAddressOf(url: URL, secret: string): string | null {
  const email = url.searchParams.get("email")?.toLowerCase() ?? "";
  const token = url.searchParams.get("token") ?? "";
  return email && token && sameSignature(signValue(PURPOSE, email, secret), token) ? email : null;
}
