// POST /api/subscribe: a newsletter subscription as JSON ({ email }).
import { rethrowAsServiceUnavailable } from "../../db.server";
import { receiveNewsletterSubscription, SUBSCRIBED_MESSAGE } from "../../domain/newsletter.server";
import { newsletterContextFor } from "../../domain/public-forms.server";
import { methodNotAllowed, readJsonObject } from "../../lib/http.server";
import type { Route } from "./+types/subscribe";

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await readJsonObject(request);
  if (!body) {
    return Response.json({ success: false, error: "Send a JSON object" }, { status: 400 });
  }
  try {
    const result = await receiveNewsletterSubscription(body, newsletterContextFor(context));
    if (!result.ok) {
      return Response.json({ success: false, error: result.error }, { status: result.status });
    }
    return Response.json({ success: true, message: SUBSCRIBED_MESSAGE });
  } catch (error) {
    return rethrowAsServiceUnavailable(error);
  }
}
