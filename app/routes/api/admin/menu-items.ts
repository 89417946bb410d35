// GET /api/admin/menu-items[?category=sandos] -> {success, menuItems} (every item, available
// or not); POST creates one from JSON -> 201 {success, menuItem}.
import { MENU_MESSAGES, menuItemInputSchema } from "../../../domain/menu/menu";
import { createMenuItem, listAdminMenuItems } from "../../../domain/menu/menu.server";
import { apiRoute } from "../../../domain/shared/refusal.server";
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import { json, readJsonBody } from "../../../lib/http.server";
import type { Route } from "./+types/menu-items";

export const loader = apiRoute({ unavailable: MENU_MESSAGES.loadFailed }, async ({ request, url }: Route.LoaderArgs) => {
  await requireAdminForApi(request, url);
  const category = url.searchParams.get("category") || undefined;
  return json({ success: true, menuItems: await listAdminMenuItems(category) });
});

export const action = apiRoute({ unavailable: MENU_MESSAGES.saveFailed }, async ({ request, url }: Route.ActionArgs) => {
  await requireAdminForApi(request, url);
  const input = await readJsonBody(request, menuItemInputSchema);
  return json({ success: true, menuItem: await createMenuItem(input) }, 201);
});
