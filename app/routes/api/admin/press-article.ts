// GET /api/admin/press-articles/{id} -> {success, article}; PUT (the create fields, plus the
// optional `__v` read with the article: a stale one is a 409) -> {success, article};
// DELETE -> {success}. Malformed or unknown ids are 404 'Article not found'.
import { z } from "zod";
import { isDatabaseUnavailableError } from "../../../db.server";
import { json, jsonError, readJsonBody } from "../../../lib/http.server";
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import { PRESS_MESSAGES, pressArticleSchema } from "../../../domain/press/press";
import {
  deletePressArticle,
  findAdminArticle,
  isPressArticleId,
  PressArticleConflictError,
  updatePressArticle,
} from "../../../domain/press/press.server";
import type { Route } from "./+types/press-article";

const updateSchema = pressArticleSchema.extend({ __v: z.number().int().min(0).optional() }).strict();

// The methods this route's action answers (server/allowed-methods.ts refuses the others).
export const handle = { actionMethods: ["PUT", "DELETE"] };

export async function loader({ request, url, params }: Route.LoaderArgs) {
  try {
    await requireAdminForApi(request, url);
    const article = await findAdminArticle(params.id);
    if (!article) return jsonError(404, PRESS_MESSAGES.notFound);
    return json({ success: true, article });
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDatabaseUnavailableError(error)) return jsonError(503, PRESS_MESSAGES.loadFailed);
    throw error;
  }
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const fallback = request.method === "DELETE" ? PRESS_MESSAGES.deleteFailed : PRESS_MESSAGES.saveFailed;
  try {
    await requireAdminForApi(request, url);
    if (!isPressArticleId(params.id)) return jsonError(404, PRESS_MESSAGES.notFound);
    if (request.method === "DELETE") {
      if (!(await deletePressArticle(params.id))) return jsonError(404, PRESS_MESSAGES.notFound);
      return json({ success: true });
    }
    const { __v, ...input } = await readJsonBody(request, updateSchema);
    const article = await updatePressArticle(params.id, input, __v);
    if (!article) return jsonError(404, PRESS_MESSAGES.notFound);
    return json({ success: true, article });
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof PressArticleConflictError) return jsonError(409, error.message);
    if (isDatabaseUnavailableError(error)) return jsonError(503, fallback);
    throw error;
  }
}
