// GET, PUT, DELETE /api/admin/menu-items/{id} -> {success, menuItem} or {success: false, error}.
// A malformed or unknown id is 404 'Menu item not found'; a PUT whose `__v` is stale is 409.
import { isDatabaseUnavailableError } from "../../../db.server";
import { MENU_MESSAGES, menuItemInputSchema } from "../../../domain/menu/menu";
import { json, jsonError, readJsonBody } from "../../../lib/http.server";
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import { deleteMenuItem, findMenuItem, updateMenuItem } from "../../../domain/menu/menu.server";
import { RecordError } from "../../../domain/shared/record-errors.server";
import type { Route } from "./+types/menu-item";

// The methods this route's action answers (server/allowed-methods.ts refuses the others).
export const handle = { actionMethods: ["PUT", "DELETE"] };

export async function loader({ request, url, params }: Route.LoaderArgs) {
  try {
    await requireAdminForApi(request, url);
    const menuItem = await findMenuItem(params.id);
    if (!menuItem) return jsonError(404, MENU_MESSAGES.notFound);
    return json({ success: true, menuItem });
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDatabaseUnavailableError(error)) return jsonError(503, MENU_MESSAGES.loadOneFailed);
    throw error;
  }
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const fallback = request.method === "DELETE" ? MENU_MESSAGES.deleteFailed : MENU_MESSAGES.saveFailed;
  try {
    await requireAdminForApi(request, url);
    if (request.method === "DELETE") {
      return json({ success: true, menuItem: await deleteMenuItem(params.id) });
    }
    const input = await readJsonBody(request, menuItemInputSchema);
    return json({ success: true, menuItem: await updateMenuItem(params.id, input) });
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof RecordError) return jsonError(error.status, error.message);
    if (isDatabaseUnavailableError(error)) return jsonError(503, fallback);
    throw error;
  }
}
