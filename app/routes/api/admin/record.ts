// GET, PUT, DELETE /api/admin/events/{id} -> {success, event} and
// /api/admin/menu-items/{id} -> {success, menuItem}; refusals are {success: false, error}.
// A malformed or unknown id is 404 ('Event not found', 'Menu item not found'); a PUT whose
// `__v` is stale is 409. Both records have the same three answers, so one module serves both.

import { z } from "zod";
import { EVENT_MESSAGES, MENU_MESSAGES, STOP_NOTICE_MESSAGES } from "#app/content/portal-messages.ts";
import { findEvent } from "#app/domain/events/events.server.ts";
import { eventInputSchema } from "#app/domain/events/events.ts";
import { deleteEventTellingFollowers, updateEventTellingFollowers } from "#app/domain/events/stop-notices.server.ts";
import { noticeStatus } from "#app/domain/events/stop-notices.ts";
import type { MailingProgress } from "#app/domain/mailings/mailings.server.ts";
import { deleteMenuItem, findMenuItem, updateMenuItem } from "#app/domain/menu/menu.server.ts";
import { menuItemInputSchema } from "#app/domain/menu/menu.ts";
import { adminApiRoute } from "#app/web/guards.server.ts";
import { json, readJsonBody } from "#app/web/http.server.ts";
import { recordApi } from "#app/web/record-api.server.ts";
import type { Route } from "./+types/record";

// `notify_followers` (default false): tell followers of stop changes when the change touches a
// date in the next 7 days. The answer's `notice` says when it goes; never to whom.
const noticeChoice = z.object({
  notify_followers: z.boolean({ error: STOP_NOTICE_MESSAGES.notifyInvalid }).optional(),
});
const noticeAnswer = (notice: MailingProgress | null) =>
  notice
    ? { status: notice.status, send_at: notice.sendAt, message: noticeStatus(notice, STOP_NOTICE_MESSAGES) }
    : null;

const events = {
  loader: adminApiRoute({ unavailable: EVENT_MESSAGES.loadOneFailed }, async ({ params }: Route.LoaderArgs) =>
    json({ success: true, event: await findEvent(params.id) }),
  ),
  action: adminApiRoute(
    { unavailable: { DELETE: EVENT_MESSAGES.deleteFailed, default: EVENT_MESSAGES.saveFailed } },
    async ({ request, params }: Route.ActionArgs, admin) => {
      if (request.method === "DELETE") {
        // A DELETE usually has no body: the choice may come as JSON or as ?notify_followers=true.
        const sentJson = request.headers.get("Content-Type")?.toLowerCase().startsWith("application/json");
        const { notify_followers = false } = sentJson
          ? await readJsonBody(request, noticeChoice)
          : { notify_followers: new URL(request.url).searchParams.get("notify_followers") === "true" };
        const { event, notice } = await deleteEventTellingFollowers(params.id, {
          notify: notify_followers,
          by: admin.email,
          role: admin.role,
        });
        return json({ success: true, event, notice: noticeAnswer(notice) });
      }
      const { notify_followers = false, ...input } = await readJsonBody(request, eventInputSchema.and(noticeChoice));
      const { event, notice } = await updateEventTellingFollowers(params.id, input, input.__v, {
        notify: notify_followers,
        by: admin.email,
        role: admin.role,
      });
      return json({ success: true, event, notice: noticeAnswer(notice) });
    },
  ),
};
const menuItems = recordApi({
  key: "menuItem",
  messages: MENU_MESSAGES,
  input: menuItemInputSchema,
  find: findMenuItem,
  update: updateMenuItem,
  remove: deleteMenuItem,
});
const apiFor = (url: URL) => (url.pathname.startsWith("/api/admin/events/") ? events : menuItems);

// The methods the action answers (server/allowed-methods.ts refuses the others).
export const handle = { actionMethods: ["PUT", "DELETE"] };
export const loader = (args: Route.LoaderArgs) => apiFor(args.url).loader(args);
export const action = (args: Route.ActionArgs) => apiFor(args.url).action(args);
