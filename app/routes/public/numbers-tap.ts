// POST /numbers/tap: a browser's ping (https://html.spec.whatwg.org/#ping) from a link that
// leaves for the truck (app/domain/numbers/taps.ts), counted for the Owner's numbers (issue 51).
// Browsers send it as `text/ping` with the body `PING`, which is not needed: the query says
// everything. A bot's ping is answered alike and not counted. Nothing in the answer is kept by
// anyone (the root's httpCache makes every POST's answer private and unstored; the response
// reuse keeps only GETs).
import { isbot } from "isbot";
import { countTap } from "#app/domain/numbers/taps.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { discardRestOfBody } from "#app/web/http.server.ts";
import type { Route } from "./+types/numbers-tap";

const answer = (status: number) => new Response(null, { status, headers: { "Cache-Control": "no-store" } });

export function action({ request, url }: Route.ActionArgs) {
  void discardRestOfBody(request.body?.getReader());
  const type = request.headers.get("Content-Type")?.split(";", 1)[0]?.trim().toLowerCase();
  if (type !== "text/ping") return answer(415);
  // Every browser says what it is; what says nothing, or says it is a bot, is not a visitor.
  const agent = request.headers.get("User-Agent");
  if (!agent || isbot(agent)) return answer(204);
  try {
    countTap(url.searchParams);
  } catch (error) {
    if (error instanceof Refusal) return answer(error.status);
    throw error;
  }
  return answer(204);
}
