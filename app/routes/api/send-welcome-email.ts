// POST /api/send-welcome-email: ({ email }) queues the welcome mail of a current subscriber.
// Subscribing already queues it; this call is idempotent (one welcome per subscriber ever),
// so it cannot be used to send mail to addresses that did not subscribe. It is limited per
// client, and looks the address up only after it has answered, so neither its answer nor its
// timing tells who is subscribed (newsletter.server.ts, requestWelcomeMail).
import { INVALID_EMAIL_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE } from "../../content/messages";
import { newsletterSchema, requestWelcomeMail } from "../../domain/newsletter/newsletter.server";
import { welcomeMailContextFor } from "../../domain/shared/public-forms.server";
import { apiRoute } from "../../domain/shared/refusal.server";
import { Refusal } from "../../domain/shared/refusal";
import { json, jsonObjectSchema, readJsonBody } from "../../lib/http.server";
import type { Route } from "./+types/send-welcome-email";

export const action = apiRoute(
  { unavailable: SERVICE_UNAVAILABLE_MESSAGE },
  async ({ request, context }: Route.ActionArgs) => {
    const parsed = newsletterSchema.safeParse(await readJsonBody(request, jsonObjectSchema));
    if (!parsed.success) throw new Refusal(400, INVALID_EMAIL_MESSAGE);
    await requestWelcomeMail(parsed.data.email, welcomeMailContextFor(context));
    return json({ success: true });
  },
);
