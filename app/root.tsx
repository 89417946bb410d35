import { lazy, Suspense } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { ErrorPage } from "#app/components/lazy-error-page.tsx";
import { useLanguage } from "#app/components/use-language.ts";
import { FRAME_WORDS } from "#app/content/frame-words.ts";
import { languageOfPath } from "#app/i18n/language.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { analyticsPageOf, publicPageOf } from "#app/web/analytics-pages.server.ts";
import { httpCache } from "#app/web/http-cache.server.ts";
import { responseCache } from "#app/web/response-cache.server.ts";
import { THEME_COLOR } from "#app/web/seo.ts";
import type { Route } from "./+types/root";
import { NavigationEffects } from "./components/navigation-effects";
import stylesheet from "./styles/app.css?url";
import headingFont from "./styles/fonts/dela-gothic-one.woff2?url";

// Runs for every page, data and API request: reuse of fresh public answers, then Cache-Control
// defaults and ETags.
export const middleware: Route.MiddlewareFunction[] = [responseCache, httpCache];

export function loader({ pattern, url }: Route.LoaderArgs) {
  const config = getConfig();
  const language = languageOfPath(url.pathname);
  return {
    siteUrl: config.siteUrl,
    language,
    // Whether this page loads analytics, and the path it may report, decided here from the route it
    // matched (app/web/analytics-pages.server.ts): no token or personal query leaves the site.
    analytics: analyticsPageOf(config.analyticsId, pattern, url, config.siteUrl),
    // The public page whose newsletter sign-ups the footer's form counts (issue 51), if any.
    page: publicPageOf(pattern),
    // The public frame's words in the page's language (the portal has its own), here rather than
    // in the public layout so that its error boundary has them when the layout's loader failed.
    frame: isPortalPath(url.pathname) ? null : FRAME_WORDS[language],
  };
}

/** The verdict above belongs to a route: asked again whenever the page's path changes. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // The headings' face, fetched with the stylesheet rather than after it: its display is
  // "optional", so it is used only if it arrives in the first moments (app/styles/fonts.css).
  // The text face is not preloaded: beside the hero image it cost /about and /press a point of
  // Lighthouse performance (LCP 1.0 -> 2.1 s); it is used from the next page on (cached).
  { rel: "preload", href: headingFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  // From the address, so an error page (no loader data) is in its page's language too.
  const language = useLanguage();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        {/* Stylesheets are allowed as 'self' and need no nonce. Without this empty one React
            Router adds the request's nonce, which the browser hides from the DOM, and hydration
            reports the difference. */}
        <Links nonce="" />
      </head>
      <body>
        {children}
        <NavigationEffects />
        {rootData?.analytics ? (
          <Suspense fallback={null}>
            <Analytics page={rootData.analytics} />
          </Suspense>
        ) : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The staff portal and its sign-in pages: English, and framed by their own layout. */
const isPortalPath = (pathname: string) => /^\/admin(\/|\.|$)/i.test(pathname);

/** The route id of the staff portal's layout (app/routes.ts). */
const PORTAL_LAYOUT = "routes/admin/layout";
/** Loaded only where an analytics id is set and the page may report: elsewhere none of its code. */
const Analytics = lazy(() => import("./components/analytics").then((module) => ({ default: module.Analytics })));
const PortalRefusalPage = lazy(() => import("#app/components/admin/portal-refusal-page.tsx"));

/**
 * The last resort: what no layout's boundary showed. That is a failure of the root, a page
 * outside the layouts (the sign-in links), or a middleware's refusal (React Router shows those
 * here, as no loader ran): for a Staff user at an Owner-only page, the portal's refusal page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const inPortal = useMatches().some((match) => match.id === PORTAL_LAYOUT);
  if (inPortal && isRouteErrorResponse(error) && error.status === 403) return <PortalRefusalPage error={error} />;
  return <ErrorPage error={error} area="plain" />;
}
