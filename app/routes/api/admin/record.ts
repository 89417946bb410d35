// GET, PUT, DELETE /api/admin/events/{id} -> {success, event} and
// /api/admin/menu-items/{id} -> {success, menuItem}; refusals are {success: false, error}.
// A malformed or unknown id is 404 ('Event not found', 'Menu item not found'); a PUT whose
// `__v` is stale is 409. Both records have the same three answers, so one module serves both.
import { eventInputSchema } from "#app/domain/events/events.ts";
import { EVENT_MESSAGES } from "#app/content/portal-messages.ts";
import { deleteEvent, findEvent, updateEvent } from "#app/domain/events/events.server.ts";
import { menuItemInputSchema } from "#app/domain/menu/menu.ts";
import { MENU_MESSAGES } from "#app/content/portal-messages.ts";
import { deleteMenuItem, findMenuItem, updateMenuItem } from "#app/domain/menu/menu.server.ts";
import { recordApi } from "#app/web/record-api.server.ts";
import type { Route } from "./+types/record";

const events = recordApi({
  key: "event",
  messages: EVENT_MESSAGES,
  input: eventInputSchema,
  find: findEvent,
  update: updateEvent,
  remove: deleteEvent,
});
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
