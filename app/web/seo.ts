// What the browser may share of the pages' heads: the theme colour, the share image and the
// short heads of portal and private-link pages. A public page's full head (canonical URL,
// Open Graph, JSON-LD) is built by its loader: page-meta.server.ts.
import type { MetaDescriptor } from "react-router";

export const SHARE_IMAGE = {
  path: "/images/share-1200x630.jpg",
  width: 1200,
  height: 630,
  alt: "A chicken katsu sando cut in half in front of the red Sando Truck",
};
export const THEME_COLOR = "#EA1E25";

/** The head of a portal page: its title, and kept out of search engines. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Sando Truck Admin` }, { name: "robots", content: "noindex" }];
}

/**
 * The head of a page opened from a private link (a token in its URL): out of every index, and
 * its address not sent on in a Referer.
 */
export function privateLinkMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }];
}
