// GET /api/admin/press-articles -> {success, articles} (drafts included);
// POST {title, publication, url, date_published, blurb, status, thumbnail} -> 201 {success, article}.
import { pressArticleSchema } from "../../../domain/press/press";
import { PRESS_MESSAGES } from "../../../content/portal-messages";
import { createPressArticle, listAdminArticles } from "../../../domain/press/press.server";
import { adminApiRoute } from "../../../domain/staff/auth.server";
import { json, readJsonBody } from "../../../lib/http.server";
import type { Route } from "./+types/press-articles";

export const loader = adminApiRoute({ unavailable: PRESS_MESSAGES.loadListFailed }, async (_args: Route.LoaderArgs) =>
  json({ success: true, articles: await listAdminArticles() }),
);

export const action = adminApiRoute({ unavailable: PRESS_MESSAGES.saveFailed }, async ({ request }: Route.ActionArgs) =>
  json(
    { success: true, article: await createPressArticle(await readJsonBody(request, pressArticleSchema.strict())) },
    201,
  ),
);
