// GET /api/categories -> {success, categories}: the categories staff file items under (the
// popular pseudo-category, numeric id 1, is filled from flags and so is not one of them).
import { MENU_MESSAGES } from "../../content/portal-messages";
import { listAdminCategories } from "../../domain/menu/menu.server";
import { apiRoute } from "../../domain/shared/refusal.server";
import { publicJson } from "../../lib/http-cache.server";

export const loader = apiRoute({ unavailable: MENU_MESSAGES.categoriesFailed }, async () =>
  publicJson({ success: true, categories: await listAdminCategories() }),
);
