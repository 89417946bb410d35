// GET /api/categories -> {success, categories}: the categories staff file items under (the
// popular pseudo-category, numeric id 1, is filled from flags and so is not one of them).
import { MENU_MESSAGES } from "#app/content/portal-messages.ts";
import { listAdminCategories } from "#app/domain/menu/menu.server.ts";
import { publicJson } from "#app/web/http-cache.server.ts";
import { apiRoute } from "#app/web/refusal.server.ts";

export const loader = apiRoute({ unavailable: MENU_MESSAGES.categoriesFailed }, async () =>
  publicJson({ success: true, categories: await listAdminCategories() }),
);
