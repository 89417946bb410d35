// PUT /api/admin/users/{id} {email?, password?, is_active?}; DELETE /api/admin/users/{id}.
// Both answer {success, user, users, currentUserId}; malformed or unknown ids are 404.
import { apiRoute } from "../../../domain/shared/refusal.server";
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import { USER_MESSAGES } from "../../../domain/staff/user-messages";
import {
  adminUpdateSchema,
  assertAdminUserId,
  deleteAdminUser,
  getAdminUser,
  listAdminUsers,
  updateAdminUser,
} from "../../../domain/staff/users.server";
import { json, readJsonBody } from "../../../lib/http.server";
import type { Route } from "./+types/user";

// The methods this route's action answers (server/allowed-methods.ts refuses the others).
export const handle = { actionMethods: ["PUT", "DELETE"] };

export const loader = apiRoute({ unavailable: USER_MESSAGES.loadFailed }, async ({ request, url, params }: Route.LoaderArgs) => {
  await requireAdminForApi(request, url);
  return json({ success: true, user: await getAdminUser(params.id) });
});

export const action = apiRoute(
  { unavailable: ({ request }) => (request.method === "DELETE" ? USER_MESSAGES.deleteFailed : USER_MESSAGES.updateFailed) },
  async ({ request, url, params }: Route.ActionArgs) => {
    const me = await requireAdminForApi(request, url);
    // An unknown id is answered before the body is read, whatever the body holds.
    assertAdminUserId(params.id);
    const user =
      request.method === "DELETE"
        ? await deleteAdminUser(params.id, me.id)
        : (await updateAdminUser(params.id, await readJsonBody(request, adminUpdateSchema.strict()), me.id)).user;
    return json({ success: true, user, users: await listAdminUsers(), currentUserId: me.id });
  },
);
