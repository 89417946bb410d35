// /admin/sign-in-link?token=...: the one-time link mailed to an account whose password sign-in
// is paused after too many failures. Opening it only asks; the button (a same-origin POST) uses
// the link and starts a portal session, so a mail scanner following the link uses nothing up.
import { data, Form, redirect } from "react-router";
import { SIGN_IN_LINK_INVALID } from "#app/content/portal-messages.ts";
import { peekSignInLink, redeemSignInLink } from "#app/domain/staff/sign-in-links.server.ts";
import stylesheet from "#app/styles/admin.css?url";
import { isSameOriginRequest } from "#app/web/guards.server.ts";
import { discardRestOfBody } from "#app/web/http.server.ts";
import { clientAddress, signedInByLink, startPortalSession } from "#app/web/sign-in.server.ts";
import type { Route } from "./+types/sign-in-link";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ url }: Route.LoaderArgs) {
  const account = await peekSignInLink(url.searchParams.get("token"));
  return data(
    { email: account?.email ?? null },
    { status: account ? 200 : 410, headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, url, context }: Route.ActionArgs) {
  void discardRestOfBody(request.body?.getReader());
  if (!isSameOriginRequest(request, url)) throw redirect("/admin/login");
  const user = await redeemSignInLink(url.searchParams.get("token"), { clientAddress: clientAddress(context) });
  if (!user) return data({ email: null }, { status: 410 });
  const signedIn = await signedInByLink(request, user);
  return redirect("/admin/dashboard", { headers: await startPortalSession(request, signedIn, context) });
}

export const meta: Route.MetaFunction = () => [
  { title: "Sign In With a Link | Sando Truck" },
  { name: "robots", content: "noindex" },
  // same-origin, not no-referrer: the token never leaves in a Referer, and the button's form
  // post still carries this site's Origin (no-referrer makes it "null", which React Router
  // refuses as a cross-site action without JavaScript).
  { name: "referrer", content: "same-origin" },
];

export default function SignInLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const email = actionData ? actionData.email : loaderData.email;
  return (
    <main className="admin-login">
      <h1>Sign In With a Link</h1>
      {email ? (
        <Form method="post" className="admin-form">
          <p>{`Sign in to the staff portal as ${email}.`}</p>
          <button type="submit">Sign In</button>
        </Form>
      ) : (
        <p role="alert" className="admin-message admin-message-error">
          {SIGN_IN_LINK_INVALID}
        </p>
      )}
      <p>
        <a href="/admin/login">Back to the login page</a>
      </p>
    </main>
  );
}
