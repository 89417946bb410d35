// GET /api/admin/closures -> {success, closures} (those not yet over, soonest first);
// POST creates one from JSON -> 201 {success, closure, notice}. Staff and Owners alike.
// Body: {kind?: "range" | "rest-of-today", starts_on, ends_on, reason, notify_followers?}; with
// notify_followers (default false) a notice listing the stops it cancels in the next 7 days goes
// to followers 10 minutes later (`notice` says when; null when it cancels none).

import { CLOSURE_MESSAGES } from "#app/content/portal-messages.ts";
import { listAdminClosures } from "#app/domain/closures/closures.server.ts";
import { closureInputSchema } from "#app/domain/closures/closures.ts";
import { closureNoticeAnswer } from "#app/domain/events/closure-answers.ts";
import { createClosureTellingFollowers } from "#app/domain/events/closure-notices.server.ts";
import { adminApiRoute } from "#app/web/guards.server.ts";
import { json, readJsonBody } from "#app/web/http.server.ts";
import type { Route } from "./+types/closures";

export const loader = adminApiRoute({ unavailable: CLOSURE_MESSAGES.loadFailed }, async (_args: Route.LoaderArgs) =>
  json({ success: true, closures: await listAdminClosures() }),
);

export const action = adminApiRoute(
  { unavailable: CLOSURE_MESSAGES.saveFailed },
  async ({ request }: Route.ActionArgs, admin) => {
    const { notify_followers = false, ...input } = await readJsonBody(request, closureInputSchema);
    const { closure, notice } = await createClosureTellingFollowers(input, {
      notify: notify_followers,
      by: admin.email,
      role: admin.role,
    });
    return json({ success: true, closure, notice: closureNoticeAnswer(notice) }, 201);
  },
);
