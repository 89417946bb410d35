// The frame of every staff page. Its middleware lets only a signed-in, active admin through
// (others go to /admin/login?redirect=...), so no admin HTML or data reaches anyone else.
import { Outlet, useNavigation } from "react-router";
import { AdminNav } from "#app/components/admin/admin-nav.tsx";
import { adminUserContext, requireAdminMiddleware } from "#app/web/guards.server.ts";
import type { Route } from "./+types/layout";
import stylesheet from "#app/styles/admin.css?url";

export const middleware: Route.MiddlewareFunction[] = [requireAdminMiddleware];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function loader({ context }: Route.LoaderArgs) {
  const user = context.get(adminUserContext);
  return { email: user.email, role: user.role };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div className="admin-shell" aria-busy={busy}>
      <AdminNav email={loaderData.email} role={loaderData.role} />
      {busy ? (
        <div className="admin-pending" role="progressbar" aria-label="Loading">
          <span className="admin-spinner" />
        </div>
      ) : null}
      <Outlet />
    </div>
  );
}
