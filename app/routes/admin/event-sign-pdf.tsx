// /admin/events/:id/sign.pdf: a stop's printed sign (issue 53), for Staff and Owners (the table of
// rights, checked by the admin layout's middleware first), as a download: one US Letter sheet in
// English and Spanish with its two codes, drawn each time (a sheet is printed now and then, and
// the stop may have changed since). A page of the portal only so that a link to a stop that is
// gone gets the portal's 404 page: the file itself is answered by the middleware.
import { redirectDocument } from "react-router";
import { EVENT_MESSAGES } from "#app/content/portal-messages.ts";
import { findEvent } from "#app/domain/events/events.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { spanishOrNull } from "#app/domain/shared/spanish-texts.ts";
import { buildStopSignPdf } from "#app/domain/signs/sign-pdf.server.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { rethrowAsServiceUnavailable } from "#app/infra/db.server.ts";
import { refusePage } from "#app/web/refusal.server.ts";
import type { Route } from "./+types/event-sign-pdf";

const answerWithSign: Route.MiddlewareFunction = async ({ request, params, url }, next) => {
  let event: Awaited<ReturnType<typeof findEvent>>;
  try {
    event = await findEvent(params.id);
  } catch (error) {
    // No such stop (any more): the loader answers with the 404 page.
    if (error instanceof Refusal) return next();
    return rethrowAsServiceUnavailable(error);
  }
  // A JavaScript navigation asking for it as data (.data) is sent to fetch the file itself.
  if (new URL(request.url).pathname !== url.pathname) throw redirectDocument(url.pathname);
  const sign = {
    id: event.id,
    title: event.title,
    titleEs: spanishOrNull(event, "title"),
    address: event.address,
    date: event.date,
    time: event.time,
    repeat: event.repeat,
  };
  const pdf = await buildStopSignPdf(sign, getConfig().siteUrl);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="sando-truck-sign-${event.id}.pdf"`,
      "Cache-Control": "no-store",
    },
  });
};

export const middleware: Route.MiddlewareFunction[] = [answerWithSign];

/** Runs only when the middleware found no such stop. */
export function loader(): never {
  refusePage(new Refusal(404, EVENT_MESSAGES.notFound));
}

export default function StopSign() {
  return null;
}
