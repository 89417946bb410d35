// GET /api/admin/users -> {success, users, currentUserId}; POST {email, password} creates one.
import { apiRoute } from "../../../domain/shared/refusal.server";
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import { USER_MESSAGES } from "../../../domain/staff/user-messages";
import { createAdminUser, listAdminUsers, newAdminSchema } from "../../../domain/staff/users.server";
import { json, readJsonBody } from "../../../lib/http.server";
import type { Route } from "./+types/users";

export const loader = apiRoute({ unavailable: USER_MESSAGES.loadFailed }, async ({ request, url }: Route.LoaderArgs) => {
  const me = await requireAdminForApi(request, url);
  return json({ success: true, users: await listAdminUsers(), currentUserId: me.id });
});

export const action = apiRoute({ unavailable: USER_MESSAGES.createFailed }, async ({ request, url }: Route.ActionArgs) => {
  const me = await requireAdminForApi(request, url);
  const { view } = await createAdminUser(await readJsonBody(request, newAdminSchema));
  return json({ success: true, user: view, users: await listAdminUsers(), currentUserId: me.id }, 201);
});
