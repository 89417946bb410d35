// PUT /api/admin/users/{id} {email?, password?, is_active?}; DELETE /api/admin/users/{id}.
// Both answer {success, user, users, currentUserId}; malformed or unknown ids are 404.
import { isDatabaseUnavailableError } from "../../../db.server";
import { json, jsonError, readJsonBody } from "../../../lib/http.server";
import {
  adminUpdateSchema,
  AdminUserError,
  deleteAdminUser,
  DuplicateEmailError,
  findAdminUser,
  listAdminUsers,
  parseAdminUserId,
  updateAdminUser,
  USER_NOT_FOUND,
} from "../../../domain/staff/users.server";
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import { USER_MESSAGES } from "../../../domain/staff/user-messages";
import type { Route } from "./+types/user";

// The methods this route's action answers (server/allowed-methods.ts refuses the others).
export const handle = { actionMethods: ["PUT", "DELETE"] };

export async function loader({ request, url, params }: Route.LoaderArgs) {
  try {
    await requireAdminForApi(request, url);
    const user = parseAdminUserId(params.id) ? await findAdminUser(params.id) : null;
    if (!user) return jsonError(404, USER_NOT_FOUND);
    return json({ success: true, user });
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDatabaseUnavailableError(error)) return jsonError(503, USER_MESSAGES.loadFailed);
    throw error;
  }
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const fallback = request.method === "DELETE" ? USER_MESSAGES.deleteFailed : USER_MESSAGES.updateFailed;
  try {
    const me = await requireAdminForApi(request, url);
    if (!parseAdminUserId(params.id)) return jsonError(404, USER_NOT_FOUND);
    let user;
    if (request.method === "DELETE") {
      user = await deleteAdminUser(params.id, me.id);
    } else {
      const update = await readJsonBody(request, adminUpdateSchema.strict());
      ({ user } = await updateAdminUser(params.id, update, me.id));
    }
    return json({ success: true, user, users: await listAdminUsers(), currentUserId: me.id });
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof AdminUserError) return jsonError(error.status, error.message);
    if (error instanceof DuplicateEmailError) return jsonError(409, error.message);
    if (isDatabaseUnavailableError(error)) return jsonError(503, fallback);
    throw error;
  }
}
