// GET /api/categories -> {success, categories}: the categories staff file items under (the
// popular pseudo-category, numeric id 1, is filled from flags and so is not one of them).
import { isDatabaseUnavailableError } from "../../db.server";
import { MENU_MESSAGES } from "../../domain/menu/menu";
import { jsonError } from "../../lib/http.server";
import { listAdminCategories } from "../../domain/menu/menu.server";
import { publicJson } from "../../lib/http-cache.server";

export async function loader() {
  try {
    return publicJson({ success: true, categories: await listAdminCategories() });
  } catch (error) {
    if (isDatabaseUnavailableError(error)) return jsonError(503, MENU_MESSAGES.categoriesFailed);
    throw error;
  }
}
