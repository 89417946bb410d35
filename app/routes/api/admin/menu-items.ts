// GET /api/admin/menu-items[?category=sandos] -> {success, menuItems} (every item, available
// or not); POST creates one from JSON -> 201 {success, menuItem}.

import { MENU_MESSAGES } from "#app/content/portal-messages.ts";
import { createMenuItem, listAdminMenuItems } from "#app/domain/menu/menu.server.ts";
import { menuItemInputSchema } from "#app/domain/menu/menu.ts";
import { adminApiRoute } from "#app/web/guards.server.ts";
import { json, readJsonBody } from "#app/web/http.server.ts";
import type { Route } from "./+types/menu-items";

export const loader = adminApiRoute({ unavailable: MENU_MESSAGES.loadFailed }, async ({ url }: Route.LoaderArgs) => {
  const category = url.searchParams.get("category") || undefined;
  return json({ success: true, menuItems: await listAdminMenuItems(category) });
});

export const action = adminApiRoute({ unavailable: MENU_MESSAGES.saveFailed }, async ({ request }: Route.ActionArgs) =>
  json({ success: true, menuItem: await createMenuItem(await readJsonBody(request, menuItemInputSchema)) }, 201),
);
