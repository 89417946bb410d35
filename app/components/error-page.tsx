// The one error page: what a visitor or a staff member reads when a page cannot be shown. What it
// says depends on the status and on where the page is: the public site, the staff portal (its
// sign-in page too), or neither (the root's bare fallback, which shows the logo). A page may name
// what is missing and its way back. The frame around it is drawn by the layouts' boundaries.
// Safe in every bundle: no portal messages here (the root imports this), they are passed in.
// The public site's pages are in the language of their address, /es or not (issue 48); the
// portal's are English. Both languages' words are here: this module is loaded only when a page
// fails (lazy-error-page.tsx), never with a page's own JavaScript.
import { isRouteErrorResponse, Link } from "react-router";
import { useLanguage } from "#app/components/use-language.ts";
import { ERROR_WORDS, type ErrorWords } from "#app/content/error-words.ts";
import { englishPathOf, type Language, pathIn } from "#app/i18n/language.ts";

/** Where the page that failed is: it decides the look, the wording and the ways back. */
export type ErrorArea = "site" | "portal" | "sign-in" | "plain";

export type ErrorWay = { to: string; label: string };

/**
 * What a public loader may throw, beside a plain message, for the 404 page to show: its reason
 * and its way on, both in the page's language (`throw data(refusal, { status: 404 })`).
 */
export type PageRefusal = { message: string; back?: ErrorWay };

/** What one kind of page says instead of its area's defaults. */
export type ErrorPageText = {
  /** The heading of a 404 ("Event not found"). */
  notFound?: string;
  /** The heading when it could not be loaded (a 5xx or an unexpected error). */
  loadFailed?: string;
  /** The heading, whatever happened (the sign-in page keeps its own). */
  heading?: string;
  /** The message, whatever happened, in place of the refusal's own. */
  message?: string;
  /** The way back: in the portal, in place of the dashboard; on the site, first of the ways on. */
  back?: ErrorWay;
};

/** What the page shows. `alert` is the refusal's own message, announced; `text` is read as it comes. */
type ErrorContent = {
  title: string;
  heading: string;
  /** A big "404" above the heading. */
  code?: string;
  text?: string;
  alert?: string;
  links: ErrorWay[];
};

/** The portal's words: English, as the whole portal is. */
const PORTAL_WORDS = ERROR_WORDS.en;
const OWNERS_ONLY =
  "Admin users and the newsletter's subscribers are managed by the truck's owners. Ask an owner if you need a change there.";
const HOME: ErrorWay = { to: "/", label: PORTAL_WORDS.backHome };
const DASHBOARD: ErrorWay = { to: "/admin/dashboard", label: "Back to the dashboard" };

type Failure = {
  status: number;
  statusText: string;
  message: string | null;
  /** The way on a loader threw with its message (a PageRefusal). */
  back: ErrorWay | null;
  isResponse: boolean;
};

const isPageRefusal = (body: unknown): body is PageRefusal =>
  typeof body === "object" && body !== null && typeof (body as PageRefusal).message === "string";

/** The status and the message a route threw (`throw data("Event not found", { status: 404 })`). */
function readError(error: unknown): Failure {
  if (!isRouteErrorResponse(error)) {
    return { status: 500, statusText: "", message: null, back: null, isResponse: false };
  }
  const body: unknown = error.data;
  const refusal = isPageRefusal(body) ? body : { message: typeof body === "string" ? body : "" };
  return {
    status: error.status,
    statusText: error.statusText,
    message: refusal.message || null,
    back: refusal.back ?? null,
    isResponse: true,
  };
}

/** A way on the site, to the page in the language of the page that failed. */
const wayIn = (language: Language, way: ErrorWay): ErrorWay => ({
  ...way,
  to: pathIn(language, englishPathOf(way.to)),
});

function siteContent(failure: Failure, text: ErrorPageText, words: ErrorWords, language: Language): ErrorContent {
  const { status, statusText, message, isResponse } = failure;
  const home = { to: "/", label: words.backHome };
  const menu = { to: "/menu", label: words.seeMenu };
  if (status === 404) {
    const back = text.back ?? failure.back;
    return {
      title: words.notFoundTitle,
      code: "404",
      heading: words.notFoundHeading,
      text: words.notFoundText,
      alert: message ?? undefined,
      links: [...(back ? [back] : []), { to: "/", label: words.goHome }, menu].map((way) => wayIn(language, way)),
    };
  }
  // HTTP's reason phrase ("Bad Request") is English: a page in another language says its own words.
  const refused = language === "en" ? `${status} ${statusText}`.trim() : words.somethingWentWrong;
  const heading = !isResponse ? words.somethingWentWrong : status === 503 ? words.rightBack : refused;
  return {
    title: heading,
    heading,
    text: message ?? words.unexpected,
    links: [home, menu].map((way) => wayIn(language, way)),
  };
}

function portalContent({ status, statusText, message, isResponse }: Failure, text: ErrorPageText): ErrorContent {
  const back = text.back ?? DASHBOARD;
  let content: Omit<ErrorContent, "title">;
  if (status === 403) {
    // A Staff user at an Owner-only page (issue 18).
    content = {
      heading: "Not for your account",
      alert: message ?? undefined,
      text: OWNERS_ONLY,
      links: text.back ? [back] : [DASHBOARD, HOME],
    };
  } else if (status === 404) {
    const heading = text.notFound ?? "Page not found";
    content = { heading, alert: message !== heading ? (message ?? undefined) : undefined, links: [back] };
  } else if (status >= 500 || !isResponse) {
    const heading = text.loadFailed ?? (status === 503 ? PORTAL_WORDS.rightBack : PORTAL_WORDS.somethingWentWrong);
    const said = message ?? (text.loadFailed ? null : PORTAL_WORDS.unexpected);
    content = { heading, alert: said !== heading ? (said ?? undefined) : undefined, links: [back] };
  } else {
    // Another refusal (an unreadable or oversize form): its own message says it.
    content = { heading: message ?? `${status} ${statusText}`.trim(), links: [back] };
  }
  if (text.heading) {
    // A page that says the same whatever happened (the sign-in page).
    return { title: text.heading, heading: text.heading, alert: text.message ?? content.alert, links: [back] };
  }
  return { ...content, title: content.heading, alert: text.message ?? content.alert };
}

/** The page's content for `error` in `area`: the one table of what each status says. */
function errorContent(error: unknown, area: ErrorArea, language: Language, text: ErrorPageText = {}): ErrorContent {
  const failure = readError(error);
  return area === "site" || area === "plain"
    ? siteContent(failure, text, ERROR_WORDS[language], language)
    : portalContent(failure, text);
}

const TITLE_SUFFIX: Record<ErrorArea, string> = {
  site: "Sando Truck",
  plain: "Sando Truck",
  portal: "Sando Truck Admin",
  "sign-in": "Sando Truck Admin",
};

/**
 * The error page. `titled`: it names the document (false where the route's own `meta` does,
 * which React Router keeps for a route that shows its own error).
 */
export function ErrorPage(props: { error: unknown; area: ErrorArea; text?: ErrorPageText; titled?: boolean }) {
  const { area, titled = true } = props;
  // From the address: an error page has no loader data to say it.
  const language = useLanguage();
  const content = errorContent(props.error, area, language, props.text);
  const head = titled ? (
    <>
      <title>{`${content.title} | ${TITLE_SUFFIX[area]}`}</title>
      {area === "site" || area === "plain" ? <meta name="robots" content="noindex" /> : null}
    </>
  ) : null;

  if (area === "site" || area === "plain") {
    return (
      <main id="main" className="error-page">
        {head}
        {/* Without the site's header (the root's fallback) the logo says whose site this is. */}
        {area === "plain" ? (
          <p className="error-page__logo">
            <img src="/images/logo.svg" alt="Sando Truck" width={160} height={48} />
          </p>
        ) : null}
        {content.code ? (
          <p className="error-page__code" aria-hidden="true">
            {content.code}
          </p>
        ) : null}
        <h1>{content.heading}</h1>
        {content.text ? <p>{content.text}</p> : null}
        {content.alert ? <p role="alert">{content.alert}</p> : null}
        <p className="button-row">
          {content.links.map((way, index) => (
            <Link key={way.to} to={way.to} className={index === 0 ? "button" : "button button--outline"}>
              {way.label}
            </Link>
          ))}
        </p>
      </main>
    );
  }

  return (
    <main className={area === "sign-in" ? "admin-login" : "admin-main admin-error-page"}>
      {head}
      <h1>{content.heading}</h1>
      {content.alert ? (
        <p role="alert" className="admin-message admin-message-error">
          {content.alert}
        </p>
      ) : null}
      {content.text ? <p>{content.text}</p> : null}
      {content.links.map((way) => (
        <p key={way.to}>
          <Link to={way.to}>{way.label}</Link>
        </p>
      ))}
    </main>
  );
}
