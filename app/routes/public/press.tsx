// /press: published press coverage, newest first.
import { data } from "react-router";
import { PRESS_LOAD_ERROR } from "#app/content/messages.ts";
import { BUSINESS } from "#app/content/site.ts";
import { CARD_IMAGE_SIZES, imageSrcSet } from "#app/domain/images/image-variants.ts";
import { listPublishedArticles } from "#app/domain/press/press.server.ts";
import { formatLongDate } from "#app/domain/shared/dates.ts";
import { listOrFallback } from "#app/web/refusal.server.ts";
import { sectionMeta } from "#app/web/seo.ts";
import type { Route } from "./+types/press";

export async function loader() {
  const { list: articles, loadFailed: failed, status } = await listOrFallback(listPublishedArticles, []);
  // The page's own words as its data (issue 45): not in the JavaScript other pages load too.
  return data(
    { articles, failed, words: { loadFailed: PRESS_LOAD_ERROR, mediaEmail: BUSINESS.mediaEmail } },
    { status },
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  sectionMeta(
    matches,
    {
      name: "Press",
      path: "/press",
      description: "What food writers say about the Sando Truck's Japanese katsu sandos.",
    },
    { type: "article" },
  );

export default function Press({ loaderData }: Route.ComponentProps) {
  const { articles, failed, words } = loaderData;
  return (
    <main id="main" className="section">
      <h1>Press</h1>
      {failed ? (
        <p role="alert" className="notice notice--error">
          {words.loadFailed}
        </p>
      ) : articles.length === 0 ? (
        <p className="notice">No press articles yet. Check back soon!</p>
      ) : (
        <ul className="press-grid">
          {articles.map((article, index) => (
            <li key={article.id}>
              <article className="press-card">
                {article.thumbnail ? (
                  <img
                    src={article.thumbnail}
                    srcSet={imageSrcSet(article.thumbnail)}
                    sizes={imageSrcSet(article.thumbnail) ? CARD_IMAGE_SIZES : undefined}
                    alt=""
                    width={400}
                    height={300}
                    loading={index < 2 ? "eager" : "lazy"}
                    decoding="async"
                  />
                ) : null}
                <div className="press-card__body">
                  <h2>
                    <a href={article.url} target="_blank" rel="noopener noreferrer">
                      {article.title}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </h2>
                  <p className="press-card__meta">
                    <span>{article.publication}</span> ·{" "}
                    <time dateTime={article.date_published}>{formatLongDate(article.date_published)}</time>
                  </p>
                  {article.blurb ? <p>{article.blurb}</p> : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <section className="cta" aria-labelledby="media-title">
        <h2 id="media-title">Media inquiries</h2>
        <p>
          Writing about food on the Central Coast?{" "}
          <a href={`mailto:${words.mediaEmail}`}>Media Inquiries: {words.mediaEmail}</a>
        </p>
      </section>
    </main>
  );
}
