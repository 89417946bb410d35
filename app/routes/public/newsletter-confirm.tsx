// /newsletter/confirm?email=...&at=...&token=...: the link in the confirmation mail. Opening it
// only asks; the button (a POST) confirms, so a mail scanner that follows links confirms no one.
// A link expires after CONFIRMATION_DAYS; an expired one says so and offers to subscribe again.
import { data, Form, Link } from "react-router";
import { NewsletterCard } from "#app/components/newsletter-card.tsx";
import { useLanguage } from "#app/components/use-language.ts";
import { NEWSLETTER_WORDS, type NewsletterWords } from "#app/content/newsletter-words.ts";
import { readConfirmationLink } from "#app/domain/newsletter/links.server.ts";
import { confirmSubscription } from "#app/domain/newsletter/newsletter.server.ts";
import { languageOf, pathIn } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { rethrowAsServiceUnavailable } from "#app/infra/db.server.ts";
import stylesheet from "#app/styles/newsletter.css?url";
import { discardRestOfBody } from "#app/web/http.server.ts";
import { PRIVATE_LINK_HEADERS } from "#app/web/http-cache.server.ts";
import { privateLinkMeta } from "#app/web/seo.ts";
import type { Route } from "./+types/newsletter-confirm";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

type Outcome =
  | { state: "ask"; email: string }
  | { state: "confirmed"; email: string }
  | { state: "expired" }
  | { state: "invalid" };

type View = Outcome & { words: NewsletterWords["confirm"] };

export function loader({ request, url }: Route.LoaderArgs) {
  const words = NEWSLETTER_WORDS[languageOf(request)].confirm;
  const link = readConfirmationLink(url, getConfig().sessionSecret);
  if (link.state === "valid") return data<View>({ state: "ask", email: link.email, words });
  return data<View>({ state: link.state, words }, { status: link.state === "expired" ? 410 : 400 });
}

export async function action({ request, url }: Route.ActionArgs) {
  void discardRestOfBody(request.body?.getReader());
  const { sessionSecret, siteUrl } = getConfig();
  const link = readConfirmationLink(url, sessionSecret);
  if (link.state !== "valid") {
    return data<Outcome>({ state: link.state }, { status: link.state === "expired" ? 410 : 400 });
  }
  let outcome: Awaited<ReturnType<typeof confirmSubscription>>;
  try {
    outcome = await confirmSubscription(link.email, link.requestedAt, { siteUrl, secret: sessionSecret });
  } catch (error) {
    rethrowAsServiceUnavailable(error);
  }
  if (outcome === "invalid") return data<Outcome>({ state: "invalid" }, { status: 400 });
  return data<Outcome>({ state: "confirmed", email: link.email });
}

// Shows the subscriber's address: private and unstored (so never reused). Its URL carries a token:
// out of every index, and not sent on in a Referer.
export function headers() {
  return PRIVATE_LINK_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateLinkMeta(loaderData?.words.title ?? "");

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const outcome: Outcome = actionData ?? loaderData;
  const { words } = loaderData;
  const language = useLanguage();
  return (
    <NewsletterCard heading={words.heading}>
      {outcome.state === "confirmed" ? (
        <p role="status">{words.confirmed}</p>
      ) : outcome.state === "ask" ? (
        <Form
          method="post"
          className="newsletter-unsubscribe"
          toolname="confirm_newsletter_subscription"
          tooldescription="Confirm the Sando Truck newsletter subscription this link was mailed for."
        >
          <p>{fill(words.question, { email: outcome.email })}</p>
          <button type="submit" className="button">
            {words.button}
          </button>
        </Form>
      ) : (
        <>
          <p role="alert" className="newsletter-card__error">
            {outcome.state === "expired" ? words.expired : words.invalid}
          </p>
          <p>
            <Link to={pathIn(language, "/newsletter")}>{words.subscribeAgain}</Link>
          </p>
        </>
      )}
    </NewsletterCard>
  );
}
