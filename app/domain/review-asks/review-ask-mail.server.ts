// The review ask's words (issue 53): thanks for the event and the two sites' "write a review"
// pages, in the client's language, the same for every client; then why it came, the link for no
// more such mail and the truck's postal address (CAN-SPAM), with one-click unsubscribe headers
// (RFC 8058) so a mail client's own button works too.
import { REVIEW_ASK_WORDS } from "#app/content/review-words.ts";
import { BUSINESS } from "#app/content/site.ts";
import type { ReviewLinks } from "#app/domain/business/public-details.ts";
import { plainName } from "#app/domain/enquiries/enquiry-mails.server.ts";
import { inEnglishWhere } from "#app/domain/mail/follower-mail.server.ts";
import { escapeHtml, mailIn } from "#app/domain/mail/html.server.ts";
import { formatDayWithWeekday } from "#app/domain/shared/dates.ts";
import type { Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";

export function reviewAskMail(ask: {
  name: string;
  eventDate: string;
  language: Language;
  reviewPages: ReviewLinks;
  optOutUrl: string;
  postalAddress: string;
}) {
  const { language } = ask;
  const words = REVIEW_ASK_WORDS[language];
  const date = formatDayWithWeekday(ask.eventDate, language);
  const name = plainName(ask.name);
  const address = ask.postalAddress.trim();
  const body = [
    name ? fill(words.greeting, { name }) : words.greetingUnnamed,
    fill(words.thanks, { date }),
    [
      words.ask,
      // The sites' names are the same in either language.
      `Google: ${ask.reviewPages.google}`,
      `Yelp: ${ask.reviewPages.yelp}`,
    ].join("\n"),
    words.signature,
  ];
  const footer = [fill(words.why, { name: BUSINESS.name }), fill(words.optOut, { link: ask.optOutUrl })];
  const mail = mailIn(language, fill(words.subject, { date }), body);
  const footerHtml = [
    ...footer.map((line) => `<p style="font-size:14px;color:#4d4d4d;">${escapeHtml(line)}</p>`),
    // The postal address is the Owner's, as typed: English in a Spanish mail says so.
    `<p style="font-size:14px;color:#4d4d4d;">${inEnglishWhere(language, escapeHtml(address).replace(/\r?\n/g, "<br>"))}</p>`,
  ];
  return {
    ...mail,
    // "-- " on its own line starts a signature: text mail clients show the footer as one.
    text: `${mail.text}\n-- \n${[...footer, address].join("\n\n")}\n`,
    html: `${mail.html}\n<hr>\n${footerHtml.join("\n")}`,
    headers: {
      ...mail.headers,
      "List-Unsubscribe": `<${ask.optOutUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
