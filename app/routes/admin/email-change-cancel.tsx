// /admin/email-change/cancel?token=...: the link mailed to the old address when a staff member's
// own e-mail change is asked for. Opening it only asks; the button (a same-origin POST) cancels
// the change (undoes it if it was confirmed) and signs the account out everywhere.
import { data, Form, redirect } from "react-router";
import { EMAIL_CHANGE_MESSAGES } from "../../content/portal-messages";
import { SERVICE_UNAVAILABLE_MESSAGE } from "../../content/messages";
import { isSameOriginRequest } from "../../domain/staff/auth.server";
import { cancelEmailChange, peekEmailChange } from "../../domain/staff/email-changes.server";
import { asRefusal } from "../../domain/shared/refusal.server";
import { flash, takeFlash } from "../../domain/staff/session.server";
import { discardRestOfBody } from "../../lib/http.server";
import { PERSONAL_CACHE_CONTROL } from "../../lib/http-cache.server";
import type { Route } from "./+types/email-change-cancel";
import stylesheet from "../../styles/admin.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

type Page =
  | { state: "ask"; oldEmail: string; newEmail: string }
  | { state: "done"; message: string }
  | { state: "refused"; message: string };

const headers = { "Cache-Control": PERSONAL_CACHE_CONTROL };

export async function loader({ request, url }: Route.LoaderArgs) {
  // After the button's POST: its outcome, carried by a flash message (the link is used up).
  const outcome = await takeFlash(request);
  if (outcome.success || outcome.error) {
    const page: Page = outcome.success ? { state: "done", message: outcome.success } : { state: "refused", message: outcome.error! };
    return data(page, { headers: { ...headers, ...outcome.headers } });
  }
  const change = await peekEmailChange("cancel", url.searchParams.get("token"));
  const page: Page = change
    ? { state: "ask", oldEmail: change.oldEmail, newEmail: change.newEmail }
    : { state: "refused", message: EMAIL_CHANGE_MESSAGES.invalid };
  return data(page, { status: change ? 200 : 410, headers });
}

export async function action({ request, url }: Route.ActionArgs) {
  void discardRestOfBody(request.body?.getReader());
  if (!isSameOriginRequest(request, url)) throw redirect("/admin/login");
  // Then to the page without the token, which says what happened (POST, redirect, GET).
  const outcome = async (kind: "success" | "error", message: string) =>
    redirect("/admin/email-change/cancel", { headers: await flash(request, kind, message) });
  try {
    const email = await cancelEmailChange(url.searchParams.get("token"));
    return email ? outcome("success", EMAIL_CHANGE_MESSAGES.cancelled) : outcome("error", EMAIL_CHANGE_MESSAGES.invalid);
  } catch (error) {
    return outcome("error", asRefusal(error, SERVICE_UNAVAILABLE_MESSAGE).message);
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Cancel the E-mail Change | Sando Truck" },
  { name: "robots", content: "noindex" },
  // same-origin, not no-referrer: the token never leaves in a Referer, and the button's form
  // post still carries this site's Origin (no-referrer makes it "null", which React Router
  // refuses as a cross-site action without JavaScript).
  { name: "referrer", content: "same-origin" },
];

export default function EmailChangeCancelPage({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <main className="admin-login">
      <h1>Cancel the E-mail Change</h1>
      {page.state === "ask" ? (
        <Form method="post" className="admin-form">
          <p>{`Keep ${page.oldEmail} as your staff account's e-mail instead of ${page.newEmail}, and sign the account out everywhere.`}</p>
          <button type="submit">Cancel the change</button>
        </Form>
      ) : (
        <p role={page.state === "done" ? "status" : "alert"} className={`admin-message ${page.state === "done" ? "admin-message-success" : "admin-message-error"}`}>
          {page.message}
        </p>
      )}
      <p>
        <a href="/admin/login">Go to the login page</a>
      </p>
    </main>
  );
}
