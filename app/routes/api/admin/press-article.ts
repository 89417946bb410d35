// GET /api/admin/press-articles/{id} -> {success, article}; PUT (the create fields, plus the
// optional `__v` read with the article: a stale one is a 409) -> {success, article};
// DELETE -> {success}. Malformed or unknown ids are 404 'Article not found'.
import { z } from "zod";
import { PRESS_MESSAGES } from "#app/content/portal-messages.ts";
import {
  assertPressArticleId,
  deletePressArticle,
  findAdminArticle,
  updatePressArticle,
} from "#app/domain/press/press.server.ts";
import { pressArticleSchema } from "#app/domain/press/press.ts";
import { adminApiRoute } from "#app/web/guards.server.ts";
import { json, readJsonBody } from "#app/web/http.server.ts";
import type { Route } from "./+types/press-article";

const updateSchema = pressArticleSchema.extend({ __v: z.number().int().min(0).optional() }).strict();

export const handle = { actionMethods: ["PUT", "DELETE"] };

export const loader = adminApiRoute({ unavailable: PRESS_MESSAGES.loadFailed }, async ({ params }: Route.LoaderArgs) =>
  json({ success: true, article: await findAdminArticle(params.id) }),
);

export const action = adminApiRoute(
  { unavailable: { DELETE: PRESS_MESSAGES.deleteFailed, default: PRESS_MESSAGES.saveFailed } },
  async ({ request, params }: Route.ActionArgs) => {
    // An unknown id is answered before the body is read, whatever the body holds.
    assertPressArticleId(params.id);
    if (request.method === "DELETE") {
      await deletePressArticle(params.id);
      return json({ success: true });
    }
    const { __v, ...input } = await readJsonBody(request, updateSchema);
    return json({ success: true, article: await updatePressArticle(params.id, input, __v) });
  },
);
