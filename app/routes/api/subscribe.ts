// POST /api/subscribe: a newsletter subscription as JSON ({ email, topics?, language? }): topics,
// when given, is a list of FOLLOWER_TOPICS (all of them when absent); language, "en" or "es", the
// follower's (issue 48; "en" when absent). The answer and its messages stay English. The address gets a confirmation link;
// the answer is the same whoever the address is.

import { SUBSCRIBE_FAILED_MESSAGE, SUBSCRIBED_MESSAGE } from "#app/content/messages.ts";
import { receiveNewsletterSubscription } from "#app/domain/newsletter/newsletter.server.ts";
import { json, jsonObjectSchema, readJsonBody } from "#app/web/http.server.ts";
import { newsletterContextFor } from "#app/web/public-forms.server.ts";
import { apiRoute } from "#app/web/refusal.server.ts";
import type { Route } from "./+types/subscribe";

export const action = apiRoute(
  { unavailable: SUBSCRIBE_FAILED_MESSAGE },
  async ({ request, context }: Route.ActionArgs) => {
    const body = await readJsonBody(request, jsonObjectSchema);
    await receiveNewsletterSubscription(body, { ...newsletterContextFor(context), form: "api" });
    return json({ success: true, message: SUBSCRIBED_MESSAGE });
  },
);
