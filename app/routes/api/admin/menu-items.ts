// GET /api/admin/menu-items[?category=sandos] -> {success, menuItems} (every item, available
// or not); POST creates one from JSON -> 201 {success, menuItem}.
import { menuItemInputSchema } from "../../../domain/menu/menu";
import { MENU_MESSAGES } from "../../../content/portal-messages";
import { createMenuItem, listAdminMenuItems } from "../../../domain/menu/menu.server";
import { adminApiRoute } from "../../../domain/staff/auth.server";
import { json, readJsonBody } from "../../../lib/http.server";
import type { Route } from "./+types/menu-items";

export const loader = adminApiRoute({ unavailable: MENU_MESSAGES.loadFailed }, async ({ url }: Route.LoaderArgs) => {
  const category = url.searchParams.get("category") || undefined;
  return json({ success: true, menuItems: await listAdminMenuItems(category) });
});

export const action = adminApiRoute({ unavailable: MENU_MESSAGES.saveFailed }, async ({ request }: Route.ActionArgs) =>
  json({ success: true, menuItem: await createMenuItem(await readJsonBody(request, menuItemInputSchema)) }, 201),
);
