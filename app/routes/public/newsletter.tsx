// /newsletter: the newsletter page, and the action of every subscribe form (the footer's and
// this page's). Without JavaScript the footer's form lands here too: a refused address comes
// back in this page's field with the reason beside it, a subscription shows its message. With
// JavaScript the footer answers in place and this page's form works the same way as without.
// This page offers the topics (all ticked, or those its link names); the footer's single field
// takes all of them.
import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import { NewsletterCard } from "#app/components/newsletter-card.tsx";
import { NEWSLETTER_TOOL, type NewsletterActionData } from "#app/components/newsletter-form.tsx";
import { TopicChoices } from "#app/components/newsletter-topics.tsx";
import { useLanguage } from "#app/components/use-language.ts";
import { NEWSLETTER_WORDS, SUBSCRIPTION_WORDS } from "#app/content/newsletter-words.ts";
import { receiveNewsletterSubscription, type SubscribeForm } from "#app/domain/newsletter/newsletter.server.ts";
import { FOLLOWER_TOPICS, isFollowerTopic } from "#app/domain/newsletter/topics.ts";
import { OTHER_KEY } from "#app/domain/numbers/numbers.ts";
import { countSignup } from "#app/domain/numbers/taps.server.ts";
import { languageOf, pathIn } from "#app/i18n/language.ts";
import stylesheet from "#app/styles/newsletter.css?url";
import { isPublicPage } from "#app/web/analytics-pages.server.ts";
import { formFields, readFormBody } from "#app/web/http.server.ts";
import { newsletterContextFor } from "#app/web/public-forms.server.ts";
import { asRefusal } from "#app/web/refusal.server.ts";
import type { Route } from "./+types/newsletter";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** The footer's reply, plus what was typed and ticked: a refused form is put back as it was. */
type NewsletterReply = NewsletterActionData & { email: string; topics?: string[] };

/** Longer than any address the server accepts, short enough that echoing it back is cheap. */
const MAX_ECHOED_LENGTH = 320;

/** This page, as the Owner's numbers name it (app/web/analytics-pages.server.ts). */
const NEWSLETTER_PAGE = "/newsletter";

/**
 * The page's words, in its language (the footer's form, posting here, answers in the same), and
 * the topics ticked to begin with: all, or those a link names (`?topic=stop-changes`, from a
 * stop's page and its sign's code, issue 53).
 */
export function loader({ request }: Route.LoaderArgs) {
  const named = new URL(request.url).searchParams.getAll("topic").filter(isFollowerTopic);
  return { words: NEWSLETTER_WORDS[languageOf(request)], ticked: named.length > 0 ? named : FOLLOWER_TOPICS };
}

export async function action({ request, context }: Route.ActionArgs) {
  const language = languageOf(request);
  const words = SUBSCRIPTION_WORDS[language];
  const form = await readFormBody(request);
  const fields = formFields(form);
  const typed = (fields.email ?? "").slice(0, MAX_ECHOED_LENGTH);
  const source: SubscribeForm = fields.form === "newsletter-page" ? "newsletter-page" : "footer";
  // This page's form says it offered topics, so none ticked is "none", not "all" (the footer).
  const topics = fields["topics-offered"]
    ? form.getAll("topics").filter((topic) => typeof topic === "string")
    : undefined;
  try {
    // The follower's language is the page's, whatever the form sent.
    await receiveNewsletterSubscription(
      { ...fields, topics, language },
      { ...newsletterContextFor(context), form: source, answerIn: language },
    );
  } catch (error) {
    const refusal = asRefusal(error, words.failed);
    return data<NewsletterReply>(
      { ok: false, message: refusal.message, email: typed, topics: topics?.slice(0, FOLLOWER_TOPICS.length) },
      { status: refusal.status },
    );
  }
  // A sign-up asked for, by the page the form was on (what a form says that is not a public page: OTHER_KEY).
  countSignup(fields.from && isPublicPage(fields.from) ? fields.from : OTHER_KEY, language);
  return data<NewsletterReply>({ ok: true, message: words.subscribed, detail: words.checkInbox, email: "" });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.words.page.title ?? "" },
  { name: "description", content: loaderData?.words.page.description ?? "" },
  { name: "robots", content: "noindex" },
];

const EMAIL_ID = "newsletter-page-email";
const ERROR_ID = `${EMAIL_ID}-error`;

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { words } = loaderData;
  const page = words.page;
  const action = pathIn(useLanguage(), "/newsletter");
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const submitting = navigation.state === "submitting" && navigation.formAction === action;
  const refusal = actionData && !actionData.ok ? actionData : null;
  const subscribed = actionData?.ok ? actionData : null;
  const ticked = refusal?.topics;

  // With JavaScript: a subscription clears the field; a refusal sends focus back to it (one
  // frame later, after the layout's scroll to the top that follows every navigation).
  useEffect(() => {
    if (!actionData) return;
    if (actionData.ok) {
      formRef.current?.reset();
      return;
    }
    const frame = requestAnimationFrame(() => inputRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [actionData]);

  return (
    <NewsletterCard heading={page.heading}>
      <p className="newsletter-card__lead">{page.lead}</p>
      <Form
        method="post"
        action={action}
        ref={formRef}
        className="newsletter-signup"
        // The footer's form (same tool) is on this page too: this one is the page's own.
        toolname="subscribe_to_newsletter_here"
        tooldescription={NEWSLETTER_TOOL.description}
      >
        <input type="hidden" name="form" value="newsletter-page" toolparamdescription={NEWSLETTER_TOOL.form} />
        <input type="hidden" name="topics-offered" value="1" toolparamdescription={NEWSLETTER_TOOL.topicsOffered} />
        <input type="hidden" name="from" value={NEWSLETTER_PAGE} toolparamdescription={NEWSLETTER_TOOL.from} />
        <label htmlFor={EMAIL_ID}>{page.emailLabel}</label>
        <div className="newsletter-signup__row">
          <input
            ref={inputRef}
            id={EMAIL_ID}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            toolparamdescription={NEWSLETTER_TOOL.email}
            defaultValue={refusal?.email ?? ""}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? ERROR_ID : undefined}
            // Without JavaScript a refusal is a new page: the browser focuses the field (and
            // reads its error) there.
            // biome-ignore lint/a11y/noAutofocus: only on the refusal page the visitor's own submission opened.
            autoFocus={refusal ? true : undefined}
          />
        </div>
        {refusal ? (
          <p id={ERROR_ID} role="alert" className="newsletter-signup__error">
            {refusal.message}
          </p>
        ) : null}
        <TopicChoices ticked={ticked ?? loaderData.ticked} words={words} />
        <div className="newsletter-signup__row">
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? page.subscribing : page.subscribe}
          </button>
        </div>
        <p className="newsletter-topics__hint">{page.consent}</p>
        <p role="status" className="newsletter-signup__status">
          {subscribed?.message}
          {subscribed ? <span className="form-message__detail">{subscribed.detail}</span> : null}
        </p>
      </Form>
    </NewsletterCard>
  );
}
