// GET /api/press-articles: published press articles (spec section 7).
import { PRESS_LOAD_ERROR } from "#app/content/messages.ts";
import { listPublishedArticles } from "#app/domain/press/press.server.ts";
import { publicJson } from "#app/web/http-cache.server.ts";
import { apiRoute } from "#app/web/refusal.server.ts";

export const loader = apiRoute({ unavailable: PRESS_LOAD_ERROR }, async () =>
  publicJson({ success: true, articles: await listPublishedArticles() }),
);
