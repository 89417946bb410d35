// POST /api/send-welcome-email: ({ email }) queues the welcome mail of a current subscriber.
// Subscribing already queues it; this call is idempotent (one welcome per subscriber ever),
// so it cannot be used to send mail to addresses that did not subscribe, and it answers the
// same whether or not the address is subscribed, so it cannot tell who is.
import { SERVICE_UNAVAILABLE_MESSAGE } from "../../content/messages";
import { newsletterSchema, queueWelcomeMail } from "../../domain/newsletter/newsletter.server";
import { INVALID_EMAIL_MESSAGE } from "../../content/messages";
import { newsletterContextFor } from "../../domain/shared/public-forms.server";
import { apiRoute } from "../../domain/shared/refusal.server";
import { Refusal } from "../../domain/shared/refusal";
import { json, jsonObjectSchema, readJsonBody } from "../../lib/http.server";
import type { Route } from "./+types/send-welcome-email";

export const action = apiRoute({ unavailable: SERVICE_UNAVAILABLE_MESSAGE }, async ({ request, context }: Route.ActionArgs) => {
  const parsed = newsletterSchema.safeParse(await readJsonBody(request, jsonObjectSchema));
  if (!parsed.success) throw new Refusal(400, INVALID_EMAIL_MESSAGE);
  await queueWelcomeMail(parsed.data.email, newsletterContextFor(context));
  return json({ success: true });
});
