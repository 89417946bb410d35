// The portal's Owner-only pages (users, subscribers and their CSV) sit under this layout. Its
// middleware answers a Staff user 403 before any of their loaders or actions run, for the page,
// its data and its actions alike; React Router shows a middleware's refusal with the root's
// boundary (app/root.tsx says "Not for your account"). The boundary here shows what the pages
// below throw themselves (an unknown user), inside the portal.
import { isRouteErrorResponse, Link, Outlet } from "react-router";
import { USER_MESSAGES } from "#app/content/portal-messages.ts";
import { requireOwnerMiddleware } from "#app/web/guards.server.ts";
import type { Route } from "./+types/owner-only";

export const middleware: Route.MiddlewareFunction[] = [requireOwnerMiddleware];

export default function OwnerOnly() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : USER_MESSAGES.genericError;
  return (
    <main className="admin-main admin-error">
      <title>{`${status} | Sando Truck Admin`}</title>
      <h1>{status === 404 ? "Not found" : "Something went wrong"}</h1>
      <p role="alert" className="admin-message admin-message-error">
        {message}
      </p>
      <p>
        <Link to="/admin/dashboard">Back to the dashboard</Link>
      </p>
    </main>
  );
}
