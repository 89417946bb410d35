// GET /api/press-articles: published press articles (spec section 7).
import { isDatabaseUnavailableError } from "../../db.server";
import { listPublishedArticles } from "../../domain/press/press.server";
import { PRESS_LOAD_ERROR } from "../../content/messages";
import { publicJson } from "../../lib/http-cache.server";

export async function loader() {
  try {
    return publicJson({ success: true, articles: await listPublishedArticles() });
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return Response.json({ success: false, error: PRESS_LOAD_ERROR }, { status: 503 });
  }
}
