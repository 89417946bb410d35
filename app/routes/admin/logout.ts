// POST /admin/logout: ends the portal session on the server (a copy of the cookie stops working
// at once) and clears the cookie. Only a same-origin POST counts: a cross-site form cannot sign
// staff out. A GET only sends the visitor back to the portal.
import { redirect } from "react-router";
import { endPortalSession } from "#app/domain/staff/portal-sessions.server.ts";
import { isSameOriginRequest } from "#app/web/guards.server.ts";
import { discardRestOfBody } from "#app/web/http.server.ts";
import { destroySession, getSession, sessionToken } from "#app/web/session.server.ts";
import type { Route } from "./+types/logout";

export async function action({ request, url }: Route.ActionArgs) {
  // The form has no fields, and signing out must work whatever was sent: the body is dropped.
  void discardRestOfBody(request.body?.getReader());
  if (!isSameOriginRequest(request, url)) throw redirect("/admin");
  const session = await getSession(request);
  await endPortalSession(sessionToken(session));
  return redirect("/admin/login", { headers: { "Set-Cookie": await destroySession(session) } });
}

export function loader() {
  return redirect("/admin");
}
