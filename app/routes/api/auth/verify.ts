// GET /api/auth/verify (bearer token or portal session) -> {success, user}.
import { SERVICE_UNAVAILABLE } from "../../../domain/staff/auth-messages";
import { apiRoute } from "../../../domain/shared/refusal.server";
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import { getAdminUser } from "../../../domain/staff/users.server";
import { json } from "../../../lib/http.server";
import type { Route } from "./+types/verify";

export const loader = apiRoute({ unavailable: SERVICE_UNAVAILABLE }, async ({ request, url }: Route.LoaderArgs) => {
  const admin = await requireAdminForApi(request, url);
  return json({ success: true, user: await getAdminUser(admin.id) });
});
