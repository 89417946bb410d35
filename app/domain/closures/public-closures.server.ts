// What the public pages are told of closures (issue 33), read once by the public layout: the
// closure on now (the hours card and the next-stop block say "Closed until …" and why) and the
// closures starting within SPECIAL_HOURS_DAYS (the structured data's specialOpeningHoursSpecification:
// special hours are for the weeks ahead, as search engines show them), shaped here on the server
// so the browser's bundle does not carry the shaping (the public JavaScript budget). A closure that
// cannot be read leaves these out rather than failing the page, as the banner does.

import { CLOSURE_WORDS } from "#app/content/stops-words.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import type { Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { isDatabaseUnavailableError } from "#app/infra/db.server.ts";
import { listActiveClosures } from "./closures.server.ts";
import {
  type ClosureNotice,
  closureNotice,
  type DateClosure,
  reopeningDay,
  type ShownClosureNotice,
} from "./closures.ts";

/** One closure as schema.org special hours: closed (opens and closes at midnight) from its first day to its last. */
export type SpecialHours = {
  "@type": "OpeningHoursSpecification";
  opens: "00:00";
  closes: "00:00";
  validFrom: string;
  validThrough: string;
  description: string;
};

/** The closure on now, and those within SPECIAL_HOURS_DAYS (their reasons in both languages), for the structured data. */
export type PublicClosures = { now: ClosureNotice | null; coming: DateClosure[] };

/** The closures to come as special hours in a page's language: each reason in it where it has it (issue 49). */
export function specialHoursIn(closures: PublicClosures, language: Language): SpecialHours[] {
  return closures.coming.map((closure) => ({
    "@type": "OpeningHoursSpecification",
    opens: "00:00",
    closes: "00:00",
    validFrom: closure.starts_on,
    validThrough: closure.ends_on,
    description: language === "es" && closure.reasonEs ? closure.reasonEs : closure.reason,
  }));
}

export const SPECIAL_HOURS_DAYS = 90;

export const NO_CLOSURES: PublicClosures = { now: null, coming: [] };

export async function publicClosures(at: Date = clockNow()): Promise<PublicClosures> {
  try {
    const closures = await listActiveClosures(at);
    const horizon = addDaysToIsoDate(todayInTruckTimeZone(at), SPECIAL_HOURS_DAYS);
    return {
      now: closureNotice(closures, at.getTime()),
      coming: closures.filter((closure) => closure.starts_on < horizon),
    };
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return NO_CLOSURES;
  }
}

/**
 * The closure on now as a page in `language` tells it (issue 48): "Cerrado hasta el lunes, 29 de
 * diciembre" on a Spanish page; the reason stays as staff typed it. The request's read of the
 * closures is shared by its loaders in one language-free form (web/public-business.server.ts);
 * the layout words it for its page.
 */
export function closureNoticeIn(notice: ClosureNotice | null, language: Language): ShownClosureNotice | null {
  if (!notice || language === "en") return notice;
  const closedUntil = fill(CLOSURE_WORDS[language].closedUntil, { day: reopeningDay(notice.reopensOn, language) });
  // Its reason in Spanish (issue 49), else as staff typed it, marked English.
  const reason = notice.reasonEs === null ? { reasonLang: "en" as const } : { reason: notice.reasonEs };
  return { ...notice, closedUntil, ...reason };
}
