// /accessibility: the accessibility statement, linked from every public page's footer. Its
// standard, checks and reply promise live in app/content/accessibility.ts.
import { Link } from "react-router";
import { usePublicBusinessDetails } from "#app/components/use-business-details.ts";
import { ACCESSIBILITY_STATEMENT as STATEMENT } from "#app/content/accessibility.ts";
import stylesheet from "#app/styles/accessibility.css?url";
import { sectionMeta } from "#app/web/seo.ts";
import type { Route } from "./+types/accessibility";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export const meta: Route.MetaFunction = ({ matches }) =>
  sectionMeta(matches, {
    name: "Accessibility",
    path: "/accessibility",
    description:
      "The standard the Sando Truck website aims for (WCAG 2.2 AA), what we know falls short, and how to ask for help or for the menu in another format.",
  });

export default function Accessibility() {
  const business = usePublicBusinessDetails();
  return (
    <main id="main" className="section statement">
      <h1>Accessibility statement</h1>
      <p className="lead">
        We want everyone to be able to find the truck, read the menu and get in touch with us, whatever device or
        assistive technology they use.
      </p>
      <p className="statement__reviewed">
        Last reviewed <time dateTime={STATEMENT.reviewed.iso}>{STATEMENT.reviewed.text}</time>.
      </p>

      <section aria-labelledby="standard-title">
        <h2 id="standard-title">The standard we aim for</h2>
        <p>
          This website, including the staff portal, aims to meet the{" "}
          <a href={STATEMENT.standardUrl}>Web Content Accessibility Guidelines (WCAG) 2.2</a> at level AA. It partially
          meets that standard: most of it does, and the parts we know do not yet are listed under{" "}
          <a href="#limitations-title">Known limitations</a>.
        </p>
      </section>

      <section aria-labelledby="checks-title">
        <h2 id="checks-title">How we check</h2>
        <p>Every change to the site has to pass our automated tests, among them:</p>
        <ul>
          {STATEMENT.checks.map((check) => (
            <li key={check}>{check}</li>
          ))}
        </ul>
        <p>
          Automated tests find many problems but not all of them, so we also rely on you to tell us what gets in your
          way.
        </p>
      </section>

      <section aria-labelledby="limitations-title">
        <h2 id="limitations-title">Known limitations</h2>
        <ul>
          <li>
            The printable PDF menu is tagged for screen readers and gives its language and title, but it uses the
            standard PDF fonts without embedding them, so it is not certified to the PDF/UA standard. The{" "}
            <Link to="/menu">Menu page</Link> has the same menu as a web page; both are made from the same list, so they
            always agree.
          </li>
          <li>
            The Instagram photo feed on the home and About pages comes from a third-party service. We cannot change how
            it works with a keyboard or screen reader, and our automated checks leave it out. Our upcoming stops are
            also listed on the <Link to="/popup-locations">When & where page</Link>.
          </li>
          <li>
            Photos of menu items and of our stops are described by the item's or the stop's name, not by what the photo
            shows. The photos in our gallery each have a written description.
          </li>
          <li>
            Links to Google Maps, Instagram, Facebook, Google and Yelp reviews and to press articles lead to other
            companies' sites, whose accessibility is up to them. The address of every stop is written out on the When &
            where page.
          </li>
        </ul>
      </section>

      <section aria-labelledby="redundant-entry-title">
        <h2 id="redundant-entry-title">You type things once</h2>
        <p>
          No form on this site asks for the same information twice (WCAG 2.2 success criterion 3.3.7, Redundant Entry).
          If a form cannot accept what you sent, it comes back with what you typed still filled in, except passwords,
          which we never send back to your browser, and a photo already chosen in the staff portal stays chosen.
        </p>
        <p>
          The one exception is on purpose: when staff set a new password, the portal asks for it a second time to
          confirm it, because a mistyped new password would lock them out. WCAG allows this, as it exempts re-entry that
          is needed for security.
        </p>
      </section>

      <section aria-labelledby="sign-in-title">
        <h2 id="sign-in-title">Signing in to the staff portal</h2>
        <p>
          Staff sign in with their e-mail address and password. Both can be pasted, and password managers can fill them
          in, because each field says what it is for. There is no puzzle, CAPTCHA or code to copy (WCAG 2.2 success
          criterion 3.3.8, Accessible Authentication). If an account's password sign-in is paused after many failed
          attempts, we e-mail the account a one-time sign-in link instead.
        </p>
      </section>

      <section aria-labelledby="help-title">
        <h2 id="help-title">Ask for help or report a barrier</h2>
        <p>
          If something on this site does not work for you, or you need the menu or anything else here in another format,
          please tell us:
        </p>
        <ul>
          <li>
            E-mail: <a href={`mailto:${business.email}`}>{business.email}</a>
          </li>
          <li>
            Phone: <a href={business.telephoneHref}>{business.telephoneDisplay}</a>
          </li>
        </ul>
        <p>
          Tell us which page it was and what you were trying to do. We reply within {STATEMENT.replyWithin}. If a fix
          takes longer, we will tell you what we are doing and when, and help you get what you need in the meantime: for
          example the menu as plain text by e-mail, or a catering enquiry taken by e-mail or phone instead of the form.
        </p>
      </section>
    </main>
  );
}
