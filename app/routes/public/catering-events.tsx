// /catering-events: catering and private events, with the enquiry form.
import { CateringForm } from "../../components/catering-form";
import { ResponsiveImage } from "../../components/responsive-image";
import { BUSINESS } from "../../content/site";
import { pageMeta, siteUrlFrom } from "../../lib/seo";
import { cateringServiceSchema } from "../../lib/structured-data";
import type { Route } from "./+types/catering-events";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Catering & Events | Sando Truck",
    description:
      "Book the Sando Truck for weddings, corporate lunches and private parties in Santa Barbara County. Catering from 500 USD.",
    path: "/catering-events",
    breadcrumbs: [{ name: "Catering & Events", path: "/catering-events" }],
    schema: [cateringServiceSchema(siteUrlFrom(matches))],
  });

export default function CateringEvents() {
  return (
    <main id="main">
      <section className="hero hero--short" aria-labelledby="catering-title">
        <ResponsiveImage name="hero" alt="Guests lining up at the Sando Truck at a private party" ratio={9 / 16} eager className="hero__image" />
        <div className="hero__content">
          <h1 id="catering-title">CATERING &amp; EVENTS</h1>
        </div>
      </section>
      <section className="section catering" aria-labelledby="enquiry-title">
        <div className="catering__intro">
          <h2 id="enquiry-title">Bring the truck to your event</h2>
          <p>
            From backyard birthdays to weddings and office lunches, we park, cook to order and keep
            the line moving. Tell us about your event and we will get back to you within 24 hours
            with availability and a quote. Catering starts at ${BUSINESS.cateringStartingPrice}.
          </p>
        </div>
        <CateringForm />
      </section>
    </main>
  );
}
