// The portal's Owner-only pages (users, subscribers and their CSV) sit under this layout. Its
// middleware answers a Staff user 403 before any of their loaders or actions run, for the page,
// its data and its actions alike; React Router shows a middleware's refusal with the root's
// boundary, which draws the portal's refusal page (components/admin/portal-refusal-page). What
// the pages below throw themselves is shown by the admin layout's boundary, inside the portal.
import { Outlet } from "react-router";
import { requireOwnerMiddleware } from "#app/web/guards.server.ts";
import type { Route } from "./+types/owner-only";

export const middleware: Route.MiddlewareFunction[] = [requireOwnerMiddleware];

export default function OwnerOnly() {
  return <Outlet />;
}
