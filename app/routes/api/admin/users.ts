// GET /api/admin/users -> {success, users, currentUserId}; POST {email, password} creates one.
import { z } from "zod";
import { isDatabaseUnavailableError } from "../../../db.server";
import { json, jsonError, readJsonBody } from "../../../lib/http.server";
import {
  createAdminUser,
  DuplicateEmailError,
  listAdminUsers,
  newAdminSchema,
} from "../../../domain/staff/users.server";
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import { USER_MESSAGES } from "../../../domain/staff/user-messages";
import type { Route } from "./+types/users";

export async function loader({ request, url }: Route.LoaderArgs) {
  try {
    const me = await requireAdminForApi(request, url);
    return json({ success: true, users: await listAdminUsers(), currentUserId: me.id });
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDatabaseUnavailableError(error)) return jsonError(503, USER_MESSAGES.loadFailed);
    throw error;
  }
}

export async function action({ request, url }: Route.ActionArgs) {
  try {
    const me = await requireAdminForApi(request, url);
    const input = await readJsonBody(request, newAdminSchema);
    const { view } = await createAdminUser(input);
    return json(
      { success: true, user: view, users: await listAdminUsers(), currentUserId: me.id },
      201,
    );
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof DuplicateEmailError) return jsonError(409, error.message);
    if (isDatabaseUnavailableError(error)) return jsonError(503, USER_MESSAGES.createFailed);
    throw error;
  }
}
