// GET /s/:code and /s/:code/follow: the short addresses a printed sign's codes point at, and
// /s/review the "Review us" cards' (issue 53). Each scan is counted in the Owner's numbers, for its
// stop where it has one (a browser's, not a bot's or a HEAD), then the visitor is sent on: to the
// stop's page, or to the schedule once the stop has no dates to come (or was deleted); to the
// newsletter with changes to stops ticked; to the review page. A 302 that no one keeps, so every
// scan reaches the server to be counted.
import { isbot } from "isbot";
import { redirect } from "react-router";
import { findStopForVisitors } from "#app/domain/events/events.server.ts";
import { followStopChangesPath, stopPagePath } from "#app/domain/events/stop-links.ts";
import { NONE } from "#app/domain/numbers/numbers.ts";
import { countScan } from "#app/domain/numbers/taps.server.ts";
import { type SignTarget, stopIdOfSignCode } from "#app/domain/signs/sign-codes.ts";
import type { Route } from "./+types/sign-code";

const NOT_KEPT = { "Cache-Control": "no-store" };

/** What the request's path asks for: the review cards' address, or a stop's code and its target. */
function targetOf(request: Request): SignTarget {
  const { pathname } = new URL(request.url);
  return pathname === "/s/review" ? "review" : pathname.endsWith("/follow") ? "follow" : "stop";
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const target = targetOf(request);
  const agent = request.headers.get("User-Agent");
  const counted = request.method === "GET" && agent !== null && !isbot(agent);
  if (target === "review") {
    if (counted) countScan(target, NONE);
    return redirect("/review", { headers: NOT_KEPT });
  }
  const stop = params.code ? stopIdOfSignCode(params.code) : null;
  const found = stop ? await findStopForVisitors(stop) : null;
  // A code that is no stop of ours counts nothing; one whose stop is over still counts for it.
  if (counted && found && stop) countScan(target, stop);
  if (target === "follow") return redirect(followStopChangesPath(), { headers: NOT_KEPT });
  return redirect(found && "upcoming" in found ? stopPagePath(found.upcoming.id) : "/popup-locations", {
    headers: NOT_KEPT,
  });
}
