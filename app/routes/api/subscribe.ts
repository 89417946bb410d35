// POST /api/subscribe: a newsletter subscription as JSON ({ email }).
import { receiveNewsletterSubscription } from "../../domain/newsletter/newsletter.server";
import { SUBSCRIBE_FAILED_MESSAGE, SUBSCRIBED_MESSAGE } from "../../content/messages";
import { newsletterContextFor } from "../../domain/shared/public-forms.server";
import { apiRoute } from "../../domain/shared/refusal.server";
import { json, jsonObjectSchema, readJsonBody } from "../../lib/http.server";
import type { Route } from "./+types/subscribe";

export const action = apiRoute(
  { unavailable: SUBSCRIBE_FAILED_MESSAGE },
  async ({ request, context }: Route.ActionArgs) => {
    const body = await readJsonBody(request, jsonObjectSchema);
    await receiveNewsletterSubscription(body, newsletterContextFor(context));
    return json({ success: true, message: SUBSCRIBED_MESSAGE });
  },
);
