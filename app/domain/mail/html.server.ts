// The HTML of a mail: text put into it has every character that could open markup escaped, and
// a mail of plain paragraphs gets the same words in both parts.
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

function paragraphs(lines: readonly string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, "<br>")}</p>`).join("\n");
}
