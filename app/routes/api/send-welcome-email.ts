// POST /api/send-welcome-email: ({ email }) queues the welcome mail of a current subscriber.
// Subscribing already queues it; this call is idempotent (one welcome per subscriber ever),
// so it cannot be used to send mail to addresses that did not subscribe. It is limited per
// client, and looks the address up only after it has answered, so neither its answer nor its
// timing tells who is subscribed (newsletter.server.ts, requestWelcomeMail).
import { INVALID_EMAIL_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE } from "#app/content/messages.ts";
import { newsletterSchema, requestWelcomeMail } from "#app/domain/newsletter/newsletter.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { json, jsonObjectSchema, readJsonBody } from "#app/web/http.server.ts";
import { welcomeMailContextFor } from "#app/web/public-forms.server.ts";
import { apiRoute } from "#app/web/refusal.server.ts";
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
