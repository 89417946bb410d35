// POST /api/send-welcome-email: ({ email }) queues the welcome mail of a current subscriber.
// Subscribing already queues it; this call is idempotent (one welcome per subscriber ever),
// so it cannot be used to send mail to addresses that did not subscribe.
import { rethrowAsServiceUnavailable } from "../../db.server";
import { newsletterSchema, queueWelcomeMail } from "../../domain/newsletter.server";
import { newsletterContextFor } from "../../domain/public-forms.server";
import { methodNotAllowed, readJsonObject } from "../../lib/http.server";
import type { Route } from "./+types/send-welcome-email";

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = newsletterSchema.safeParse(await readJsonObject(request));
  if (!parsed.success) {
    return Response.json({ success: false, error: "Please enter a valid email address" }, { status: 400 });
  }
  try {
    const queued = await queueWelcomeMail(parsed.data.email, newsletterContextFor(context));
    return queued
      ? Response.json({ success: true })
      : Response.json({ success: false, error: "This address is not subscribed" }, { status: 404 });
  } catch (error) {
    return rethrowAsServiceUnavailable(error);
  }
}
