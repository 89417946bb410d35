// Per-page metadata (spec section 3, "Page metadata"): title, description, canonical URL,
// share image, Open Graph/Twitter tags and JSON-LD. Built by each public page's loader and sent
// as its data (`meta`), which the page's meta function returns as it is: these rules stay out of
// the JavaScript every public page loads. The site's public address is SITE_URL, so canonical
// links never depend on the request host. A page's meta function runs only with its loader's
// data: a failing loader's error is shown by the public layout's boundary, and React Router then
// asks no meta of the page below it.
import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "#app/content/frame.ts";
import { FRAME_WORDS } from "#app/content/frame-words.ts";
import { type Language, languageOf, OG_LOCALE, pathIn } from "#app/i18n/language.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { SHARE_IMAGE } from "./seo.ts";

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

/**
 * The head of the page the request asked for, in its language (read from its address, as the
 * root's loader reads it). `page.path` is the English path; the canonical URL is the page's own
 * language's.
 */
export function pageMeta(request: Request, page: PageMetadata): MetaDescriptor[] {
  const { siteUrl } = getConfig();
  const language: Language = languageOf(request);
  const frame = FRAME_WORDS[language];
  const canonical = `${siteUrl}${pathIn(language, page.path)}`;
  const image = page.image ?? { ...SHARE_IMAGE, alt: frame.shareImageAlt };
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
    const crumbs = [{ name: frame.home, path: "/" }, ...page.breadcrumbs];
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

/**
 * A section one level below the home page (/about, /menu...): titled "<name> | Sando Truck",
 * with itself as its breadcrumb.
 */
export function sectionMeta(
  request: Request,
  section: { name: string; path: string; description: string },
  more: Pick<PageMetadata, "type" | "schema"> = {},
): MetaDescriptor[] {
  return pageMeta(request, {
    title: `${section.name} | Sando Truck`,
    description: section.description,
    path: section.path,
    breadcrumbs: [{ name: section.name, path: section.path }],
    ...more,
  });
}
