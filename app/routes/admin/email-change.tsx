// /admin/email-change?token=...: the link mailed to the new address of a staff member's own
// e-mail change. Opening it only asks; the button (a same-origin POST) makes the change, so a
// mail scanner following the link changes nothing.
import { data, Form, redirect } from "react-router";
import { EMAIL_CHANGE_MESSAGES } from "../../content/portal-messages";
import { isSameOriginRequest } from "../../domain/staff/auth.server";
import { confirmEmailChange, peekEmailChange } from "../../domain/staff/email-changes.server";
import { asRefusal } from "../../domain/shared/refusal.server";
import { SERVICE_UNAVAILABLE_MESSAGE } from "../../content/messages";
import { flash, takeFlash } from "../../domain/staff/session.server";
import { discardRestOfBody } from "../../lib/http.server";
import { PERSONAL_CACHE_CONTROL } from "../../lib/http-cache.server";
import type { Route } from "./+types/email-change";
import stylesheet from "../../styles/admin.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

type Page = { state: "ask"; newEmail: string } | { state: "done"; message: string } | { state: "refused"; message: string };

const headers = { "Cache-Control": PERSONAL_CACHE_CONTROL };

export async function loader({ request, url }: Route.LoaderArgs) {
  // After the button's POST: its outcome, carried by a flash message (the link is used up).
  const outcome = await takeFlash(request);
  if (outcome.success || outcome.error) {
    const page: Page = outcome.success ? { state: "done", message: outcome.success } : { state: "refused", message: outcome.error! };
    return data(page, { headers: { ...headers, ...outcome.headers } });
  }
  const change = await peekEmailChange("confirm", url.searchParams.get("token"));
  const page: Page = change ? { state: "ask", newEmail: change.newEmail } : { state: "refused", message: EMAIL_CHANGE_MESSAGES.invalid };
  return data(page, { status: change ? 200 : 410, headers });
}

export async function action({ request, url }: Route.ActionArgs) {
  void discardRestOfBody(request.body?.getReader());
  if (!isSameOriginRequest(request, url)) throw redirect("/admin/login");
  // Then to the page without the token, which says what happened (POST, redirect, GET).
  const outcome = async (kind: "success" | "error", message: string) =>
    redirect("/admin/email-change", { headers: await flash(request, kind, message) });
  try {
    const email = await confirmEmailChange(url.searchParams.get("token"));
    return email ? outcome("success", EMAIL_CHANGE_MESSAGES.confirmed(email)) : outcome("error", EMAIL_CHANGE_MESSAGES.invalid);
  } catch (error) {
    return outcome("error", asRefusal(error, SERVICE_UNAVAILABLE_MESSAGE).message);
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Confirm Your New E-mail | Sando Truck" },
  { name: "robots", content: "noindex" },
  // same-origin, not no-referrer: the token never leaves in a Referer, and the button's form
  // post still carries this site's Origin (no-referrer makes it "null", which React Router
  // refuses as a cross-site action without JavaScript).
  { name: "referrer", content: "same-origin" },
];

export default function EmailChangePage({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <main className="admin-login">
      <h1>Confirm Your New E-mail</h1>
      {page.state === "ask" ? (
        <Form method="post" className="admin-form">
          <p>{`Make ${page.newEmail} the e-mail your staff account signs in with.`}</p>
          <button type="submit">Confirm</button>
        </Form>
      ) : (
        <p role={page.state === "done" ? "status" : "alert"} className={`admin-message ${page.state === "done" ? "admin-message-success" : "admin-message-error"}`}>
          {page.message}
        </p>
      )}
      <p>
        <a href="/admin/account">Go to your account</a>
      </p>
    </main>
  );
}
