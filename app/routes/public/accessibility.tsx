// /accessibility: the accessibility statement, linked from every public page's footer. Its
// words are app/content/pages-words.ts (ACCESSIBILITY_WORDS), its date and standard
// app/content/accessibility.ts.
import { Link } from "react-router";
import { usePublicBusinessDetails } from "#app/components/use-business-details.ts";
import { useLanguage } from "#app/components/use-language.ts";
import { ACCESSIBILITY_STATEMENT as STATEMENT } from "#app/content/accessibility.ts";
import { ACCESSIBILITY_WORDS } from "#app/content/pages-words.ts";
import { tapPingHref } from "#app/domain/numbers/taps.ts";
import { fillNodes } from "#app/i18n/fill-nodes.tsx";
import { englishOn, languageOf, pathIn } from "#app/i18n/language.ts";
import stylesheet from "#app/styles/accessibility.css?url";
import { sectionMeta } from "#app/web/page-meta.server.ts";
import type { Route } from "./+types/accessibility";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const words = ACCESSIBILITY_WORDS[languageOf(request)];
  return {
    words,
    meta: sectionMeta(request, { name: words.name, path: "/accessibility", description: words.description }),
  };
}

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  const business = usePublicBusinessDetails();
  const language = useLanguage();
  const { limitations } = words;
  return (
    <main id="main" className="section statement">
      <h1>{words.heading}</h1>
      <p className="lead">{words.lead}</p>
      <p className="statement__reviewed">
        {fillNodes(words.reviewed, { date: <time dateTime={STATEMENT.reviewed}>{words.reviewedOn}</time> })}
      </p>

      <section aria-labelledby="standard-title">
        <h2 id="standard-title">{words.standardTitle}</h2>
        <p>
          {fillNodes(words.standardText, {
            // The guidelines' own page is in English.
            guidelines: (
              <a href={STATEMENT.standardUrl} hrefLang={englishOn(language)}>
                {words.guidelines}
              </a>
            ),
            limitations: <a href="#limitations-title">{words.limitationsTitle}</a>,
          })}
        </p>
      </section>

      <section aria-labelledby="checks-title">
        <h2 id="checks-title">{words.checksTitle}</h2>
        <p>{words.checksIntro}</p>
        <ul>
          {words.checks.map((check) => (
            <li key={check}>{check}</li>
          ))}
        </ul>
        <p>{words.checksOutro}</p>
      </section>

      <section aria-labelledby="limitations-title">
        <h2 id="limitations-title">{words.limitationsTitle}</h2>
        <ul>
          <li>
            {fillNodes(limitations.pdfMenu, {
              menuPage: <Link to={pathIn(language, "/menu")}>{words.menuPage}</Link>,
            })}
          </li>
          <li>
            {fillNodes(limitations.instagramFeed, {
              stopsPage: <Link to={pathIn(language, "/popup-locations")}>{words.stopsPage}</Link>,
            })}
          </li>
          <li>{limitations.photos}</li>
          <li>{limitations.otherSites}</li>
        </ul>
      </section>

      <section aria-labelledby="redundant-entry-title">
        <h2 id="redundant-entry-title">{words.redundantEntryTitle}</h2>
        {words.redundantEntry.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section aria-labelledby="sign-in-title">
        <h2 id="sign-in-title">{words.signInTitle}</h2>
        <p>{words.signIn}</p>
      </section>

      <section aria-labelledby="help-title">
        <h2 id="help-title">{words.helpTitle}</h2>
        <p>{words.helpIntro}</p>
        <ul>
          <li>{fillNodes(words.email, { email: <a href={`mailto:${business.email}`}>{business.email}</a> })}</li>
          <li>
            {fillNodes(words.phone, {
              phone: (
                <a href={business.telephoneHref} ping={tapPingHref("phone", null, null)}>
                  {business.telephoneDisplay}
                </a>
              ),
            })}
          </li>
        </ul>
        <p>{words.helpText}</p>
      </section>
    </main>
  );
}
