// /review (and /es/review): where the "Review us" cards' code leads (issue 53). The same page for
// everyone: the two sites' "write a review" pages, and how the truck asks.
import { usePublicBusinessDetails } from "#app/components/use-business-details.ts";
import { REVIEW_PAGE_WORDS } from "#app/content/review-words.ts";
import { languageOf } from "#app/i18n/language.ts";
import { sectionMeta } from "#app/web/page-meta.server.ts";
import type { Route } from "./+types/review";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const words = REVIEW_PAGE_WORDS[languageOf(request)];
  return {
    words,
    meta: sectionMeta(request, { name: words.name, path: "/review", description: words.description }),
  };
}

export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  const pages = usePublicBusinessDetails().writeReview;
  return (
    <main id="main" className="section review-page">
      <h1>{words.heading}</h1>
      <p className="lead">{words.lead}</p>
      <p className="button-row">
        <a href={pages.google} className="button">
          {words.write.google}
        </a>
        <a href={pages.yelp} className="button">
          {words.write.yelp}
        </a>
      </p>
      <section aria-labelledby="fair-title">
        <h2 id="fair-title">{words.fair.title}</h2>
        <p>{words.fair.text}</p>
      </section>
    </main>
  );
}
