// GET /api/admin/press-articles -> {success, articles} (drafts included);
// POST {title, publication, url, date_published, blurb, status, thumbnail} -> 201 {success, article}.

import { PRESS_MESSAGES } from "#app/content/portal-messages.ts";
import { createPressArticle, listAdminArticles } from "#app/domain/press/press.server.ts";
import { pressArticleSchema } from "#app/domain/press/press.ts";
import { adminApiRoute } from "#app/web/guards.server.ts";
import { json, readJsonBody } from "#app/web/http.server.ts";
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
