// The words of a stop-change notice, in English and in Spanish (issue 50): what changed, then
// where the truck is next. In Spanish the stop's name, hours and reason are the Owner's Spanish
// where written, else their English marked lang="en"; days as es-US writes them.
import { STOP_NOTICE_WORDS } from "#app/content/stop-notice-words.ts";
import { fillBoth, paragraphsOf } from "#app/domain/mail/html.server.ts";
import type { MailingContent, MailingWords } from "#app/domain/mailings/mailings.server.ts";
import { formatDayWithWeekday } from "#app/domain/shared/dates.ts";
import { publicTextIn, type ShownText } from "#app/domain/shared/shown-text.ts";
import type { Language } from "#app/i18n/language.ts";
import type { Stop } from "./next-stop.ts";
import { stopTimeIn } from "./schedule.ts";
import type { StopChange } from "./stop-notices.ts";

/** The stop a notice is about: its name, and its Spanish (null while it has none). */
export type NoticeStop = { title: string; titleEs: string | null };

/** Where the truck is next, as a page in each language would show it. */
export type NextStopLine = Pick<Stop, "title" | "titleLang" | "address" | "dateLabel" | "time" | "timeTyped">;

/** Hours staff typed, as `language` writes them; marked English where they could not be read. */
function hoursIn(time: string, language: Language): ShownText {
  const hours = stopTimeIn(time, language);
  return hours.typed && language !== "en" ? { text: hours.text, lang: "en" } : { text: hours.text };
}

function changeLine(change: StopChange, title: ShownText, language: Language) {
  const words = STOP_NOTICE_WORDS[language].lines;
  const day = formatDayWithWeekday(change.date, language);
  switch (change.kind) {
    case "cancelled":
      return fillBoth(words.cancelled, {
        title,
        day,
        reason: publicTextIn(language, change.reason, change.reasonEs ?? null),
      });
    case "moved-day":
      return fillBoth(words["moved-day"], { title, day, to: formatDayWithWeekday(change.to, language) });
    case "moved-time":
      return fillBoth(words["moved-time"], {
        title,
        day,
        to: hoursIn(change.to, language),
        from: hoursIn(change.from, language),
      });
    case "moved-place":
      return fillBoth(words["moved-place"], { title, day, to: change.to, from: change.from });
    default:
      return fillBoth(words[change.kind], { title, day });
  }
}

function noticeIn(
  language: Language,
  stop: NoticeStop,
  changes: readonly StopChange[],
  next: NextStopLine | null,
): MailingWords {
  const words = STOP_NOTICE_WORDS[language];
  const title = publicTextIn(language, stop.title, stop.titleEs);
  const first = changes[0];
  const subject = first
    ? fillBoth(words.subject, {
        kind: words.kinds[first.kind],
        title,
        day: formatDayWithWeekday(first.date, language),
      }).text
    : fillBoth(words.subjectGoesAhead, { title }).text;
  const lines = changes.length
    ? changes.map((change) => changeLine(change, title, language))
    : [fillBoth(words.goesAhead, { title })];
  const nextLine = next
    ? fillBoth(words.next, {
        title: next.titleLang ? { text: next.title, lang: next.titleLang } : next.title,
        day: next.dateLabel,
        time: next.timeTyped && language !== "en" ? { text: next.time, lang: "en" } : next.time,
        address: next.address,
      })
    : fillBoth(words.noNext, {});
  return paragraphsOf(subject, [...lines, nextLine]);
}

/** The notice's words in English, and in Spanish for the followers who read it. */
export function noticeContent(
  stop: NoticeStop,
  changes: readonly StopChange[],
  next: Record<Language, NextStopLine | null>,
): MailingContent {
  return { ...noticeIn("en", stop, changes, next.en), es: noticeIn("es", stop, changes, next.es) };
}
