// What the Owner's numbers count (issue 51), safe in the browser bundle: the kinds of daily
// totals, how their keys are spelled, and the caps on keys a visitor controls.
// Why counted this way, and what is never kept: docs/decisions/0030-owners-numbers.md.

/** Every kind of daily total. A key's shape is given beside each. */
export const NUMBERS_KINDS = {
  /** A public page viewed: `<page>|<language>`, e.g. `/menu|es`; every gallery photo is `/gallery/:id`, every 404 `/not-found`. */
  view: "view",
  /** Visitors counted once a day: `all`, by language (`en`, `es`) and by device (`phone`, `desktop`). */
  visitors: "visitors",
  /** Another site a visit came from, by host only: `www.yelp.com`. */
  referrer: "referrer",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  /** A tap on a link that leaves for the truck, sent by the link's `ping`: `<link>|<channel>|<stop>` (tapKey). */
  tap: "tap",
  /** A file downloaded: `menu-pdf|<language>`. */
  download: "download",
  /** A newsletter sign-up asked for: `<page>|<language>`, the page the form was on. */
  signup: "signup",
  /**
   * A printed code scanned (issue 53): `<target>|<stop>`, target `stop` or `follow` with the stop
   * whose sign it is, or `review` with NONE (the "Review us" cards are not at one stop).
   */
  scan: "scan",
} as const;
export type NumbersKind = (typeof NUMBERS_KINDS)[keyof typeof NUMBERS_KINDS];

/**
 * Kinds whose keys a visitor writes (a referrer, a query, a ping's address): each capped per day
 * and server. A day's real taps are a few stops by a few channels, well under the cap.
 */
export const VISITOR_KEYED_KINDS: ReadonlySet<NumbersKind> = new Set([
  NUMBERS_KINDS.tap,
  NUMBERS_KINDS.referrer,
  NUMBERS_KINDS.utmSource,
  NUMBERS_KINDS.utmMedium,
  NUMBERS_KINDS.utmCampaign,
]);
/** At most this many different keys of such a kind a day on one server; the rest count as OTHER_KEY. */
export const KEYS_PER_DAY = 50;
/** Longer keys are cut to this many characters. */
export const KEY_LENGTH = 80;
/** Where the keys past the cap are counted. */
export const OTHER_KEY = "(other)";

/** Links whose taps count. */
export type TapLink = "order" | "phone" | "directions";
/** No stop (a link outside any stop) or no channel: spelled `-` in a key. */
export const NONE = "-";

/** A tap's key: the link, its channel (`pickup`, `delivery:<service>`, `phone`) and the stop's id. */
export function tapKey(link: TapLink, channel: string | null, stop: string | null): string {
  return `${link}|${channel || NONE}|${stop || NONE}`;
}

/** A key's parts, split on `|`. */
export function keyParts(key: string): string[] {
  return key.split("|");
}

/** How long daily totals are kept. */
export const MONTHS_KEPT = 25;
