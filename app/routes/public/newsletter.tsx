// POST /newsletter: the footer form's action. Without JavaScript the browser lands here and
// sees the outcome; with JavaScript the footer shows the same message in place.
import { data } from "react-router";
import { rethrowAsServiceUnavailable } from "../../db.server";
import { newsletterSchema, subscribeToNewsletter } from "../../domain/newsletter.server";
import type { NewsletterActionData } from "../../components/newsletter-form";
import type { Route } from "./+types/newsletter";

export const SUBSCRIBED_MESSAGE = "Successfully subscribed!";

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = newsletterSchema.safeParse({ email: form.get("email") });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Please enter a valid email address";
    return data<NewsletterActionData>({ ok: false, message }, { status: 400 });
  }
  try {
    await subscribeToNewsletter(parsed.data);
  } catch (error) {
    rethrowAsServiceUnavailable(error);
  }
  return data<NewsletterActionData>({ ok: true, message: SUBSCRIBED_MESSAGE });
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
