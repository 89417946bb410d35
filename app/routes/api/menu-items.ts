// GET /api/menu-items: the public menu as JSON for other clients (spec section 7).
import { MENU_MESSAGES } from "../../content/portal-messages";
import { listPublicMenu } from "../../domain/menu/menu.server";
import { apiRoute } from "../../domain/shared/refusal.server";
import { publicJson } from "../../lib/http-cache.server";

export const loader = apiRoute({ unavailable: MENU_MESSAGES.loadFailed }, async () => {
  const { menuItems, categories } = await listPublicMenu();
  return publicJson({ success: true, menuItems, categories });
});
