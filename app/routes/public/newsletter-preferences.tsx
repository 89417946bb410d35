// /newsletter/preferences?email=...&token=...: the subscriber's link in every mail to followers.
// No account and no JavaScript needed: the topics are checkboxes with a Save button, and
// Unsubscribe is a button beside it. A POST of the RFC 8058 one-click body unsubscribes too.
import { data, Form, Link } from "react-router";
import { TopicChoices } from "#app/components/newsletter-topics.tsx";
import {
  NOT_SUBSCRIBED_MESSAGE,
  PREFERENCES_INVALID_MESSAGE,
  PREFERENCES_SAVED_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from "#app/content/newsletter-messages.ts";
import { subscriberFromLink } from "#app/domain/newsletter/links.server.ts";
import { changeTopics, preferencesOf, unsubscribeFromNewsletter } from "#app/domain/newsletter/newsletter.server.ts";
import { FOLLOWER_TOPICS } from "#app/domain/newsletter/topics.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { rethrowAsServiceUnavailable } from "#app/infra/db.server.ts";
import stylesheet from "#app/styles/newsletter.css?url";
import { formFields, readFormBody } from "#app/web/http.server.ts";
import { PERSONAL_CACHE_CONTROL } from "#app/web/http-cache.server.ts";
import type { Route } from "./+types/newsletter-preferences";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

type View =
  | { state: "subscribed"; email: string; topics: string[]; saved?: boolean; error?: string }
  | { state: "not-subscribed"; email: string }
  | { state: "unsubscribed" }
  | { state: "invalid" };

export async function loader({ url }: Route.LoaderArgs) {
  const email = subscriberFromLink(url, getConfig().sessionSecret);
  if (!email) return data<View>({ state: "invalid" }, { status: 400 });
  try {
    const preferences = await preferencesOf(email);
    return preferences.state === "subscribed"
      ? data<View>({ state: "subscribed", email, topics: preferences.topics })
      : data<View>({ state: "not-subscribed", email });
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
        if (!(await changeTopics(email, topics))) return data<View>({ state: "not-subscribed", email });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return data<View>(
          { state: "subscribed", email, topics: topics.slice(0, FOLLOWER_TOPICS.length), error: error.message },
          { status: 400 },
        );
      }
      return data<View>({ state: "subscribed", email, topics, saved: true });
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
  return { "Cache-Control": PERSONAL_CACHE_CONTROL, "X-Robots-Tag": "noindex, nofollow" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Newsletter Preferences | Sando Truck" },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

const ERROR_ID = "newsletter-topics-error";

export default function NewsletterPreferences({ loaderData, actionData }: Route.ComponentProps) {
  const view: View = actionData ?? loaderData;
  return (
    <main id="main" className="section newsletter-page">
      <div className="newsletter-card">
        <h1>Newsletter preferences</h1>
        {view.state === "invalid" ? (
          <p role="alert" className="newsletter-card__error">
            {PREFERENCES_INVALID_MESSAGE}
          </p>
        ) : view.state === "unsubscribed" ? (
          <p role="status">{UNSUBSCRIBED_MESSAGE}</p>
        ) : view.state === "not-subscribed" ? (
          <>
            <p role="status">{NOT_SUBSCRIBED_MESSAGE}</p>
            <p>
              <Link to="/newsletter">Subscribe</Link>
            </p>
          </>
        ) : (
          <Form
            method="post"
            className="newsletter-signup"
            toolname="change_newsletter_topics"
            tooldescription="Choose which Sando Truck mails this address gets, or unsubscribe it."
          >
            <p className="newsletter-card__lead">{`Mail to ${view.email}`}</p>
            <TopicChoices ticked={view.topics} errorId={view.error ? ERROR_ID : undefined} />
            {view.error ? (
              <p id={ERROR_ID} role="alert" className="newsletter-signup__error">
                {view.error}
              </p>
            ) : null}
            <p role="status" className="newsletter-signup__status">
              {view.saved ? PREFERENCES_SAVED_MESSAGE : null}
            </p>
            <div className="newsletter-preferences__actions">
              <button type="submit" name="intent" value="save" className="button">
                Save topics
              </button>
              <button type="submit" name="intent" value="unsubscribe" className="button button--outline">
                Unsubscribe
              </button>
            </div>
          </Form>
        )}
      </div>
    </main>
  );
}
