// /privacy (issue 51): what the site counts about visits and what it keeps, linked from every
// public page's footer. Its words are app/content/privacy-words.ts; the paragraph on Google
// Analytics shows only where the Owner has switched it on (ANALYTICS_ID).
import { Link } from "react-router";
import { usePublicBusinessDetails } from "#app/components/use-business-details.ts";
import { useLanguage } from "#app/components/use-language.ts";
import { GOOGLE_PRIVACY_POLICY, PRIVACY_CHANGED, PRIVACY_WORDS } from "#app/content/privacy-words.ts";
import { fillNodes } from "#app/i18n/fill-nodes.tsx";
import { languageOf, pathIn } from "#app/i18n/language.ts";
import { getConfig } from "#app/infra/config.server.ts";
// The accessibility statement's reading measure and headings: both are pages of reading.
import stylesheet from "#app/styles/accessibility.css?url";
import { sectionMeta } from "#app/web/page-meta.server.ts";
import type { Route } from "./+types/privacy";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const words = PRIVACY_WORDS[languageOf(request)];
  return {
    words,
    changed: PRIVACY_CHANGED,
    // The same setting that loads Google's script (the root's loader): the page says so only then.
    googleAnalytics: getConfig().analyticsId !== null,
    googlePolicy: GOOGLE_PRIVACY_POLICY,
    meta: sectionMeta(request, { name: words.name, path: "/privacy", description: words.description }),
  };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { words, changed, googleAnalytics, googlePolicy } = loaderData;
  const business = usePublicBusinessDetails();
  const language = useLanguage();
  return (
    <main id="main" className="section statement">
      <h1>{words.heading}</h1>
      <p className="lead">{words.lead}</p>
      <p className="statement__reviewed">
        {fillNodes(words.changed, { date: <time dateTime={changed}>{words.changedOn}</time> })}
      </p>

      <section aria-labelledby="counted-title">
        <h2 id="counted-title">{words.countedTitle}</h2>
        <p>{words.countedIntro}</p>
        <ul>
          {words.counted.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="not-title">
        <h2 id="not-title">{words.notTitle}</h2>
        <ul>
          {words.not.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="kept-title">
        <h2 id="kept-title">{words.keptTitle}</h2>
        <p>{words.kept}</p>
      </section>

      {googleAnalytics ? (
        <section aria-labelledby="analytics-title">
          <h2 id="analytics-title">{words.analyticsTitle}</h2>
          <p>{fillNodes(words.analytics, { policy: <a href={googlePolicy}>{words.analyticsPolicy}</a> })}</p>
        </section>
      ) : null}

      <section aria-labelledby="given-title">
        <h2 id="given-title">{words.givenTitle}</h2>
        <p>
          {fillNodes(words.newsletter, {
            newsletterPage: <Link to={pathIn(language, "/newsletter")}>{words.newsletterPage}</Link>,
          })}
        </p>
        <p>{words.catering}</p>
        <p>{words.forms}</p>
        <p>{fillNodes(words.deletion, { email: <a href={`mailto:${business.email}`}>{business.email}</a> })}</p>
      </section>
    </main>
  );
}
