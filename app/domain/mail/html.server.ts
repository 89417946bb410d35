// The HTML of a mail: text put into it has every character that could open markup escaped, and
// a mail of plain paragraphs gets the same words in both parts.
import type { ShownText } from "#app/domain/shared/shown-text.ts";
import type { Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A mail of plain paragraphs: the text with blank lines between them, the HTML as <p>s (the quote mails use it too). */
export function mailOf(subject: string, lines: readonly string[]) {
  return { subject, text: `${lines.join("\n\n")}\n`, html: paragraphs(lines) };
}

/** The same, to a visitor in their language (issue 50): with the Content-Language header that says which. */
export function mailIn(language: Language, subject: string, lines: readonly string[]) {
  return { ...mailOf(subject, lines), headers: { "Content-Language": language } };
}

function paragraphs(lines: readonly string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, "<br>")}</p>`).join("\n");
}

/** A text as a mail's HTML shows it: escaped, and in a span marked English where it fell back to the English. */
export function shownHtml(shown: ShownText | string): string {
  if (typeof shown === "string") return escapeHtml(shown);
  return shown.lang ? `<span lang="${shown.lang}">${escapeHtml(shown.text)}</span>` : escapeHtml(shown.text);
}

/**
 * A sentence of a mail's words with its slots filled (issue 50), in both parts: the plain text as
 * it reads, and the HTML escaped, with each slot that fell back to the Owner's English marked so.
 */
export function fillBoth(template: string, values: Record<string, ShownText | string>): { text: string; html: string } {
  const text = fill(
    template,
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, typeof value === "string" ? value : value.text]),
    ),
  );
  const html = template
    .split(/\{(\w+)\}/g)
    .map((part, index) => {
      if (index % 2 === 0) return escapeHtml(part);
      const value = values[part];
      return value === undefined ? escapeHtml(`{${part}}`) : shownHtml(value);
    })
    .join("");
  return { text, html };
}

/** Mail words made of `fillBoth` sentences: the paragraphs of each part. */
export function paragraphsOf(subject: string, sentences: readonly { text: string; html: string }[]) {
  return {
    subject,
    text: sentences.map((sentence) => sentence.text).join("\n\n"),
    html: sentences.map((sentence) => `<p>${sentence.html}</p>`).join("\n"),
  };
}
