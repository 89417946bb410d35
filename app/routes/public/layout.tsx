// The layout of every public page: the banner's data and the business details (hours, contacts,
// links) for the site's frame (components/site-frame) and the pages under it, and the frame
// around a page that could not be shown (a 404 below, or this loader's failure).
import { Outlet } from "react-router";
import { ErrorPage } from "#app/components/lazy-error-page.tsx";
import { SiteFrame } from "#app/components/site-frame.tsx";
import { bannerIn, getPublicBanner, HIDDEN_BANNER } from "#app/domain/banner/banner.server.ts";
import { closureNoticeIn } from "#app/domain/closures/public-closures.server.ts";
import { languageOf } from "#app/i18n/language.ts";
import { isDatabaseUnavailableError } from "#app/infra/db.server.ts";
import { PUBLIC_CACHE_CONTROL } from "#app/web/http-cache.server.ts";
import { publicBusinessOf } from "#app/web/public-business.server.ts";
import type { Route } from "./+types/layout";

// Every public page is the same for every visitor; one that sets a cookie (a flash message)
// is made private by the root's httpCache middleware.
export function headers() {
  return { "Cache-Control": PUBLIC_CACHE_CONTROL };
}

async function bannerOrHidden() {
  try {
    return await getPublicBanner();
  } catch (error) {
    // The banner is optional: if it cannot be read the page still renders, without it.
    if (!isDatabaseUnavailableError(error)) throw error;
    console.error("Failed to fetch banner settings", error);
    return HIDDEN_BANNER;
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  // The business details never fail: the last copy read, else the built-in values.
  const [banner, { business, closures }] = await Promise.all([bannerOrHidden(), publicBusinessOf(context)]);
  const language = languageOf(request);
  // The closure on now, in the page's language (the hours card, the next stop and the banner show it).
  return {
    banner: { ...bannerIn(language, banner), closure: closureNoticeIn(banner.closure, language) },
    business,
    closures: { ...closures, now: closureNoticeIn(closures.now, language) },
  };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame banner={loaderData.banner} business={loaderData.business}>
      <Outlet />
    </SiteFrame>
  );
}

/** Shown instead of the layout: so it draws the frame itself (without the banner if this loader failed). */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <SiteFrame banner={loaderData?.banner} business={loaderData?.business} error>
      <ErrorPage error={error} area="site" />
    </SiteFrame>
  );
}
