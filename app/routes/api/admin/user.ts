// PUT /api/admin/users/{id} {email?, password?, is_active?}; DELETE /api/admin/users/{id}.
// Both answer {success, user, users, currentUserId}; malformed or unknown ids are 404.
import { adminApiRoute } from "../../../domain/staff/auth.server";
import { USER_MESSAGES } from "../../../content/portal-messages";
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

export const handle = { actionMethods: ["PUT", "DELETE"] };

export const loader = adminApiRoute({ unavailable: USER_MESSAGES.loadFailed }, async ({ params }: Route.LoaderArgs) =>
  json({ success: true, user: await getAdminUser(params.id) }),
);

export const action = adminApiRoute(
  { unavailable: { DELETE: USER_MESSAGES.deleteFailed, default: USER_MESSAGES.updateFailed } },
  async ({ request, params }: Route.ActionArgs, me) => {
    // An unknown id is answered before the body is read, whatever the body holds.
    assertAdminUserId(params.id);
    const user =
      request.method === "DELETE"
        ? await deleteAdminUser(params.id, me.id)
        : (await updateAdminUser(params.id, await readJsonBody(request, adminUpdateSchema.strict()), me.id)).user;
    return json({ success: true, user, users: await listAdminUsers(), currentUserId: me.id });
  },
);
