// A campaign's words as mail: the Owner writes plain text, and this is the only way it becomes
// HTML. Every character is escaped; a blank line starts a paragraph, a line break stays one, and
// a bare https URL becomes a link (nothing else does, so no markup typed in the editor, and no
// javascript: or data: link, ever reaches a mail). The image goes in the HTML with its alt text
// and the plain text names it.

import { FOLLOWER_MAIL_WORDS } from "#app/content/follower-mail-words.ts";
import { imageUrlAtWidth } from "#app/domain/images/image-variants.ts";
import { escapeHtml } from "#app/domain/mail/html.server.ts";
import type { Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";

export type CampaignBodyInput = {
  subject: string;
  text: string;
  imageUrl: string;
  imageAlt: string;
  siteUrl: string;
  /** The language it is written in: the plain text names the image in it. */
  language?: Language;
  /**
   * The portal's preview only: the image from the page's own origin, which the portal's
   * Content-Security-Policy allows (SITE_URL may name another host than the one in the browser).
   */
  imageOnPageOrigin?: boolean;
};

// Up to the first space or character that cannot sit in a bare URL in running text.
const HTTPS_URL = /https:\/\/[^\s<>"'`]+/g;
// A sentence's end or a closing bracket after a URL belongs to the sentence, not the URL.
const TRAILING_PUNCTUATION = new Set([".", ",", ";", ":", "!", "?", ")", "]"]);

/**
 * The URL without the punctuation that ends its sentence. One backward walk that looks at each
 * character once: linear in the URL's length. (The regex /[.,;:!?)\]]+$/ it replaces tried every
 * start in a run of punctuation and ran each to the run's end: quadratic, 215 ms on 20,000
 * characters of a campaign's body, from one Owner's typing.)
 */
export function withoutTrailingPunctuation(url: string): string {
  let end = url.length;
  while (end > 0 && TRAILING_PUNCTUATION.has(url[end - 1]!)) end -= 1;
  return url.slice(0, end);
}

const PARAGRAPH_STYLE = "margin:0 0 16px;";

/** The campaign's body (the engine frames it per recipient with followerMail). */
export function campaignMailBody(input: CampaignBodyInput): { subject: string; text: string; html: string } {
  const paragraphs = paragraphsOf(input.text);
  const image = input.imageUrl
    ? {
        url: input.imageOnPageOrigin ? mailImagePath(input.imageUrl) : mailImageUrl(input.imageUrl, input.siteUrl),
        alt: input.imageAlt,
      }
    : null;
  const html = paragraphs.map((paragraph) => `<p style="${PARAGRAPH_STYLE}">${paragraphHtml(paragraph)}</p>`);
  const text = [...paragraphs];
  if (image) {
    html.push(
      `<p style="${PARAGRAPH_STYLE}"><img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.alt)}" width="568" style="display:block;width:100%;max-width:568px;height:auto;border:0;"></p>`,
    );
    text.push(fill(FOLLOWER_MAIL_WORDS[input.language ?? "en"].imageInText, { alt: image.alt }));
  }
  return { subject: input.subject.trim(), text: `${text.join("\n\n")}\n`, html: html.join("\n") };
}

/** Paragraphs split at blank lines (lines of only spaces count), each trimmed, none empty. */
function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

function paragraphHtml(paragraph: string): string {
  let html = "";
  let from = 0;
  for (const match of paragraph.matchAll(HTTPS_URL)) {
    const url = withoutTrailingPunctuation(match[0]);
    html += escapeHtml(paragraph.slice(from, match.index));
    html += isHttpsUrl(url) ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` : escapeHtml(url);
    from = match.index + url.length;
  }
  html += escapeHtml(paragraph.slice(from));
  return html.replace(/\n/g, "<br>\n");
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * Where a mail client fetches the image: absolute on the site (mail has no page to be relative
 * to), at 800 px wide when the upload has that width (twice the column, sharp on a phone).
 */
export function mailImageUrl(url: string, siteUrl: string): string {
  return new URL(mailImagePath(url), siteUrl).href;
}

function mailImagePath(url: string): string {
  return imageUrlAtWidth(url, 800) ?? url;
}
