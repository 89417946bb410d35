// /admin/login: e-mail and password, then on to the `redirect` parameter (inside /admin only)
// or the dashboard. A plain form post; with JavaScript the button shows progress.

import { data, Form, redirect } from "react-router";
import { Announcement } from "#app/components/admin/announcement.tsx";
import { ErrorPage } from "#app/components/error-page.tsx";
import { FormButtons, InputField, serverForm } from "#app/components/forms.tsx";
import { SERVICE_UNAVAILABLE_MESSAGE } from "#app/content/messages.ts";
import { LOGIN_ERROR, LOGIN_FAILED } from "#app/content/portal-messages.ts";
import stylesheet from "#app/styles/admin.css?url";
import { adminFromSession } from "#app/web/guards.server.ts";
import { readFormBody } from "#app/web/http.server.ts";
import { asRefusal } from "#app/web/refusal.server.ts";
import { authenticateLoginForm, safeAdminRedirect, startPortalSession } from "#app/web/sign-in.server.ts";
import type { Route } from "./+types/login";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ request, url }: Route.LoaderArgs) {
  const target = safeAdminRedirect(url.searchParams.get("redirect"));
  try {
    if (await adminFromSession(request)) throw redirect(target);
  } catch (error) {
    if (error instanceof Response) throw error;
    // A database outage must not hide the sign-in page; signing in will report it.
  }
  return data({ redirectTo: target }, { headers: { "Cache-Control": "no-store" } });
}

/** Longer than any address an account can have, short enough that echoing it back is cheap. */
const MAX_ECHOED_EMAIL_LENGTH = 320;

export async function action({ request, url, context }: Route.ActionArgs) {
  // A refused sign-in puts the e-mail back in its field, so no one types it twice (WCAG 3.3.7):
  // without JavaScript the answer is a new page, whose fields would otherwise be empty.
  let email = "";
  try {
    const form = await readFormBody(request);
    const typed = form.get("email");
    email = typeof typed === "string" ? typed.slice(0, MAX_ECHOED_EMAIL_LENGTH) : "";
    const signedIn = await authenticateLoginForm(form, request, context);
    const target = safeAdminRedirect(url.searchParams.get("redirect"));
    return redirect(target, { headers: await startPortalSession(request, signedIn, context) });
  } catch (error) {
    // An unreadable or oversize form is a response for the ErrorBoundary.
    if (!(error instanceof Error)) throw error;
    const refusal = asRefusal(error, SERVICE_UNAVAILABLE_MESSAGE);
    return data({ error: refusal.message, email }, { status: refusal.status, headers: refusal.details.headers });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Admin Login | Sando Truck" },
  { name: "robots", content: "noindex" },
];

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  // The address typed stays after a refusal; the password never comes back.
  const login = serverForm("login", null, { email: actionData?.email });
  const error = actionData ? actionData.error || LOGIN_FAILED : null;
  return (
    <main className="admin-login">
      <h1>Admin Login</h1>
      <Form method="post" className="admin-form" replace>
        {error ? <Announcement tone="error">{error}</Announcement> : null}
        <InputField
          meta={login.field("email")}
          label="Email"
          type="email"
          inputProps={{ autoComplete: "username", required: true }}
        />
        <InputField
          meta={login.field("password")}
          label="Password"
          type="password"
          inputProps={{ autoComplete: "current-password", required: true }}
        />
        <FormButtons label="Login" busyLabel="Logging in..." />
      </Form>
      <p>
        <a href="/">Back to the website</a>
      </p>
    </main>
  );
}

/** The sign-in page's own error page: whatever failed, it says so in its words and offers a retry. */
const LOGIN_ERROR_TEXT = {
  heading: "Admin Login",
  message: LOGIN_ERROR,
  back: { to: "/admin/login", label: "Try again" },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} area="sign-in" text={LOGIN_ERROR_TEXT} titled={false} />;
}
