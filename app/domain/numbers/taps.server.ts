// What visitors do that the Owner's numbers count besides reading pages (issue 51): a tap's ping
// (the links that send one: taps.ts), a newsletter sign-up, and a printed sign's code scanned
// (issue 53). Each adds one to today's total in
// this process's memory (tally.server.ts); nothing is read or written on the request's path, so
// a stop that is no longer listed is counted by its id all the same.
import { z } from "zod";
import { Refusal } from "#app/domain/shared/refusal.ts";
import type { SignTarget } from "#app/domain/signs/sign-codes.ts";
import type { Language } from "#app/i18n/language.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { NONE, NUMBERS_KINDS, type TapLink, tapKey } from "./numbers.ts";
import { countOne } from "./tally.server.ts";
import { SERVICE_LENGTH } from "./taps.ts";

const TAP_LINKS = ["order", "phone", "directions"] as const satisfies readonly TapLink[];

/** A ping's query, as taps.ts writes it, and nothing else (the keys are the Owner's to read). */
const tapSchema = z.strictObject({
  link: z.enum(TAP_LINKS),
  channel: z.union([
    z.enum(["pickup", "phone", NONE]),
    // A service's name as the Owner typed it: no `|` (the key's separator), no control characters.
    z.string().regex(new RegExp(`^delivery:[^|\\p{Cc}]{1,${SERVICE_LENGTH}}$`, "u")),
  ]),
  stop: z.union([z.literal(NONE), z.string().regex(/^[0-9a-f]{24}$/)]),
});

/** Counts the tap a ping's query names; a query that is not one of ours is refused (400) and counts nothing. */
export function countTap(query: URLSearchParams): void {
  // Each once: a repeated name is not a query these links write.
  const parsed = query.size === 3 ? tapSchema.safeParse(Object.fromEntries(query)) : null;
  if (!parsed?.success) throw new Refusal(400, "Not a tap of ours");
  const { link, channel, stop } = parsed.data;
  if (getConfig().numbers.counting) countOne(NUMBERS_KINDS.tap, tapKey(link, channel, stop));
}

/** Counts a newsletter sign-up asked for on `page` (a public page's name, `api`, or OTHER_KEY) in `language`. */
export function countSignup(page: string, language: Language): void {
  if (getConfig().numbers.counting) countOne(NUMBERS_KINDS.signup, `${page}|${language}`);
}

/** Counts a printed code scanned (issue 53): what it leads to, and the stop whose sign it is (NONE for a review card). */
export function countScan(target: SignTarget, stop: string): void {
  if (getConfig().numbers.counting) countOne(NUMBERS_KINDS.scan, `${target}|${stop}`);
}
