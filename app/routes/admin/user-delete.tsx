// /admin/users/:id/delete: the delete confirmation as a page, for browsers without JavaScript
// (with JavaScript the users table asks in a dialog instead).
import { data } from "react-router";
import { DeleteConfirmation, RecordErrorPage } from "../../components/admin/record-pages";
import { findAdminUser } from "../../domain/staff/users.server";
import { adminUserContext } from "../../domain/staff/auth.server";
import { rethrowAsServiceUnavailable } from "../../db.server";
import { deleteUserConfirmation } from "../../domain/staff/user-messages";
import type { Route } from "./+types/user-delete";

export async function loader({ params, context }: Route.LoaderArgs) {
  const me = context.get(adminUserContext);
  let user;
  try {
    user = await findAdminUser(params.id);
  } catch (error) {
    rethrowAsServiceUnavailable(error);
  }
  if (!user) throw data("User not found", { status: 404 });
  return { user, isMe: user.id === me.id };
}

export const meta: Route.MetaFunction = () => [
  { title: "Delete user | Sando Truck Admin" },
  { name: "robots", content: "noindex" },
];

export default function DeleteUser({ loaderData }: Route.ComponentProps) {
  const { user, isMe } = loaderData;
  if (isMe) {
    return (
      <main className="admin-main">
        <h1>Delete user</h1>
        <p role="alert" className="admin-message admin-message-error">
          You cannot delete your own account
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
  return (
    <RecordErrorPage
      error={error}
      notFound={"User not found"}
      loadFailed={"Something went wrong"}
      back={{ to: "/admin/users", label: "Back to users" }}
    />
  );
}
