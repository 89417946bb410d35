// The short addresses a printed sign's codes point at (issue 53): `/s/<code>` for a stop's page
// and `/s/<code>/follow` to follow changes to stops; the "Review us" cards' one `/s/review`. A stop's
// code is its id's twelve bytes in base64url, so it needs no record and no lookup, and the code
// a sign was printed with works as long as the stop is stored. Client-safe.

/**
 * What a code leads to; each scan is counted by it and its stop in the Owner's numbers (a review
 * card's by no stop: cards are handed out, not posted at one).
 */
export const SIGN_TARGETS = ["stop", "follow", "review"] as const;
export type SignTarget = (typeof SIGN_TARGETS)[number];
/** What a stop's own sign leads to. */
export type StopSignTarget = Exclude<SignTarget, "review">;

const HEX_ID = /^[0-9a-f]{24}$/;
const CODE = /^[A-Za-z0-9_-]{16}$/;

/** A stop's code: its id (24 hex digits) in base64url (16 characters). */
export function signCodeOf(stopId: string): string {
  if (!HEX_ID.test(stopId)) throw new Error(`not a stop id: ${stopId}`);
  const bytes = stopId.match(/../g)!.map((pair) => Number.parseInt(pair, 16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_");
}

/** The stop id a code stands for; null for anything that is not a code of ours. */
export function stopIdOfSignCode(code: string): string | null {
  if (!CODE.test(code)) return null;
  const binary = atob(code.replaceAll("-", "+").replaceAll("_", "/"));
  return [...binary].map((char) => char.charCodeAt(0).toString(16).padStart(2, "0")).join("");
}

/** The short address of the "Review us" cards' code, on the site at `siteUrl`. */
export function reviewCodeUrl(siteUrl: string): string {
  return `${siteUrl}/s/review`;
}

/** The short address of a stop's sign code, on the site at `siteUrl`. */
export function signCodeUrl(siteUrl: string, stopId: string, target: StopSignTarget): string {
  return `${siteUrl}/s/${signCodeOf(stopId)}${target === "follow" ? "/follow" : ""}`;
}
