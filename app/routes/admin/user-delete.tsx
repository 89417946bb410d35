// /admin/users/:id/delete: the delete confirmation as a page, for browsers without JavaScript
// (with JavaScript the users table asks in a dialog instead).
import { DeleteConfirmation, RECORD_PAGE_TEXT, RecordErrorPage } from "#app/components/admin/record-pages.tsx";
import { deleteUserConfirmation, USER_MESSAGES } from "#app/content/portal-messages.ts";
import { getAdminUser } from "#app/domain/staff/users.server.ts";
import { adminUserContext } from "#app/web/guards.server.ts";
import { loadOrRefuse } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import type { Route } from "./+types/user-delete";

export async function loader({ params, context }: Route.LoaderArgs) {
  const me = context.get(adminUserContext);
  const user = await loadOrRefuse(USER_MESSAGES.loadFailed, () => getAdminUser(params.id));
  return { user, isMe: user.id === me.id };
}

export const meta: Route.MetaFunction = () => adminMeta("Delete user");

export default function DeleteUser({ loaderData }: Route.ComponentProps) {
  const { user, isMe } = loaderData;
  if (isMe) {
    return (
      <main className="admin-main">
        <h1>Delete user</h1>
        <p role="alert" className="admin-message admin-message-error">
          {USER_MESSAGES.cannotDeleteSelf}
        </p>
      </main>
    );
  }
  return (
    <DeleteConfirmation
      heading="Delete user"
      question={deleteUserConfirmation(user.email)}
      listPath="/admin/users"
      id={user.id}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecordErrorPage error={error} text={RECORD_PAGE_TEXT.users} />;
}
