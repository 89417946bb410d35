// /newsletter: the newsletter page, and the action of every subscribe form (the footer's and
// this page's). Without JavaScript the footer's form lands here too: a refused address comes
// back in this page's field with the reason beside it, a subscription shows its message. With
// JavaScript the footer answers in place and this page's form works the same way as without.
import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import { receiveNewsletterSubscription } from "#app/domain/newsletter/newsletter.server.ts";
import { SUBSCRIBE_FAILED_MESSAGE, SUBSCRIBED_MESSAGE } from "#app/content/messages.ts";
import { newsletterContextFor } from "#app/web/public-forms.server.ts";
import { asRefusal } from "#app/web/refusal.server.ts";
import { formFields, readFormBody } from "#app/web/http.server.ts";
import { NEWSLETTER_TOOL, type NewsletterActionData } from "#app/components/newsletter-form.tsx";
import type { Route } from "./+types/newsletter";
import stylesheet from "#app/styles/newsletter.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** The footer's reply, plus what was typed: a refused address is put back in the field. */
type NewsletterReply = NewsletterActionData & { email: string };

/** Longer than any address the server accepts, short enough that echoing it back is cheap. */
const MAX_ECHOED_LENGTH = 320;

export async function action({ request, context }: Route.ActionArgs) {
  const fields = formFields(await readFormBody(request));
  const typed = (fields.email ?? "").slice(0, MAX_ECHOED_LENGTH);
  try {
    await receiveNewsletterSubscription(fields, newsletterContextFor(context));
  } catch (error) {
    const refusal = asRefusal(error, SUBSCRIBE_FAILED_MESSAGE);
    return data<NewsletterReply>({ ok: false, message: refusal.message, email: typed }, { status: refusal.status });
  }
  return data<NewsletterReply>({ ok: true, message: SUBSCRIBED_MESSAGE, email: "" });
}

export const meta: Route.MetaFunction = () => [
  { title: "Newsletter | Sando Truck" },
  { name: "description", content: "New popup dates, limited sandos and specials from the Sando Truck, by e-mail." },
  { name: "robots", content: "noindex" },
];

const EMAIL_ID = "newsletter-page-email";
const ERROR_ID = `${EMAIL_ID}-error`;

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const submitting = navigation.state === "submitting" && navigation.formAction === "/newsletter";
  const refusal = actionData && !actionData.ok ? actionData : null;
  const subscribed = actionData?.ok ? actionData.message : null;

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
    <main id="main" className="section newsletter-page">
      <div className="newsletter-card">
        <h1>Newsletter</h1>
        <p className="newsletter-card__lead">
          New popup dates, limited-run sandos and the odd special, straight to your inbox. A few e-mails a month at
          most, and every one has a one-click unsubscribe link.
        </p>
        <Form
          method="post"
          action="/newsletter"
          ref={formRef}
          className="newsletter-signup"
          // The footer's form (same tool) is on this page too: this one is the page's own.
          toolname="subscribe_to_newsletter_here"
          tooldescription={NEWSLETTER_TOOL.description}
        >
          <label htmlFor={EMAIL_ID}>Email address</label>
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
            <button type="submit" className="button" disabled={submitting}>
              {submitting ? "Subscribing..." : "Subscribe"}
            </button>
          </div>
          {refusal ? (
            <p id={ERROR_ID} role="alert" className="newsletter-signup__error">
              {refusal.message}
            </p>
          ) : null}
          <p role="status" className="newsletter-signup__status">
            {subscribed}
          </p>
        </Form>
      </div>
    </main>
  );
}
