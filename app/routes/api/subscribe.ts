// POST /api/subscribe: a newsletter subscription as JSON ({ email }).
import { isDatabaseUnavailableError } from "../../db.server";
import { receiveNewsletterSubscription, SUBSCRIBE_FAILED_MESSAGE, SUBSCRIBED_MESSAGE } from "../../domain/newsletter/newsletter.server";
import { newsletterContextFor } from "../../domain/shared/public-forms.server";
import { json, jsonError, jsonObjectSchema, readJsonBody } from "../../lib/http.server";
import type { Route } from "./+types/subscribe";

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJsonBody(request, jsonObjectSchema);
  try {
    const result = await receiveNewsletterSubscription(body, newsletterContextFor(context));
    if (!result.ok) return jsonError(result.status, result.error);
    return json({ success: true, message: SUBSCRIBED_MESSAGE });
  } catch (error) {
    if (isDatabaseUnavailableError(error)) return jsonError(503, SUBSCRIBE_FAILED_MESSAGE);
    throw error;
  }
}
