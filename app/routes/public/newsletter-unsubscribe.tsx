// /newsletter/unsubscribe?email=...&token=...: the link in every newsletter mail. The page asks
// for a confirming click (mail scanners follow links); mail clients' one-click POST works too.
import { data } from "react-router";
import { MailedStopCard, mailedStopMeta } from "#app/components/mailed-stop-card.tsx";
import { NEWSLETTER_WORDS } from "#app/content/newsletter-words.ts";
import { subscriberFromLink } from "#app/domain/newsletter/links.server.ts";
import { unsubscribeFromNewsletter } from "#app/domain/newsletter/newsletter.server.ts";
import { languageOf } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { rethrowAsServiceUnavailable } from "#app/infra/db.server.ts";
import stylesheet from "#app/styles/newsletter.css?url";
import { discardRestOfBody } from "#app/web/http.server.ts";
import { PRIVATE_LINK_HEADERS } from "#app/web/http-cache.server.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

function verifiedEmail(url: URL): string | null {
  return subscriberFromLink(url, getConfig().sessionSecret);
}

export function loader({ request, url }: Route.LoaderArgs) {
  const words = NEWSLETTER_WORDS[languageOf(request)].unsubscribe;
  const email = verifiedEmail(url);
  return email ? { email, error: null, words } : data({ email: null, error: words.invalid, words }, { status: 400 });
}

export async function action({ request, url }: Route.ActionArgs) {
  // One-click unsubscribe (RFC 8058) needs only the link; whatever body a mail client sends is dropped.
  void discardRestOfBody(request.body?.getReader());
  const email = verifiedEmail(url);
  if (!email) {
    return data(
      { unsubscribed: false, error: NEWSLETTER_WORDS[languageOf(request)].unsubscribe.invalid },
      { status: 400 },
    );
  }
  try {
    await unsubscribeFromNewsletter(email);
  } catch (error) {
    rethrowAsServiceUnavailable(error);
  }
  return { unsubscribed: true, error: null };
}

// A valid link shows the subscriber's address: private and unstored (so never reused), not the
// public layout's caching. Its links carry a token: out of every index, said in the header too
// (robots.txt lets crawlers fetch the page so they can read it).
export function headers() {
  return PRIVATE_LINK_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData }) => mailedStopMeta(loaderData?.words.title);

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <MailedStopCard
      heading={words.heading}
      error={actionData?.error ?? loaderData.error}
      done={actionData?.unsubscribed ? words.unsubscribed : null}
      question={fill(words.question, { email: loaderData.email ?? "" })}
      button={words.button}
      tool={{
        name: "unsubscribe_from_newsletter",
        description: "Stop Sando Truck's newsletter to the address this unsubscribe link was sent to.",
      }}
    />
  );
}
