import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { Analytics } from "./components/analytics";
import { NavigationEffects } from "./components/navigation-effects";
import { getConfig } from "#app/infra/config.server.ts";
import { httpCache } from "#app/web/http-cache.server.ts";
import { responseCache } from "#app/web/response-cache.server.ts";
import { THEME_COLOR } from "#app/web/seo.ts";
import stylesheet from "./styles/app.css?url";
import headingFont from "./styles/fonts/dela-gothic-one.woff2?url";

// Runs for every page, data and API request: reuse of fresh public answers, then Cache-Control
// defaults and ETags.
export const middleware: Route.MiddlewareFunction[] = [responseCache, httpCache];

export function loader() {
  const config = getConfig();
  return { siteUrl: config.siteUrl, analyticsId: config.analyticsId };
}

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
  return (
    <html lang="en">
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
        {rootData?.analyticsId ? <Analytics measurementId={rootData.analyticsId} /> : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let details = "An unexpected error occurred. Please try again.";
  // A Staff user at an Owner-only page of the portal (issue 18): refused before anything loads.
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  if (isRouteErrorResponse(error)) {
    title =
      error.status === 503
        ? "We'll be right back"
        : forbidden
          ? "Not for your account"
          : `${error.status} ${error.statusText}`;
    if (typeof error.data === "string" && error.data) details = error.data;
  }
  return (
    <main className="error-page" id="main">
      <title>{`${title} | Sando Truck`}</title>
      <p className="error-page__logo">
        <img src="/images/logo.svg" alt="Sando Truck" width={160} height={48} />
      </p>
      <h1>{title}</h1>
      <p role={forbidden ? "alert" : undefined}>{details}</p>
      {forbidden ? (
        <p>
          Admin users and the newsletter's subscribers are managed by the truck's owners. Ask an owner if you need a
          change there.
        </p>
      ) : null}
      <p className="button-row">
        {forbidden ? (
          <Link to="/admin/dashboard" className="button">
            Back to the dashboard
          </Link>
        ) : (
          <Link to="/" className="button">
            Back to the home page
          </Link>
        )}
        <Link to={forbidden ? "/" : "/menu"} className="button button--outline">
          {forbidden ? "Back to the home page" : "See the Menu"}
        </Link>
      </p>
    </main>
  );
}
