// GET /api/auth/verify (bearer token or portal session) -> {success, user}.
import { isDatabaseUnavailableError } from "../../../db.server";
import { json, jsonError } from "../../../lib/http.server";
import { findAdminUser } from "../../../domain/staff/users.server";
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import type { Route } from "./+types/verify";

export async function loader({ request, url }: Route.LoaderArgs) {
  try {
    const admin = await requireAdminForApi(request, url);
    return json({ success: true, user: await findAdminUser(admin.id) });
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDatabaseUnavailableError(error)) return jsonError(503, "Service unavailable");
    throw error;
  }
}
