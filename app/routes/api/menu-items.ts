// GET /api/menu-items: the public menu as JSON for other clients (spec section 7).
import { isDatabaseUnavailableError } from "../../db.server";
import { listPublicMenu } from "../../domain/menu/menu.server";
import { publicJson } from "../../lib/http-cache.server";

export async function loader() {
  try {
    const { menuItems, categories } = await listPublicMenu();
    return publicJson({ success: true, menuItems, categories });
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return Response.json(
      { success: false, error: "Failed to load menu items" },
      { status: 503 },
    );
  }
}
