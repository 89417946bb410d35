// GET /api/admin/press-articles -> {success, articles} (drafts included);
// POST {title, publication, url, date_published, blurb, status, thumbnail} -> 201 {success, article}.
import { isDatabaseUnavailableError } from "../../../db.server";
import { json, jsonError, readJsonBody } from "../../../lib/http.server";
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import { PRESS_MESSAGES, pressArticleSchema } from "../../../domain/press/press";
import { createPressArticle, listAdminArticles } from "../../../domain/press/press.server";
import type { Route } from "./+types/press-articles";

export async function loader({ request, url }: Route.LoaderArgs) {
  try {
    await requireAdminForApi(request, url);
    return json({ success: true, articles: await listAdminArticles() });
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDatabaseUnavailableError(error)) return jsonError(503, PRESS_MESSAGES.loadListFailed);
    throw error;
  }
}

export async function action({ request, url }: Route.ActionArgs) {
  try {
    await requireAdminForApi(request, url);
    const input = await readJsonBody(request, pressArticleSchema.strict());
    return json({ success: true, article: await createPressArticle(input) }, 201);
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDatabaseUnavailableError(error)) return jsonError(503, PRESS_MESSAGES.saveFailed);
    throw error;
  }
}
