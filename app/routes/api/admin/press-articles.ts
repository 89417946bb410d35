// GET /api/admin/press-articles -> {success, articles} (drafts included);
// POST {title, publication, url, date_published, blurb, status, thumbnail} -> 201 {success, article}.
import { PRESS_MESSAGES, pressArticleSchema } from "../../../domain/press/press";
import { createPressArticle, listAdminArticles } from "../../../domain/press/press.server";
import { apiRoute } from "../../../domain/shared/refusal.server";
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import { json, readJsonBody } from "../../../lib/http.server";
import type { Route } from "./+types/press-articles";

export const loader = apiRoute({ unavailable: PRESS_MESSAGES.loadListFailed }, async ({ request, url }: Route.LoaderArgs) => {
  await requireAdminForApi(request, url);
  return json({ success: true, articles: await listAdminArticles() });
});

export const action = apiRoute({ unavailable: PRESS_MESSAGES.saveFailed }, async ({ request, url }: Route.ActionArgs) => {
  await requireAdminForApi(request, url);
  const input = await readJsonBody(request, pressArticleSchema.strict());
  return json({ success: true, article: await createPressArticle(input) }, 201);
});
