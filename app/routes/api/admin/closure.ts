// GET, PUT, DELETE /api/admin/closures/{id} -> {success, closure} (PUT and DELETE also `notice`),
// for Staff and Owners alike. A malformed or unknown id is 404 'Closure not found'; a PUT or
// DELETE whose `__v` (body, or ?__v= on a DELETE) is stale is 409 and changes nothing. Deleting
// gives the closure's dates back to the schedule at once, withdraws a notice still waiting, and
// with `notify_followers` (JSON body or ?notify_followers=true) tells followers who heard of it
// that its stops are back on.
import { z } from "zod";
import { CLOSURE_MESSAGES, STOP_NOTICE_MESSAGES } from "#app/content/portal-messages.ts";
import { findClosure } from "#app/domain/closures/closures.server.ts";
import { closureInputSchema } from "#app/domain/closures/closures.ts";
import { closureNoticeAnswer } from "#app/domain/events/closure-answers.ts";
import {
  deleteClosureTellingFollowers,
  updateClosureTellingFollowers,
} from "#app/domain/events/closure-notices.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { adminApiRoute } from "#app/web/guards.server.ts";
import { json, readJsonBody } from "#app/web/http.server.ts";
import type { Route } from "./+types/closure";

export const handle = { actionMethods: ["PUT", "DELETE"] };

const versionParam = z.coerce.number({ error: CLOSURE_MESSAGES.versionInvalid }).int().min(0);
const deleteChoice = z.object({
  notify_followers: z.boolean({ error: STOP_NOTICE_MESSAGES.notifyInvalid }).optional(),
});

export const loader = adminApiRoute(
  { unavailable: CLOSURE_MESSAGES.loadOneFailed },
  async ({ params }: Route.LoaderArgs) => json({ success: true, closure: await findClosure(params.id) }),
);

export const action = adminApiRoute(
  { unavailable: { DELETE: CLOSURE_MESSAGES.deleteFailed, default: CLOSURE_MESSAGES.saveFailed } },
  async ({ request, params }: Route.ActionArgs, admin) => {
    if (request.method === "DELETE") {
      const query = new URL(request.url).searchParams;
      const raw = query.get("__v");
      const parsed = raw === null ? undefined : versionParam.safeParse(raw);
      if (parsed && !parsed.success) throw new Refusal(400, CLOSURE_MESSAGES.versionInvalid);
      const sentJson = request.headers.get("Content-Type")?.toLowerCase().startsWith("application/json");
      const { notify_followers = false } = sentJson
        ? await readJsonBody(request, deleteChoice)
        : { notify_followers: query.get("notify_followers") === "true" };
      const { closure, notice } = await deleteClosureTellingFollowers(params.id, parsed?.data, {
        notify: notify_followers,
        by: admin.email,
        role: admin.role,
      });
      return json({ success: true, closure, notice: closureNoticeAnswer(notice) });
    }
    // An unknown id is answered before the body is read, whatever the body holds.
    await findClosure(params.id);
    const { notify_followers = false, __v, ...input } = await readJsonBody(request, closureInputSchema);
    const { closure, notice } = await updateClosureTellingFollowers(params.id, input, __v, {
      notify: notify_followers,
      by: admin.email,
      role: admin.role,
    });
    return json({ success: true, closure, notice: closureNoticeAnswer(notice) });
  },
);
