// The layout of every staff page. Its middleware lets only a signed-in, active admin through
// (others go to /admin/login?redirect=...), so no admin HTML or data reaches anyone else, then
// only to what the table of rights lets their role use (403 otherwise). The
// frame (components/admin/portal-frame) is drawn around the page, or around the error page of a
// page below that could not be shown.
import { Outlet } from "react-router";
import { PortalFrame } from "#app/components/admin/portal-frame.tsx";
import { ErrorPage } from "#app/components/error-page.tsx";
import type { Section } from "#app/domain/staff/rights.ts";
import { getConfig } from "#app/infra/config.server.ts";
import stylesheet from "#app/styles/admin.css?url";
import { adminUserContext, requireAdminMiddleware, requireRightMiddleware } from "#app/web/guards.server.ts";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [requireAdminMiddleware, requireRightMiddleware];

/** Tests only (PORTAL_SAMPLE_SECTIONS): the sections the next issues add, as the bar must hold them. */
const SAMPLE_SECTIONS: readonly Section[] = [
  { to: "/admin/sample-reviews", label: "Reviews", group: "Daily work" },
  { to: "/admin/sample-stop-pages", label: "Stop pages", group: "Daily work" },
  { to: "/admin/sample-signs", label: "Signs", group: "Daily work" },
];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function loader({ context }: Route.LoaderArgs) {
  const user = context.get(adminUserContext);
  return { email: user.email, role: user.role, samples: SAMPLE_SECTIONS.slice(0, getConfig().portalSampleSections) };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PortalFrame user={loaderData}>
      <Outlet />
    </PortalFrame>
  );
}

/**
 * Shown instead of the layout, so it draws the frame itself. Without this loader's data (it did
 * not run) the page is shown without the navigation rather than with someone else's.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <PortalFrame user={loaderData}>
      <ErrorPage error={error} area="portal" />
    </PortalFrame>
  );
}
