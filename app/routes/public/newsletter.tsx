// POST /newsletter: the footer form's action. Without JavaScript the browser lands here and
// sees the outcome; with JavaScript the footer shows the same message in place.
import { data } from "react-router";
import { isDatabaseUnavailableError } from "../../db.server";
import {
  receiveNewsletterSubscription,
  SUBSCRIBE_FAILED_MESSAGE,
  SUBSCRIBED_MESSAGE,
} from "../../domain/newsletter.server";
import { newsletterContextFor } from "../../domain/public-forms.server";
import { formFields, readFormBody } from "../../lib/http.server";
import type { NewsletterActionData } from "../../components/newsletter-form";
import type { Route } from "./+types/newsletter";

export async function action({ request, context }: Route.ActionArgs) {
  const fields = formFields(await readFormBody(request));
  try {
    const result = await receiveNewsletterSubscription(fields, newsletterContextFor(context));
    if (!result.ok) {
      return data<NewsletterActionData>({ ok: false, message: result.error }, { status: result.status });
    }
    return data<NewsletterActionData>({ ok: true, message: SUBSCRIBED_MESSAGE });
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return data<NewsletterActionData>({ ok: false, message: SUBSCRIBE_FAILED_MESSAGE }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Newsletter | Sando Truck" },
  { name: "robots", content: "noindex" },
];

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <main>
      <h1>Newsletter</h1>
      <p role="status" className="form-message">
        {actionData?.message ?? "Use the form below to subscribe to our newsletter."}
      </p>
    </main>
  );
}
