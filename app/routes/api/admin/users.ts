// GET /api/admin/users -> {success, users, currentUserId}; POST {email, password, role?} creates
// one (an Owner unless role is "staff"). Owners only (the table of rights): Staff are answered 403.

import { USER_MESSAGES } from "#app/content/portal-messages.ts";
import { createAdminUser, listAdminUsers, newAdminSchema } from "#app/domain/staff/users.server.ts";
import { adminApiRoute } from "#app/web/guards.server.ts";
import { json, readJsonBody } from "#app/web/http.server.ts";
import type { Route } from "./+types/users";

export const loader = adminApiRoute({ unavailable: USER_MESSAGES.loadFailed }, async (_args: Route.LoaderArgs, me) =>
  json({ success: true, users: await listAdminUsers(), currentUserId: me.id }),
);

export const action = adminApiRoute(
  { unavailable: USER_MESSAGES.createFailed },
  async ({ request }: Route.ActionArgs, me) => {
    const { view } = await createAdminUser(await readJsonBody(request, newAdminSchema));
    return json({ success: true, user: view, users: await listAdminUsers(), currentUserId: me.id }, 201);
  },
);
