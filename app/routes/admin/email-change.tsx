// The two links of a staff member's own e-mail change, one module for both routes (like the
// record edit modules): /admin/email-change?token=... (mailed to the new address: confirms) and
// /admin/email-change/cancel?token=... (mailed to the old one: cancels or undoes the change and
// signs the account out everywhere). Opening a link only asks; the button (a same-origin POST)
// acts, so a mail scanner following it changes nothing. Then POST, redirect, GET: the page
// without the token says what happened, carried by a flash message.
import { data, Form, redirect } from "react-router";
import { SERVICE_UNAVAILABLE_MESSAGE } from "#app/content/messages.ts";
import { EMAIL_CHANGE_MESSAGES } from "#app/content/portal-messages.ts";
import { cancelEmailChange, confirmEmailChange, peekEmailChange } from "#app/domain/staff/email-changes.server.ts";
import stylesheet from "#app/styles/admin.css?url";
import { isSameOriginRequest } from "#app/web/guards.server.ts";
import { discardRestOfBody } from "#app/web/http.server.ts";
import { PERSONAL_CACHE_CONTROL } from "#app/web/http-cache.server.ts";
import { asRefusal } from "#app/web/refusal.server.ts";
import { redirectWithFlash, takeFlash } from "#app/web/session.server.ts";
import type { Route } from "./+types/email-change";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

type Kind = "confirm" | "cancel";
type Page =
  | { kind: Kind; state: "ask"; oldEmail: string; newEmail: string }
  | { kind: Kind; state: "done" | "refused"; message: string };

const kindOf = (url: URL): Kind => (url.pathname.endsWith("/cancel") ? "cancel" : "confirm");
const headers = { "Cache-Control": PERSONAL_CACHE_CONTROL };

export async function loader({ request, url }: Route.LoaderArgs) {
  const kind = kindOf(url);
  const outcome = await takeFlash(request);
  if (outcome.success || outcome.error) {
    const page: Page = {
      kind,
      state: outcome.success ? "done" : "refused",
      message: (outcome.success ?? outcome.error)!,
    };
    return data(page, { headers: { ...headers, ...outcome.headers } });
  }
  const change = await peekEmailChange(kind, url.searchParams.get("token"));
  const page: Page = change
    ? { kind, state: "ask", ...change }
    : { kind, state: "refused", message: EMAIL_CHANGE_MESSAGES.invalid };
  return data(page, { status: change ? 200 : 410, headers });
}

export async function action({ request, url }: Route.ActionArgs) {
  void discardRestOfBody(request.body?.getReader());
  if (!isSameOriginRequest(request, url)) throw redirect("/admin/login");
  const kind = kindOf(url);
  try {
    const token = url.searchParams.get("token");
    const done =
      kind === "confirm"
        ? await confirmEmailChange(token).then((email) => email && EMAIL_CHANGE_MESSAGES.confirmed(email))
        : await cancelEmailChange(token).then((outcome) => outcome && EMAIL_CHANGE_MESSAGES.cancelled(outcome));
    if (!done) return redirectWithFlash(request, url.pathname, "error", EMAIL_CHANGE_MESSAGES.invalid);
    return redirectWithFlash(request, url.pathname, "success", done);
  } catch (error) {
    return redirectWithFlash(request, url.pathname, "error", asRefusal(error, SERVICE_UNAVAILABLE_MESSAGE).message);
  }
}

const TITLES: Record<Kind, string> = { confirm: "Confirm Your New E-mail", cancel: "Cancel the E-mail Change" };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${TITLES[loaderData?.kind ?? "confirm"]} | Sando Truck` },
  { name: "robots", content: "noindex" },
  // same-origin, not no-referrer: the token never leaves in a Referer, and the button's form
  // post still carries this site's Origin (no-referrer makes it "null", which React Router
  // refuses as a cross-site action without JavaScript).
  { name: "referrer", content: "same-origin" },
];

export default function EmailChangePage({ loaderData: page }: Route.ComponentProps) {
  return (
    <main className="admin-login">
      <h1>{TITLES[page.kind]}</h1>
      {page.state === "ask" ? (
        <Form method="post" className="admin-form">
          <p>
            {page.kind === "confirm"
              ? `Make ${page.newEmail} the e-mail your staff account signs in with.`
              : `Keep ${page.oldEmail} as your staff account's e-mail instead of ${page.newEmail}, and sign the account out everywhere.`}
          </p>
          <button type="submit">{page.kind === "confirm" ? "Confirm" : "Cancel the change"}</button>
        </Form>
      ) : (
        <p
          role={page.state === "done" ? "status" : "alert"}
          className={`admin-message ${page.state === "done" ? "admin-message-success" : "admin-message-error"}`}
        >
          {page.message}
        </p>
      )}
      <p>
        {page.kind === "confirm" ? (
          <a href="/admin/account">Go to your account</a>
        ) : (
          <a href="/admin/login">Go to the login page</a>
        )}
      </p>
    </main>
  );
}
