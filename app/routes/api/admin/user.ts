// PUT /api/admin/users/{id} {email?, password?, current_password?, is_active?, role?} (one's
// own new e-mail or password needs current_password; the e-mail then waits for the link mailed to
// it, and the answer's additive `pending_email` names it);
// DELETE /api/admin/users/{id}. Both answer {success, user, users, currentUserId}; malformed or
// unknown ids are 404. Owners manage everyone. Staff may read their own user and change their
// own e-mail and password, nothing else: another user, is_active or role is 403 (the table of
// rights: ownAccount, otherUsers).

import { USER_MESSAGES } from "#app/content/portal-messages.ts";
import { may, requireRight } from "#app/domain/staff/rights.ts";
import {
  adminUpdateSchema,
  assertAdminUserId,
  deleteAdminUser,
  getAdminUser,
  listAdminUsers,
  updateAdminUser,
} from "#app/domain/staff/users.server.ts";
import { adminApiRoute } from "#app/web/guards.server.ts";
import { json, readJsonBody } from "#app/web/http.server.ts";
import { passwordAskerOf } from "#app/web/sign-in.server.ts";
import type { Route } from "./+types/user";

export const handle = { actionMethods: ["PUT", "DELETE"] };

export const loader = adminApiRoute(
  { unavailable: USER_MESSAGES.loadFailed },
  async ({ params }: Route.LoaderArgs, me) => {
    if (params.id !== me.id) requireRight(me, "otherUsers");
    return json({ success: true, user: await getAdminUser(params.id) });
  },
);

export const action = adminApiRoute(
  { unavailable: { DELETE: USER_MESSAGES.deleteFailed, default: USER_MESSAGES.updateFailed } },
  async ({ request, params, context }: Route.ActionArgs, me) => {
    // Someone else's account, or deleting one's own, is for Owners; then an unknown id is
    // answered before the body is read, whatever the body holds.
    if (request.method === "DELETE" || params.id !== me.id) requireRight(me, "otherUsers");
    assertAdminUserId(params.id);
    if (request.method === "DELETE") {
      const user = await deleteAdminUser(params.id, me.id);
      return json({ success: true, user, users: await listAdminUsers(), currentUserId: me.id });
    }
    const update = await readJsonBody(request, adminUpdateSchema.strict());
    // Staff keep their own e-mail and password; their role and whether they are active are not theirs to set.
    if (update.role !== undefined || update.is_active !== undefined) requireRight(me, "otherUsers");
    const asker = await passwordAskerOf(request, context, me.credential);
    const { user, pendingEmail } = await updateAdminUser(params.id, update, me.id, asker);
    // The list of every user is an Owner's to see.
    const users = may(me.role, "users") ? await listAdminUsers() : [user];
    // One's own new e-mail waits for its link: `pending_email` says which (additive; null otherwise).
    return json({
      success: true,
      user,
      users,
      currentUserId: me.id,
      ...(params.id === me.id ? { pending_email: pendingEmail } : {}),
    });
  },
);
