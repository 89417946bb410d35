// GET /api/press-articles: published press articles (spec section 7).
import { PRESS_LOAD_ERROR } from "../../content/messages";
import { listPublishedArticles } from "../../domain/press/press.server";
import { apiRoute } from "../../domain/shared/refusal.server";
import { publicJson } from "../../lib/http-cache.server";

export const loader = apiRoute({ unavailable: PRESS_LOAD_ERROR }, async () =>
  publicJson({ success: true, articles: await listPublishedArticles() }),
);
