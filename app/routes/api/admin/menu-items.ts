// GET /api/admin/menu-items[?category=sandos] -> {success, menuItems} (every item, available
// or not); POST creates one from JSON -> 201 {success, menuItem}.
import { isDatabaseUnavailableError } from "../../../db.server";
import { MENU_MESSAGES, menuItemInputSchema } from "../../../domain/menu/menu";
import { json, jsonError, readJsonBody } from "../../../lib/http.server";
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import { createMenuItem, listAdminMenuItems } from "../../../domain/menu/menu.server";
import { RecordError } from "../../../domain/shared/record-errors.server";
import type { Route } from "./+types/menu-items";

export async function loader({ request, url }: Route.LoaderArgs) {
  try {
    await requireAdminForApi(request, url);
    const category = url.searchParams.get("category") || undefined;
    return json({ success: true, menuItems: await listAdminMenuItems(category) });
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDatabaseUnavailableError(error)) return jsonError(503, MENU_MESSAGES.loadFailed);
    throw error;
  }
}

export async function action({ request, url }: Route.ActionArgs) {
  try {
    await requireAdminForApi(request, url);
    const input = await readJsonBody(request, menuItemInputSchema);
    return json({ success: true, menuItem: await createMenuItem(input) }, 201);
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof RecordError) return jsonError(error.status, error.message);
    if (isDatabaseUnavailableError(error)) return jsonError(503, MENU_MESSAGES.saveFailed);
    throw error;
  }
}
