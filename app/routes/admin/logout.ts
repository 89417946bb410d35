// POST /admin/logout: ends the portal session (React Router checks the form's Origin on this
// UI-route action). A GET only sends the visitor back to the portal.
import { redirect } from "react-router";
import { destroySession, getSession } from "../../domain/staff/session.server";
import { discardRestOfBody } from "../../lib/http.server";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  // The form has no fields, and signing out must work whatever was sent: the body is dropped.
  void discardRestOfBody(request.body?.getReader());
  const session = await getSession(request);
  return redirect("/admin/login", { headers: { "Set-Cookie": await destroySession(session) } });
}

export function loader() {
  return redirect("/admin");
}
