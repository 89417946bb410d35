// Every mail to followers (the welcome, the weekly schedule, later notices and campaigns) is built
// here, so each carries what mailbox providers and the law ask of list mail: a plain-text part
// beside the HTML, a footer with the truck's postal address (CAN-SPAM) and the recipient's own
// preferences and unsubscribe links, and the list headers (RFC 2369, 2919 and 8058).
import { FOLLOWER_MAIL_WORDS } from "#app/content/follower-mail-words.ts";
import { BUSINESS } from "#app/content/site.ts";
import type { Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { escapeHtml } from "./html.server.ts";

export type FollowerMailInput = {
  subject: string;
  /** The message itself, plain text and HTML (the HTML inside the shared follower layout). */
  text: string;
  html: string;
  /** The follower's language (issue 50): the footer's words, the HTML's `lang`, Content-Language. */
  language: Language;
  /**
   * The language of the message itself when it is not the follower's: a campaign without its
   * Spanish reaches a follower who reads Spanish in English, marked so, in a Spanish frame.
   */
  bodyLanguage?: Language;
  /** Signed links of this recipient: the one-click URL (List-Unsubscribe, in English as ever), and the pages in their language. */
  oneClickUnsubscribeUrl: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
  /** The truck's postal address; "" leaves it out (only confirmation and welcome may go without one). */
  postalAddress: string;
  siteUrl: string;
};

export type FollowerMail = { subject: string; text: string; html: string; headers: Record<string, string> };

/** The list's id (RFC 2919): on the site's own domain, so providers can tell this list apart. */
export function followerListId(siteUrl: string): string {
  return `${BUSINESS.name} followers <followers.${new URL(siteUrl).hostname}>`;
}

/** Subject, both parts with the footer (postal address, preferences and unsubscribe links), and the list headers. */
export function followerMail(input: FollowerMailInput): FollowerMail {
  const address = input.postalAddress.trim();
  const bodyLanguage = input.bodyLanguage ?? input.language;
  const words = FOLLOWER_MAIL_WORDS[input.language].footer;
  const why = fill(words.why, { name: BUSINESS.name });
  const textFooter = [
    `${why} ${input.siteUrl}.`,
    `${words.preferences}: ${input.preferencesUrl}`,
    `${words.unsubscribe}: ${input.unsubscribeUrl}`,
    ...(address ? [address] : []),
  ];
  const htmlFooter = [
    `${escapeHtml(why)} <a href="${escapeHtml(input.siteUrl)}">${escapeHtml(input.siteUrl)}</a>.`,
    // A line each, so a thumb on a phone finds each link on its own.
    `<a href="${escapeHtml(input.preferencesUrl)}">${escapeHtml(words.preferences)}</a>`,
    `<a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(words.unsubscribe)}</a>`,
    // The postal address is the Owner's, as typed: English text in a Spanish mail says so.
    ...(address ? [inEnglishWhere(input.language, escapeHtml(address).replace(/\r?\n/g, "<br>"))] : []),
  ];
  return {
    subject: input.subject,
    // "-- " on its own line starts a signature: text mail clients show the footer as one.
    text: `${input.text.trimEnd()}\n\n-- \n${textFooter.join("\n\n")}\n`,
    html: layout(
      input.subject,
      bodyLanguage === input.language ? input.html : `<div lang="${bodyLanguage}">\n${input.html}\n</div>`,
      htmlFooter,
      input.language,
    ),
    headers: {
      // The mail's languages for clients that offer to translate or read aloud (RFC 3282): the
      // message's first, then the frame's when it differs.
      "Content-Language": [...new Set([bodyLanguage, input.language])].join(", "),
      "List-Id": followerListId(input.siteUrl),
      // One-click unsubscribe for mail clients (RFC 8058): a POST to this URL is enough.
      "List-Unsubscribe": `<${input.oneClickUnsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The shared follower layout: one narrow column, inline styles (mail clients drop stylesheets). */
function layout(subject: string, body: string, footer: string[], language: Language): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#ffffff;">
<div role="article" aria-label="${escapeHtml(subject)}" style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;">${escapeHtml(BUSINESS.name)}</p>
${body}
<hr style="margin:32px 0 16px;border:0;border-top:1px solid #cccccc;">
<footer style="font-size:14px;color:#4d4d4d;">
${footer.map((line) => `<p style="margin:0 0 12px;">${line}</p>`).join("\n")}
</footer>
</div>
</body>
</html>
`;
}

/** HTML the Owner typed in English, in a mail in another language: marked `lang="en"` so it is read as English. */
export function inEnglishWhere(language: Language, html: string): string {
  return language === "en" ? html : `<span lang="en">${html}</span>`;
}
