// Per-page metadata (spec section 3, "Page metadata"): title, description, canonical URL,
// share image, Open Graph/Twitter tags, theme colour and JSON-LD. The site's public address
// comes from the root loader (SITE_URL), so canonical links never depend on the request host.
import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "#app/content/frame.ts";
import type { FrameWords } from "#app/content/frame-words.ts";
import { type Language, OG_LOCALE, pathIn } from "#app/i18n/language.ts";

export const SHARE_IMAGE = {
  path: "/images/share-1200x630.jpg",
  width: 1200,
  height: 630,
  alt: "A chicken katsu sando cut in half in front of the red Sando Truck",
};
export const THEME_COLOR = "#EA1E25";

export type Breadcrumb = { name: string; path: string };

export type PageMetadata = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/menu". */
  path: string;
  type?: "website" | "article";
  image?: { path: string; width: number; height: number; alt: string };
  breadcrumbs?: Breadcrumb[];
  /** Extra JSON-LD objects for this page. */
  schema?: Record<string, unknown>[];
  noindex?: boolean;
};

type RootData = { siteUrl?: string; language?: Language; frame?: FrameWords | null } | undefined;
type MatchLike = { id: string; loaderData?: unknown } | undefined;

const rootDataOf = (matches: readonly MatchLike[]) =>
  matches.find((match) => match?.id === "root")?.loaderData as RootData;

/** The site's public address, read from the root route's loader data. */
export function siteUrlFrom(matches: readonly MatchLike[]): string {
  return rootDataOf(matches)?.siteUrl ?? "";
}

/** The page's language, as the root's loader read it from the address. */
export function languageFrom(matches: readonly MatchLike[]): Language {
  return rootDataOf(matches)?.language ?? "en";
}

/**
 * The page and its twin in the other language, for search engines: `hreflang` en and es, and
 * x-default (English) for readers of any other language.
 */
function alternateLinks(siteUrl: string, path: string): MetaDescriptor[] {
  const english = `${siteUrl}${path}`;
  return [
    { tagName: "link", rel: "alternate", hrefLang: "en", href: english },
    { tagName: "link", rel: "alternate", hrefLang: "es", href: `${siteUrl}${pathIn("es", path)}` },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: english },
  ];
}

export function breadcrumbSchema(siteUrl: string, crumbs: Breadcrumb[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}

/** `page.path` is the English path; the canonical URL is the page's own language's. */
export function pageMeta(matches: readonly MatchLike[], page: PageMetadata): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(matches);
  const language = languageFrom(matches);
  const canonical = `${siteUrl}${pathIn(language, page.path)}`;
  const frame = rootDataOf(matches)?.frame;
  const image = page.image ?? { ...SHARE_IMAGE, alt: frame?.shareImageAlt ?? SHARE_IMAGE.alt };
  const imageUrl = `${siteUrl}${image.path}`;
  const type = page.type ?? "website";
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...(page.noindex ? [] : alternateLinks(siteUrl, page.path)),
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: type },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { property: "og:locale", content: OG_LOCALE[language] },
    { property: "og:locale:alternate", content: OG_LOCALE[language === "en" ? "es" : "en"] },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  const schema = [...(page.schema ?? [])];
  if (page.breadcrumbs && page.breadcrumbs.length > 0) {
    const crumbs = [{ name: frame?.home ?? "Home", path: "/" }, ...page.breadcrumbs];
    schema.push(
      breadcrumbSchema(
        siteUrl,
        crumbs.map((crumb) => ({ ...crumb, path: pathIn(language, crumb.path) })),
      ),
    );
  }
  if (schema.length > 0) tags.push({ "script:ld+json": schema });
  return tags;
}

/** The head of a portal page: its title, and kept out of search engines. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Sando Truck Admin` }, { name: "robots", content: "noindex" }];
}

/**
 * A section one level below the home page (/about, /menu...): titled "<name> | Sando Truck",
 * with itself as its breadcrumb.
 */
export function sectionMeta(
  matches: readonly MatchLike[],
  section: { name: string; path: string; description: string },
  more: Pick<PageMetadata, "type" | "schema"> = {},
): MetaDescriptor[] {
  return pageMeta(matches, {
    title: `${section.name} | Sando Truck`,
    description: section.description,
    path: section.path,
    breadcrumbs: [{ name: section.name, path: section.path }],
    ...more,
  });
}

/**
 * The head of a page opened from a private link (a token in its URL): out of every index, and
 * its address not sent on in a Referer.
 */
export function privateLinkMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }];
}
