// /review/no-more-mail?email=...&token=... (and /es/...): the link in a review ask (issue 53). The
// page asks for a confirming click (mail scanners follow links); a mail client's one-click POST
// (RFC 8058) works too. The address shown makes the page private and unstored.
import { data } from "react-router";
import { MailedStopCard, mailedStopMeta } from "#app/components/mailed-stop-card.tsx";
import { REVIEW_OPT_OUT_WORDS } from "#app/content/review-words.ts";
import { optOutAddressOf } from "#app/domain/review-asks/review-ask-links.server.ts";
import { optOutOfReviewAsks } from "#app/domain/review-asks/review-asks.server.ts";
import { languageOf } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { rethrowAsServiceUnavailable } from "#app/infra/db.server.ts";
import stylesheet from "#app/styles/newsletter.css?url";
import { discardRestOfBody } from "#app/web/http.server.ts";
import { PRIVATE_LINK_HEADERS } from "#app/web/http-cache.server.ts";
import type { Route } from "./+types/review-opt-out";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function loader({ request, url }: Route.LoaderArgs) {
  const words = REVIEW_OPT_OUT_WORDS[languageOf(request)];
  const email = optOutAddressOf(url, getConfig().sessionSecret);
  return email ? { email, error: null, words } : data({ email: null, error: words.invalid, words }, { status: 400 });
}

export async function action({ request, url }: Route.ActionArgs) {
  // One click needs only the link; whatever body a mail client sends is dropped.
  void discardRestOfBody(request.body?.getReader());
  const words = REVIEW_OPT_OUT_WORDS[languageOf(request)];
  const email = optOutAddressOf(url, getConfig().sessionSecret);
  if (!email) return data({ done: null, error: words.invalid }, { status: 400 });
  try {
    await optOutOfReviewAsks(email);
  } catch (error) {
    rethrowAsServiceUnavailable(error);
  }
  return { done: fill(words.done, { email }), error: null };
}

export function headers() {
  return PRIVATE_LINK_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData }) => mailedStopMeta(loaderData?.words.title);

export default function ReviewOptOut({ loaderData, actionData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <MailedStopCard
      heading={words.heading}
      error={actionData?.error ?? loaderData.error}
      done={actionData?.done ?? null}
      question={fill(words.question, { email: loaderData.email ?? "" })}
      button={words.button}
      tool={{
        name: "stop_review_mail",
        description: "Stop Sando Truck's mail asking for a review to the address this link was sent to.",
      }}
    />
  );
}
