// /catering-events: catering and private events, with the enquiry form. The action stores the
// enquiry (then mails it through the outbox) and redirects, carrying the thank-you message in a
// one-time cookie; a failure re-renders the form with the visitor's input kept.
import { data, redirect } from "react-router";
import { CateringForm, type CateringFormState } from "#app/components/catering-form.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { CATERING_WORDS, ENQUIRY_ERRORS } from "#app/content/catering-words.ts";
import { BUSINESS } from "#app/content/site.ts";
import { receiveCateringEnquiry } from "#app/domain/enquiries/enquiries.server.ts";
import { truckToday } from "#app/domain/shared/clock.server.ts";
import { languageOf, pathIn } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { getConfig } from "#app/infra/config.server.ts";
import stylesheet from "#app/styles/catering.css?url";
import { formFields, readFormBody } from "#app/web/http.server.ts";
import { sectionMeta } from "#app/web/page-meta.server.ts";
import { enquiryContextFor } from "#app/web/public-forms.server.ts";
import { asRefusal } from "#app/web/refusal.server.ts";
import { cateringServiceSchema } from "#app/web/structured-data.server.ts";
import { setVisitorFlash, takeVisitorFlash } from "#app/web/visitor-flash.server.ts";
import type { Route } from "./+types/catering-events";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ request }: Route.LoaderArgs) {
  const flash = await takeVisitorFlash(request);
  const language = languageOf(request);
  const words = CATERING_WORDS[language];
  // The starting price, the words and the head (its structured data too) come as the page's
  // data, not in its JavaScript.
  return data(
    {
      today: truckToday(),
      success: flash.message,
      startingPrice: BUSINESS.cateringStartingPrice,
      words,
      meta: sectionMeta(
        request,
        { name: words.name, path: "/catering-events", description: words.description },
        { schema: [cateringServiceSchema(getConfig().siteUrl, language)] },
      ),
    },
    { headers: flash.headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const language = languageOf(request);
  const words = ENQUIRY_ERRORS[language];
  const fields = formFields(await readFormBody(request));
  // Echoed back into the form on failure; the bot trap is never echoed.
  const { website: _trap, language: _language, ...values } = fields;
  try {
    // The enquiry's language is its page's, whatever the form sent.
    await receiveCateringEnquiry({ ...fields, language }, { ...enquiryContextFor(context), answerIn: language });
  } catch (error) {
    const refusal = asRefusal(error, words.failure);
    return data(
      { error: refusal.message, fieldErrors: refusal.details.fieldErrors ?? {}, values },
      { status: refusal.status },
    );
  }
  return redirect(pathIn(language, "/catering-events"), { headers: await setVisitorFlash(words.success) });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CateringEvents({ loaderData, actionData }: Route.ComponentProps) {
  const { words } = loaderData;
  const state: CateringFormState = {
    success: actionData ? null : loaderData.success,
    error: actionData?.error ?? null,
    fieldErrors: actionData?.fieldErrors ?? {},
    values: actionData?.values ?? {},
  };
  return (
    <main id="main">
      <PageHero
        titleId="catering-title"
        title={words.heroTitle}
        photo={{ name: "hero", alt: words.heroAlt, ratio: 9 / 16 }}
        short
      />
      <section className="section catering" aria-labelledby="enquiry-title">
        <div className="catering__intro">
          <h2 id="enquiry-title">{words.introTitle}</h2>
          <p>{fill(words.intro, { price: `$${loaderData.startingPrice}` })}</p>
        </div>
        <CateringForm state={state} today={loaderData.today} words={words} />
      </section>
    </main>
  );
}
