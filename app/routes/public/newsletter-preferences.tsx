// /newsletter/preferences?email=...&token=...: the subscriber's link in every mail to followers.
// No account and no JavaScript needed: the topics are checkboxes and the mail's language a radio, with a Save button, and
// Unsubscribe is a button beside it. A POST of the RFC 8058 one-click body unsubscribes too.
import { data, Form, Link } from "react-router";
import { NewsletterCard } from "#app/components/newsletter-card.tsx";
import { MailLanguageChoice } from "#app/components/newsletter-language.tsx";
import { TopicChoices } from "#app/components/newsletter-topics.tsx";
import { useLanguage } from "#app/components/use-language.ts";
import { NEWSLETTER_WORDS } from "#app/content/newsletter-words.ts";
import { subscriberFromLink } from "#app/domain/newsletter/links.server.ts";
import {
  changePreferences,
  preferencesOf,
  unsubscribeFromNewsletter,
} from "#app/domain/newsletter/newsletter.server.ts";
import { FOLLOWER_TOPICS } from "#app/domain/newsletter/topics.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { type Language, languageOf, pathIn } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { rethrowAsServiceUnavailable } from "#app/infra/db.server.ts";
import stylesheet from "#app/styles/newsletter.css?url";
import { formFields, readFormBody } from "#app/web/http.server.ts";
import { PRIVATE_LINK_HEADERS } from "#app/web/http-cache.server.ts";
import { privateLinkMeta } from "#app/web/seo.ts";
import type { Route } from "./+types/newsletter-preferences";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

type View =
  | { state: "subscribed"; email: string; topics: string[]; language: Language; saved?: boolean; error?: string }
  | { state: "not-subscribed"; email: string }
  | { state: "unsubscribed" }
  | { state: "invalid" };

/** The page's words in its language, with the topics' names, beside what it shows. */
function wordsOf(request: Request) {
  const words = NEWSLETTER_WORDS[languageOf(request)];
  return { ...words.preferences, topics: words.topics, topicsLegend: words.topicsLegend };
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const words = wordsOf(request);
  const email = subscriberFromLink(url, getConfig().sessionSecret);
  if (!email) return data({ view: { state: "invalid" } as View, words }, { status: 400 });
  try {
    const preferences = await preferencesOf(email);
    const view: View =
      preferences.state === "subscribed"
        ? { state: "subscribed", email, topics: preferences.topics, language: preferences.language }
        : { state: "not-subscribed", email };
    return data({ view, words });
  } catch (error) {
    rethrowAsServiceUnavailable(error);
  }
}

export async function action({ request, url }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const fields = formFields(form);
  const email = subscriberFromLink(url, getConfig().sessionSecret);
  if (!email) return data<View>({ state: "invalid" }, { status: 400 });
  try {
    if (fields.intent === "save") {
      const topics = form.getAll("topics").filter((topic) => typeof topic === "string");
      try {
        if (!(await changePreferences(email, { topics, language: fields.language }, languageOf(request)))) {
          return data<View>({ state: "not-subscribed", email });
        }
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        // What was ticked stays ticked; the language shown is the stored one (the one sent was refused or kept).
        const stored = await preferencesOf(email);
        const language = stored.state === "subscribed" ? stored.language : languageOf(request);
        return data<View>(
          {
            state: "subscribed",
            email,
            topics: topics.slice(0, FOLLOWER_TOPICS.length),
            language,
            error: error.message,
          },
          { status: 400 },
        );
      }
      const saved = await preferencesOf(email);
      if (saved.state !== "subscribed") return data<View>({ state: "not-subscribed", email });
      return data<View>({ state: "subscribed", email, topics: saved.topics, language: saved.language, saved: true });
    }
    // The Unsubscribe button, or a mail client's one-click POST (RFC 8058: List-Unsubscribe=One-Click).
    if (fields.intent === "unsubscribe" || fields["List-Unsubscribe"] === "One-Click") {
      await unsubscribeFromNewsletter(email);
      return data<View>({ state: "unsubscribed" });
    }
  } catch (error) {
    rethrowAsServiceUnavailable(error);
  }
  return data<View>({ state: "invalid" }, { status: 400 });
}

// Shows the subscriber's address and topics: private and unstored (so never reused). Its URL
// carries a token: out of every index, and not sent on in a Referer.
export function headers() {
  return PRIVATE_LINK_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateLinkMeta(loaderData?.words.title ?? "");

const ERROR_ID = "newsletter-topics-error";

export default function NewsletterPreferences({ loaderData, actionData }: Route.ComponentProps) {
  const view: View = actionData ?? loaderData.view;
  const { words } = loaderData;
  const language = useLanguage();
  return (
    <NewsletterCard heading={words.heading}>
      {view.state === "invalid" ? (
        <p role="alert" className="newsletter-card__error">
          {words.invalid}
        </p>
      ) : view.state === "unsubscribed" ? (
        <p role="status">{words.unsubscribed}</p>
      ) : view.state === "not-subscribed" ? (
        <>
          <p role="status">{words.notSubscribed}</p>
          <p>
            <Link to={pathIn(language, "/newsletter")}>{words.subscribe}</Link>
          </p>
        </>
      ) : (
        <Form
          method="post"
          className="newsletter-signup"
          toolname="change_newsletter_topics"
          tooldescription="Choose which Sando Truck mails this address gets, or unsubscribe it."
        >
          <p className="newsletter-card__lead">{fill(words.mailTo, { email: view.email })}</p>
          <TopicChoices ticked={view.topics} errorId={view.error ? ERROR_ID : undefined} words={words} />
          <MailLanguageChoice chosen={view.language} legend={words.languageLegend} />
          {view.error ? (
            <p id={ERROR_ID} role="alert" className="newsletter-signup__error">
              {view.error}
            </p>
          ) : null}
          <p role="status" className="newsletter-signup__status">
            {view.saved ? words.saved : null}
          </p>
          <div className="newsletter-preferences__actions">
            <button type="submit" name="intent" value="save" className="button">
              {words.save}
            </button>
            <button type="submit" name="intent" value="unsubscribe" className="button button--outline">
              {words.unsubscribe}
            </button>
          </div>
        </Form>
      )}
    </NewsletterCard>
  );
}
