// GET /api/menu-items: the public menu as JSON for other clients (spec section 7).
import { MENU_MESSAGES } from "#app/content/portal-messages.ts";
import { listPublicMenu } from "#app/domain/menu/menu.server.ts";
import { publicJson } from "#app/web/http-cache.server.ts";
import { apiRoute } from "#app/web/refusal.server.ts";

export const loader = apiRoute({ unavailable: MENU_MESSAGES.loadFailed }, async () => {
  const { menuItems, categories } = await listPublicMenu();
  return publicJson({ success: true, menuItems, categories });
});
