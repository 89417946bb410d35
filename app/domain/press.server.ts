// Press coverage as the public sees it: published articles only, newest first.
// Shared by /press and GET /api/press-articles.
import { PressArticle } from "../models/press-article.server.ts";

/** Spec section 3, "Press article", as the public API returns it. */
export type PublicArticle = {
  id: string;
  title: string;
  publication: string;
  source: string;
  url: string;
  /** YYYY-MM-DD */
  date_published: string;
  blurb: string;
  thumbnail: string;
};

type ArticleRecord = {
  _id: { toString(): string };
  title: string;
  publication: string;
  url: string;
  date_published: Date;
  blurb?: string | null;
  thumbnail?: string | null;
};

export function toPublicArticle(article: ArticleRecord): PublicArticle {
  return {
    id: article._id.toString(),
    title: article.title,
    publication: article.publication,
    source: article.publication,
    url: article.url,
    date_published: new Date(article.date_published).toISOString().slice(0, 10),
    blurb: article.blurb ?? "",
    thumbnail: article.thumbnail ?? "",
  };
}

export async function listPublishedArticles(): Promise<PublicArticle[]> {
  const articles = await PressArticle.find({ status: "published" })
    .sort({ date_published: -1, title: 1 })
    .lean<ArticleRecord[]>();
  return articles.map(toPublicArticle);
}
