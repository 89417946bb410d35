// GET, PUT, DELETE /api/admin/menu-items/{id} -> {success, menuItem} or {success: false, error}.
// A malformed or unknown id is 404 'Menu item not found'; a PUT whose `__v` is stale is 409.
import { MENU_MESSAGES, menuItemInputSchema } from "../../../domain/menu/menu";
import { deleteMenuItem, findMenuItem, updateMenuItem } from "../../../domain/menu/menu.server";
import { apiRoute } from "../../../domain/shared/refusal.server";
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import { json, readJsonBody } from "../../../lib/http.server";
import type { Route } from "./+types/menu-item";

// The methods this route's action answers (server/allowed-methods.ts refuses the others).
export const handle = { actionMethods: ["PUT", "DELETE"] };

export const loader = apiRoute({ unavailable: MENU_MESSAGES.loadOneFailed }, async ({ request, url, params }: Route.LoaderArgs) => {
  await requireAdminForApi(request, url);
  return json({ success: true, menuItem: await findMenuItem(params.id) });
});

export const action = apiRoute(
  { unavailable: ({ request }) => (request.method === "DELETE" ? MENU_MESSAGES.deleteFailed : MENU_MESSAGES.saveFailed) },
  async ({ request, url, params }: Route.ActionArgs) => {
    await requireAdminForApi(request, url);
    if (request.method === "DELETE") return json({ success: true, menuItem: await deleteMenuItem(params.id) });
    const input = await readJsonBody(request, menuItemInputSchema);
    return json({ success: true, menuItem: await updateMenuItem(params.id, input) });
  },
);
