// GET /api/auth/verify (bearer token or portal session) -> {success, user}.
import { SERVICE_UNAVAILABLE } from "../../../content/portal-messages";
import { adminApiRoute } from "../../../domain/staff/auth.server";
import { getAdminUser } from "../../../domain/staff/users.server";
import { json } from "../../../lib/http.server";
import type { Route } from "./+types/verify";

export const loader = adminApiRoute({ unavailable: SERVICE_UNAVAILABLE }, async (_args: Route.LoaderArgs, admin) =>
  json({ success: true, user: await getAdminUser(admin.id) }),
);
