// /admin/users: the staff list with add, edit, activate/deactivate and delete. Every change is
// a POST that redirects back with a flash message (shown once without JavaScript, cleared
// after five seconds with it). ?new shows the add form, ?edit=<id> the edit form.

import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { DeleteLink } from "#app/components/admin/delete-link.tsx";
import { AdminListPage, AdminTable } from "#app/components/admin/record-list.tsx";
import { UserForm, type UserFormActionData } from "#app/components/admin/user-form.tsx";
import { ACCOUNT_MESSAGES, deleteUserConfirmation, USER_MESSAGES } from "#app/content/portal-messages.ts";
import { formatTruckDay } from "#app/domain/shared/dates.ts";
import { createAdminUser, deleteAdminUser, listAdminUsers, updateAdminUser } from "#app/domain/staff/users.server.ts";
import { ROLE_LABELS, userFormSchema } from "#app/domain/staff/users.ts";
import { adminUserContext } from "#app/web/guards.server.ts";
import { readFormBody } from "#app/web/http.server.ts";
import { asRefusal, listOrFallback, refusedForm } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import { redirectWithFlash, takeFlash } from "#app/web/session.server.ts";
import { portalPasswordAsker } from "#app/web/sign-in.server.ts";
import type { Route } from "./+types/users";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const me = context.get(adminUserContext);
  const { success, error, headers } = await takeFlash(request);
  const { list: users, loadFailed, status } = await listOrFallback(listAdminUsers, []);
  const editId = url.searchParams.get("edit");
  const editing = editId ? (users.find((user) => user.id === editId) ?? null) : null;
  const mode: "create" | "update" | null = loadFailed
    ? null
    : url.searchParams.has("new")
      ? "create"
      : editing
        ? "update"
        : null;
  return data({ users, currentUserId: me.id, success, error, mode, editing, loadFailed }, { status, headers });
}

function failureMessage(error: unknown, fallback: string): string {
  return asRefusal(error, fallback).message;
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = context.get(adminUserContext);
  const form = await readFormBody(request);
  const intent = form.get("intent");
  const id = typeof form.get("id") === "string" ? String(form.get("id")) : "";

  if (intent === "create" || intent === "update") {
    const submission = parseWithZod(form, { schema: userFormSchema(intent) });
    const hideFields = ["password", "confirmPassword", "current_password"];
    if (submission.status !== "success") {
      return data<UserFormActionData>({ result: submission.reply({ hideFields }) }, { status: 400 });
    }
    const { email, password, current_password, role } = submission.value;
    try {
      if (intent === "create") {
        await createAdminUser({ email, password: password ?? "", role });
        return redirectWithFlash(request, "/admin/users", "success", USER_MESSAGES.created);
      }
      // A new password of one's own ends the other sessions, but keeps this one; one's own new
      // e-mail waits for the link mailed to it.
      const { pendingEmail } = await updateAdminUser(
        id,
        { email, password, current_password, role },
        me.id,
        await portalPasswordAsker(request, context),
      );
      const asked = id === me.id && pendingEmail !== null && pendingEmail === email;
      return redirectWithFlash(
        request,
        "/admin/users",
        "success",
        asked ? `${USER_MESSAGES.updated}. ${ACCOUNT_MESSAGES.emailChangePending(email)}` : USER_MESSAGES.updated,
      );
    } catch (error) {
      const fallback = intent === "create" ? USER_MESSAGES.createFailed : USER_MESSAGES.updateFailed;
      return refusedForm({ reply: (options) => submission.reply({ ...options, hideFields }) }, error, fallback);
    }
  }

  if (intent === "activate" || intent === "deactivate") {
    try {
      await updateAdminUser(id, { is_active: intent === "activate" }, me.id);
      return redirectWithFlash(
        request,
        "/admin/users",
        "success",
        intent === "activate" ? USER_MESSAGES.activated : USER_MESSAGES.deactivated,
      );
    } catch (error) {
      return redirectWithFlash(request, "/admin/users", "error", failureMessage(error, USER_MESSAGES.statusFailed));
    }
  }

  if (intent === "delete") {
    try {
      await deleteAdminUser(id, me.id);
      return redirectWithFlash(request, "/admin/users", "success", USER_MESSAGES.deleted);
    } catch (error) {
      return redirectWithFlash(request, "/admin/users", "error", failureMessage(error, USER_MESSAGES.deleteFailed));
    }
  }

  return redirectWithFlash(request, "/admin/users", "error", USER_MESSAGES.genericError);
}

export const meta: Route.MetaFunction = () => adminMeta("Users");

const PAGE = {
  heading: "User Management",
  add: { to: "/admin/users?new", label: "Add User" },
  text: USER_MESSAGES,
};

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { users, currentUserId, mode, editing } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <AdminListPage
      {...PAGE}
      state={loaderData}
      count={users.length}
      tools={
        mode ? (
          <UserForm
            key={editing?.id ?? "new"}
            mode={mode}
            action={mode === "create" ? "/admin/users?new" : `/admin/users?edit=${editing?.id ?? ""}`}
            record={editing}
            lastResult={actionData?.result}
            askCurrentPassword={editing?.id === currentUserId}
          />
        ) : null
      }
    >
      <AdminTable columns={["Email", "Role", "Status", "Created", "Last Login", "Actions"]}>
        {users.map((user) => {
          const isMe = user.id === currentUserId;
          return (
            <tr key={user.id}>
              <td data-label="Email">
                {user.email} {isMe ? <span className="admin-badge">You</span> : null}
              </td>
              <td data-label="Role">{ROLE_LABELS[user.role]}</td>
              <td data-label="Status">
                <span className={user.is_active ? "admin-status-active" : "admin-status-inactive"}>
                  {user.is_active ? "Active" : "Inactive"}
                </span>
              </td>
              <td data-label="Created">{formatTruckDay(user.created_at)}</td>
              <td data-label="Last Login">{user.last_login ? formatTruckDay(user.last_login) : "Never"}</td>
              <td className="admin-cell-action">
                <div className="admin-actions">
                  <Link to={`/admin/users?edit=${user.id}`} className="admin-action" aria-label={`Edit ${user.email}`}>
                    Edit
                  </Link>
                  {isMe ? null : (
                    <>
                      <Form method="post" action="/admin/users">
                        <input type="hidden" name="id" value={user.id} />
                        <button
                          type="submit"
                          name="intent"
                          value={user.is_active ? "deactivate" : "activate"}
                          disabled={busy}
                          aria-label={`${user.is_active ? "Deactivate" : "Activate"} ${user.email}`}
                        >
                          {user.is_active ? "Deactivate" : "Activate"}
                        </button>
                      </Form>
                      <DeleteLink
                        to={`/admin/users/${user.id}/delete`}
                        listPath="/admin/users"
                        id={user.id}
                        question={deleteUserConfirmation(user.email)}
                        label={`Delete ${user.email}`}
                      />
                    </>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </AdminListPage>
  );
}
