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
import { type ClosureNotice, closureNotice, type DateClosure, reopeningDay } from "./closures.ts";

/** One closure as schema.org special hours: closed (opens and closes at midnight) from its first day to its last. */
export type SpecialHours = {
  "@type": "OpeningHoursSpecification";
  opens: "00:00";
  closes: "00:00";
  validFrom: string;
  validThrough: string;
  description: string;
};

export type PublicClosures = { now: ClosureNotice | null; specialHours: SpecialHours[] };

function specialHours(closure: DateClosure): SpecialHours {
  return {
    "@type": "OpeningHoursSpecification",
    opens: "00:00",
    closes: "00:00",
    validFrom: closure.starts_on,
    validThrough: closure.ends_on,
    description: closure.reason,
  };
}

export const SPECIAL_HOURS_DAYS = 90;

export const NO_CLOSURES: PublicClosures = { now: null, specialHours: [] };

export async function publicClosures(at: Date = clockNow()): Promise<PublicClosures> {
  try {
    const closures = await listActiveClosures(at);
    const horizon = addDaysToIsoDate(todayInTruckTimeZone(at), SPECIAL_HOURS_DAYS);
    return {
      now: closureNotice(closures, at.getTime()),
      specialHours: closures.filter((closure) => closure.starts_on < horizon).map(specialHours),
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
export function closureNoticeIn(notice: ClosureNotice | null, language: Language): ClosureNotice | null {
  if (!notice || language === "en") return notice;
  const closedUntil = fill(CLOSURE_WORDS[language].closedUntil, { day: reopeningDay(notice.reopensOn, language) });
  return { ...notice, closedUntil };
}
