// Press coverage: published articles for the public (/press, GET /api/press-articles), newest
// first; every article and its changes for staff (/admin/press and /api/admin/press-articles).
import mongoose from "mongoose";
import { PRESS_MESSAGES } from "#app/content/portal-messages.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { sharedRead } from "#app/domain/shared/shared-read.server.ts";
import { updateVersioned } from "#app/domain/shared/versioned-records.server.ts";
import { PressArticle, type PressArticleRecord } from "#app/models/press-article.server.ts";
import type { PressStatus } from "#app/models/press-statuses.ts";
import type { PressArticleInput } from "./press.ts";

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

/** What the public answer is made from (blurb and thumbnail may be absent from older records). */
type ArticleRecord = Pick<PressArticleRecord, "_id" | "title" | "publication" | "url" | "date_published"> &
  Partial<Pick<PressArticleRecord, "blurb" | "thumbnail">>;

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
  const articles = await sharedRead("published-articles", () =>
    PressArticle.find({ status: "published" }).sort({ date_published: -1, title: 1 }).lean<ArticleRecord[]>(),
  );
  return articles.map(toPublicArticle);
}

// --- Staff: every article, drafts included, and its changes (portal pages and admin API). ---

/** An article as staff see it; `__v` is the version a form or PUT body sends back. */
export type AdminArticle = PublicArticle & { status: PressStatus; __v: number; updated_at: string | null };

type AdminArticleRecord = ArticleRecord & { status: PressStatus; __v?: number; updated_at?: Date };

function toAdminArticle(article: AdminArticleRecord): AdminArticle {
  return {
    ...toPublicArticle(article),
    status: article.status,
    __v: article.__v ?? 0,
    updated_at: article.updated_at ? new Date(article.updated_at).toISOString() : null,
  };
}

/** A malformed id names no article: it is refused with 404 without asking the database. */
export function isPressArticleId(id: string | undefined): id is string {
  return typeof id === "string" && mongoose.isValidObjectId(id) && /^[0-9a-f]{24}$/i.test(id);
}

export function assertPressArticleId(id: string | undefined): asserts id is string {
  if (!isPressArticleId(id)) throw new Refusal(404, PRESS_MESSAGES.notFound);
}

function toDocumentFields(input: PressArticleInput) {
  return { ...input, date_published: new Date(`${input.date_published}T00:00:00Z`) };
}

export async function listAdminArticles(): Promise<AdminArticle[]> {
  const articles = await PressArticle.find({}).sort({ date_published: -1, title: 1 }).lean<AdminArticleRecord[]>();
  return articles.map(toAdminArticle);
}

/** One article by id; a malformed or unknown id is refused with 404 'Article not found'. */
export async function findAdminArticle(id: string | undefined): Promise<AdminArticle> {
  const article = isPressArticleId(id) ? await PressArticle.findById(id).lean<AdminArticleRecord>() : null;
  if (!article) throw new Refusal(404, PRESS_MESSAGES.notFound);
  return toAdminArticle(article);
}

export async function createPressArticle(input: PressArticleInput): Promise<AdminArticle> {
  const created = await PressArticle.create(toDocumentFields(input));
  return toAdminArticle(created.toObject() as AdminArticleRecord);
}

/** Replaces an article's fields, over the version its form was read from (see updateVersioned). */
export async function updatePressArticle(
  id: string | undefined,
  input: PressArticleInput,
  version: number | undefined,
): Promise<AdminArticle> {
  assertPressArticleId(id);
  await updateVersioned(PressArticle, id, toDocumentFields(input), version, PRESS_MESSAGES);
  return findAdminArticle(id);
}

/** Deletes an article; refused with 404 when there was none. */
export async function deletePressArticle(id: string | undefined): Promise<void> {
  const result = isPressArticleId(id) ? await PressArticle.deleteOne({ _id: id }) : { deletedCount: 0 };
  if (result.deletedCount === 0) throw new Refusal(404, PRESS_MESSAGES.notFound);
}
