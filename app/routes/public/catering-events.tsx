// /catering-events: catering and private events, with the enquiry form. The action stores the
// enquiry (then mails it through the outbox) and redirects, carrying the thank-you message in a
// one-time cookie; a failure re-renders the form with the visitor's input kept.
import { data, redirect } from "react-router";
import { CateringForm, type CateringFormState } from "#app/components/catering-form.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { ENQUIRY_FAILURE_MESSAGE, ENQUIRY_SUCCESS_MESSAGE } from "#app/content/messages.ts";
import { BUSINESS } from "#app/content/site.ts";
import { receiveCateringEnquiry } from "#app/domain/enquiries/enquiries.server.ts";
import { truckToday } from "#app/domain/shared/clock.server.ts";
import { getConfig } from "#app/infra/config.server.ts";
import stylesheet from "#app/styles/catering.css?url";
import { formFields, readFormBody } from "#app/web/http.server.ts";
import { enquiryContextFor } from "#app/web/public-forms.server.ts";
import { asRefusal } from "#app/web/refusal.server.ts";
import { sectionMeta } from "#app/web/seo.ts";
import { cateringServiceSchema } from "#app/web/structured-data.server.ts";
import { setVisitorFlash, takeVisitorFlash } from "#app/web/visitor-flash.server.ts";
import type { Route } from "./+types/catering-events";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ request }: Route.LoaderArgs) {
  const flash = await takeVisitorFlash(request);
  // The starting price and the structured data come as the page's data, not in its JavaScript.
  return data(
    {
      today: truckToday(),
      success: flash.message,
      startingPrice: BUSINESS.cateringStartingPrice,
      schema: cateringServiceSchema(getConfig().siteUrl),
    },
    { headers: flash.headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = formFields(await readFormBody(request));
  // Echoed back into the form on failure; the bot trap is never echoed.
  const { website: _trap, ...values } = fields;
  try {
    await receiveCateringEnquiry(fields, enquiryContextFor(context));
  } catch (error) {
    const refusal = asRefusal(error, ENQUIRY_FAILURE_MESSAGE);
    return data(
      { error: refusal.message, fieldErrors: refusal.details.fieldErrors ?? {}, values },
      { status: refusal.status },
    );
  }
  return redirect("/catering-events", { headers: await setVisitorFlash(ENQUIRY_SUCCESS_MESSAGE) });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  sectionMeta(
    matches,
    {
      name: "Catering & Events",
      path: "/catering-events",
      description:
        "Book the Sando Truck for weddings, corporate lunches and private parties in Santa Barbara County. Catering from 500 USD.",
    },
    { schema: loaderData ? [loaderData.schema] : [] },
  );

const HERO_PHOTO = { name: "hero", alt: "Guests lining up at the Sando Truck at a private party", ratio: 9 / 16 };

export default function CateringEvents({ loaderData, actionData }: Route.ComponentProps) {
  const state: CateringFormState = {
    success: actionData ? null : loaderData.success,
    error: actionData?.error ?? null,
    fieldErrors: actionData?.fieldErrors ?? {},
    values: actionData?.values ?? {},
  };
  return (
    <main id="main">
      <PageHero titleId="catering-title" title="Catering & events" photo={HERO_PHOTO} short />
      <section className="section catering" aria-labelledby="enquiry-title">
        <div className="catering__intro">
          <h2 id="enquiry-title">Bring the truck to your event</h2>
          <p>
            From backyard birthdays to weddings and office lunches, we park, cook to order and keep the line moving.
            Tell us about your event and we will get back to you within 24 hours with availability and a quote. Catering
            starts at ${loaderData.startingPrice}.
          </p>
        </div>
        <CateringForm state={state} today={loaderData.today} />
      </section>
    </main>
  );
}
