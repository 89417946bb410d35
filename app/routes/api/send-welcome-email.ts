// POST /api/send-welcome-email: ({ email }) queues the welcome mail of a current subscriber.
// Subscribing already queues it; this call is idempotent (one welcome per subscriber ever),
// so it cannot be used to send mail to addresses that did not subscribe.
import { isDatabaseUnavailableError, SERVICE_UNAVAILABLE_MESSAGE } from "../../db.server";
import { newsletterSchema, queueWelcomeMail } from "../../domain/newsletter/newsletter.server";
import { newsletterContextFor } from "../../domain/shared/public-forms.server";
import { json, jsonError, jsonObjectSchema, readJsonBody } from "../../lib/http.server";
import type { Route } from "./+types/send-welcome-email";

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = newsletterSchema.safeParse(await readJsonBody(request, jsonObjectSchema));
  if (!parsed.success) return jsonError(400, "Please enter a valid email address");
  try {
    const queued = await queueWelcomeMail(parsed.data.email, newsletterContextFor(context));
    return queued ? json({ success: true }) : jsonError(404, "This address is not subscribed");
  } catch (error) {
    if (isDatabaseUnavailableError(error)) return jsonError(503, SERVICE_UNAVAILABLE_MESSAGE);
    throw error;
  }
}
