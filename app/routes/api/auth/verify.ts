// GET /api/auth/verify (bearer token or portal session) -> {success, user}.
import { SERVICE_UNAVAILABLE } from "#app/content/portal-messages.ts";
import { getAdminUser } from "#app/domain/staff/users.server.ts";
import { adminApiRoute } from "#app/web/guards.server.ts";
import { json } from "#app/web/http.server.ts";
import type { Route } from "./+types/verify";

export const loader = adminApiRoute({ unavailable: SERVICE_UNAVAILABLE }, async (_args: Route.LoaderArgs, admin) =>
  json({ success: true, user: await getAdminUser(admin.id) }),
);
