// POST /api/subscribe: a newsletter subscription as JSON ({ email, topics?, language? }): topics,
// when given, is a list of FOLLOWER_TOPICS (all of them when absent); language, "en" or "es", the
// follower's (issue 48; "en" when absent). The answer and its messages stay English. The address gets a confirmation link;
// the answer is the same whoever the address is. Each request accepted is a sign-up of page `api`
// in the Owner's numbers (issue 51).

import { SUBSCRIBE_FAILED_MESSAGE, SUBSCRIBED_MESSAGE } from "#app/content/messages.ts";
import { receiveNewsletterSubscription } from "#app/domain/newsletter/newsletter.server.ts";
import { countSignup } from "#app/domain/numbers/taps.server.ts";
import { json, jsonObjectSchema, readJsonBody } from "#app/web/http.server.ts";
import { newsletterContextFor } from "#app/web/public-forms.server.ts";
import { apiRoute } from "#app/web/refusal.server.ts";
import type { Route } from "./+types/subscribe";

/** Where the Owner's numbers count this route's sign-ups (issue 51): no page, the spec's JSON client. */
const API_PAGE = "api";

export const action = apiRoute(
  { unavailable: SUBSCRIBE_FAILED_MESSAGE },
  async ({ request, context }: Route.ActionArgs) => {
    const body = await readJsonBody(request, jsonObjectSchema);
    const { language } = await receiveNewsletterSubscription(body, { ...newsletterContextFor(context), form: "api" });
    countSignup(API_PAGE, language);
    return json({ success: true, message: SUBSCRIBED_MESSAGE });
  },
);
