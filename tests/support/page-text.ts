// A page's HTML as a reader gets its text: tags and React's text separators gone, entities read,
// white space run together. For tests over HTTP that check what a page says.
export function pageText(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]*>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ")
    .trim();
}
