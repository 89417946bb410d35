// /press: published press coverage, newest first. The articles are quoted as their writers
// wrote them: in English, marked so, on the Spanish page too.
import { data } from "react-router";
import { useFrameWords } from "#app/components/use-frame-words.ts";
import { useLanguage } from "#app/components/use-language.ts";
import { PRESS_WORDS } from "#app/content/pages-words.ts";
import { BUSINESS } from "#app/content/site.ts";
import { CARD_IMAGE_SIZES, imageSrcSet } from "#app/domain/images/image-variants.ts";
import { listPublishedArticles } from "#app/domain/press/press.server.ts";
import { formatLongDate } from "#app/domain/shared/dates.ts";
import { englishOn, languageOf } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { sectionMeta } from "#app/web/page-meta.server.ts";
import { listOrFallback } from "#app/web/refusal.server.ts";
import type { Route } from "./+types/press";

export async function loader({ request }: Route.LoaderArgs) {
  const { list: articles, loadFailed: failed, status } = await listOrFallback(listPublishedArticles, []);
  const language = languageOf(request);
  const { mediaLink, ...words } = PRESS_WORDS[language];
  // The page's own words as its data (issue 45): not in the JavaScript other pages load too. So
  // are the dates, written here: the page then needs none of the dates' code in the browser.
  return data(
    {
      articles: articles.map((article) => ({
        ...article,
        shownDate: formatLongDate(article.date_published, language),
      })),
      failed,
      words: { ...words, mediaEmail: BUSINESS.mediaEmail, mediaLink: fill(mediaLink, { email: BUSINESS.mediaEmail }) },
      meta: sectionMeta(
        request,
        { name: words.name, path: "/press", description: words.description },
        { type: "article" },
      ),
    },
    { status },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Press({ loaderData }: Route.ComponentProps) {
  const { articles, failed, words } = loaderData;
  const language = useLanguage();
  const frame = useFrameWords();
  const quoted = englishOn(language);
  // Inside a quoted (English) title, the page's own words are in the page's language again.
  const ours = quoted ? language : undefined;
  return (
    <main id="main" className="section">
      <h1>{words.heading}</h1>
      {failed ? (
        <p role="alert" className="notice notice--error">
          {words.loadFailed}
        </p>
      ) : articles.length === 0 ? (
        <p className="notice">{words.empty}</p>
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
                    <a href={article.url} target="_blank" rel="noopener noreferrer" lang={quoted} hrefLang={quoted}>
                      {article.title}
                      <span className="visually-hidden" lang={ours}>
                        {frame.opensInNewTab}
                      </span>
                    </a>
                  </h2>
                  <p className="press-card__meta">
                    <span lang={quoted}>{article.publication}</span> ·{" "}
                    <time dateTime={article.date_published}>{article.shownDate}</time>
                  </p>
                  {article.blurb ? <p lang={quoted}>{article.blurb}</p> : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <section className="cta" aria-labelledby="media-title">
        <h2 id="media-title">{words.mediaTitle}</h2>
        <p>
          {words.mediaText} <a href={`mailto:${words.mediaEmail}`}>{words.mediaLink}</a>
        </p>
      </section>
    </main>
  );
}
